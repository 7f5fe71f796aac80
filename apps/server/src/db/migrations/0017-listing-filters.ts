import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

/**
 * Indexes for filtered listings and the counts beside their filters (docs/decisions/045). Both
 * carry every column a filter or a count reads, so neither reads the items' rows (their
 * descriptions and inventories make them long): a category's listed items by the columns that
 * filter them, and a group's visible variants by what is sold (price, stock, size).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('items_category_filters_idx')
    .on('items')
    .columns(['store_id', 'category_id', 'group_parent_id', 'hidden', 'group_enabled', 'brand', 'florist', 'price', 'sold_out', 'id'])
    .execute();
  await db.schema
    .createIndex('items_offers_idx')
    .on('items')
    .columns(['store_id', 'group_parent_id', 'hidden', 'price', 'sold_out', 'variant_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('items_offers_idx').ifExists().execute();
  await db.schema.dropIndex('items_category_filters_idx').ifExists().execute();
}
