import type { ClientConfig } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { TaxLine } from '@backroom/core/tax/sales-tax';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { byDestination, montreal, placedOrder, submitOrder, toronto, vancouver } from '../testing/sales-tax-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

// Placed on a fixed day, in Halifax's calendar: NS HST is 14 % from 2025-04-01.
const PLACED_AT = new Date('2026-03-10T15:00:00Z');

const summary = (lines: readonly TaxLine[]) => lines.map((line) => `${line.label}=${line.amount}`);

describe.each(DIALECTS)('sales tax by destination on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { app: { clock: () => PLACED_AT }, stores: 'tax' });
  let staff: string;
  let viewer: string;
  beforeAll(async () => {
    staff = (await signedInAccount(shop.app, shop.shop.db, 'staff')).token;
    viewer = (await signedInAccount(shop.app, shop.shop.db, 'viewer')).token;
  });
  const newStore = (config: ClientConfig) => shop.newStore({ config });

  const submit = (store: string, cart: unknown) => submitOrder(shop.app, store, cart);
  const placed = (store: string, cart: unknown) => placedOrder(shop.app, store, cart);
  /** Checks the lines against the order's own taxable amount and total, and returns them as 'label=amount'. */
  function taxesOf(order: OrderView): string[] {
    const taxable = order.subtotal - order.discountAmount + order.shipping;
    for (const line of order.taxLines) expect(Math.abs(line.amount - (taxable * line.ratePer100k) / 100_000)).toBeLessThanOrEqual(0.5);
    expect(order.taxLines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.tax);
    expect(order.total).toBe(taxable + order.tax);
    return summary(order.taxLines);
  }
  const at = (order: OrderView, ratePer100k: number) => Math.round(((order.subtotal - order.discountAmount + order.shipping) * ratePer100k) / 100_000);

  it('charges GST and PST on a British Columbia order where the store is registered for PST', async () => {
    const store = await newStore(byDestination(['BC']));
    const order = await placed(store, cartOf({ 'big-bloom': 2, 'alpha-bloom': 1 }, { deliveryAddress: vancouver, discountCode: '' }));
    expect(taxesOf(order)).toEqual([`GST 5%=${at(order, 5000)}`, `PST 7%=${at(order, 7000)}`]);
    expect(order.taxLines.map((line) => line.kind)).toEqual(['GST', 'PST']);
  });

  it('charges GST only on a British Columbia order where the store is not registered there', async () => {
    const store = await newStore(byDestination(['QC']));
    const order = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: vancouver }));
    expect(taxesOf(order)).toEqual([`GST 5%=${at(order, 5000)}`]);
  });

  it('charges GST and QST on a Quebec order, HST 13% on an Ontario one', async () => {
    const store = await newStore(byDestination(['BC', 'QC']));
    const quebec = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: montreal }));
    expect(taxesOf(quebec)).toEqual([`GST 5%=${at(quebec, 5000)}`, `QST 9.975%=${at(quebec, 9975)}`]);
    const ontario = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: toronto }));
    expect(taxesOf(ontario)).toEqual([`HST 13%=${at(ontario, 13_000)}`]);
  });

  it('charges Nova Scotia HST 14% on a PICKUP order whatever the address says', async () => {
    const store = await newStore(byDestination(['BC']));
    const order = await placed(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: vancouver }));
    expect(order.shipping).toBe(0);
    expect(taxesOf(order)).toEqual([`HST 14%=${at(order, 14_000)}`]);
  });

  it('keeps the flat Tax 15% for a store that never chose (SPEC section 9)', async () => {
    const store = await newStore(fixtureConfig);
    const order = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: vancouver }));
    expect(taxesOf(order)).toEqual([`Tax 15%=${at(order, 15_000)}`]);
  });

  it('refuses a delivery outside Canada with a 400 naming the province, storing nothing', async () => {
    const store = await newStore(byDestination(['BC']));
    const response = await submit(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: { ...vancouver, province: 'WA' } }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: { code: string; details: Array<{ path: string }> } }>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'deliveryAddress.province' }],
    });
    expect(await shop.shop.db.selectFrom('orders').select('id').where('store_id', '=', store).execute()).toEqual([]);
  });

  it('keeps an order’s taxes as charged when the settings change later, and staff see the same lines', async () => {
    const store = await newStore(byDestination(['BC']));
    const before = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: vancouver }));
    const base = `/${store}/api/v1`;
    const read = (await shop.app.inject({ method: 'GET', url: `${base}/settings/config`, headers: bearer(viewer) })).json<ClientConfigView>();
    const flat = { ...read.config, general: { ...read.config.general, tax_mode: 'flat', tax_registrations: [] } };
    const saved = await shop.app.inject({ method: 'PUT', url: `${base}/settings/config`, headers: { ...bearer(staff), 'if-match': `"${read.updatedAt}"` }, payload: flat });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = (await shop.app.inject({ method: 'GET', url: `${base}/order/${before.id}` })).json<OrderView>();
    expect(after.taxLines).toEqual(before.taxLines);
    expect(after.tax).toBe(before.tax);
    const next = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: vancouver }));
    expect(summary(next.taxLines)).toEqual([`Tax 15%=${at(next, 15_000)}`]);

    const list = await shop.app.inject({ method: 'GET', url: `/api/v1/order?store=${store}`, headers: bearer(viewer) });
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json<StaffOrder[]>().map((order) => [order.id, order]));
    expect(byId.get(before.id)?.taxLines).toEqual(before.taxLines);
    expect(byId.get(next.id)?.taxLines).toEqual(next.taxLines);
  });

  it('records the sale of a paid order at the rates the order was charged', async () => {
    const store = await newStore(byDestination(['BC']));
    const order = await placed(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: vancouver }));
    const paid = await shop.app.inject({ method: 'GET', url: `/${store}/api/v1/order/${order.id}/state/PAID`, headers: bearer(staff) });
    expect(paid.statusCode, paid.body).toBe(200);
    const sale = await shop.shop.db.selectFrom('transactions').select(['tax', 'total']).where('store_id', '=', store).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(sale).toEqual({ tax: order.tax, total: order.total });
  });

  it('refuses bad tax settings with a 400, changing nothing', async () => {
    const store = await newStore(byDestination(['BC']));
    const base = `/${store}/api/v1`;
    const read = (await shop.app.inject({ method: 'GET', url: `${base}/settings/config`, headers: bearer(viewer) })).json<ClientConfigView>();
    const trailBefore = (await auditTrail(shop.shop.db, store, 'config', 'default')).length;
    const withTax = (general: Record<string, unknown>) => ({ ...read.config, general: { ...read.config.general, ...general } });
    const bad: [string, object][] = [
      ['unknown mode', withTax({ tax_mode: 'by-province' })],
      ['a province without PST', withTax({ tax_registrations: ['ON'] })],
      ['not a province', withTax({ tax_registrations: ['XX'] })],
      ['a province twice', withTax({ tax_registrations: ['BC', 'BC'] })],
      ['registrations as text', withTax({ tax_registrations: 'BC' })],
    ];
    for (const [why, body] of bad) {
      const response = await shop.app.inject({ method: 'PUT', url: `${base}/settings/config`, headers: { ...bearer(staff), 'if-match': `"${read.updatedAt}"` }, payload: body });
      expect(response.statusCode, why).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, why).toBe('VALIDATION_FAILED');
    }
    const after = (await shop.app.inject({ method: 'GET', url: `${base}/settings/config`, headers: bearer(viewer) })).json<ClientConfigView>();
    expect(after).toEqual(read);
    expect((await auditTrail(shop.shop.db, store, 'config', 'default')).length).toBe(trailBefore);
    const publicConfig = (await shop.app.inject({ method: 'GET', url: `${base}/config` })).json<ClientConfig>();
    expect(publicConfig.general).toMatchObject({ tax_mode: 'by-destination', tax_registrations: ['BC'] });
  });
});
