import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { shopDayStartsAt } from '@backroom/core/orders/business-days';
import { type EnvironmentFilter, environmentsOf } from '@backroom/core/orders/order-environment';
import { MAX_REPORT_DAYS } from '@backroom/core/reports/report-periods';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { buildOrdersCsv, type CsvEntry, type ExportedDiscounts, type ExportedTaxLine } from './order-export.js';
import {
  listLineDiscountsForExport,
  listOrdersForExport,
  listRefundsForExport,
  listRefundTaxLinesForExport,
  listTaxLinesForExport,
  type OrderExportRange,
} from './order-export.repository.js';
import { taxLinesKey } from './order.repository.js';

const invalid = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** What the accountant asks for: shop dates from `from` to `to` (both included), one store or all, real orders unless said. */
export interface OrderExportQuery {
  from: string;
  to: string;
  store?: string | undefined;
  environment: EnvironmentFilter;
}

/** The instants from the start of `from` to the end of `to`, both shop dates (America/Halifax) included. */
function exportRange({ from, to, store, environment }: OrderExportQuery): OrderExportRange {
  if (to < from) throw invalid('querystring/to', `The range ends (${to}) before it starts (${from}).`);
  if (addCalendarDays(from, MAX_REPORT_DAYS) <= to) throw invalid('querystring/to', `Ask for at most ${MAX_REPORT_DAYS} days at a time.`);
  return {
    start: shopDayStartsAt(from).toISOString(),
    end: shopDayStartsAt(addCalendarDays(to, 1)).toISOString(),
    store,
    environments: environmentsOf(environment),
  };
}

/** The name the file is saved under: a file with TEST orders in it says so. */
export function ordersCsvFileName({ from, to, environment }: OrderExportQuery): string {
  const suffix = environment === 'PROD' ? '' : `-${environment.toLowerCase()}`;
  return `orders-${from}-${to}${suffix}.csv`;
}

/**
 * GET (base) order/export.csv: the orders created on the shop dates from `from` to `to`, one CSV
 * row each, and the refunds made on those dates, a row each (negative), in time order.
 */
export async function ordersCsv(db: Db, query: OrderExportQuery): Promise<string> {
  const range = exportRange(query);
  // Orders first: an order placed between the two reads then has lines but no row, never a row without its lines.
  const orders = await listOrdersForExport(db, range);
  const linesOf = new Map<string, ExportedTaxLine[]>();
  for (const line of await listTaxLinesForExport(db, range)) {
    const key = taxLinesKey(line.store_id, line.order_id);
    linesOf.set(key, [...(linesOf.get(key) ?? []), line]);
  }
  const discountsOf = new Map<string, ExportedDiscounts>();
  for (const line of await listLineDiscountsForExport(db, range)) {
    const key = taxLinesKey(line.store_id, line.order_id);
    const discounts = discountsOf.get(key) ?? { promotionAmount: line.promotion_amount, lines: [] };
    discountsOf.set(key, { ...discounts, lines: [...discounts.lines, line] });
  }
  const entries: CsvEntry[] = orders.map((order) => {
    const key = taxLinesKey(order.store_id, order.id);
    return { order, taxLines: linesOf.get(key) ?? [], discounts: discountsOf.get(key) ?? { promotionAmount: 0, lines: [] } };
  });
  const refundLinesOf = new Map<string, ExportedTaxLine[]>();
  for (const line of await listRefundTaxLinesForExport(db, range)) {
    const key = taxLinesKey(line.store_id, line.refund_id);
    refundLinesOf.set(key, [...(refundLinesOf.get(key) ?? []), line]);
  }
  for (const row of await listRefundsForExport(db, range)) {
    const refund = {
      number: row.refund_number,
      created_at: row.refund_created_at,
      method: row.refund_method,
      goods: row.refund_goods,
      discount: row.refund_discount,
      shipping: row.refund_shipping,
      adjustment: row.refund_adjustment,
      tax: row.refund_tax,
      total: row.refund_total,
    };
    entries.push({ order: row, refund, taxLines: refundLinesOf.get(taxLinesKey(row.store_id, row.refund_id)) ?? [] });
  }
  return buildOrdersCsv(entries);
}
