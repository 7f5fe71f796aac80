import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Florist orders sent to someone else (docs/decisions/048): who receives them and a phone for
  // the driver ('' when the shopper is the recipient), and the delivery window booked with the
  // date, its hours kept as booked (staff may change the store's windows later).
  await db.schema.alterTable('orders').addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('recipient_phone', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('delivery_window', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_window_start', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_window_end', 'text').execute();
  // One row per store, date and window booked: a submission locks it (an update) before counting
  // the window's orders, so two submissions for the last place are counted one after the other.
  await db.schema
    .createTable('delivery_window_locks')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('window_id', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_window_locks_pk', ['store_id', 'delivery_date', 'window_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_window_locks').ifExists().execute();
  for (const column of ['delivery_window_end', 'delivery_window_start', 'delivery_window', 'recipient_phone', 'recipient_name']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
