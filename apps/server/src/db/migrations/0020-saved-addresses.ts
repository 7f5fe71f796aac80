import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // A member's delivery addresses (docs/decisions/049): several, at most one the default, which
  // the partial unique index holds to whatever the requests do at once. The member is a caller's
  // id as orders.member_id keeps it: an account's, or `oidc:{subject}` for the identity provider's.
  await db.schema
    .createTable('saved_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('additional', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_addresses_member_idx').on('saved_addresses').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('saved_addresses_one_default').on('saved_addresses').column('member_id').unique().where(sql.ref('is_default'), '=', 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_addresses').ifExists().execute();
}
