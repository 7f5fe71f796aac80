import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import type { DashboardQuery, DashboardView, SalesDay } from '@backroom/core/reports/report-contract';
import { datesOf, shopDateOfUtcHour } from '@backroom/core/reports/report-periods';
import type { RequestContext } from '../request-context.js';
import { reportWindow } from './report-window.js';
import { discountsGiven, giftCardFigures, ordersWaiting, refundsByHour, salesByHour, topSoldItems } from './reports.repository.js';

const TOP_ITEMS = 5;

/** Payments' Needs attention list, read for its size: the money going back that waits for staff, of a store. */
export type MoneyReturnsNeedingAttention = () => Promise<ReadonlyArray<{ store_id: string }>>;

/**
 * GET (base) reports/dashboard: the range's sales, refunds, sales per shop day and top items, and
 * the work waiting now (docs/decisions/043). Real orders only.
 */
export async function dashboard(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  { from, to, store }: DashboardQuery,
  needingAttention: MoneyReturnsNeedingAttention,
): Promise<DashboardView> {
  const window = reportWindow({ from, to }, store);
  const tomorrow = addCalendarDays(shopCalendarDate(ctx.now()), 1);
  const [sales, refunds, topItems, waiting, attention, discounts, giftCards] = await Promise.all([
    salesByHour(ctx.db, window),
    refundsByHour(ctx.db, window),
    topSoldItems(ctx.db, window, TOP_ITEMS),
    ordersWaiting(ctx.db, store, tomorrow),
    needingAttention(),
    discountsGiven(ctx.db, window),
    giftCardFigures(ctx.db, window),
  ]);
  const days = new Map<string, SalesDay>(datesOf({ from, to }).map((date) => [date, { date, sales: 0, orders: 0, refunds: 0 }]));
  for (const hour of sales) {
    const day = days.get(shopDateOfUtcHour(hour.hour))!;
    day.sales += hour.sales;
    day.orders += hour.orders;
  }
  for (const hour of refunds) days.get(shopDateOfUtcHour(hour.hour))!.refunds += hour.total;
  const salesTotal = sales.reduce((sum, hour) => sum + hour.sales, 0);
  const orders = sales.reduce((sum, hour) => sum + hour.orders, 0);
  const refundTotal = refunds.reduce((sum, hour) => sum + hour.total, 0);
  return {
    from,
    to,
    figures: {
      sales: salesTotal,
      orders,
      averageOrder: orders === 0 ? 0 : Math.round(salesTotal / orders),
      refunds: refundTotal,
      refundCount: refunds.reduce((sum, hour) => sum + hour.refunds, 0),
      netSales: salesTotal - refundTotal,
    },
    discountsGiven: discounts,
    salesByDay: [...days.values()],
    giftCards,
    topItems,
    workWaiting: {
      ...waiting,
      tomorrow,
      paymentsNeedingAttention: attention.filter((moneyReturn) => store === undefined || moneyReturn.store_id === store).length,
    },
  };
}
