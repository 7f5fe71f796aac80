import { randomUUID } from 'node:crypto';
import type { Item, StaffItem } from '@backroom/core/catalog';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { Sale } from '@backroom/core/sales/sale-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { auditTrail } from '../audit/audit-log.js';
import { cartOf } from '../testing/order-fixtures.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { mailPart } from '../testing/sunk-mail.js';
import type { DashboardView } from '@backroom/core/reports/report-contract';
import { errorCode } from '../testing/staff-client.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

const HOUR = 3_600_000;

describe.each(DIALECTS)('sale prices on a schedule on %s', (dialect) => {
  // The clock every process of the test reads; tests move it.
  let now = new Date('2026-05-01T12:00:00.000Z');
  const sink = new SmtpSink();
  const shop = shopUnderTest(dialect, { app: async () => ({ clock: () => now, smtpUrl: await sink.start() }), stores: 'sales' });
  let other: FastifyInstance;

  beforeAll(async () => {
    // A second server process on the same database, with the same clock.
    other = await buildApp({ shop: shop.shop, webRoot: null, clock: () => now, reconcilePaymentsEverySeconds: null });
  });
  afterAll(async () => {
    await other?.close();
    await sink.stop();
  });

  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  async function call(
    store: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    token: string | null = shop.staff,
    app = shop.app,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url: `/${store}/api/v1${path}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }
  async function createSale(store: string, body: Record<string, unknown>): Promise<Sale> {
    const response = await call(store, 'POST', '/sales', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Sale>();
  }
  async function item(store: string, itemId: string, app = shop.app): Promise<Item> {
    const response = await call(store, 'GET', `/items/${itemId}`, undefined, null, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Item>();
  }
  async function list(store: string, path: string, app = shop.app): Promise<Item[]> {
    const response = await call(store, 'GET', path, undefined, null, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Item[]>();
  }

  describe('staff', () => {
    it('make, read, change, end and delete a sale, every change audited', async () => {
      const store = await shop.newStore();
      const made = await createSale(store, {
        name: 'Spring seed-starting sale',
        scope: 'item',
        itemId: 'ocean-forest',
        salePrice: 2499,
        startsAt: '2026-05-02T00:00',
        endsAt: '2026-05-31T00:00:00-03:00',
      });
      expect(made).toMatchObject({
        name: 'Spring seed-starting sale',
        scope: 'item',
        itemId: 'ocean-forest',
        categoryId: null,
        brand: null,
        salePrice: 2499,
        percent: null,
        // Halifax is at −3 in May: midnight there is 03:00 UTC.
        startsAt: '2026-05-02T03:00:00.000Z',
        endsAt: '2026-05-31T03:00:00.000Z',
        startsAtLocal: '2026-05-02T00:00',
        endsAtLocal: '2026-05-31T00:00',
        status: 'coming',
      });
      expect((await call(store, 'GET', `/sales/${made.id}`, undefined, shop.viewer)).json<Sale>()).toEqual(made);

      const changed = await call(store, 'PATCH', `/sales/${made.id}`, { salePrice: 2399, startsAt: at(-HOUR) });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Sale>()).toMatchObject({ salePrice: 2399, status: 'now' });
      expect((await item(store, 'ocean-forest')).price).toBe(2399);

      const listed = (status: string) => call(store, 'GET', `/sales?status=${status}`, undefined, shop.viewer).then((r) => r.json<{ sales: Sale[] }>().sales.map((s) => s.id));
      expect(await listed('now')).toEqual([made.id]);
      expect(await listed('coming')).toEqual([]);

      const ended = await call(store, 'POST', `/sales/${made.id}/end`);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json<Sale>()).toMatchObject({ status: 'ended', endsAt: now.toISOString() });
      expect(await listed('ended')).toEqual([made.id]);
      expect((await item(store, 'ocean-forest')).price).toBe(2999);
      expect(errorCode(await call(store, 'POST', `/sales/${made.id}/end`))).toBe('SALE_ENDED');
      expect(errorCode(await call(store, 'PATCH', `/sales/${made.id}`, { name: 'late' }))).toBe('SALE_ENDED');

      expect((await call(store, 'DELETE', `/sales/${made.id}`)).statusCode).toBe(204);
      expect((await call(store, 'GET', `/sales/${made.id}`)).statusCode).toBe(404);
      const trail = await auditTrail(shop.shop.db, store, 'sale', made.id);
      expect(trail.map((entry) => entry.action).sort()).toEqual(['sale.create', 'sale.delete', 'sale.end', 'sale.update']);
      expect(trail.every((entry) => entry.actor === 'staff:Sam the staff')).toBe(true);
    });

    it('refuses bad sales with a clear 4xx and changes nothing', async () => {
      const store = await shop.newStore();
      const refused = async (body: Record<string, unknown>, status: number, code: string, path?: string) => {
        const response = await call(store, 'POST', '/sales', body);
        expect(response.statusCode, response.body).toBe(status);
        const error = response.json<{ error: { code: string; details?: Array<{ path: string }> } }>().error;
        expect(error.code).toBe(code);
        if (path) expect(error.details?.map((detail) => detail.path)).toContain(`body/${path}`);
      };
      const item = { scope: 'item', itemId: 'ocean-forest', salePrice: 2000, endsAt: at(HOUR) };
      await refused({ ...item, startsAt: at(2 * HOUR) }, 400, 'VALIDATION_FAILED', 'endsAt');
      await refused({ ...item, endsAt: at(-HOUR), startsAt: at(-2 * HOUR) }, 400, 'VALIDATION_FAILED', 'endsAt');
      await refused({ ...item, salePrice: 2999 }, 400, 'VALIDATION_FAILED', 'salePrice');
      await refused({ ...item, salePrice: 0 }, 400, 'VALIDATION_FAILED', 'salePrice');
      await refused({ ...item, salePrice: 12.5 }, 400, 'VALIDATION_FAILED', 'salePrice');
      await refused({ ...item, itemId: 'no-such-item' }, 400, 'SALE_TARGET_NOT_FOUND', 'itemId');
      await refused({ ...item, percent: 10 }, 400, 'VALIDATION_FAILED', 'percent');
      await refused({ ...item, endsAt: 'next Tuesday' }, 400, 'VALIDATION_FAILED', 'endsAt');
      await refused({ scope: 'category', categoryId: 'nutrients', percent: 91, endsAt: at(HOUR) }, 400, 'VALIDATION_FAILED', 'percent');
      await refused({ scope: 'category', categoryId: 'nutrients', percent: 0, endsAt: at(HOUR) }, 400, 'VALIDATION_FAILED', 'percent');
      await refused({ scope: 'category', categoryId: 'nowhere', percent: 10, endsAt: at(HOUR) }, 400, 'SALE_TARGET_NOT_FOUND', 'categoryId');
      await refused({ scope: 'category', itemId: 'ocean-forest', percent: 10, endsAt: at(HOUR) }, 400, 'VALIDATION_FAILED', 'categoryId');
      await refused({ scope: 'brand', brand: 'Nobody Makes This', percent: 10, endsAt: at(HOUR) }, 400, 'SALE_TARGET_NOT_FOUND', 'brand');
      // A group head's sale price is below its dearest variant (fabric pots: $4.99, $9.99, $14.99).
      await refused({ scope: 'item', itemId: 'fabric-pot', salePrice: 1499, endsAt: at(HOUR) }, 400, 'VALIDATION_FAILED', 'salePrice');
      expect((await call(store, 'GET', '/sales')).json<{ sales: Sale[] }>().sales).toEqual([]);

      expect((await call(store, 'POST', '/sales', item, null)).statusCode).toBe(401);
      expect((await call(store, 'POST', '/sales', item, shop.viewer)).statusCode).toBe(403);
      expect((await call(store, 'GET', '/sales', undefined, null)).statusCode).toBe(401);
      expect((await call(store, 'GET', '/sales/nope')).statusCode).toBe(404);
    });

    it("show an item's sales and its price in effect in the staff item, whose price stays the regular one", async () => {
      const store = await shop.newStore();
      const sale = await createSale(store, { scope: 'item', itemId: 'fabric-pot-5', salePrice: 799, endsAt: at(HOUR) });
      const staff = (await call(store, 'GET', '/items/fabric-pot-5?showHidden=true')).json<StaffItem>();
      expect(staff).toMatchObject({ price: 999, priceInEffect: 799, saleEndsAt: sale.endsAt });
      expect(staff.sales.map((one) => one.id)).toEqual([sale.id]);
      expect((await call(store, 'GET', '/sales?itemId=fabric-pot-5')).json<{ sales: Sale[] }>().sales.map((one) => one.id)).toEqual([sale.id]);

      // Staff change the regular price below the sale's: the sale never raises it.
      const patched = await call(store, 'PATCH', '/items/fabric-pot-5/price', { price: 699 }, shop.staff, shop.app, { 'if-match': `"${staff.updatedAt}"` });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json<StaffItem>()).toMatchObject({ price: 699, priceInEffect: 699, saleEndsAt: null });
      expect(await item(store, 'fabric-pot-5')).toMatchObject({ price: 699, regularPrice: null, saleEndsAt: null });
    });
  });

  describe('shoppers', () => {
    it('see the price in effect with the regular price and the end in items, listings, search and filters', async () => {
      const store = await shop.newStore();
      // 20% off Nutrients and the categories under it (Liquid, Bloom); 10% off the brand Root Pouch; an item's own price.
      const nutrients = await createSale(store, { scope: 'category', categoryId: 'nutrients', percent: 20, endsAt: at(2 * HOUR), name: 'Feed week' });
      const pouch = await createSale(store, { scope: 'brand', brand: 'root pouch', percent: 10, endsAt: at(3 * HOUR) });
      await createSale(store, { scope: 'item', itemId: 'ocean-forest', salePrice: 1999, endsAt: at(HOUR), startsAt: at(-HOUR) });

      // alpha-bloom is in Bloom, under Liquid under Nutrients: $10.00 → $8.00.
      expect(await item(store, 'alpha-bloom')).toMatchObject({ price: 800, regularPrice: 1000, saleEndsAt: nutrients.endsAt });
      expect(await item(store, 'nutrient-kit')).toMatchObject({ price: 800, regularPrice: 1000 });
      expect(await item(store, 'ocean-forest')).toMatchObject({ price: 1999, regularPrice: 2999 });
      expect(await item(store, 'no-description')).toMatchObject({ price: 1000, regularPrice: null, saleEndsAt: null });
      // A group's variants by their brand; the head's range is in effect, with the earliest end.
      expect(await item(store, 'fabric-pot-1')).toMatchObject({ price: 449, regularPrice: 499, saleEndsAt: pouch.endsAt });
      const head = await item(store, 'fabric-pot');
      expect(head.group.variantSummary).toMatchObject({ priceLow: 449, priceHigh: 899 });
      expect(head).toMatchObject({ regularPrice: null, saleEndsAt: pouch.endsAt });

      const soil = await list(store, '/items/category/soil');
      expect(soil.find((one) => one.id === 'ocean-forest')).toMatchObject({ price: 1999, regularPrice: 2999 });
      // Filters by price read the price in effect: $19.99 is in, $29.99 would not be.
      const cheap = await list(store, '/items/category/soil?maxPrice=2000');
      expect(cheap.map((one) => one.id)).toContain('ocean-forest');
      const dear = await list(store, '/items/category/soil?minPrice=2500');
      expect(dear.map((one) => one.id)).not.toContain('ocean-forest');
      // The counts too: the soil under $20 is counted there, and in the band its sale price is in.
      const facets = (await call(store, 'GET', '/items/category/soil/facets?maxPrice=2000', undefined, null)).json<{ total: number; priceBands: number[] }>();
      expect(facets.total).toBe(cheap.length);
      const bandsNow = (await call(store, 'GET', '/items/category/soil/facets', undefined, null)).json<{ priceBands: number[] }>().priceBands;
      expect(bandsNow[0], 'under $25: the soil on sale at $19.99 among them').toBe(soil.filter((one) => one.price < 2500 || (one.group.variantSummary?.priceLow ?? Infinity) < 2500).length);

      const found = await list(store, '/items/search/ocean%20forest');
      expect(found.find((one) => one.id === 'ocean-forest')).toMatchObject({ price: 1999, regularPrice: 2999 });
      expect((await list(store, '/items/search/ocean%20forest/price/1999')).map((one) => one.id)).toEqual(['ocean-forest']);
      expect(await list(store, '/items/search/ocean%20forest/price/2999')).toEqual([]);
      const filtered = await list(store, '/items/search/bloom?maxPrice=900');
      expect(filtered.map((one) => one.id)).toContain('alpha-bloom');

      // Of two sales on at once, the lowest price wins.
      await createSale(store, { scope: 'item', itemId: 'alpha-bloom', salePrice: 850, endsAt: at(HOUR) });
      await createSale(store, { scope: 'item', itemId: 'nutrient-kit', salePrice: 700, endsAt: at(HOUR) });
      expect(await item(store, 'alpha-bloom')).toMatchObject({ price: 800, regularPrice: 1000 });
      expect(await item(store, 'nutrient-kit')).toMatchObject({ price: 700, regularPrice: 1000 });

      // A group's variants come cheapest first at the price in effect: the 5 gal on sale below the 1 gal comes first.
      expect((await list(store, '/items/fabric-pot/variants')).map((one) => one.id)).toEqual(['fabric-pot-1', 'fabric-pot-5']);
      await createSale(store, { scope: 'item', itemId: 'fabric-pot-5', salePrice: 300, endsAt: at(HOUR) });
      expect((await list(store, '/items/fabric-pot/variants')).map((one) => [one.id, one.price])).toEqual([
        ['fabric-pot-5', 300],
        ['fabric-pot-1', 449],
      ]);
    });
  });

  describe('the sale clock', () => {
    it('starts and ends a sale at the moment in two processes on one database, and no kept answer outlives it', async () => {
      const store = await shop.newStore();
      const startsAt = new Date(now.getTime() + HOUR);
      const endsAt = new Date(now.getTime() + 2 * HOUR);
      await createSale(store, { scope: 'item', itemId: 'ocean-forest', salePrice: 1999, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
      const prices = async () => {
        const seen: number[] = [];
        for (const app of [shop.app, other]) {
          seen.push((await item(store, 'ocean-forest', app)).price);
          seen.push((await list(store, '/items/category/soil', app)).find((one) => one.id === 'ocean-forest')!.price);
        }
        return seen;
      };
      // Both processes keep their answers (asked twice, the second from the cache).
      expect(await prices()).toEqual([2999, 2999, 2999, 2999]);
      expect(await prices()).toEqual([2999, 2999, 2999, 2999]);
      const etagBefore = (await call(store, 'GET', '/items/ocean-forest', undefined, null, other)).headers.etag as string;

      now = new Date(startsAt.getTime() - 1);
      expect(await prices()).toEqual([2999, 2999, 2999, 2999]);
      now = startsAt;
      expect(await prices()).toEqual([1999, 1999, 1999, 1999]);
      // A browser revalidating its copy from before the start gets the new answer, not a 304.
      const revalidated = await other.inject({ method: 'GET', url: `/${store}/api/v1/items/ocean-forest`, headers: { 'if-none-match': etagBefore } });
      expect(revalidated.statusCode).toBe(200);
      expect(revalidated.json<Item>().price).toBe(1999);

      now = new Date(endsAt.getTime() - 1);
      expect(await prices()).toEqual([1999, 1999, 1999, 1999]);
      now = endsAt;
      expect(await prices()).toEqual([2999, 2999, 2999, 2999]);
      now = new Date('2026-05-01T12:00:00.000Z');
    });

    let shoppers = 0;
    it('charges the price in effect at submission, keeping both prices on the order line, the CSV, the dashboard and the e-mail', async () => {
      const store = await shop.newStore();
      const start = now;
      await createSale(store, { scope: 'item', itemId: 'ocean-forest', salePrice: 1999, endsAt: new Date(start.getTime() + HOUR).toISOString() });
      const submit = async (app: FastifyInstance) => {
        const response = await app.inject({
          method: 'POST',
          url: `/${store}/api/v1/order/submit`,
          headers: { 'idempotency-key': randomUUID() },
          remoteAddress: `10.31.0.${(shoppers += 1)}`,
          payload: {
            cart: cartOf({ 'ocean-forest': 2, 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP', customerAddress: { ...cartOf({}).customerAddress, email: `sale${shoppers}@example.ca` } }),
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        const { id } = response.json<{ id: string }>();
        const view = await call(store, 'GET', `/order/${id}`);
        expect(view.statusCode, view.body).toBe(200);
        return view.json<OrderView & { id: string }>();
      };
      sink.messages.length = 0;
      const onSale = await submit(shop.app);
      const line = (view: OrderView, itemId: string) => view.items.find((one) => one.item.id === itemId)!.item;
      expect(line(onSale, 'ocean-forest')).toMatchObject({ price: 1999, regularPrice: 2999 });
      expect(line(onSale, 'alpha-bloom')).toMatchObject({ price: 1000, regularPrice: 1000 });
      expect(onSale.subtotal).toBe(2 * 1999 + 1000);

      // The e-mails show the regular amount beside the line: struck through in HTML, "was" in text.
      await shop.app.orderMailer.idle();
      const confirmation = sink.messages.find((message) => message.to.includes(`sale${shoppers}@example.ca`))!;
      expect(mailPart(confirmation, 'text/plain')).toMatch(/2 x Ocean Forest Potting Soil {2}\$39\.98 \(was \$59\.98\)/);
      expect(mailPart(confirmation, 'text/html')).toContain('<s style="color:#757575">$59.98</s> $39.98');
      expect(mailPart(confirmation, 'text/plain')).not.toMatch(/Alpha Bloom Booster {2}\$10\.00 \(was/);

      // The sale ended: the next order pays the regular price, whichever process takes it.
      now = new Date(start.getTime() + HOUR);
      const after = await submit(other);
      expect(line(after, 'ocean-forest')).toMatchObject({ price: 2999, regularPrice: 2999 });
      expect(after.subtotal).toBe(2 * 2999 + 1000);

      // What the sale gave away, in the accountant's CSV and on the dashboard (paid orders).
      const paid = await call(store, 'GET', `/order/${onSale.id}/state/PAID`);
      expect(paid.statusCode, paid.body).toBe(200);
      const csv = await shop.app.inject({ method: 'GET', url: `/api/v1/order/export.csv?from=2026-05-01&to=2026-05-01&store=${store}`, headers: { authorization: `Bearer ${shop.staff}` } });
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n').filter((row) => row !== '').map((row) => row.split(','));
      const savings = Object.fromEntries(rows.map((row) => [row[0], row[header!.indexOf('Sale savings')]]));
      expect(savings).toEqual({ [onSale.id]: '20.00', [after.id]: '0.00' });
      const dashboard = await shop.app.inject({ method: 'GET', url: `/api/v1/reports/dashboard?from=2026-05-01&to=2026-05-01&store=${store}`, headers: { authorization: `Bearer ${shop.viewer}` } });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      expect(dashboard.json<DashboardView>().discountsGiven).toEqual({ sales: 2_000, codes: 0, promotions: 0 });
      now = start;
    });
  });
});
