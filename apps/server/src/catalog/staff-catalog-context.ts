import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopDatabase, Tx } from '../db/database.js';

/** What the staff's catalogue changes work with: one store, one member of staff. */
export interface StaffCatalogContext {
  shop: ShopDatabase;
  storeId: string;
  /** Who the audit log says made the change: `staff:{name}`. */
  actor: string;
  /** The clock; tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Raises the store's catalogue version once a change is committed, so cached listings refresh. */
  catalogChanged: (storeId: string) => Promise<void>;
}

export function staffCatalogContext(app: FastifyInstance, request: FastifyRequest): StaffCatalogContext {
  return {
    shop: app.shop,
    storeId: request.storeId,
    actor: `staff:${request.staff?.name ?? 'unknown'}`,
    now: app.clock,
    log: request.log,
    catalogChanged: (storeId) => app.catalogVersions.changed(storeId),
  };
}

/**
 * Runs one catalogue change in its own transaction (the change and its audit row commit
 * together), then raises the catalogue version: after the commit, never before it, so no answer
 * is cached under the new version with the old data. A failed raise leaves the change standing;
 * listings catch up at the next change.
 */
export async function commitCatalogChange<T>(ctx: StaffCatalogContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.shop.db.transaction().execute(change);
  try {
    await ctx.catalogChanged(ctx.storeId);
  } catch (error) {
    ctx.log.error({ err: error, storeId: ctx.storeId }, 'catalogue version not raised after a staff change');
  }
  return result;
}
