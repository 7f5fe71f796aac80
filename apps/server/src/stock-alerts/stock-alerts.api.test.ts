import { randomUUID } from 'node:crypto';
import type { StaffItem } from '@backroom/core/catalog';
import { stockAlertConsentText } from '@backroom/core/stock-alerts/stock-alert-consent';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink, type SunkMessage } from '../testing/smtp-sink.js';
import { mailHeader, mailPart } from '../testing/sunk-mail.js';
import { DIALECTS } from '../testing/test-shop.js';
import { sweepStockAlerts } from './stock-alert-sweeper.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; reason?: string }> } };

const START = new Date('2026-11-24T14:30:00Z');
const TOKEN_LINK = /\/api\/v1\/stock-alerts\/([A-Za-z0-9_-]{43})\/(confirm|unsubscribe)/g;

/** The confirm and unsubscribe secrets of a message's text part. */
function linksOf(message: SunkMessage): { confirm?: string; unsubscribe?: string } {
  const links: { confirm?: string; unsubscribe?: string } = {};
  for (const [, token, kind] of mailPart(message, 'text/plain').matchAll(TOKEN_LINK)) links[kind as 'confirm' | 'unsubscribe'] = token!;
  return links;
}

describe.each(DIALECTS)('back-in-stock alerts on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = START;
  const shop = shopUnderTest(dialect, { stores: 'alerts', app: async () => ({ smtpUrl: await sink.start(), clock: () => now }) });
  let addresses = 0;
  beforeEach(() => {
    sink.messages.length = 0;
    now = START;
  });

  /** Asks for an alert from a connection of its own (unless given one). */
  async function subscribe(store: string, itemId: string, body: object, remoteAddress = `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`) {
    return shop.app.inject({ method: 'POST', url: `/${store}/api/v1/items/${itemId}/stock-alerts`, payload: body, remoteAddress });
  }
  async function mailsTo(email: string): Promise<SunkMessage[]> {
    await shop.app.orderMailer.idle();
    return sink.messages.filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  }
  /** Subscribes and confirms through the e-mail's link; answers the confirmation mail. */
  async function confirmedAlert(store: string, itemId: string, email: string, locale = 'en-CA'): Promise<SunkMessage> {
    expect((await subscribe(store, itemId, { email, consent: true, locale })).statusCode).toBe(202);
    const [mail] = await mailsTo(email);
    const confirmed = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/${linksOf(mail!).confirm}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return mail!;
  }
  async function waiting(store: string): Promise<Record<string, number>> {
    const response = await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/waiting`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(response.json<Array<{ itemId: string; waiting: number }>>().map((row) => [row.itemId, row.waiting]));
  }
  async function restock(store: string, itemId: string, inventory: Record<string, { count: number }>): Promise<void> {
    const item = (await shop.app.inject({ url: `/${store}/api/v1/items/${itemId}?showHidden=true`, headers: { authorization: `Bearer ${shop.staff}` } })).json<StaffItem>();
    const response = await shop.app.inject({
      method: 'PATCH',
      url: `/${store}/api/v1/items/${itemId}/inventory`,
      headers: { authorization: `Bearer ${shop.staff}`, 'if-match': `"${item.updatedAt}"` },
      payload: { inventory },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('refuses a request without the ticked consent (400) or with a bad address, storing and sending nothing', async () => {
    const store = await shop.newStore();
    for (const body of [
      { email: 'nobox@example.ca' },
      { email: 'nobox@example.ca', consent: false },
      { email: 'nobox@example.ca', consent: 'yes' },
      { email: 'not an address', consent: true },
    ]) {
      const response = await subscribe(store, 'tiger-bloom', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorReply>().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await mailsTo('nobox@example.ca')).toEqual([]);
    const count = await shop.shop.db.selectFrom('stock_alerts').select((eb) => eb.fn.countAll().as('n')).where('store_id', '=', store).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('sends the confirmation in English: who sends it, their mailing address, the consent quoted, one-click unsubscribe; text and HTML', async () => {
    const store = await shop.newStore();
    const response = await subscribe(store, 'tiger-bloom', { email: 'Grace@Example.ca', consent: true, locale: 'en-CA' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation-sent' });

    const [mail, ...more] = await mailsTo('Grace@Example.ca');
    expect(more).toEqual([]);
    expect(mail!.from).toBe('shop@example.ca');
    expect(mailHeader(mail!, 'Subject')).toBe('Please confirm: Test Shop will tell you when Tiger Bloom is back');
    const text = mailPart(mail!, 'text/plain');
    expect(text).toContain('You (we hope) asked Test Shop to send one e-mail to this address when Tiger Bloom is back in stock.');
    expect(text).toContain(`  "${stockAlertConsentText('en-CA', 'Test Shop')}"`);
    expect(text).toContain('Sent by Test Shop, 1 Main St, PO Box 1, Liverpool NS B0T 1K0, Canada.');
    expect(text).toContain('the request ends in 7 days');
    const { confirm, unsubscribe } = linksOf(mail!);
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBe(confirm);
    expect(text).toContain(`Yes, tell me when it’s back: https://shop.example.ca/${store}/api/v1/stock-alerts/${confirm}/confirm`);
    expect(mailHeader(mail!, 'List-Unsubscribe')).toBe(`<https://shop.example.ca/${store}/api/v1/stock-alerts/${confirm}/unsubscribe>`);
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const html = mailPart(mail!, 'text/html');
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain(`href="https://shop.example.ca/${store}/api/v1/stock-alerts/${confirm}/confirm"`);
    expect(html).toContain('Sent by Test Shop, 1 Main St, PO Box 1, Liverpool NS B0T 1K0, Canada.');

    // The consent is kept as given: its time, its exact wording, the address it came from.
    const row = await shop.shop.db.selectFrom('stock_alerts').selectAll().where('store_id', '=', store).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'PENDING',
      email: 'Grace@Example.ca',
      consent_text: stockAlertConsentText('en-CA', 'Test Shop'),
      consent_at: START.toISOString(),
      consent_ip: expect.stringMatching(/^10\.20\./),
      locale: 'en-CA',
    });
    expect(row.token_hash).not.toContain(confirm);
  });

  it('sends the confirmation in French to a shopper who asked in French, and keeps the French wording', async () => {
    const store = await shop.newStore();
    expect((await subscribe(store, 'fabric-pot-5', { email: 'luc@example.ca', consent: true, locale: 'fr-CA' })).statusCode).toBe(202);
    const [mail] = await mailsTo('luc@example.ca');
    expect(mailHeader(mail!, 'Subject')).toBe('Veuillez confirmer\u00a0: Test Shop vous écrira quand Fabric Pot 5 gal sera de retour');
    const text = mailPart(mail!, 'text/plain');
    expect(text).toContain('Oui, prévenez-moi à son retour: https://shop.example.ca/');
    expect(text).toContain(`  "${stockAlertConsentText('fr-CA', 'Test Shop')}"`);
    expect(text).toContain('Envoyé par Test Shop, 1 Main St, PO Box 1, Liverpool NS B0T 1K0, Canada.');
    expect(text).toContain('Se désabonner: https://shop.example.ca/');
    expect(mailPart(mail!, 'text/html')).toContain('<html lang="fr-CA">');
    const row = await shop.shop.db.selectFrom('stock_alerts').select(['consent_text', 'item_name']).where('store_id', '=', store).executeTakeFirstOrThrow();
    expect(row).toEqual({ consent_text: stockAlertConsentText('fr-CA', 'Test Shop'), item_name: 'Fabric Pot 5 gal' });
  });

  it('confirms with the page’s button, not by opening the link (a link scanner confirms nothing)', async () => {
    const store = await shop.newStore();
    await subscribe(store, 'tiger-bloom', { email: 'ada@example.ca', consent: true });
    const { confirm } = linksOf((await mailsTo('ada@example.ca'))[0]!);
    const page = await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/${confirm}/confirm` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Confirm your back-in-stock alert');
    expect(page.body).toContain('<form method="post"');
    expect(await waiting(store)).toEqual({});

    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/stock-alerts/${confirm}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('You’re on the list');
    expect(await waiting(store)).toEqual({ 'tiger-bloom': 1 });
    // Again: nothing changes.
    expect((await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/${confirm}/confirm` })).body).toContain('You’re on the list');
    expect(await waiting(store)).toEqual({ 'tiger-bloom': 1 });
  });

  it('e-mails each confirmed shopper once, in their language, when staff restock; the alert ends', async () => {
    const store = await shop.newStore();
    await confirmedAlert(store, 'tiger-bloom', 'one@example.ca');
    await confirmedAlert(store, 'tiger-bloom', 'deux@example.ca', 'fr-CA');
    await subscribe(store, 'tiger-bloom', { email: 'unconfirmed@example.ca', consent: true });
    await confirmedAlert(store, 'fabric-pot-5', 'pots@example.ca');
    expect(await waiting(store)).toEqual({ 'tiger-bloom': 2, 'fabric-pot-5': 1 });
    sink.messages.length = 0;

    // Still sold out: nothing is sent.
    expect((await sweepStockAlerts(shop.app)).notified).toBe(0);
    await restock(store, 'tiger-bloom', { store: { count: 4 }, warehouse: { count: 0 } });
    expect((await sweepStockAlerts(shop.app)).notified).toBe(2);
    expect((await sweepStockAlerts(shop.app)).notified).toBe(0);

    expect(sink.messages.map((message) => message.to[0]).sort()).toEqual(['deux@example.ca', 'one@example.ca']);
    const [english] = await mailsTo('one@example.ca');
    expect(mailHeader(english!, 'Subject')).toBe('Tiger Bloom is back in stock at Test Shop');
    const text = mailPart(english!, 'text/plain');
    expect(text).toContain('See the item: https://shop.example.ca/item/tiger-bloom');
    expect(text).toContain('your alert has now ended');
    expect(text).toContain('Sent by Test Shop, 1 Main St, PO Box 1, Liverpool NS B0T 1K0, Canada.');
    const unsubscribe = linksOf(english!).unsubscribe;
    expect(mailHeader(english!, 'List-Unsubscribe')).toBe(`<https://shop.example.ca/${store}/api/v1/stock-alerts/${unsubscribe}/unsubscribe>`);
    expect(mailHeader(english!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [french] = await mailsTo('deux@example.ca');
    expect(mailHeader(french!, 'Subject')).toBe('Tiger Bloom est de retour en stock chez Test Shop');
    expect(mailPart(french!, 'text/html')).toContain('Voir l’article');

    expect(await waiting(store)).toEqual({ 'fabric-pot-5': 1 });
    const states = await shop.shop.db.selectFrom('stock_alerts').select(['email', 'state']).where('store_id', '=', store).orderBy('email').execute();
    expect(states).toEqual([
      { email: 'deux@example.ca', state: 'NOTIFIED' },
      { email: 'one@example.ca', state: 'NOTIFIED' },
      { email: 'pots@example.ca', state: 'CONFIRMED' },
      { email: 'unconfirmed@example.ca', state: 'PENDING' },
    ]);
    // The back-in-stock e-mail's unsubscribe link still answers (the alert has ended anyway).
    const page = await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/${unsubscribe}/unsubscribe` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are unsubscribed');
  });

  it('e-mails when stock comes back from a cancelled order that held the last units', async () => {
    const store = await shop.newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    const placed = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf({ 'big-bloom': 5 }, { shippingMethod: 'PICKUP' }) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json<{ id: string; token: string }>();
    await confirmedAlert(store, 'big-bloom', 'waiting@example.ca');
    sink.messages.length = 0;
    expect((await sweepStockAlerts(shop.app)).notified).toBe(0);

    const cancelled = await shop.app.inject({ url: `/${store}/api/v1/order/${id}/${token}/state/CANCELLED` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await shop.app.orderMailer.idle();
    sink.messages.length = 0;
    expect((await sweepStockAlerts(shop.app)).notified).toBe(1);
    expect((await mailsTo('waiting@example.ca')).map((mail) => mailHeader(mail, 'Subject'))).toEqual(['Big Bloom is back in stock at Test Shop']);
  });

  it('unsubscribes in one click (RFC 8058 POST): no e-mail when the item comes back', async () => {
    const store = await shop.newStore();
    const mail = await confirmedAlert(store, 'tiger-bloom', 'leaving@example.ca');
    const { unsubscribe } = linksOf(mail);
    const page = await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/${unsubscribe}/unsubscribe` });
    expect(page.body).toContain('<form method="post"');
    expect(await waiting(store)).toEqual({ 'tiger-bloom': 1 });

    const oneClick = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/stock-alerts/${unsubscribe}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(await waiting(store)).toEqual({});
    sink.messages.length = 0;
    await restock(store, 'tiger-bloom', { store: { count: 2 }, warehouse: { count: 0 } });
    expect((await sweepStockAlerts(shop.app)).notified).toBe(0);
    expect(await mailsTo('leaving@example.ca')).toEqual([]);
  });

  it('answers a malformed link 400 and a forged or another store’s link 404, changing nothing', async () => {
    const store = await shop.newStore();
    const other = await shop.newStore();
    const mail = await confirmedAlert(store, 'tiger-bloom', 'kept@example.ca');
    const { unsubscribe } = linksOf(mail);
    const forged = `${unsubscribe!.slice(0, 42)}${unsubscribe!.endsWith('A') ? 'B' : 'A'}`;
    for (const kind of ['confirm', 'unsubscribe']) {
      expect((await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/short/${kind}` })).statusCode).toBe(400);
      expect((await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/${'a'.repeat(42)}$/${kind}` })).statusCode).toBe(400);
      const unknown = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/${forged}/${kind}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('We could not find this alert');
      const elsewhere = await shop.app.inject({ method: 'POST', url: `/${other}/api/v1/stock-alerts/${unsubscribe}/${kind}`, headers: { 'accept-language': 'fr-CA' } });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.body).toContain('Nous n’avons pas trouvé cette alerte');
    }
    expect(await waiting(store)).toEqual({ 'tiger-bloom': 1 });
  });

  it('refuses an alert for what is in stock or will not come back (409), and for what shoppers cannot see (404)', async () => {
    const store = await shop.newStore();
    const refusal = async (itemId: string) => {
      const response = await subscribe(store, itemId, { email: 'eager@example.ca', consent: true });
      return { status: response.statusCode, reason: response.json<ErrorReply>().error.details?.[0]?.reason };
    };
    expect(await refusal('fabric-pot-1')).toEqual({ status: 409, reason: 'item-in-stock' });
    expect(await refusal('big-bloom')).toEqual({ status: 409, reason: 'item-in-stock' });
    expect(await refusal('fabric-pot')).toEqual({ status: 409, reason: 'item-not-alertable' });
    expect((await refusal('secret-bloom')).status).toBe(404);
    expect((await refusal('no-such-item')).status).toBe(404);
    expect(await mailsTo('eager@example.ca')).toEqual([]);
  });

  it('never tells whether an address is waiting, limits e-mails to one address quietly and requests from one connection with a 429', async () => {
    const store = await shop.newStore();
    await confirmedAlert(store, 'tiger-bloom', 'known@example.ca');
    sink.messages.length = 0;
    // Known and waiting: the same answer, and no second e-mail.
    const again = await subscribe(store, 'tiger-bloom', { email: 'known@example.ca', consent: true });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 202, body: { status: 'confirmation-sent' } });
    expect(await mailsTo('known@example.ca')).toEqual([]);

    // Someone keeps entering another's address: three confirmations a day at most, then silence.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await subscribe(store, 'tiger-bloom', { email: 'victim@example.ca', consent: true });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 202, body: { status: 'confirmation-sent' } });
    }
    expect(await mailsTo('victim@example.ca')).toHaveLength(3);
    // Only the last link works: each new request replaced the one before.
    const links = (await mailsTo('victim@example.ca')).map((mail) => linksOf(mail).confirm);
    expect((await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/${links[0]}/confirm` })).statusCode).toBe(404);
    expect((await shop.app.inject({ url: `/${store}/api/v1/stock-alerts/${links[2]}/confirm` })).statusCode).toBe(200);

    // One connection asking for many addresses is told to wait.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await subscribe(store, 'tiger-bloom', { email: `flood${attempt}@example.ca`, consent: true }, '10.99.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
    const refused = await subscribe(store, 'tiger-bloom', { email: 'flood-last@example.ca', consent: true }, '10.99.0.1');
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await mailsTo('flood-last@example.ca')).toEqual([]);
  });

  it('counts one inbox whatever its +tags and case: three confirmations a day, each sent to the address as typed', async () => {
    const store = await shop.newStore();
    const typed = ['ada+1@x.ca', 'ADA+2@x.ca', 'ada@x.ca', 'Ada+3@X.ca', 'ada+4@x.ca'];
    for (const email of typed) {
      const response = await subscribe(store, 'tiger-bloom', { email, consent: true });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 202, body: { status: 'confirmation-sent' } });
    }
    await shop.app.orderMailer.idle();
    const sentTo = sink.messages.flatMap((message) => message.to);
    expect(sentTo).toEqual(['ada+1@x.ca', 'ADA+2@x.ca', 'ada@x.ca']);
    // Another inbox at the same domain is its own.
    expect((await subscribe(store, 'tiger-bloom', { email: 'bea+1@x.ca', consent: true })).statusCode).toBe(202);
    expect(await mailsTo('bea+1@x.ca')).toHaveLength(1);
  });

  it('lets an unconfirmed request expire after 7 days: its link then says so and confirms nothing', async () => {
    const store = await shop.newStore();
    await subscribe(store, 'tiger-bloom', { email: 'late@example.ca', consent: true });
    const { confirm } = linksOf((await mailsTo('late@example.ca'))[0]!);
    now = new Date(START.getTime() + 7 * 24 * 60 * 60_000 + 1000);
    const late = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/stock-alerts/${confirm}/confirm` });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('This link has expired');
    expect(await waiting(store)).toEqual({});
    await sweepStockAlerts(shop.app);
    const row = await shop.shop.db.selectFrom('stock_alerts').select(['state']).where('store_id', '=', store).executeTakeFirstOrThrow();
    expect(row.state).toBe('EXPIRED');
    // Asking again starts afresh.
    expect((await subscribe(store, 'tiger-bloom', { email: 'late@example.ca', consent: true })).statusCode).toBe(202);
    expect(await mailsTo('late@example.ca')).toHaveLength(2);
  });
});
