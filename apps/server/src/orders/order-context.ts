import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { OrderMailer } from './order-mailer.js';

/** What the order flows work with; one store at a time. */
export interface OrderContext {
  db: Db;
  storeId: string;
  log: FastifyBaseLogger;
  /** The clock; tests move it. */
  now: () => Date;
  mailer: OrderMailer;
  /** Tells this process that a store's stock changed, so it stops trusting its cached catalogue. */
  catalogChanged: (storeId: string) => void;
}

export function orderContext(app: FastifyInstance, storeId: string, log: FastifyBaseLogger = app.log): OrderContext {
  return {
    db: app.shop.db,
    storeId,
    log,
    now: app.clock,
    mailer: app.orderMailer,
    catalogChanged: (changed) => app.catalogVersions.forget(changed),
  };
}
