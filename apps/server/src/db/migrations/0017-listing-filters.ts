import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

/**
 * Indexes for filtered listings and the counts beside their filters (docs/decisions/045). Each
 * carries every column a filter or a count reads, so neither reads the items' rows (their
 * descriptions and inventories make them long). Both are partial, so that the planner never takes
 * one for a query of the other kind of row:
 * - a category's listed items (heads and items on their own, not hidden) in listing order, as
 *   items_listing_idx has them, with what filters them;
 * - a group's variants by what they sell (price, stock, size).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('items_category_filters_idx')
    .on('items')
    // group_parent_id and hidden are the same in every entry; SQLite counts the index as covering only with them.
    .columns(['store_id', 'category_id', 'sold_out', 'sort_name', 'id', 'group_enabled', 'brand', 'florist', 'price', 'group_parent_id', 'hidden'])
    .where(sql.ref('group_parent_id'), 'is', null)
    .where(sql.ref('hidden'), '=', 0)
    .execute();
  await db.schema
    .createIndex('items_offers_idx')
    .on('items')
    .columns(['store_id', 'group_parent_id', 'hidden', 'price', 'sold_out', 'variant_name'])
    .where(sql.ref('group_parent_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('items_offers_idx').ifExists().execute();
  await db.schema.dropIndex('items_category_filters_idx').ifExists().execute();
}
