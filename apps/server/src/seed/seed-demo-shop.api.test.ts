import type { DepositView } from '@backroom/core/emt/deposit-contract';
import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { DashboardView } from '@backroom/core/reports/report-contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from '../testing/account-fixtures.js';
import { demoShopWithoutPictures } from '../testing/demo-shop-without-pictures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { SAMPLE_ORDERS } from './sample-orders.js';
import { seedDemoShop } from './seed-demo-shop.js';
import { seedStore } from './seed-store.js';

// Tuesday 10 March 2026, 10:00 in Halifax: the florist delivers tomorrow (Tuesday to Saturday).
const NOW = new Date('2026-03-10T13:00:00Z');
const TODAY = '2026-03-10';

describe.each(DIALECTS)('the demo shop on %s', (dialect) => {
  let now = NOW;
  const shop = shopUnderTest(dialect, { app: { clock: () => now } });
  const staffGet = async <T>(app: FastifyInstance, url: string, token: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const ordersOf = (store: string) => staffGet<StaffOrder[]>(shop.app, `/api/v1/order?store=${store}&limit=500`, shop.viewer);

  it('opens on its first start with a month of orders in every state, once, even when two processes start together', async () => {
    const catalogue = demoShopWithoutPictures();
    // The start that finds the shop made goes on to serve, and to sweep out unpaid orders whose hold
    // ran out: by then each sample order has its whole history, paid ones their payment.
    const ordersWhenFound: number[] = [];
    const start = async () => {
      const seeded = await seedDemoShop(shop.app, catalogue);
      if (!seeded.created) ordersWhenFound.push((await ordersOf('backroom')).length);
      return seeded;
    };
    const [first, second] = await Promise.all([start(), start()]);
    expect([first.sampleOrders, second.sampleOrders].sort((a, b) => a - b)).toEqual([0, SAMPLE_ORDERS.length]);
    expect(ordersWhenFound).toEqual([SAMPLE_ORDERS.length]);
    expect([first.created, second.created].sort()).toEqual([false, true]);

    const orders = await ordersOf('backroom');
    expect(orders).toHaveLength(SAMPLE_ORDERS.length);
    const states = new Set(orders.map((order) => order.state));
    expect([...states].sort()).toEqual(['CANCELLED', 'COMPLETED', 'OPEN', 'PAID', 'READY_FOR_PICKUP', 'SHIPPED']);
    // Placed over the last month, Halifax dates, none in the future; in both languages, at example addresses.
    const dates = orders.map((order) => order.createdAt).sort();
    expect(dates[0]! >= new Date(NOW.getTime() - 31 * 86_400_000).toISOString()).toBe(true);
    expect(dates.at(-1)! <= NOW.toISOString()).toBe(true);
    const locales = await shop.shop.db.selectFrom('orders').select('locale').distinct().where('store_id', '=', 'backroom').execute();
    expect(locales.map((row) => row.locale).sort()).toEqual(['en-CA', 'fr-CA']);
    expect(orders.every((order) => /@example\.(com|org)$/.test(order.customer.email))).toBe(true);
    expect(new Set(orders.map((order) => order.delivery.province)).size).toBeGreaterThanOrEqual(8);
    expect(orders.every((order) => order.environment === 'PROD' && order.paymentMethod === 'emt')).toBe(true);
    // Every order priced by the shop itself: its lines, shipping and tax add up to its total.
    for (const order of orders) expect(order.subtotal - order.discountAmount + order.shipping + order.tax).toBe(order.total);
    expect(orders.filter((order) => order.tax > 0).length).toBe(orders.length);

    // Parcels with tracking on the courier orders shipped; the shop's own deliveries need none.
    const shipped = orders.filter((order) => (order.state === 'SHIPPED' || order.state === 'COMPLETED') && order.shippingMethod !== 'LOCAL' && order.shippingMethod !== 'PICKUP');
    expect(shipped.length).toBeGreaterThanOrEqual(10);
    for (const order of shipped) {
      const receipt = await staffGet<OrderView>(shop.app, `/backroom/api/v1/order/${order.id}`, shop.viewer);
      expect(receipt.parcels?.length, order.id).toBe(1);
      expect(receipt.parcels![0]!.trackingUrl).toMatch(/^https:\/\//);
    }

    // A refund, given back by e-transfer already: nothing waits in Needs attention.
    const receipts = await Promise.all(orders.map((order) => staffGet<OrderView>(shop.app, `/backroom/api/v1/order/${order.id}`, shop.viewer)));
    const refunds = receipts.flatMap((receipt) => receipt.refunds ?? []);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'emt' });
    const attention = await staffGet<unknown[]>(shop.app, '/api/v1/money-returns/attention', shop.viewer);
    expect(attention).toEqual([]);

    // E-transfers awaited, holds still running; one of them named by a deposit that came short, waiting on the match screen.
    const awaiting = orders.filter((order) => order.state === 'OPEN');
    expect(awaiting.length).toBeGreaterThanOrEqual(3);
    expect(awaiting.every((order) => order.holdUntil !== null && order.holdUntil > NOW.toISOString())).toBe(true);
    const { deposits } = await staffGet<{ deposits: DepositView[] }>(shop.app, '/backroom/api/v1/deposits', shop.viewer);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ status: 'to-confirm', nearReason: 'reference-wrong-amount' });
    expect(awaiting.map((order) => order.id)).toContain(deposits[0]!.candidates[0]!.orderId);

    // Flowers for the coming days, on the florist's day list with their card messages.
    const coming = orders.filter((order) => order.deliveryDate !== undefined && order.deliveryDate !== null && order.deliveryDate > TODAY);
    expect(coming.length).toBeGreaterThanOrEqual(3);
    const tomorrow = addCalendarDays(TODAY, 1);
    const dayList = await staffGet<Array<{ id: string; giftMessage: string }>>(shop.app, `/backroom/api/v1/florist/deliveries?date=${tomorrow}`, shop.viewer);
    expect(dayList.length).toBeGreaterThanOrEqual(1);
    expect(dayList[0]!.giftMessage).not.toBe('');

    // The dashboard has something to show: this month's sales, a chart over many days, refunds and work waiting.
    const dashboard = await staffGet<DashboardView>(shop.app, `/api/v1/reports/dashboard?from=${addCalendarDays(TODAY, -29)}&to=${TODAY}`, shop.viewer);
    expect(dashboard.figures.sales).toBeGreaterThan(0);
    expect(dashboard.figures.orders).toBeGreaterThanOrEqual(20);
    expect(dashboard.figures.refunds).toBeGreaterThan(0);
    expect(dashboard.salesByDay.filter((day) => day.sales > 0).length).toBeGreaterThanOrEqual(15);
    expect(dashboard.topItems.length).toBe(5);
    expect(dashboard.workWaiting).toMatchObject({ floristTomorrow: 1 });
    expect(dashboard.workWaiting.toShip).toBeGreaterThanOrEqual(1);
    expect(dashboard.workWaiting.toPrepareForPickup).toBeGreaterThanOrEqual(1);
    expect(dashboard.workWaiting.awaitingETransfer).toBe(awaiting.length);
    const today = await staffGet<DashboardView>(shop.app, `/api/v1/reports/dashboard?from=${TODAY}&to=${TODAY}`, shop.viewer);
    expect(today.figures.sales).toBeGreaterThan(0);

    // The next start finds the shop and adds nothing.
    expect(await seedDemoShop(shop.app, catalogue)).toMatchObject({ created: false, sampleOrders: 0 });
    expect(await ordersOf('backroom')).toHaveLength(SAMPLE_ORDERS.length);
  });

  it('makes the same month at any hour: a Sunday a minute before midnight, the clocks changed a week before', async () => {
    now = new Date('2026-03-16T02:59:00Z');
    try {
      const catalogue = { ...demoShopWithoutPictures(), store: { id: 'lateshop', name: 'The Back Room, late' } };
      expect(await seedDemoShop(shop.app, catalogue)).toMatchObject({ created: true, sampleOrders: SAMPLE_ORDERS.length });
      const orders = await ordersOf('lateshop');
      expect(orders).toHaveLength(SAMPLE_ORDERS.length);
      expect(orders.every((order) => order.createdAt <= now.toISOString() && order.updatedAt <= now.toISOString())).toBe(true);
      // The florist delivers Tuesday to Saturday: the coming flowers are for Tuesday and after.
      const coming = orders.filter((order) => order.deliveryDate && order.deliveryDate > '2026-03-15').map((order) => order.deliveryDate);
      expect(coming.sort()).toEqual(['2026-03-17', '2026-03-18', '2026-03-19']);
    } finally {
      now = NOW;
    }
  });

  it('places no sample order in a shop that was there before it started', async () => {
    const catalogue = { ...demoShopWithoutPictures(), store: { id: 'oldshop', name: 'A shop made before' } };
    await seedStore(shop.shop, catalogue);
    expect(await seedDemoShop(shop.app, catalogue)).toMatchObject({ created: false, sampleOrders: 0 });
    expect(await ordersOf('oldshop')).toEqual([]);
  });
});
