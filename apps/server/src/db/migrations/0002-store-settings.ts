import type { Kysely } from 'kysely';

// Frozen: this migration has landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Server-only settings (shipping rates, carrier credentials): never served to shoppers,
  // unlike store_configs, which GET config hands out as it is.
  await db.schema
    .createTable('store_settings')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_settings_pk', ['store_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_settings').ifExists().execute();
}
