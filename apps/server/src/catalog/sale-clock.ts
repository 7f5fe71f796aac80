import type { DialectName, Db } from '../db/database.js';
import { raiseCatalogVersionIn } from '../stores/catalog-versions.js';
import { applySalePrices, lockSalePrices } from './sale-prices.js';

/**
 * The sale clock's work at a start or end of a sale (docs/decisions/065): brings the store's sale
 * prices up to date in one transaction and, when a price changed, raises the catalogue version
 * in that same transaction, so the new prices and the new version are seen together. Every
 * process does this when it first serves the store after the moment (stores/catalog-versions.ts);
 * the first to take the lock does the work, the others find nothing left to change.
 */
export async function settleSalePrices(shop: { db: Db; dialect: DialectName }, storeId: string, now: Date): Promise<void> {
  await shop.db.transaction().execute(async (tx) => {
    const inTx = { db: tx, dialect: shop.dialect };
    await lockSalePrices(inTx, storeId);
    if (await applySalePrices(inTx, storeId, now)) await raiseCatalogVersionIn(tx, storeId);
  });
}
