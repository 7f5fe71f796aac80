import { emtReminderDueAt } from '@backroom/core/orders/nova-scotia-business-days';
import type { FastifyInstance } from 'fastify';
import { jobContext } from '../request-context.js';
import { claimReminder, listUnremindedHolds } from './awaiting-transfer.repository.js';
import { shopContact, shopSender } from './order-notifications.js';
import { paymentReminderMessage } from './payment-emails.js';

// Reminders sent per round at most; the next round takes the rest.
const REMINDER_BATCH = 100;
// A reminder is due two business days before the hold ends: never more than two weeks before it.
const LOOK_AHEAD_MS = 14 * 86_400_000;

/**
 * E-mails the shopper of each unpaid e-transfer order whose hold runs out in two Nova Scotia
 * business days (from 9 am that day), once. Several server processes may run this at once: each
 * reminder is claimed by a conditional update before it is sent, so only one of them sends it; a
 * reminder whose sending fails is not tried again (one lost is better than two sent).
 */
export async function sendDueReminders(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const holds = await listUnremindedHolds(app.shop.db, now.toISOString(), new Date(now.getTime() + LOOK_AHEAD_MS).toISOString(), REMINDER_BATCH);
  let sent = 0;
  for (const order of holds) {
    // Listed by the end of their hold, so by when their reminder is due: the rest are not due yet.
    if (emtReminderDueAt(new Date(order.hold_until!)) > now) break;
    if (!(await claimReminder(app.shop.db, order.store_id, order.id, now.toISOString()))) continue;
    const ctx = jobContext(app, order.store_id, 'reminder');
    app.orderMailer.send(async () => {
      const shop = await shopContact(ctx);
      return { from: shopSender(shop), messages: [paymentReminderMessage(order, shop)] };
    });
    sent += 1;
  }
  if (sent > 0) app.log.info({ sent }, 'reminded shoppers of e-transfers whose hold runs out soon');
  return sent;
}
