import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NewDiscountCodeRow } from './discount-code.table.js';

export async function findDiscountCode(db: Db, storeId: string, code: string) {
  return db.selectFrom('discount_codes').selectAll().where('store_id', '=', storeId).where('code', '=', code).executeTakeFirst();
}

export async function insertDiscountCodes(db: Db, rows: NewDiscountCodeRow[]) {
  if (rows.length > 0) await db.insertInto('discount_codes').values(rows).execute();
}

/**
 * Counts one more use of a code unless its limit is reached, in one conditional update (safe
 * under concurrency like holdStock). False when the code is used up.
 */
export async function useDiscountCode(db: Db, storeId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('discount_codes')
    .set({ used_count: sql<number>`used_count + 1` })
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** Gives a use back (a cancelled order). */
export async function returnDiscountUse(db: Db, storeId: string, code: string): Promise<void> {
  await db
    .updateTable('discount_codes')
    .set({ used_count: sql<number>`used_count - 1` })
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}
