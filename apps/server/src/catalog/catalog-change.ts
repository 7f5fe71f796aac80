import type { Tx } from '../db/database.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { applySalePrices, lockSalePrices } from './sale-prices.js';

/**
 * Runs one catalogue change in its own transaction (the change and its audit row commit
 * together), then raises the catalogue version: after the commit, never before it, so no answer
 * is cached under the new version with the old data. A failed raise leaves the change standing;
 * listings catch up at the next change. In the same transaction the sale prices are brought up
 * to date (docs/decisions/065): an item's new price, category or brand, a category moved, a sale
 * made or changed all change which sale is on what.
 */
export async function commitCatalogChange<T>(
  ctx: Pick<RequestContext, 'db' | 'dialect' | 'storeId' | 'log' | 'now'>,
  catalog: CatalogChanges,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute(async (tx) => {
    const inTx = { db: tx, dialect: ctx.dialect };
    await lockSalePrices(inTx, ctx.storeId);
    const done = await change(tx);
    await applySalePrices(inTx, ctx.storeId, ctx.now());
    return done;
  });
  await catalogChangedAfterCommit(ctx, catalog, 'a staff change');
  return result;
}

/**
 * Tells the catalogue that a committed change (staff's, or orders moving stock) changed what
 * shoppers see. The version is raised after the commit, never before it, so no answer can be
 * cached under the new version with the old data; if the raise fails the change stands and
 * listings catch up at the next change.
 */
export async function catalogChangedAfterCommit(ctx: Pick<RequestContext, 'storeId' | 'log'>, catalog: CatalogChanges, after: string): Promise<void> {
  try {
    await catalog.changed(ctx.storeId);
  } catch (error) {
    ctx.log.error({ err: error, storeId: ctx.storeId }, `catalogue version not raised after ${after}`);
  }
}
