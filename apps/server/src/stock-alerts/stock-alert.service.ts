import { randomBytes, randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import { displayName } from '@backroom/core/item-display';
import type { StockAlertRequested, SubscribeStockAlertBody, WaitingShoppers } from '@backroom/core/stock-alerts/stock-alert-contract';
import {
  canAskForStockAlert,
  STOCK_ALERT_LIMITS,
  STOCK_ALERT_PENDING_DAYS,
  type StockAlertRefusal,
} from '@backroom/core/stock-alerts/stock-alert-rules';
import { stockAlertConsentText } from '@backroom/core/stock-alerts/stock-alert-consent';
import { getItem } from '../catalog/item.service.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { OrderMailer } from '../orders/order-mailer.js';
import { hashSecret } from '../orders/order-secrets.js';
import { addressLimitKey, emailLimitKey } from '../orders/order-submission-limits.js';
import type { RequestContext } from '../request-context.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { type AlertShop, alertLinks, alertSender, alertShopOf, confirmationMessage } from './stock-alert-emails.js';
import {
  confirmPendingAlert,
  countRequest,
  countWaitingShoppers,
  findActiveAlert,
  findAlertByTokenHash,
  forgetRequest,
  insertPendingAlert,
  renewPendingAlert,
  unsubscribeAlert,
} from './stock-alert.repository.js';
import type { StockAlertRow } from './stock-alert.table.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A new link secret: 256 random bits. Only its hash is stored. */
export function newAlertToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The alerts' sender as the store's configuration says now. */
export async function alertShop(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<AlertShop> {
  return alertShopOf((await readSettings(ctx.db, ctx.storeId, 'general')).settings.general);
}

/** The item as the shopper saw it: a variant by its group's name and its own. */
function itemNameOf(item: Item): string {
  const name = displayName(item.name);
  const variant = item.group.variantName;
  return variant && !name.includes(variant) ? `${name} – ${variant}` : name;
}

function refused(reason: StockAlertRefusal, message: string): AppError {
  return new AppError(409, 'CONFLICT', message, [{ path: 'itemId', message, reason }]);
}

/** Counts one request against a key; over `max` in the window it is taken back and false is answered. */
async function withinLimit(ctx: Pick<RequestContext, 'db' | 'storeId'>, key: string, max: number, windowMs: number, now: Date): Promise<boolean> {
  const id = randomUUID();
  const count = await countRequest(ctx.db, { id, store_id: ctx.storeId, limit_key: key, at: now.toISOString() }, new Date(now.getTime() - windowMs).toISOString());
  if (count <= max) return true;
  await forgetRequest(ctx.db, id);
  return false;
}

/**
 * A shopper asks to hear once when a sold-out item is back. The answer is the same whether the
 * address is new, waiting already or over its limit (it never tells who is subscribed); only the
 * connection's own limit is a 429. A confirmation e-mail (double opt-in) goes out after the
 * alert is stored; the consent's wording, time and address are kept with it.
 */
export async function requestStockAlert(
  ctx: RequestContext,
  mailer: OrderMailer,
  request: { itemId: string; body: SubscribeStockAlertBody; clientAddress: string },
): Promise<StockAlertRequested> {
  const { body, clientAddress } = request;
  const item = await getItem(ctx, request.itemId);
  if (!canAskForStockAlert(item)) {
    throw item.stock > 0 && !item.group.enabled
      ? refused('item-in-stock', `'${displayName(item.name)}' is in stock: it can be ordered now.`)
      : refused('item-not-alertable', `'${displayName(item.name)}' offers no back-in-stock alert (choose a variant, or it is discontinued).`);
  }
  const now = ctx.now();
  if (!(await withinLimit(ctx, addressLimitKey(clientAddress), STOCK_ALERT_LIMITS.requestsPerAddressPerHour, HOUR_MS, now))) {
    const message = 'Too many alerts were asked for from your connection. Please try again in an hour.';
    throw new AppError(429, 'TOO_MANY_REQUESTS', message, [{ path: 'clientAddress', message, reason: 'too-often' }], { 'retry-after': '3600' });
  }
  const answer: StockAlertRequested = { status: 'confirmation-sent' };
  const emailKey = body.email.toLowerCase();
  const existing = await findActiveAlert(ctx.db, ctx.storeId, item.id, emailKey);
  // Waiting already: nothing more to send, and the answer does not say so.
  if (existing && existing.state !== 'PENDING') return answer;
  // Counted by inbox ("+tags" and case folded); the confirmation still goes to the address as typed.
  if (!(await withinLimit(ctx, emailLimitKey(body.email), STOCK_ALERT_LIMITS.confirmationsPerEmailPerDay, DAY_MS, now))) {
    ctx.log.info({ itemId: item.id }, 'stock alert: confirmation not sent, over the address limit');
    return answer;
  }
  const shop = await alertShop(ctx);
  const token = newAlertToken();
  const consent = {
    token_hash: hashSecret(token),
    consent_text: stockAlertConsentText(body.locale, shop.name),
    consent_at: now.toISOString(),
    consent_ip: clientAddress,
    locale: body.locale,
    item_name: itemNameOf(item),
    email: body.email,
    created_at: now.toISOString(),
  };
  const alert = existing
    ? await renewPendingAlert(ctx.db, existing.id, consent)
    : await insertPendingAlert(ctx.db, { id: randomUUID(), store_id: ctx.storeId, item_id: item.id, email_key: emailKey, state: 'PENDING', ...consent });
  // Another request for the same address and item got there first: it sends the confirmation.
  if (!alert) return answer;
  const links = alertLinks(shop, ctx.storeId, item.id, token);
  mailer.send(async () => ({ from: alertSender(shop), messages: [confirmationMessage(alert, shop, links)] }));
  return answer;
}

/** What became of an alert's link: the page that answers it says so in the shopper's language. */
export type AlertLinkOutcome = 'confirm-asked' | 'confirmed' | 'expired' | 'ended' | 'unsubscribe-asked' | 'unsubscribed';

export interface AlertLinkAnswer {
  outcome: AlertLinkOutcome;
  alert: StockAlertRow;
  shop: AlertShop;
}

/** The alert a link opens, or a 404 (an unknown or forged secret). */
async function alertOfLink(ctx: RequestContext, token: string): Promise<StockAlertRow & { notice: boolean }> {
  const alert = await findAlertByTokenHash(ctx.db, ctx.storeId, hashSecret(token));
  if (!alert) throw notFound('There is no alert with this link.');
  return alert;
}

const pendingCutoff = (now: Date) => new Date(now.getTime() - STOCK_ALERT_PENDING_DAYS * DAY_MS).toISOString();

function isExpired(alert: StockAlertRow, now: Date): boolean {
  return alert.state === 'EXPIRED' || (alert.state === 'PENDING' && alert.created_at <= pendingCutoff(now));
}

/** The confirmation link opened (GET): what the page asks, without changing anything (a link scanner may open it). */
export async function viewConfirmation(ctx: RequestContext, token: string): Promise<AlertLinkAnswer> {
  const alert = await alertOfLink(ctx, token);
  const shop = await alertShop(ctx);
  const now = ctx.now();
  if (alert.notice) return { outcome: 'ended', alert, shop };
  if (alert.state === 'PENDING') return { outcome: isExpired(alert, now) ? 'expired' : 'confirm-asked', alert, shop };
  if (alert.state === 'CONFIRMED' || alert.state === 'SENDING') return { outcome: 'confirmed', alert, shop };
  return { outcome: isExpired(alert, now) ? 'expired' : 'ended', alert, shop };
}

/** The shopper confirms (POST): the double opt-in's second step; confirming again changes nothing. */
export async function confirmStockAlert(ctx: RequestContext, token: string, clientAddress: string): Promise<AlertLinkAnswer> {
  const alert = await alertOfLink(ctx, token);
  const now = ctx.now();
  if (!alert.notice && alert.state === 'PENDING') {
    const confirmed = await confirmPendingAlert(ctx.db, alert.id, { at: now.toISOString(), ip: clientAddress, askedAfter: pendingCutoff(now) });
    if (confirmed) ctx.log.info({ alertId: alert.id }, 'stock alert confirmed');
  }
  const answer = await viewConfirmation(ctx, token);
  if (answer.outcome === 'confirm-asked') throw new Error('a pending alert was neither confirmed nor expired');
  return answer;
}

/** The unsubscribe link opened (GET): the page with its one button. */
export async function viewUnsubscribe(ctx: RequestContext, token: string): Promise<AlertLinkAnswer> {
  const alert = await alertOfLink(ctx, token);
  const active = alert.state === 'PENDING' || alert.state === 'CONFIRMED' || alert.state === 'SENDING';
  return { outcome: active ? 'unsubscribe-asked' : 'unsubscribed', alert, shop: await alertShop(ctx) };
}

/** Unsubscribes in one step (RFC 8058's POST, or the page's button); again changes nothing. */
export async function unsubscribeStockAlert(ctx: RequestContext, token: string): Promise<AlertLinkAnswer> {
  const alert = await alertOfLink(ctx, token);
  if (await unsubscribeAlert(ctx.db, alert.id, ctx.now().toISOString())) ctx.log.info({ alertId: alert.id }, 'stock alert unsubscribed');
  return { outcome: 'unsubscribed', alert, shop: await alertShop(ctx) };
}

/** How many confirmed shoppers wait for each item of the store (items nobody waits for are left out). */
export async function listWaitingShoppers(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<WaitingShoppers> {
  return (await countWaitingShoppers(ctx.db, ctx.storeId)).map((row) => ({ itemId: row.item_id, waiting: row.waiting }));
}
