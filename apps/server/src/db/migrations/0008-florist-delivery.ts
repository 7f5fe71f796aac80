import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Cut flowers and arrangements: ordered for a date, picked up or delivered in Queens County.
  await db.schema.alterTable('items').addColumn('florist', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The day a florist order is delivered or picked up (YYYY-MM-DD, America/Halifax); null for other orders.
  await db.schema.alterTable('orders').addColumn('delivery_date', 'text').execute();
  // The back office lists a day's deliveries per store.
  await db.schema.createIndex('orders_delivery_date_idx').on('orders').columns(['store_id', 'delivery_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_delivery_date_idx').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_date').execute();
  await db.schema.alterTable('items').dropColumn('florist').execute();
}
