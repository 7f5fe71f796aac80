import type { Db } from '../db/database.js';
import type { NewParcelRow, ParcelRow } from './parcel.table.js';

/** An order's parcels in the order staff gave them. */
export function findParcelsOfOrder(db: Db, storeId: string, orderId: string): Promise<ParcelRow[]> {
  return db.selectFrom('parcels').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('position').orderBy('id').execute();
}

/** Stores parcels; a tracking number already on the order is skipped (returns the rows stored). */
export async function insertParcels(db: Db, rows: readonly NewParcelRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('parcels')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['store_id', 'order_id', 'carrier', 'tracking_number']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** Removes one parcel of an order; false when there was none. */
export async function deleteParcel(db: Db, storeId: string, orderId: string, parcelId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('parcels').where('store_id', '=', storeId).where('order_id', '=', orderId).where('id', '=', parcelId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
