import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Order submissions counted against a store's flood limits (docs/decisions/023): one row per
  // limit key (a client address, an e-mail) per submission, written before the order is made so
  // that every server process sees it and concurrent submissions count each other. A refused
  // submission's rows are taken back; an accepted one's stay for the window and while its order
  // is open. The idempotency key's hash makes two sends of one submission count once.
  await db.schema
    .createTable('order_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('limit_key', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    // The order this submission makes (no row yet while it is being made).
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_submissions_key_idx').on('order_submissions').columns(['store_id', 'limit_key', 'at']).execute();
  await db.schema.createIndex('order_submissions_at_idx').on('order_submissions').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_submissions').ifExists().execute();
}
