import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { MoneyReturns } from '../payments/money-returns.js';
import type { OrderMailer } from './order-mailer.js';

/** What the order flows work with; one store at a time. */
export interface OrderContext {
  db: Db;
  storeId: string;
  log: FastifyBaseLogger;
  /** The clock; tests move it. */
  now: () => Date;
  mailer: OrderMailer;
  /** Raises the store's catalogue version once stock changes are committed, so listings show them. */
  catalogChanged: (storeId: string) => Promise<void>;
  /** Gives money back through the provider that took it, after the refund is committed. */
  moneyReturns: MoneyReturns;
  /** Waits a little while the order has a card payment under way; true when none is any more. */
  waitForPaymentOutcome: (orderId: string) => Promise<boolean>;
}

export function orderContext(app: FastifyInstance, storeId: string, log: FastifyBaseLogger = app.log): OrderContext {
  return {
    db: app.shop.db,
    storeId,
    log,
    now: app.clock,
    mailer: app.orderMailer,
    catalogChanged: (changed) => app.catalogVersions.changed(changed),
    moneyReturns: app.moneyReturns,
    waitForPaymentOutcome: (orderId) => app.payments.waitForPaymentOutcome(storeId, orderId, app.cancelWaitsForPaymentMs),
  };
}

/**
 * Tells the catalogue that committed orders changed stock. The version is raised after the
 * commit, never before it, so no answer can be cached under the new version with the old stock;
 * if the raise fails the order stands and listings catch up at the next change.
 */
export async function catalogChangedAfterCommit(ctx: OrderContext): Promise<void> {
  try {
    await ctx.catalogChanged(ctx.storeId);
  } catch (error) {
    ctx.log.error({ err: error, storeId: ctx.storeId }, 'catalogue version not raised after an order');
  }
}
