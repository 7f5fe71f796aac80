import { randomUUID } from 'node:crypto';
import { readMimeText } from '@backroom/core/emt/mime-text';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import { describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';
import { sweepExpiredHolds } from '../jobs/emt-hold-sweeper.js';
import { sendDueReminders } from './emt-reminders.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

// Monday 30 March 2026, 11 am in Liverpool: held through Monday 6 April. Good Friday (3 April) is
// no business day, so Thursday 2 and Monday 6 are the last two: the reminder goes Thursday at 9 am.
const PLACED = new Date('2026-03-30T14:00:00Z');
const REMINDER_DUE = new Date('2026-04-02T12:00:00Z');
const HOLD_ENDS = new Date('2026-04-07T03:00:00Z');

describe.each(DIALECTS)('the reminder before an e-transfer hold runs out, on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = PLACED;
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start(), clock: () => now }), stores: 'reminders' });

  async function place(store: string, email: string, overrides: Record<string, unknown> = {}): Promise<SubmittedOrder> {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf({ 'big-bloom': 1 }, { customerAddress: { ...cartOf({}).customerAddress, email }, ...overrides }) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }
  async function remindersTo(email: string) {
    await shop.app.orderMailer.idle();
    const mails = await Promise.all(sink.messages.filter((message) => message.to.includes(email)).map((message) => readMimeText(message.data)));
    return mails
      .flatMap((mail) => (mail.ok ? [{ subject: mail.headers.get('subject') ?? '', text: mail.text }] : []))
      .filter((mail) => /waiting for your e-transfer|attend votre virement/.test(mail.subject));
  }

  it('goes once, two Nova Scotia business days before the hold runs out, to unpaid real e-transfers only, even with two processes sending', async () => {
    now = PLACED;
    const store = await shop.newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    const unpaid = await place(store, 'unpaid@example.ca');
    const french = await place(store, 'french@example.ca', { locale: 'fr-CA' });
    const paid = await place(store, 'paid@example.ca');
    const test = await place(store, 'test@example.ca', { environment: 'TEST' });
    const card = await place(store, 'card@example.ca', { paymentMethod: 'card' });
    const marked = await shop.app.inject({ url: `/${store}/api/v1/order/${paid.id}/state/PAID`, headers: { authorization: `Bearer ${shop.staff}` } });
    expect(marked.statusCode, marked.body).toBe(200);

    now = new Date(REMINDER_DUE.getTime() - 60_000);
    await sweepExpiredHolds(shop.app);
    expect(await sendDueReminders(shop.app)).toBe(0);

    now = REMINDER_DUE;
    const [first, second] = await Promise.all([sendDueReminders(shop.app), sendDueReminders(shop.app)]);
    expect(first + second).toBe(2);
    expect(await sendDueReminders(shop.app)).toBe(0);

    const [reminder, ...more] = await remindersTo('unpaid@example.ca');
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Test Shop: order ${unpaid.id} is waiting for your e-transfer`);
    expect(reminder!.text).toContain(`Payment reference for the transfer’s message: ${paymentReferenceFor(unpaid.id)}`);
    expect(reminder!.text).toContain('to shop@example.ca');
    expect(reminder!.text).toContain('We hold your items until Tuesday, April 7, 2026 at 12:00 a.m. ADT.');
    const [rappel] = await remindersTo('french@example.ca');
    expect(rappel!.subject).toBe(`Test Shop\u00a0: la commande ${french.id} attend votre virement`);
    expect(rappel!.text).toContain(`Référence de paiement à inscrire dans le message du virement\u00a0: ${paymentReferenceFor(french.id)}`);
    for (const email of ['paid@example.ca', 'test@example.ca', 'card@example.ca']) expect(await remindersTo(email)).toEqual([]);
    expect([test.id, card.id]).toHaveLength(2);

    // The sweeper's next rounds, up to the hold's end, send nothing more; then the order is cancelled.
    now = new Date(HOLD_ENDS.getTime() - 1000);
    expect(await sendDueReminders(shop.app)).toBe(0);
    now = HOLD_ENDS;
    await sweepExpiredHolds(shop.app);
    expect(await sendDueReminders(shop.app)).toBe(0);
    expect(await remindersTo('unpaid@example.ca')).toHaveLength(1);
  });
});
