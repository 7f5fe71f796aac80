import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // An item's handle (Shopify's name for a product's url key): what a catalogue import matches a
  // product by (docs/decisions/060). Null for items made in the back office until an import names one.
  await db.schema.alterTable('items').addColumn('handle', 'text').execute();
  await db.schema.createIndex('items_handle_idx').on('items').columns(['store_id', 'handle']).execute();

  // A catalogue file uploaded and previewed, then applied in the background: its progress is kept
  // here so that any process answers its status, and a lease says which process applies it.
  await db.schema
    .createTable('catalog_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('count_add', 'integer', (c) => c.notNull())
    .addColumn('count_change', 'integer', (c) => c.notNull())
    .addColumn('count_unchanged', 'integer', (c) => c.notNull())
    .addColumn('count_refused', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_imports_store_idx').on('catalog_imports').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('catalog_imports_status_idx').on('catalog_imports').columns(['status']).execute();

  // Each item of an import as previewed (section, changes, reason) and what applying writes (plan,
  // JSON); the items of one product share `product` and are written in one transaction.
  await db.schema
    .createTable('catalog_import_rows')
    .addColumn('import_id', 'text', (c) => c.notNull().references('catalog_imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('product', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('handle', 'text')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalog_import_rows_pk', ['import_id', 'seq'])
    .execute();
  await db.schema.createIndex('catalog_import_rows_section_idx').on('catalog_import_rows').columns(['import_id', 'section', 'seq']).execute();
  await db.schema.createIndex('catalog_import_rows_product_idx').on('catalog_import_rows').columns(['import_id', 'applied', 'product']).execute();

  // Pictures an import fetches by url after writing its items, in the background.
  await db.schema
    .createTable('catalog_import_pictures')
    .addColumn('import_id', 'text', (c) => c.notNull().references('catalog_imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('handle', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_import_pictures_pk', ['import_id', 'seq'])
    .execute();
  await db.schema.createIndex('catalog_import_pictures_state_idx').on('catalog_import_pictures').columns(['state', 'import_id']).execute();
  await db.schema.createIndex('catalog_import_pictures_item_idx').on('catalog_import_pictures').columns(['store_id', 'item_id', 'state']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_import_pictures').ifExists().execute();
  await db.schema.dropTable('catalog_import_rows').ifExists().execute();
  await db.schema.dropTable('catalog_imports').ifExists().execute();
  await db.schema.dropIndex('items_handle_idx').ifExists().execute();
  await db.schema.alterTable('items').dropColumn('handle').execute();
}
