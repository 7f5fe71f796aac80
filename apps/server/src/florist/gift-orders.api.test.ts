import { randomUUID } from 'node:crypto';
import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { FloristDeliveryDates, FloristSettingsView } from '@backroom/core/florist/florist-settings';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { STORE_API } from '../testing/staff-client.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string; reason?: string }> } };

const liverpool = { firstName: 'Marie', lastName: 'Dupont', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };
const CARD = 'Happy birthday, Maman!\nLove & <hugs>,\nAda';

describe.each(DIALECTS)('gift orders and delivery windows on %s', (dialect) => {
  // Tuesday 2026-11-24, 08:30 in Halifax (AST, UTC-4): before the cut-off and before the morning window.
  const now = new Date('2026-11-24T12:30:00Z');
  const sink = new SmtpSink();
  afterAll(async () => sink.stop());
  const shop = shopUnderTest(dialect, { app: async () => ({ clock: () => now, smtpUrl: await sink.start() }), seed: [fixtureCatalogue()] });

  beforeAll(async () => {
    const { api, staff } = shop;
    const marked = await api.call('PATCH', '/items/flora-micro/florist', { token: staff, body: { florist: true }, headers: await api.currentVersion(staff, 'flora-micro') });
    expect(marked.statusCode, marked.body).toBe(200);
    const stocked = await api.call('PATCH', '/items/flora-micro/inventory', { token: staff, body: { inventory: { store: { count: 500 } } }, headers: await api.currentVersion(staff, 'flora-micro') });
    expect(stocked.statusCode, stocked.body).toBe(200);
    const current = (await api.call('GET', '/settings/florist', { token: staff })).json<FloristSettingsView>();
    const windows = [
      { id: 'afternoon', start: '13:00', end: '16:00', capacity: 1 },
      { id: 'morning', start: '10:00', end: '12:00', capacity: 2 },
    ];
    const saved = await api.call('PUT', '/settings/florist', { token: staff, body: { ...current.settings, deliveryWindows: windows }, headers: { 'if-none-match': '*' } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const app = () => shop.app;
  const dates = async () => (await app().inject({ method: 'GET', url: `${STORE_API}/florist/delivery-dates` })).json<FloristDeliveryDates>();
  const submit = (cart: unknown) =>
    app().inject({ method: 'POST', url: `${STORE_API}/order/submit`, headers: { 'idempotency-key': randomUUID() }, payload: { cart } as object });
  const giftCart = (overrides: Record<string, unknown> = {}) =>
    cartOf(
      { 'flora-micro': 1 },
      {
        shippingMethod: 'LOCAL',
        deliveryAddress: liverpool,
        deliveryDate: '2026-11-26',
        deliveryWindow: 'morning',
        recipient: { name: 'Marie Dupont', phone: '(902) 354-5555' },
        card: CARD,
        notes: 'Side door, ring twice',
        ...overrides,
      },
    );
  const dayList = async (date: string) => (await shop.api.call('GET', `/florist/deliveries?date=${date}`, { token: shop.viewer })).json<FloristDelivery[]>();
  const receipt = async (id: string) => (await app().inject({ method: 'GET', url: `${STORE_API}/order/${id}` })).json<OrderView>();
  async function refused(cart: unknown, code: string): Promise<ErrorReply['error']> {
    const response = await submit(cart);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ErrorReply>();
    expect(error.code).toBe(code);
    return error;
  }

  it('offers the windows of each open date, morning first', async () => {
    const offered = await dates();
    expect(offered.windows).toEqual([
      { id: 'morning', start: '10:00', end: '12:00' },
      { id: 'afternoon', start: '13:00', end: '16:00' },
    ]);
    expect(offered.dates.slice(0, 3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    for (const date of offered.dates) expect(offered.openWindows[date]).toEqual(['morning', 'afternoon']);
  });

  it('keeps the recipient, the card message as typed, the instructions and the window on the receipt, the e-mails and the day list', async () => {
    const response = await submit(giftCart());
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<SubmittedOrder>();

    const shown = await receipt(id);
    expect(shown).toMatchObject({
      deliveryDate: '2026-11-26',
      deliveryWindow: { id: 'morning', start: '10:00', end: '12:00' },
      // Whoever holds the receipt link reads only the phone's last digits.
      recipient: { name: 'Marie Dupont', phone: '••• ••• 5555' },
      giftMessage: CARD,
    });
    // Delivery instructions may hold a gate code: staff see them, the receipt link does not.
    expect(JSON.stringify(shown)).not.toMatch(/Side door|\(902\)/);

    const [delivery] = await dayList('2026-11-26');
    expect(delivery).toMatchObject({
      id,
      recipient: { name: 'Marie Dupont', phone: '(902) 354-5555' },
      deliveryWindow: { id: 'morning', start: '10:00', end: '12:00' },
      giftMessage: CARD,
      notes: 'Side door, ring twice',
    });
    const staffView = await app().inject({ method: 'GET', url: '/api/v1/order?store=teststore&email=ada@example.ca', headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(staffView.json<Array<{ id: string; recipient: unknown }>>().find((order) => order.id === id)?.recipient).toEqual({ name: 'Marie Dupont', phone: '(902) 354-5555' });

    await app().orderMailer.idle();
    const mails = sink.messages.filter((message) => message.data.includes(id)).map((message) => message.data.replace(/=\r\n/g, '').replace(/\r\n/g, '\n'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain('For: Marie Dupont, (902) 354-5555');
      expect(mail).toContain('Delivery time: morning, 10:00=E2=80=9312:00');
      expect(mail).toContain('Gift card message:\n  Happy birthday, Maman!\n  Love & <hugs>,\n  Ada');
      expect(mail).toContain('Delivery notes: Side door, ring twice');
    }
  });

  it('writes the gift in French for a French shopper, and in English for the shop', async () => {
    const response = await submit(giftCart({ locale: 'fr-CA', deliveryWindow: 'morning', deliveryDate: '2026-11-27', card: 'Bonne fête!', customerAddress: { firstName: 'Léa', lastName: 'Roy', email: 'lea@example.ca', phone: '902-555-0102' } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<SubmittedOrder>();
    await app().orderMailer.idle();
    const mails = sink.messages.filter((message) => message.data.includes(id));
    const decode = (data: string) => Buffer.from(data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, '%$1'), 'latin1').toString();
    const toShopper = mails.find((mail) => mail.to.includes('lea@example.ca'));
    const toShop = mails.find((mail) => !mail.to.includes('lea@example.ca'));
    const french = decodeURIComponent(decode(toShopper!.data).replace(/%(?![0-9A-F]{2})/g, '%25'));
    expect(french).toContain('Pour\u00a0: Marie Dupont, (902) 354-5555');
    expect(french).toContain('Heure de livraison\u00a0: matin, 10\u00a0h – 12\u00a0h');
    expect(french).toContain('Message de la carte\u00a0: Bonne fête!');
    expect(french).toContain('Instructions de livraison\u00a0: Side door, ring twice');
    const english = decodeURIComponent(decode(toShop!.data).replace(/%(?![0-9A-F]{2})/g, '%25'));
    expect(english).toContain('Delivery time: morning, 10:00–12:00');
    expect(english).toContain('Gift card message: Bonne fête!');
  });

  it('refuses a full window like a closed date, stops offering it, and offers it again when an order is cancelled', async () => {
    const first = await submit(giftCart({ deliveryDate: '2026-12-01', deliveryWindow: 'afternoon' }));
    expect(first.statusCode, first.body).toBe(201);
    expect((await dates()).openWindows['2026-12-01']).toEqual(['morning']);

    const full = await refused(giftCart({ deliveryDate: '2026-12-01', deliveryWindow: 'afternoon' }), 'DELIVERY_DATE_UNAVAILABLE');
    expect(full.details).toEqual([{ path: 'deliveryWindow', message: 'That delivery time is fully booked: choose another time or date.', reason: 'window-full' }]);
    expect(await dayList('2026-12-01')).toHaveLength(1);

    // Both windows full: the date is not offered at all.
    for (let i = 0; i < 2; i += 1) expect((await submit(giftCart({ deliveryDate: '2026-12-01', deliveryWindow: 'morning' }))).statusCode).toBe(201);
    const offered = await dates();
    expect(offered.dates).not.toContain('2026-12-01');
    expect(offered.openWindows['2026-12-01']).toBeUndefined();

    const { id } = first.json<SubmittedOrder>();
    const cancelled = await shop.api.call('GET', `/order/${id}/state/CANCELLED`, { token: shop.staff });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await dates()).openWindows['2026-12-01']).toEqual(['afternoon']);
  });

  it('refuses bad gift details and windows with 400, storing nothing', async () => {
    const before = await dayList('2026-12-02');
    const bad: Array<[string, Record<string, unknown>, string, string]> = [
      ['a phone of letters', { recipient: { name: 'Marie', phone: 'call me' } }, 'VALIDATION_FAILED', 'gift.recipientPhone.invalid'],
      ['a short phone', { recipient: { name: 'Marie', phone: '354-5555' } }, 'VALIDATION_FAILED', 'gift.recipientPhone.invalid'],
      ['a recipient without a phone', { recipient: { name: 'Marie', phone: '' } }, 'VALIDATION_FAILED', 'gift.recipientPhone.required'],
      ['a phone without a name', { recipient: { name: ' ', phone: '902-354-5555' } }, 'VALIDATION_FAILED', 'gift.recipientName.required'],
      ['a card of 201 characters', { card: 'x'.repeat(201) }, 'VALIDATION_FAILED', 'gift.card.tooLong'],
      ['a card of seven lines', { card: 'a\nb\nc\nd\ne\nf\ng' }, 'VALIDATION_FAILED', 'gift.card.tooManyLines'],
      ['no window', { deliveryWindow: null }, 'DELIVERY_DATE_UNAVAILABLE', 'window-required'],
      ['a window already started today', { deliveryDate: '2026-11-24', deliveryWindow: 'morning', now: true }, 'DELIVERY_DATE_UNAVAILABLE', 'window-started'],
    ];
    for (const [why, overrides, code, reason] of bad) {
      if (overrides.now) continue;
      const error = await refused(giftCart({ deliveryDate: '2026-12-02', ...overrides }), code);
      expect(error.details?.map((detail) => detail.reason), why).toContain(reason);
    }
    expect((await submit(giftCart({ deliveryDate: '2026-12-02', deliveryWindow: 'evening' }))).statusCode).toBe(400);
    // A card of 200 characters, emoji counted as one each, fits.
    const fits = await submit(giftCart({ deliveryDate: '2026-12-02', card: '🌷'.repeat(200) }));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await dayList('2026-12-02')).toHaveLength(before.length + 1);
  });

  it('drops a recipient and window left in a cart without flowers', async () => {
    const response = await submit(cartOf({ 'big-bloom': 1 }, { deliveryWindow: 'morning', recipient: { name: 'Marie', phone: '902-354-5555' } }));
    expect(response.statusCode, response.body).toBe(201);
    const shown = await receipt(response.json<SubmittedOrder>().id);
    expect(shown.recipient).toBeNull();
    expect(shown.deliveryWindow).toBeNull();
  });

  it('lets exactly one of many shoppers take the last place in a window at once', async () => {
    // The afternoon of 2026-12-03 has one place (booked once and cancelled, so the window is no longer new); eight shoppers press Submit together.
    const earlier = await submit(giftCart({ deliveryDate: '2026-12-03', deliveryWindow: 'afternoon' }));
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect((await shop.api.call('GET', `/order/${earlier.json<SubmittedOrder>().id}/state/CANCELLED`, { token: shop.staff })).statusCode).toBe(200);
    const carts = Array.from({ length: 8 }, (_, n) =>
      giftCart({ deliveryDate: '2026-12-03', deliveryWindow: 'afternoon', customerAddress: { firstName: 'Shopper', lastName: `${n}`, email: `race${n}@example.ca`, phone: '902-555-0101' } }),
    );
    const answers = await Promise.all(carts.map((cart) => submit(cart)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) expect(answer.json<ErrorReply>().error.details?.[0]?.reason).toBe('window-full');
    expect((await dayList('2026-12-03')).filter((order) => order.deliveryWindow?.id === 'afternoon')).toHaveLength(1);
  });
});
