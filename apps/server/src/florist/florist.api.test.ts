import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { FloristDeliveryDates, FloristSettings, FloristSettingsView } from '@backroom/core/florist/florist-settings';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { errorCode, STORE_API } from '../testing/staff-client.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string; reason?: string }> } };

const versionOf = (updatedAt: string | null): Record<string, string> => (updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${updatedAt}"` });
const liverpool = { firstName: 'Grace', lastName: 'Hopper', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

describe.each(DIALECTS)('florist delivery dates on %s', (dialect) => {
  // Tuesday 2026-11-24, 10:30 in Halifax (AST, UTC-4): before the 11:00 cut-off. Tests move it.
  let now = new Date('2026-11-24T14:30:00Z');
  const sink = new SmtpSink();
  // Registered before the shop's own hooks, so that it runs after the shop has closed.
  afterAll(async () => sink.stop());
  const shop = shopUnderTest(dialect, { app: async () => ({ clock: () => now, smtpUrl: await sink.start() }), seed: [fixtureCatalogue()] });

  beforeAll(async () => {
    const { api, staff } = shop;
    // Staff mark an item florist the way they mark one special.
    const marked = await api.call('PATCH', '/items/flora-micro/florist', { token: staff, body: { florist: true }, headers: await api.currentVersion(staff, 'flora-micro') });
    expect(marked.statusCode, marked.body).toBe(200);
  });


  const app = () => shop.app;
  const call = (method: 'GET' | 'PUT', path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    shop.api.call(method, path, { token, body, headers });
  const dates = async () => (await app().inject({ method: 'GET', url: `${STORE_API}/florist/delivery-dates` })).json<FloristDeliveryDates>();
  const readSettings = async () => (await call('GET', '/settings/florist', shop.viewer)).json<FloristSettingsView>();
  const submit = (cart: unknown) =>
    app().inject({ method: 'POST', url: `${STORE_API}/order/submit`, headers: { 'idempotency-key': randomUUID() }, payload: { cart } as object });
  const floristCart = (overrides: Record<string, unknown> = {}) =>
    cartOf({ 'flora-micro': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: liverpool, deliveryDate: '2026-11-24', card: 'Happy birthday, Mum', ...overrides });
  async function refused(cart: unknown, code: string): Promise<ErrorReply['error']> {
    const response = await submit(cart);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ErrorReply>();
    expect(error.code).toBe(code);
    return error;
  }

  it('shows staff and shoppers the florist flag', async () => {
    expect((await shop.api.staffItem(shop.viewer, 'flora-micro')).florist).toBe(true);
    const shopper = await app().inject({ method: 'GET', url: `${STORE_API}/items/flora-micro` });
    expect(shopper.json<Item>().florist).toBe(true);
    expect((await app().inject({ method: 'GET', url: `${STORE_API}/items/big-bloom` })).json<Item>().florist).toBe(false);
  });

  it("offers dates by the server's clock in Halifax: today before the cut-off, Tuesday to Saturday", async () => {
    now = new Date('2026-11-24T14:30:00Z');
    const response = await app().inject({ method: 'GET', url: `${STORE_API}/florist/delivery-dates` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const offered = response.json<FloristDeliveryDates>();
    expect(offered.today).toBe('2026-11-24');
    expect(offered.sameDayCutoff).toBe('11:00');
    expect(offered.dates.slice(0, 6)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-01']);
    now = new Date('2026-11-24T15:00:00Z'); // 11:00 AST
    expect((await dates()).dates[0]).toBe('2026-11-25');
  });

  it('places a florist order for a date, keeps it on the receipt, in the e-mail and on the day list', async () => {
    now = new Date('2026-11-24T14:30:00Z');
    const response = await submit(floristCart({ shippingMethod: 'LOCAL', deliveryDate: '2026-11-27', notes: 'Ring twice' }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<SubmittedOrder>();
    const receipt = (await app().inject({ method: 'GET', url: `${STORE_API}/order/${id}` })).json<OrderView>();
    expect(receipt.deliveryDate).toBe('2026-11-27');
    await app().orderMailer.idle();
    const mails = sink.messages.filter((message) => message.data.includes(id)).map((message) => message.data.replace(/=\r\n/g, ''));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain('Delivery date: Friday, November 27, 2026');

    const day = await call('GET', '/florist/deliveries?date=2026-11-27', shop.viewer);
    expect(day.statusCode, day.body).toBe(200);
    const [delivery, ...others] = day.json<FloristDelivery[]>();
    expect(others).toEqual([]);
    expect(delivery).toMatchObject({
      id,
      state: 'OPEN',
      deliveryDate: '2026-11-27',
      shippingMethod: 'LOCAL',
      customer: { firstName: 'Ada', phone: '902-555-0101' },
      delivery: { street: '150 Main St', city: 'Liverpool' },
      giftMessage: 'Happy birthday, Mum',
      notes: 'Ring twice',
    });
    expect(delivery!.items.filter((line) => line.item.id !== null).map((line) => [line.item.id, line.count])).toEqual([['flora-micro', 1]]);
    expect((await call('GET', '/florist/deliveries?date=2026-11-28', shop.viewer)).json()).toEqual([]);
  });

  it('refuses a date that is not offered, and a cut-off that passed while the shopper typed', async () => {
    now = new Date('2026-11-24T14:30:00Z');
    expect((await refused(floristCart({ deliveryDate: '2026-11-29' }), 'DELIVERY_DATE_UNAVAILABLE')).message).toMatch(/does not deliver on that weekday/);
    expect((await refused(floristCart({ deliveryDate: '2026-11-23' }), 'DELIVERY_DATE_UNAVAILABLE')).message).toMatch(/has passed/);
    expect((await refused(floristCart({ deliveryDate: null }), 'DELIVERY_DATE_UNAVAILABLE')).details).toEqual([
      { path: 'deliveryDate', message: 'Choose a delivery date for your flowers.', reason: 'not-a-date' },
    ]);
    expect(await refused(floristCart({ deliveryDate: 'soon' }), 'DELIVERY_DATE_UNAVAILABLE')).toBeTruthy();
    // The date was offered at 10:59; the shopper submits at 11:00.
    now = new Date('2026-11-24T14:59:00Z');
    expect((await dates()).dates[0]).toBe('2026-11-24');
    now = new Date('2026-11-24T15:00:00Z');
    const late = await refused(floristCart({ deliveryDate: '2026-11-24' }), 'DELIVERY_DATE_UNAVAILABLE');
    expect(late.message).toMatch(/Same-day florist orders close at 11:00/);
    expect(late.details).toEqual([{ path: 'deliveryDate', message: late.message, reason: 'cutoff-passed' }]);
    expect((await call('GET', '/florist/deliveries?date=2026-11-24', shop.viewer)).json()).toEqual([]);
  });

  it('refuses courier methods and LOCAL outside Queens County for a florist cart', async () => {
    now = new Date('2026-11-24T14:30:00Z');
    const courier = await refused(floristCart({ shippingMethod: 'CP.RP', deliveryAddress: halifax }), 'SHIPPING_UNAVAILABLE');
    expect(courier.message).toMatch(/PICKUP or LOCAL/);
    const bridgewater = { ...liverpool, city: 'Bridgewater', postal: 'B4V 1A1' };
    expect((await refused(floristCart({ shippingMethod: 'LOCAL', deliveryAddress: bridgewater }), 'SHIPPING_UNAVAILABLE')).message).toMatch(/Queens County/);
  });

  it('drops a date left in a cart without florist items', async () => {
    const response = await submit(cartOf({ 'big-bloom': 1 }, { deliveryDate: '2026-11-27' }));
    expect(response.statusCode, response.body).toBe(201);
    const receipt = (await app().inject({ method: 'GET', url: `${STORE_API}/order/${response.json<SubmittedOrder>().id}` })).json<OrderView>();
    expect(receipt.deliveryDate).toBeNull();
  });

  it('lets staff keep the settings (viewer reads, staff write, If-Match, audited) and the calendar follows', async () => {
    now = new Date('2026-11-24T14:30:00Z');
    const read = await readSettings();
    expect(read).toEqual({ settings: { deliveryWeekdays: ['TUE', 'WED', 'THU', 'FRI', 'SAT'], sameDayCutoff: '11:00', leadDays: 0, blackoutDates: [], deliveryWindows: [] }, updatedAt: null });
    const body: FloristSettings = { ...read.settings, leadDays: 1, blackoutDates: ['2026-12-26', '2026-11-25'] };
    expect((await call('PUT', '/settings/florist', shop.viewer, body, versionOf(null))).statusCode).toBe(403);
    expect((await call('PUT', '/settings/florist', null, body, versionOf(null))).statusCode).toBe(401);
    expect((await call('PUT', '/settings/florist', shop.staff, body)).statusCode).toBe(428);
    expect((await call('PUT', '/settings/florist', shop.staff, body, { 'if-match': '"2026-01-01T00:00:00.000Z"' })).statusCode).toBe(409);
    const saved = await call('PUT', '/settings/florist', shop.staff, body, versionOf(null));
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<FloristSettingsView>();
    expect(view.settings.blackoutDates).toEqual(['2026-11-25', '2026-12-26']);
    expect(await readSettings()).toEqual(view);

    // Lead day 1 and the 25th closed: the first date is Thursday the 26th.
    expect((await dates()).dates.slice(0, 2)).toEqual(['2026-11-26', '2026-11-27']);
    await refused(floristCart({ deliveryDate: '2026-11-25' }), 'DELIVERY_DATE_UNAVAILABLE');

    const [audit] = await auditTrail(shop.shop.db, 'teststore', 'settings', 'florist');
    expect(audit).toMatchObject({ action: 'create', entity: 'settings' });
    expect(audit!.actor).toMatch(/^staff:/);
    expect(JSON.parse(audit!.after!).leadDays).toBe(1);

    const back = await call('PUT', '/settings/florist', shop.staff, { ...view.settings, leadDays: 0, blackoutDates: [] }, versionOf(view.updatedAt));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses bad settings, changing nothing', async () => {
    const read = await readSettings();
    const bad: [string, unknown][] = [
      ['no weekday', { ...read.settings, deliveryWeekdays: [] }],
      ['unknown weekday', { ...read.settings, deliveryWeekdays: ['MON', 'FUNDAY'] }],
      ['repeated weekday', { ...read.settings, deliveryWeekdays: ['MON', 'MON'] }],
      ['cut-off not a time', { ...read.settings, sameDayCutoff: '25:00' }],
      ['cut-off with seconds', { ...read.settings, sameDayCutoff: '11:00:00' }],
      ['negative lead days', { ...read.settings, leadDays: -1 }],
      ['fractional lead days', { ...read.settings, leadDays: 1.5 }],
      ['impossible blackout', { ...read.settings, blackoutDates: ['2026-02-30'] }],
      ['repeated blackout', { ...read.settings, blackoutDates: ['2026-12-25', '2026-12-25'] }],
      ['unknown field', { ...read.settings, colour: 'red' }],
      ['missing field', { deliveryWeekdays: ['TUE'] }],
    ];
    for (const [why, body] of bad) {
      const response = await call('PUT', '/settings/florist', shop.staff, body, versionOf(read.updatedAt));
      expect(response.statusCode, `${why}: ${response.body}`).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    expect(await readSettings()).toEqual(read);
  });

  it('keeps the day list for staff, with a real date', async () => {
    expect((await call('GET', '/florist/deliveries?date=2026-11-27', null)).statusCode).toBe(401);
    const bad = await call('GET', '/florist/deliveries?date=2026-13-01', shop.viewer);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/florist/deliveries', shop.viewer)).statusCode).toBe(400);
  });
});
