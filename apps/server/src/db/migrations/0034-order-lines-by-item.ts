import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // An order's hoarding check (orders/unpaid-hold-limits.ts) sums the unpaid lines of its items
  // inside the order's transaction. Without this index it read every line the store ever sold,
  // so each order took longer than the one before it (docs/decisions/076).
  await db.schema.createIndex('order_lines_item_idx').on('order_lines').columns(['store_id', 'item_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_item_idx').execute();
}
