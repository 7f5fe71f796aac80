import { randomUUID } from 'node:crypto';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

/** The plain-text body of a raw message, its soft line breaks joined. */
const bodyOf = (data: string) => data.slice(data.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '').replace(/=3D/g, '=');

describe.each(DIALECTS)('order e-mails on %s', (dialect) => {
  let shop: TestShop;
  const sink = new SmtpSink();

  beforeAll(async () => {
    shop = await createTestShop(dialect, { smtpUrl: await sink.start() });
    await seedStore(shop.shop, fixtureCatalogue('mailshop'));
  });
  afterAll(async () => {
    await shop?.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  async function place(app: FastifyInstance, cart: unknown): Promise<SubmittedOrder> {
    const response = await app.inject({
      method: 'POST',
      url: '/mailshop/api/v1/order/submit',
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
    const [confirmation, notice] = sink.messages.map((message) => ({ ...message, body: bodyOf(message.data) }));
    expect(confirmation!.from).toBe('shop@example.ca');
    expect(confirmation!.data).toContain(`Subject: Test Shop order ${id}`);
    expect(confirmation!.body).toContain('2 x Big Bloom  $37.98');
    expect(confirmation!.body).toContain(`Total: ${total}`);
    expect(confirmation!.body).toContain(`Please send an Interac e-Transfer of ${total} to shop@example.ca. Auto-deposit is on, so no passcode is needed.`);
    expect(confirmation!.body).toContain('(5 business days)');
    expect(confirmation!.body).toContain(`https://shop.example.ca/order/${id}`);
    expect(notice!.data).toContain(`Subject: New order ${id}: ${total} by EMT, CP.RP`);
    expect(notice!.body).toContain('Customer: Ada Lovelace, ada@example.ca, 902-555-0101');
    expect(notice!.body).toContain('Delivery notes: Leave at the side door');
    expect(notice!.body).toContain('Gift card message: Happy birthday, Grace!');
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
      const body = bodyOf(message.data);
      expect(body).toContain(`GST 5%: ${dollars(gst!.amount)}\r\n  PST 7%: ${dollars(pst!.amount)}\r\n  Total: ${dollars(order.total)}`);
      expect(body).not.toContain('Tax 15%');
    }
    expect(sink.messages).toHaveLength(2);
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
