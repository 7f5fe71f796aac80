import type { TaxLine } from '@backroom/core/tax/sales-tax';
import type { Db } from '../db/database.js';
import { findOrderTaxLines } from './order.repository.js';
import { toTaxLines } from './order-view.js';

/** The taxes an order was charged, as its receipt lists them. */
export async function orderTaxLines(db: Db, storeId: string, orderId: string): Promise<TaxLine[]> {
  return toTaxLines(await findOrderTaxLines(db, storeId, orderId));
}
