import { randomUUID } from 'node:crypto';
import type { LeftCartBody, LeftCartRecorded, RestoredCart } from '@backroom/core/left-carts/left-cart';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { readMessage } from '../testing/mail-message.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';
import { sendDueLeftCartReminders } from './left-cart-reminders.js';

const LEFT = new Date('2026-05-04T15:00:00Z');
const minutes = (count: number) => new Date(LEFT.getTime() + count * 60_000);

describe.each(DIALECTS)('a reminder of a left cart, on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = LEFT;
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start(), clock: () => now }), stores: 'leftcart' });

  const cartBody = (email: string, overrides: Partial<LeftCartBody> = {}): LeftCartBody => ({
    email,
    locale: 'en-CA',
    consent: true,
    lines: [
      { itemId: 'big-bloom', count: 2 },
      { itemId: 'flora-micro', count: 1 },
    ],
    ...overrides,
  });
  const call = (store: string, method: InjectOptions['method'], path: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
    shop.app.inject({ method, url: `/${store}/api/v1${path}`, ...options });
  async function leave(store: string, email: string, overrides: Partial<LeftCartBody> = {}, remoteAddress = '10.1.1.1'): Promise<string> {
    const response = await call(store, 'POST', '/left-carts', { payload: cartBody(email, overrides), remoteAddress });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeftCartRecorded>().token;
  }
  async function remindersTo(email: string) {
    await shop.app.orderMailer.idle();
    return sink.messages
      .filter((message) => message.to.includes(email))
      .map((message) => ({ ...readMessage(message.data), raw: message.data }))
      .filter((mail) => /your cart is waiting|votre panier vous attend/.test(mail.subject));
  }
  const storedCarts = async (store: string) =>
    shop.shop.db.selectFrom('left_carts').select(['email', 'status', 'consent_wording', 'consent_ip', 'consent_at']).where('store_id', '=', store).execute();
  async function setReminders(store: string, settings: { enabled: boolean; delayMinutes: number }) {
    const current = await call(store, 'GET', '/settings/left-cart-reminders', { headers: { authorization: `Bearer ${shop.staff}` } });
    const { updatedAt } = current.json<{ updatedAt: string | null }>();
    const response = await call(store, 'PUT', '/settings/left-cart-reminders', {
      headers: { authorization: `Bearer ${shop.staff}`, ...(updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${updatedAt}"` }) },
      payload: settings,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('keeps nothing and mails no one without the ticked box', async () => {
    now = LEFT;
    const store = await shop.newStore();
    for (const consent of [false, undefined, 'yes']) {
      const response = await call(store, 'POST', '/left-carts', { payload: { ...cartBody('noconsent@example.ca'), consent } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string; details: { path: string }[] } }>().error.details.map((detail) => detail.path)).toContain('body/consent');
    }
    expect(await storedCarts(store)).toEqual([]);
    now = minutes(24 * 60);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    expect(await remindersTo('noconsent@example.ca')).toEqual([]);
  });

  it('sends exactly one reminder after the store’s wait, in English or French, with the consent kept as shown and a one-click unsubscribe', async () => {
    now = LEFT;
    const store = await shop.newStore();
    const english = await leave(store, ' Left@Example.ca ');
    const french = await leave(store, 'panier@example.ca', { locale: 'fr-CA', lines: [{ itemId: 'ocean-forest', count: 3 }] });
    const [kept] = (await storedCarts(store)).filter((cart) => cart.email === 'left@example.ca');
    expect(kept).toMatchObject({ status: 'waiting', consent_ip: '10.1.1.1', consent_at: LEFT.toISOString() });
    expect(kept!.consent_wording).toBe('Yes, Test Shop may e-mail me one reminder with a link to this cart if I leave without ordering. I can unsubscribe at any time.');
    expect((await storedCarts(store)).find((cart) => cart.email === 'panier@example.ca')!.consent_wording).toMatch(/^Oui, Test Shop peut m’envoyer un seul courriel de rappel/);

    now = minutes(239);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    now = minutes(240);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(2);
    now = minutes(3 * 24 * 60);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);

    const [mail, ...more] = await remindersTo('left@example.ca');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Test Shop: your cart is waiting for you');
    expect(mail!.text).toContain('You left 2 items in your cart at Test Shop:\n2 × Big Bloom, $18.99 each\n1 × Flora Micro, $10.00 each');
    expect(mail!.text).toContain(`Open your cart again, on this or any other device: https://shop.example.ca/saved-cart/${english}`);
    expect(mail!.text).toContain(`No more reminders from us: https://shop.example.ca/saved-cart/${english}/unsubscribe`);
    expect(mail!.text).toContain('Test Shop\n1 Main St\nPO Box 1\nLiverpool NS B0T 1K0\nCanada');
    expect(mail!.html).toContain(`<a href="https://shop.example.ca/saved-cart/${english}"`);
    expect(mail!.raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(new RegExp(`^List-Unsubscribe: <https://shop.example.ca/${store}/api/v1/left-carts/${english}/unsubscribe>`, 'm'));
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const [rappel] = await remindersTo('panier@example.ca');
    expect(rappel!.subject).toBe('Test Shop\u00a0: votre panier vous attend');
    expect(rappel!.text).toContain('Vous avez laissé un article dans votre panier chez Test Shop\u00a0:\n3 × Ocean Forest Potting Soil, 29,99\u00a0$ chacun');
    expect(rappel!.text).toContain(`https://shop.example.ca/saved-cart/${french}`);
    expect(rappel!.html).toContain('<html lang="fr-CA">');
  });

  it('waits again after each change of the cart, and sends nothing while it is still being changed', async () => {
    now = LEFT;
    const store = await shop.newStore();
    const token = await leave(store, 'changer@example.ca');
    now = minutes(180);
    const changed = await call(store, 'PUT', `/left-carts/${token}`, { payload: cartBody('changer@example.ca', { lines: [{ itemId: 'big-bloom', count: 1 }] }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<LeftCartRecorded>().token).toBe(token);
    now = minutes(300);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    now = minutes(420);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(1);
    const [mail] = await remindersTo('changer@example.ca');
    expect(mail!.text).toContain('You left an item in your cart at Test Shop:\n1 × Big Bloom, $18.99 each');
    // Changed after its reminder: nothing new is kept, and nothing more is sent.
    const after = await call(store, 'PUT', `/left-carts/${token}`, { payload: cartBody('changer@example.ca') });
    expect(after.statusCode).toBe(200);
    now = minutes(2000);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    expect(await remindersTo('changer@example.ca')).toHaveLength(1);
  });

  it('sends none once an order is placed with that e-mail, or from that cart', async () => {
    now = LEFT;
    const store = await shop.newStore();
    await leave(store, 'ada@example.ca');
    const fromCart = await leave(store, 'typo@example.ca');
    now = minutes(30);
    const order = await call(store, 'POST', '/order/submit', { headers: { 'idempotency-key': randomUUID() }, payload: { cart: cartOf({ 'big-bloom': 1 }) } });
    expect(order.statusCode, order.body).toBe(201);
    // Ordered under another address than the one given for the reminder: the checkout forgets its cart.
    expect((await call(store, 'DELETE', `/left-carts/${fromCart}`)).statusCode).toBe(204);
    now = minutes(600);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    expect(await remindersTo('ada@example.ca')).toEqual([]);
    expect(await remindersTo('typo@example.ca')).toEqual([]);
    expect((await storedCarts(store)).map((cart) => cart.status).sort()).toEqual(['ordered', 'withdrawn']);
  });

  it('sends none while staff have turned the reminders off, and the checkout stops offering them', async () => {
    now = LEFT;
    const store = await shop.newStore();
    expect((await call(store, 'GET', '/left-carts/offer')).json()).toEqual({ offered: true });
    await leave(store, 'off@example.ca');
    await setReminders(store, { enabled: false, delayMinutes: 240 });
    expect((await call(store, 'GET', '/left-carts/offer')).json()).toEqual({ offered: false });
    const refused = await call(store, 'POST', '/left-carts', { payload: cartBody('later@example.ca') });
    expect(refused.statusCode).toBe(409);
    now = minutes(240);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    await setReminders(store, { enabled: true, delayMinutes: 60 });
    now = minutes(300);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    expect(await remindersTo('off@example.ca')).toEqual([]);
    expect((await storedCarts(store)).map((cart) => cart.email)).toEqual(['off@example.ca']);

    // The wait is the store's: an hour now.
    now = minutes(400);
    await leave(store, 'hour@example.ca');
    now = minutes(460);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(1);
    const badWait = await call(store, 'PUT', '/settings/left-cart-reminders', { headers: { authorization: `Bearer ${shop.viewer}` }, payload: { enabled: false, delayMinutes: 60 } });
    expect(badWait.statusCode).toBe(403);
  });

  it('sends one e-mail when two sweepers run at once', async () => {
    now = LEFT;
    const store = await shop.newStore();
    await leave(store, 'race@example.ca');
    now = minutes(241);
    await Promise.all([sendDueLeftCartReminders(shop.app), sendDueLeftCartReminders(shop.app), sendDueLeftCartReminders(shop.app)]);
    expect(await remindersTo('race@example.ca')).toHaveLength(1);
  });

  it('unsubscribes in one click, from the mail reader’s header or the link, for good', async () => {
    now = LEFT;
    const store = await shop.newStore();
    const token = await leave(store, 'stop@example.ca');
    const oneClick = await call(store, 'POST', `/left-carts/${token}/unsubscribe`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await call(store, 'POST', `/left-carts/${token}/unsubscribe`)).statusCode).toBe(200);
    now = minutes(10);
    await leave(store, 'STOP@example.ca', {}, '10.1.1.2');
    now = minutes(600);
    expect(await sendDueLeftCartReminders(shop.app)).toBe(0);
    expect(await remindersTo('stop@example.ca')).toEqual([]);
    expect((await call(store, 'POST', `/left-carts/${'x'.repeat(22)}/unsubscribe`)).statusCode).toBe(404);
  });

  it('restores the cart by its token with today’s prices, leaving out what is no longer sold; an unknown token is 404', async () => {
    now = LEFT;
    const store = await shop.newStore();
    const token = await leave(store, 'restore@example.ca', {
      lines: [
        { itemId: 'big-bloom', count: 9 },
        { itemId: 'flora-micro', count: 2 },
        { itemId: 'tiger-bloom', count: 1 },
        { itemId: 'secret-bloom', count: 1 },
        { itemId: 'no-such-item', count: 1 },
      ],
    });
    await shop.shop.db.updateTable('items').set({ price: 1111 }).where('store_id', '=', store).where('id', '=', 'flora-micro').execute();
    const restored = await call(store, 'GET', `/left-carts/${token}`);
    expect(restored.statusCode, restored.body).toBe(200);
    const { lines, changed } = restored.json<RestoredCart>();
    expect(lines.map((line) => [line.item.id, line.item.price, line.count])).toEqual([
      ['big-bloom', 1899, 5],
      ['flora-micro', 1111, 2],
    ]);
    expect(changed).toEqual([
      { itemId: 'big-bloom', name: 'Big Bloom', reason: 'fewer-left' },
      { itemId: 'tiger-bloom', name: 'Tiger Bloom', reason: 'sold-out' },
      { itemId: 'secret-bloom', name: null, reason: 'unavailable' },
      { itemId: 'no-such-item', name: null, reason: 'unavailable' },
    ]);
    expect(restored.headers['cache-control']).toBe('private, no-store');
    expect((await call(store, 'GET', `/left-carts/${'A'.repeat(22)}`)).statusCode).toBe(404);
    expect((await call(store, 'GET', '/left-carts/short')).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and keeps nothing', async () => {
    now = LEFT;
    const store = await shop.newStore();
    const many = Array.from({ length: 101 }, (_, index) => ({ itemId: `item-${index}`, count: 1 }));
    for (const payload of [
      { ...cartBody('not-an-address') },
      { ...cartBody('x@example.ca'), lines: [] },
      { ...cartBody('x@example.ca'), lines: many },
      { ...cartBody('x@example.ca'), lines: [{ itemId: 'big-bloom', count: 1 }, { itemId: 'big-bloom', count: 2 }] },
      { ...cartBody('x@example.ca'), lines: [{ itemId: 'big-bloom', count: 0 }] },
      { ...cartBody('x@example.ca'), lines: [{ itemId: 'big-bloom', count: 1, price: 1 }] },
      { ...cartBody('x@example.ca'), locale: 'de-DE' },
      { ...cartBody('x@example.ca'), name: 'extra' },
    ]) {
      const response = await call(store, 'POST', '/left-carts', { payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await call(store, 'PUT', `/left-carts/${'B'.repeat(22)}`, { payload: cartBody('x@example.ca') })).statusCode).toBe(404);
    expect(await storedCarts(store)).toEqual([]);
  });

  it('stops a flood: per connection, per e-mail address, and a newer cart replaces the address’s waiting one', async () => {
    now = LEFT;
    const store = await shop.newStore();
    for (let index = 0; index < 10; index++) await leave(store, `flood${index}@example.ca`, {}, '10.9.9.9');
    const tooMany = await call(store, 'POST', '/left-carts', { payload: cartBody('flood10@example.ca'), remoteAddress: '10.9.9.9' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.headers['retry-after']).toBe('3600');

    for (let index = 0; index < 3; index++) await leave(store, 'same@example.ca', {}, `10.8.0.${index}`);
    const sameAddress = await call(store, 'POST', '/left-carts', { payload: cartBody('same@example.ca'), remoteAddress: '10.8.0.9' });
    expect(sameAddress.statusCode).toBe(429);
    const carts = await storedCarts(store);
    expect(carts).toHaveLength(13);
    expect(carts.filter((cart) => cart.email === 'same@example.ca').map((cart) => cart.status).sort()).toEqual(['replaced', 'replaced', 'waiting']);
    now = minutes(240);
    await sendDueLeftCartReminders(shop.app);
    for (let index = 0; index < 10; index++) expect(await remindersTo(`flood${index}@example.ca`)).toHaveLength(1);
    expect(await remindersTo('flood10@example.ca')).toEqual([]);
    expect(await remindersTo('same@example.ca')).toHaveLength(1);
  });

  it('counts one inbox whatever its +tags and case (three carts a day), and reminds each address as typed', async () => {
    now = LEFT;
    const store = await shop.newStore();
    await leave(store, 'ada+1@x.ca', {}, '10.7.0.1');
    await leave(store, 'ADA+2@x.ca', {}, '10.7.0.2');
    await leave(store, 'ada@x.ca', {}, '10.7.0.3');
    for (const email of ['Ada+3@X.ca', 'ada@x.ca', 'ada+1@x.ca']) {
      const over = await call(store, 'POST', '/left-carts', { payload: cartBody(email), remoteAddress: '10.7.0.4' });
      expect(over.statusCode, email).toBe(429);
    }
    // A mailbox that only starts the same is another inbox, and so is one that a LIKE wildcard would match.
    await leave(store, 'adam@x.ca', {}, '10.7.0.5');
    for (const [index, email] of ['aba+1@x.ca', 'aca+1@x.ca', 'axa@x.ca', 'a_a@x.ca', 'a_a+1@x.ca', 'A_A+2@x.ca'].entries()) await leave(store, email, {}, `10.7.1.${index}`);
    expect((await call(store, 'POST', '/left-carts', { payload: cartBody('a_a+3@x.ca'), remoteAddress: '10.7.2.1' })).statusCode).toBe(429);
    now = minutes(240);
    await sendDueLeftCartReminders(shop.app);
    // Stored lower-cased, as orders keep the address; each gets its one reminder.
    for (const email of ['ada+1@x.ca', 'ada+2@x.ca', 'ada@x.ca', 'adam@x.ca']) expect(await remindersTo(email), email).toHaveLength(1);
    expect(await remindersTo('ada+3@x.ca')).toEqual([]);
  });
});
