import { randomUUID } from 'node:crypto';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_NOTICE } from './order-emails.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { SmtpSink, type SunkMessage } from '../testing/smtp-sink.js';
import { mailPart } from '../testing/sunk-mail.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

/** Quoted-printable text as it was: soft line breaks joined, each =XX run read as UTF-8 bytes. */
const fromQuotedPrintable = (text: string) =>
  text.replace(/=\r\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/** The plain-text part of a sunk message. */
const bodyOf = (message: SunkMessage) => mailPart(message, 'text/plain');

/** The Subject header of a raw message, its folded lines and RFC 2047 encoded words read back. */
function subjectOf(data: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data.slice(0, data.indexOf('\r\n\r\n')))?.[1] ?? '';
  return header
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

describe.each(DIALECTS)('order e-mails on %s', (dialect) => {
  let shop: TestShop;
  const sink = new SmtpSink();

  beforeAll(async () => {
    // Tuesday 2026-11-24, 10:30 in Halifax: florist dates from the 24th, an e-transfer held to December 2.
    shop = await createTestShop(dialect, { smtpUrl: await sink.start(), clock: () => new Date('2026-11-24T14:30:00Z') });
    await seedStore(shop.shop, fixtureCatalogue('mailshop'));
    // Registered for QST, so a Quebec order pays GST and QST; Flora Micro is sold by the florist.
    const french = fixtureCatalogue('mailfr');
    await seedStore(shop.shop, {
      ...french,
      config: { ...fixtureConfig, general: { ...fixtureConfig.general, tax_mode: 'by-destination', tax_registrations: ['QC'] } },
      items: french.items.map((item) => (item.id === 'flora-micro' ? { ...item, florist: true } : item)),
    });
    // One test shopper places every French order of Big Bloom.
    await letOneClientHoldAll(shop.shop.db, 'mailfr');
  });
  afterAll(async () => {
    await shop?.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  async function place(app: FastifyInstance, cart: unknown, store = 'mailshop'): Promise<SubmittedOrder> {
    const response = await app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart } as object,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }

  it('confirms the order to the shopper and tells the shop, after it is stored', async () => {
    const { id } = await place(shop.app, cartOf({ 'big-bloom': 2 }, { card: 'Happy birthday, Grace!' }));
    await shop.app.orderMailer.idle();
    const order = (await shop.app.inject({ url: `/mailshop/api/v1/order/${id}` })).json<OrderView>();
    const total = `$${(order.total / 100).toFixed(2)}`;

    expect(sink.messages.map((message) => message.to)).toEqual([['ada@example.ca'], ['shop@example.ca']]);
    const [confirmation, notice] = sink.messages.map((message) => ({ ...message, body: bodyOf(message) }));
    expect(confirmation!.from).toBe('shop@example.ca');
    expect(confirmation!.data).toContain(`Subject: Test Shop order ${id}`);
    expect(confirmation!.body).toContain('2 x Big Bloom  $37.98');
    expect(confirmation!.body).toContain(`Total: ${total}`);
    expect(confirmation!.body).toContain(`Please send an Interac e-Transfer of ${total} to shop@example.ca. Auto-deposit is on, so no passcode is needed.`);
    expect(confirmation!.body).toContain(`IMPORTANT: write your payment reference ${paymentReferenceFor(id)} in the transfer’s message, so we match your payment to your order at once.`);
    expect(confirmation!.body).toContain('(5 business days)');
    expect(confirmation!.body).toContain(`https://shop.example.ca/order/${id}`);
    // The same in HTML: the lines in a table, the reference standing out, the card as typed, the receipt a link.
    const html = mailPart(sink.messages[0]!, 'text/html');
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toMatch(/<td[^>]*>2 x Big Bloom<\/td><td[^>]*>\$37\.98<\/td>/);
    expect(html).toContain(`font-weight:bold;font-size:17px;padding-top:6px">Total: ${total}</td></tr></table>`);
    expect(html).toMatch(new RegExp(`border:2px solid[^>]*>IMPORTANT: write your payment reference ${paymentReferenceFor(id)}`));
    expect(html).toMatch(/<blockquote[^>]*>Happy birthday, Grace!<\/blockquote>/);
    expect(html).toContain(`<a href="https://shop.example.ca/order/${id}"`);
    expect(mailPart(sink.messages[1]!, 'text/html'), "the shop's notice stays text").toBe('');
    expect(notice!.data).toContain(`Subject: New order ${id}: ${total} by EMT, CP.RP`);
    expect(notice!.body).toContain('Customer: Ada Lovelace, ada@example.ca, 902-555-0101');
    expect(notice!.body).toContain('Delivery notes: Leave at the side door');
    expect(notice!.body).toContain('Gift card message: Happy birthday, Grace!');
  });

  it('says TEST first in both e-mails of a TEST order: the shop is told not to ship it, the shopper not to pay', async () => {
    const { id } = await place(shop.app, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: { ...halifax, firstName: 'TEST' } }));
    await shop.app.orderMailer.idle();
    const [confirmation, notice] = sink.messages.map((message) => ({ subject: subjectOf(message.data), body: bodyOf(message) }));
    expect(notice!.subject).toMatch(new RegExp(`^\\[TEST ORDER - do not ship\\] New order ${id}: \\$\\d+\\.\\d{2} by EMT, CP\\.RP$`));
    expect(notice!.body.split('\r\n')[0]).toBe(TEST_NOTICE);
    expect(notice!.body).toContain(`Order ${id} placed`);
    expect(confirmation!.subject).toBe(`Test Shop order ${id} [TEST]`);
    expect(confirmation!.body).toContain('Hello Ada,\r\n\r\nThis is a TEST order: nothing will be shipped and no real money is taken. Please do not send any payment for it.');

    sink.messages.length = 0;
    const real = await place(shop.app, cartOf({ 'alpha-bloom': 1 }));
    await shop.app.orderMailer.idle();
    for (const message of sink.messages) {
      expect(subjectOf(message.data)).not.toContain('TEST');
      expect(bodyOf(message)).not.toContain('TEST');
    }
    expect(subjectOf(sink.messages[1]!.data)).toMatch(new RegExp(`^New order ${real.id}: `));
  });

  it('says in French that a French TEST order is a test; the shop is told in English', async () => {
    const { id } = await place(shop.app, cartOf({ 'alpha-bloom': 1 }, { locale: 'fr-CA', environment: 'TEST' }), 'mailfr');
    await shop.app.orderMailer.idle();
    const [confirmation, notice] = sink.messages.map((message) => ({ subject: subjectOf(message.data), body: bodyOf(message) }));
    expect(confirmation!.subject).toBe(`Commande ${id} chez Test Shop [TEST]`);
    expect(confirmation!.body).toContain('Ceci est une commande TEST\u00a0: rien ne sera expédié et aucun argent réel n’est perçu.');
    expect(notice!.subject.startsWith('[TEST ORDER - do not ship] ')).toBe(true);
  });

  it('lists each tax the order was charged: GST and PST on a British Columbia order', async () => {
    const config = { ...fixtureConfig, general: { ...fixtureConfig.general, tax_mode: 'by-destination' as const, tax_registrations: ['BC' as const] } };
    await seedStore(shop.shop, { ...fixtureCatalogue('mailtax'), config });
    const vancouver = { ...halifax, street: '800 Robson St', city: 'Vancouver', province: 'BC', postal: 'V6Z 2E7' };
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/mailtax/api/v1/order/submit',
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf({ 'big-bloom': 2 }, { deliveryAddress: vancouver }) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await shop.app.orderMailer.idle();
    const order = (await shop.app.inject({ url: `/mailtax/api/v1/order/${placed.json<SubmittedOrder>().id}` })).json<OrderView>();
    const [gst, pst] = order.taxLines;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    for (const message of sink.messages) {
      const body = bodyOf(message);
      expect(body).toContain(`GST 5%: ${dollars(gst!.amount)}\r\n  PST 7%: ${dollars(pst!.amount)}\r\n  Total: ${dollars(order.total)}`);
      expect(body).not.toContain('Tax 15%');
    }
    expect(sink.messages).toHaveLength(2);
  });

  /** Places an order in the French store; returns its receipt and the e-mails sent for it (shopper's, then shop's). */
  async function placeInFrench(cart: unknown) {
    const { id } = await place(shop.app, cart, 'mailfr');
    await shop.app.orderMailer.idle();
    const order = (await shop.app.inject({ url: `/mailfr/api/v1/order/${id}` })).json<OrderView>();
    const [confirmation, notice] = sink.messages.map((message) => ({
      to: message.to,
      subject: subjectOf(message.data),
      body: bodyOf(message),
      html: mailPart(message, 'text/html'),
    }));
    expect(sink.messages).toHaveLength(2);
    return { order, confirmation: confirmation!, notice: notice! };
  }

  const montreal = { ...halifax, street: '1000 rue Sherbrooke O', city: 'Montréal', province: 'QC', postal: 'H3A 3G4' };
  const dollarsFr = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0$`;

  it("confirms a French shopper's order in French: words, taxes, amounts and the hold date; the shop's notice stays English and names the language", async () => {
    const { order, confirmation, notice } = await placeInFrench(cartOf({ 'big-bloom': 2 }, { locale: 'fr-CA', deliveryAddress: montreal }));
    const [gst, qst] = order.taxLines;

    expect(confirmation.to).toEqual(['ada@example.ca']);
    expect(confirmation.subject).toBe(`Commande ${order.id} chez Test Shop`);
    for (const text of [
      'Bonjour Ada,',
      `Merci pour votre commande ${order.id} chez Test Shop.`,
      `2 x Big Bloom  37,98\u00a0$\r\n  1 x Livraison\u00a0: Postes Canada – Colis standard  ${dollarsFr(order.shipping)}`,
      'Sous-total\u00a0: 37,98\u00a0$',
      'Rabais\u00a0: aucun',
      `Livraison\u00a0: ${dollarsFr(order.shipping)}`,
      `TPS 5\u00a0%\u00a0: ${dollarsFr(gst!.amount)}\r\n  TVQ 9,975\u00a0%\u00a0: ${dollarsFr(qst!.amount)}\r\n  Total\u00a0: ${dollarsFr(order.total)}`,
      `Veuillez envoyer un Virement Interac de ${dollarsFr(order.total)} à shop@example.ca.`,
      `IMPORTANT\u00a0: inscrivez votre référence de paiement ${paymentReferenceFor(order.id)} dans le message du virement`,
      'Nous réservons vos articles jusqu’au mercredi 2 décembre 2026 à 00 h 00 HNA (5 jours ouvrables)',
      'Livraison\u00a0:\r\nAda Lovelace\r\n1000 rue Sherbrooke O\r\nMontréal QC  H3A 3G4',
      `Votre reçu\u00a0: https://shop.example.ca/order/${order.id}`,
      'Des questions? Appelez-nous au',
      'ou répondez à ce courriel.',
    ]) {
      expect(confirmation.body).toContain(text);
    }
    expect(confirmation.body).not.toMatch(/Subtotal|Total:|GST|QST|Interac e-Transfer|Canada Post|\$\d/);
    expect(confirmation.html).toContain('<html lang="fr-CA">');
    expect(confirmation.html).toMatch(/<td[^>]*>2 x Big Bloom<\/td><td[^>]*>37,98\u00a0\$<\/td>/);
    expect(confirmation.html).toContain(`>Total\u00a0: ${dollarsFr(order.total)}</td>`);
    expect(confirmation.html).toMatch(new RegExp(`border:2px solid[^>]*>IMPORTANT\u00a0: inscrivez votre référence de paiement ${paymentReferenceFor(order.id)}`));
    expect(confirmation.html).toContain('<p style="margin:0 0 4px;font-weight:bold">Livraison\u00a0:</p>');
    expect(confirmation.html).not.toMatch(/Subtotal|Total:|GST|QST|Interac e-Transfer|Canada Post|\$\d/);

    expect(notice.subject).toBe(`New order ${order.id}: $${(order.total / 100).toFixed(2)} by EMT, CP.RP`);
    expect(notice.body).toContain("Language: French (fr-CA) (the customer's e-mails are in it)");
    expect(notice.body).toContain(`GST 5%: $${(gst!.amount / 100).toFixed(2)}\r\n  QST 9.975%: $${(qst!.amount / 100).toFixed(2)}`);
    expect(notice.body).toContain('Subtotal: $37.98');
    expect(notice.body).not.toMatch(/Sous-total|TPS|TVQ/);

    const stored = await shop.shop.db.selectFrom('orders').select('locale').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.locale).toBe('fr-CA');
  });

  it('names a French florist pickup and its date in French, and a card payment', async () => {
    const liverpool = { ...halifax, street: '150 Main St', city: 'Liverpool', postal: 'B0T 1K0' };
    const cart = cartOf({ 'flora-micro': 1 }, { locale: 'fr-CA', shippingMethod: 'PICKUP', deliveryAddress: liverpool, deliveryDate: '2026-11-27', paymentMethod: 'card' });
    const { confirmation, notice } = await placeInFrench(cart);
    expect(confirmation.body).toContain('Livraison\u00a0:\r\nCueillette au magasin.\r\nDate de cueillette\u00a0: vendredi 27 novembre 2026');
    expect(confirmation.body).toContain('Votre commande sera expédiée dès que le paiement par carte sera confirmé.');
    expect(confirmation.body).toContain('TVH 14\u00a0%\u00a0: ');
    expect(notice.body).toContain('Pickup at the store.\r\nPickup date: Friday, November 27, 2026');
  });

  it.each([
    ['without a language (a storefront from before the French one)', {}],
    ['with a language the shop does not speak', { locale: 'de-DE' }],
    ['with a language that is not a language', { locale: { fr: true } }],
  ])('confirms an order sent %s in English', async (_case, overrides) => {
    const { order, confirmation, notice } = await placeInFrench(cartOf({ 'big-bloom': 1 }, { deliveryAddress: montreal, ...overrides }));
    expect(confirmation.subject).toBe(`Test Shop order ${order.id}`);
    expect(confirmation.body).toContain('Hello Ada,');
    expect(confirmation.body).toContain(`GST 5%: $`);
    expect(confirmation.body).toContain(`Total: $${(order.total / 100).toFixed(2)}`);
    expect(confirmation.body).toContain('We hold your items until Wednesday, December 2, 2026 at 12:00 a.m. AST (5 business days)');
    expect(notice.body).toContain('Language: English (en-CA)');
  });

  it('never loses an order when the mail server is down', async () => {
    const logged: string[] = [];
    const app = await buildApp({
      shop: shop.shop,
      webRoot: null,
      smtpUrl: 'smtp://127.0.0.1:1',
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      const { id } = await place(app, cartOf({ 'alpha-bloom': 1 }));
      await app.orderMailer.idle();
      expect((await app.inject({ url: `/mailshop/api/v1/order/${id}` })).statusCode).toBe(200);
      expect(logged.some((line) => line.includes('order e-mail not sent'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('writes the e-mails to the log when no mail server is configured', async () => {
    const logged: string[] = [];
    const app = await buildApp({ shop: shop.shop, webRoot: null, logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } });
    try {
      const { id } = await place(app, cartOf({ 'alpha-bloom': 1 }));
      await app.orderMailer.idle();
      const mails = logged.filter((line) => line.includes('no SMTP_URL')).map((line) => JSON.parse(line) as { mail: { to: string; subject: string } });
      expect(mails.map((entry) => [entry.mail.to, entry.mail.subject.split(':')[0]])).toEqual([
        ['ada@example.ca', `Test Shop order ${id}`],
        ['shop@example.ca', `New order ${id}`],
      ]);
    } finally {
      await app.close();
    }
    expect(sink.messages).toEqual([]);
  });
});
