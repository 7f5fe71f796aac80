import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: this migration has landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Raised by every change a shopper could see in the catalogue; cached responses key on it.
    .addColumn('catalog_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_configs')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_configs_pk', ['store_id', 'name'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('card_file_name', 'text', (c) => c.notNull())
    .addColumn('card_content_type', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('images_pk', ['store_id', 'id'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('categories_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('categories_parent_idx')
    .on('categories')
    .columns(['store_id', 'parent_id', 'position'])
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('upc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vendor', 'text')
    .addColumn('external_id', 'text')
    .addColumn('supplier_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('home_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_id', 'text')
    .addColumn('category_id', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_parent_id', 'text')
    .addColumn('variant_name', 'text')
    .addColumn('variant_stock', 'integer')
    .addColumn('price_low', 'integer')
    .addColumn('price_high', 'integer')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discontinued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('special', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inventory', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('items_pk', ['store_id', 'id'])
    .execute();
  // Category listings read this index in listing order: in stock first, then by name.
  await db.schema
    .createIndex('items_listing_idx')
    .on('items')
    .columns(['store_id', 'category_id', 'sold_out', 'sort_name', 'id'])
    .execute();
  await db.schema
    .createIndex('items_all_idx')
    .on('items')
    .columns(['store_id', 'sold_out', 'sort_name', 'id'])
    .execute();
  await db.schema
    .createIndex('items_group_idx')
    .on('items')
    .columns(['store_id', 'group_parent_id'])
    .execute();
  await db.schema
    .createIndex('items_vendor_idx')
    .on('items')
    .columns(['store_id', 'vendor', 'external_id'])
    .execute();
  await db.schema.createIndex('items_price_idx').on('items').columns(['store_id', 'price']).execute();

  await db.schema
    .createTable('item_inventory')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_inventory_pk', ['store_id', 'item_id', 'location'])
    .addForeignKeyConstraint('item_inventory_item_fk', ['store_id', 'item_id'], 'items', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  // The search index: FTS5 on SQLite, tsvector plus trigrams on PostgreSQL. Same columns.
  if (postgres) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`
      create table item_search (
        store_id text not null,
        item_id text not null,
        name text not null,
        brand text not null,
        codes text not null,
        description text not null,
        document tsvector generated always as (
          setweight(to_tsvector('simple', name), 'A') ||
          setweight(to_tsvector('simple', brand), 'B') ||
          setweight(to_tsvector('simple', codes), 'B') ||
          setweight(to_tsvector('simple', description), 'D')
        ) stored,
        words text generated always as (lower(name || ' ' || brand)) stored,
        primary key (store_id, item_id),
        foreign key (store_id, item_id) references items (store_id, id) on delete cascade
      )`.execute(db);
    await sql`create index item_search_document_idx on item_search using gin (document)`.execute(db);
    await sql`create index item_search_words_idx on item_search using gin (words public.gin_trgm_ops)`.execute(db);
  } else {
    await sql`
      create virtual table item_search using fts5(
        store_id unindexed, item_id unindexed, name, brand, codes, description,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      )`.execute(db);
    await sql`create virtual table item_search_vocabulary using fts5vocab(item_search, 'row')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await sql`drop table if exists item_search_vocabulary`.execute(db);
  for (const table of ['item_search', 'item_inventory', 'items', 'categories', 'images', 'store_configs', 'stores']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
