import type { FastifyInstance } from 'fastify';
import { readSettingsTogether } from '../store-settings/store-settings.service.js';
import { jobContext } from '../request-context.js';
import { shopContactOf, shopSender } from '../orders/order-notifications.js';
import { LEFT_CART_DELAY_MINUTES } from '@backroom/core/left-carts/left-cart';
import { leftCartReminderMessage } from './left-cart-email.js';
import { claimLeftCart, endWaitingLeftCarts, listStoresWithWaitingCarts, listWaitingLeftCarts } from './left-cart.repository.js';
import { linesOf, linesToday } from './left-cart.service.js';

// Reminders sent per store and round at most; the next round takes the rest.
const REMINDER_BATCH = 100;
const MINUTE_MS = 60_000;
// A reminder a day late is still welcome; one much later (the shop was down, or staff had them
// off) would surprise the shopper: it is not sent.
const TOO_LATE_MS = 24 * 60 * MINUTE_MS;

/**
 * Sends the one reminder of each cart left longer than its store's delay, with the store's
 * reminders on. Several server processes may run this at once: each cart is claimed by a
 * conditional update (waiting to sent) before its e-mail is composed, so only one process sends
 * it; one whose sending fails is not tried again (one lost is better than two sent). A cart due
 * while its store has reminders off, or long overdue, or with nothing still sold, ends unsent.
 */
export async function sendDueLeftCartReminders(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const at = now.toISOString();
  const stores = await listStoresWithWaitingCarts(app.shop.db, new Date(now.getTime() - LEFT_CART_DELAY_MINUTES.min * MINUTE_MS).toISOString());
  let sent = 0;
  for (const storeId of stores) {
    const ctx = jobContext(app, storeId, 'left-cart-reminder');
    const { general, leftCarts } = await readSettingsTogether(ctx.db, storeId, ['general', 'leftCarts']);
    const due = await listWaitingLeftCarts(ctx.db, storeId, new Date(now.getTime() - leftCarts.delayMinutes * MINUTE_MS).toISOString(), REMINDER_BATCH);
    const shop = shopContactOf(general.general);
    const base = shop.url.replace(/\/+$/, '');
    for (const cart of due) {
      const late = now.getTime() - new Date(cart.updated_at).getTime() - leftCarts.delayMinutes * MINUTE_MS > TOO_LATE_MS;
      if (!leftCarts.enabled || late || base === '') {
        await endWaitingLeftCarts(ctx.db, storeId, { id: cart.id }, 'expired', at);
        continue;
      }
      const lines = await linesToday(ctx, linesOf(cart));
      if (!lines.some((line) => line.item !== null && line.count > 0)) {
        await endWaitingLeftCarts(ctx.db, storeId, { id: cart.id }, 'expired', at);
        continue;
      }
      if (!(await claimLeftCart(ctx.db, storeId, cart.id, at))) continue;
      const token = encodeURIComponent(cart.token);
      const message = leftCartReminderMessage(
        {
          to: cart.email,
          locale: cart.locale,
          lines,
          restoreUrl: `${base}/saved-cart/${token}`,
          unsubscribePageUrl: `${base}/saved-cart/${token}/unsubscribe`,
          unsubscribeUrl: `${base}/${encodeURIComponent(storeId)}/api/v1/left-carts/${token}/unsubscribe`,
        },
        shop,
        general.general.address,
      );
      app.orderMailer.send(async () => ({ from: shopSender(shop), messages: [message] }));
      sent += 1;
    }
  }
  if (sent > 0) app.log.info({ sent }, 'reminded shoppers of the carts they left');
  return sent;
}
