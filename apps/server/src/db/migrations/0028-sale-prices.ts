import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Sale prices on a schedule (docs/decisions/065): a sale price on an item (a group head's is
  // on all its variants), or a percentage off a category (with its sub-categories) or a brand,
  // from starts_at (included) to ends_at (excluded), ISO instants in UTC.
  await db.schema
    .createTable('sales')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('category_id', 'text')
    .addColumn('brand', 'text')
    .addColumn('sale_price', 'integer')
    .addColumn('percent', 'integer')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('sales_store_ends_idx').on('sales').columns(['store_id', 'ends_at']).execute();

  // The price in effect, kept on the item by the sale clock (catalog/sale-clock.ts) at every
  // start and end: the sale's price (null: the regular price is in effect), when that sale ends
  // and which sale it is. Shoppers' answers, filters and sorting read coalesce(sale_price, price).
  await db.schema.alterTable('items').addColumn('sale_price', 'integer').execute();
  await db.schema.alterTable('items').addColumn('sale_ends_at', 'text').execute();
  await db.schema.alterTable('items').addColumn('sale_id', 'text').execute();

  // The listing filters' covering indexes (0017) with the sale price beside the price: filters
  // read the price in effect, coalesce(sale_price, price), without reaching for the row.
  await createFilterIndexes(db, ['sale_price']);

  // The next start or end of any of the store's sales after the prices were last brought up to
  // date; read with the catalogue version, so every process knows when to bring them up to date.
  await db.schema.alterTable('stores').addColumn('next_sale_boundary', 'text').execute();

  // What each order line's item cost before a sale; the line's price is what was charged.
  // Orders placed before sales existed paid the regular price.
  await db.schema.alterTable('order_lines').addColumn('regular_price', 'integer').execute();
  await sql`update order_lines set regular_price = price`.execute(db);
}

/** 0017's two listing-filter indexes made again, with `extra` columns after the price. */
async function createFilterIndexes(db: Kysely<any>, extra: string[]): Promise<void> {
  await db.schema.dropIndex('items_category_filters_idx').execute();
  await db.schema.dropIndex('items_offers_idx').execute();
  await db.schema
    .createIndex('items_category_filters_idx')
    .on('items')
    .columns(['store_id', 'category_id', 'sold_out', 'sort_name', 'id', 'group_enabled', 'brand', 'florist', 'price', ...extra, 'group_parent_id', 'hidden'])
    .where(sql.ref('group_parent_id'), 'is', null)
    .where(sql.ref('hidden'), '=', 0)
    .execute();
  await db.schema
    .createIndex('items_offers_idx')
    .on('items')
    .columns(['store_id', 'group_parent_id', 'hidden', 'price', ...extra, 'sold_out', 'variant_name'])
    .where(sql.ref('group_parent_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('regular_price').execute();
  await db.schema.alterTable('stores').dropColumn('next_sale_boundary').execute();
  await createFilterIndexes(db, []);
  await db.schema.alterTable('items').dropColumn('sale_id').execute();
  await db.schema.alterTable('items').dropColumn('sale_ends_at').execute();
  await db.schema.alterTable('items').dropColumn('sale_price').execute();
  await db.schema.dropTable('sales').ifExists().execute();
}
