import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // The parcels an order was shipped in (docs/decisions/041): a carrier and its tracking number;
  // another carrier's name and link are kept as staff gave them, a known carrier's link is made
  // from the store's template when shown. An order may ship in several parcels, each once.
  await db.schema
    .createTable('parcels')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // 0, 1, …: the order's parcels in the order staff gave them.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('carrier_name', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('parcels_pk', ['store_id', 'id'])
    .addUniqueConstraint('parcels_tracking_unique', ['store_id', 'order_id', 'carrier', 'tracking_number'])
    .addForeignKeyConstraint('parcels_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcels').ifExists().execute();
}
