import { randomUUID } from 'node:crypto';
import { STOCK_ALERT_PENDING_DAYS } from '@backroom/core/stock-alerts/stock-alert-rules';
import type { FastifyInstance } from 'fastify';
import { getItemsByIds } from '../catalog/item.service.js';
import { hashSecret } from '../orders/order-secrets.js';
import { jobContext } from '../request-context.js';
import { alertLinks, alertSender, backInStockMessage } from './stock-alert-emails.js';
import {
  claimAlerts,
  deleteEndedAlerts,
  deleteRequestsBefore,
  expirePendingAlerts,
  listAwaitedItems,
  markNotified,
  releaseClaim,
  setNoticeToken,
} from './stock-alert.repository.js';
import { alertShop, newAlertToken } from './stock-alert.service.js';

const DAY_MS = 24 * 60 * 60_000;
/** A claim older than this belongs to a process that died before sending: another may take it over. */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Alerts claimed per item batch and sweep; the next sweep takes the rest. */
const CLAIM_BATCH = 200;
/** A message the mail server refuses this many times ends the alert as FAILED. */
const MAX_ATTEMPTS = 5;
/** How long an ended alert, the record of its consent, is kept: CASL's three years to bring a complaint. */
const KEEP_ENDED_MS = 3 * 365 * DAY_MS;

export interface StockAlertSweep {
  notified: number;
  failed: number;
  expired: number;
}

/**
 * Sends the one e-mail of every confirmed alert whose item is back in stock (docs/decisions/046),
 * whichever way the stock came back (staff's edit, a cancelled or refunded order, a restock):
 * the sweep reads the stock as it is, not the events that changed it. Several processes may
 * sweep at once: each alert is claimed by one conditional update, committed before its e-mail
 * is sent, so each confirmed shopper gets one e-mail. A refused e-mail is tried again next sweep.
 */
export async function sweepStockAlerts(app: FastifyInstance): Promise<StockAlertSweep> {
  const db = app.shop.db;
  const now = app.clock();
  const at = now.toISOString();
  const expired = await expirePendingAlerts(db, new Date(now.getTime() - STOCK_ALERT_PENDING_DAYS * DAY_MS).toISOString(), at);
  await deleteEndedAlerts(db, new Date(now.getTime() - KEEP_ENDED_MS).toISOString());
  await deleteRequestsBefore(db, new Date(now.getTime() - DAY_MS).toISOString());

  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const awaited = await listAwaitedItems(db, staleBefore);
  const byStore = new Map<string, string[]>();
  for (const row of awaited) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row.item_id]);
  const sweep: StockAlertSweep = { notified: 0, failed: 0, expired };
  for (const [storeId, itemIds] of byStore) {
    const ctx = jobContext(app, storeId, 'stock-alerts');
    const backInStock = (await getItemsByIds(ctx, itemIds)).filter((item) => item.stock > 0 && !item.group.enabled);
    if (backInStock.length === 0) continue;
    const claimId = randomUUID();
    const claimed = await claimAlerts(db, storeId, backInStock.map((item) => item.id), { id: claimId, at, staleBefore, limit: CLAIM_BATCH });
    if (claimed.length === 0) continue;
    const shop = await alertShop(ctx);
    for (const alert of claimed) {
      const token = newAlertToken();
      if (!(await setNoticeToken(db, alert.id, claimId, hashSecret(token)))) continue;
      try {
        await app.orderMailer.sendNow(alertSender(shop), backInStockMessage(alert, shop, alertLinks(shop, storeId, alert.item_id, token)));
        await markNotified(db, alert.id, claimId, app.clock().toISOString());
        sweep.notified += 1;
      } catch (error) {
        ctx.log.error({ err: error, alertId: alert.id }, 'back-in-stock e-mail not sent');
        await releaseClaim(db, { id: alert.id, claim_id: claimId, attempts: alert.attempts }, MAX_ATTEMPTS, app.clock().toISOString());
        sweep.failed += 1;
      }
    }
  }
  if (sweep.notified > 0 || sweep.expired > 0) app.log.info(sweep, 'stock alerts swept');
  return sweep;
}
