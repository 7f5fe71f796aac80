import { randomBytes, randomUUID } from 'node:crypto';
import { inboxKey } from '@backroom/core/inbox-key';
import { displayName } from '@backroom/core/item-display';
import type { Item } from '@backroom/core/catalog';
import { leftCartConsentWording } from '@backroom/core/left-carts/left-cart-consent';
import { type LeftCartBody, LeftCartLine, type LeftCartRecorded, type RestoredCart } from '@backroom/core/left-carts/left-cart';
import { z } from 'zod';
import { getItemsByIds } from '../catalog/item.service.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import { readSettings, readSettingsTogether } from '../store-settings/store-settings.service.js';
import {
  addOptOut,
  countLeftCartsSince,
  endWaitingLeftCarts,
  findLeftCart,
  insertLeftCart,
  isOptedOut,
  updateWaitingLeftCart,
} from './left-cart.repository.js';
import type { LeftCartRow } from './left-cart.table.js';

/**
 * New left carts a store takes before it says "wait" (429), so that a flood can neither make the
 * shop mail arbitrary addresses nor fill the table: per client address, per e-mail address, and
 * for the whole store (a flood spread over many addresses). Updates of a cart add no row.
 */
export const LEFT_CART_LIMITS = {
  perAddressPerHour: 10,
  perEmailPerDay: 3,
  perStorePerHour: 500,
} as const;

const HOUR_MS = 3_600_000;

const StoredLines = z.array(LeftCartLine);

/** The same e-mail address whatever its case and spaces, as orders keep it. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const newLeftCartToken = () => randomBytes(16).toString('base64url');

/** A left cart's stored lines, checked. */
export function linesOf(row: Pick<LeftCartRow, 'lines'>): LeftCartLine[] {
  return StoredLines.parse(JSON.parse(row.lines));
}

async function requireLeftCart(ctx: Pick<RequestContext, 'db' | 'storeId'>, token: string): Promise<LeftCartRow> {
  const row = await findLeftCart(ctx.db, ctx.storeId, token);
  if (!row) throw notFound('There is no such saved cart.');
  return row;
}

/** Whether the store's checkout offers the reminder: staff may have turned it off. */
export async function leftCartsOffered(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<boolean> {
  return (await readSettings(ctx.db, ctx.storeId, 'leftCarts')).settings.enabled;
}

function tooMany(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
}

async function checkLimits(ctx: RequestContext, email: string, ip: string): Promise<void> {
  const now = ctx.now().getTime();
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  if ((await countLeftCartsSince(ctx.db, ctx.storeId, hourAgo, { ip })) >= LEFT_CART_LIMITS.perAddressPerHour) {
    throw tooMany('Too many carts were saved from this connection: try again in an hour.', 3600);
  }
  // Counted by inbox ("+tags" and case folded); the reminder still goes to the address as typed.
  if ((await countLeftCartsSince(ctx.db, ctx.storeId, new Date(now - 24 * HOUR_MS).toISOString(), { inbox: inboxKey(email) })) >= LEFT_CART_LIMITS.perEmailPerDay) {
    throw tooMany('Too many carts were saved for this e-mail address today: try again tomorrow.', 24 * 3600);
  }
  if ((await countLeftCartsSince(ctx.db, ctx.storeId, hourAgo, null)) >= LEFT_CART_LIMITS.perStorePerHour) {
    throw tooMany('The shop is saving too many carts at the moment: try again later.', 3600);
  }
}

/**
 * Keeps the cart of a shopper who gave their e-mail and ticked the reminder box, with the consent
 * as CASL asks for it: when, the exact words shown in their language, and from which address.
 * With the token of their waiting cart for the same address, that cart's lines are replaced and
 * its wait starts again; a cart already reminded, ordered or unsubscribed is left as it is (never
 * twice). Otherwise a new cart is kept, within the limits, and replaces the address's waiting one.
 * An address that unsubscribed is kept as unsubscribed: it is never mailed.
 */
export async function recordLeftCart(ctx: RequestContext, body: LeftCartBody, ip: string, token: string | null): Promise<LeftCartRecorded & { created: boolean }> {
  const { general, leftCarts } = await readSettingsTogether(ctx.db, ctx.storeId, ['general', 'leftCarts']);
  if (!leftCarts.enabled) throw new AppError(409, 'CONFLICT', 'This shop sends no reminders of left carts.');
  const email = normalEmail(body.email);
  const at = ctx.now().toISOString();
  const lines = JSON.stringify(body.lines);
  const previous = token === null ? null : await requireLeftCart(ctx, token);
  if (previous && previous.status !== 'waiting') return { token: previous.token, created: false };
  if (previous && previous.email === email) {
    await updateWaitingLeftCart(ctx.db, ctx.storeId, previous.id, { lines, locale: body.locale, updated_at: at });
    return { token: previous.token, created: false };
  }
  await checkLimits(ctx, email, ip);
  const fresh = newLeftCartToken();
  await ctx.db.transaction().execute(async (tx) => {
    // Another address typed in: the cart kept for the first one is not left any more.
    if (previous) await endWaitingLeftCarts(tx, ctx.storeId, { id: previous.id }, 'replaced', at);
    await endWaitingLeftCarts(tx, ctx.storeId, { email }, 'replaced', at);
    const optedOut = await isOptedOut(tx, ctx.storeId, email);
    await insertLeftCart(tx, {
      store_id: ctx.storeId,
      id: randomUUID(),
      token: fresh,
      email,
      locale: body.locale,
      lines,
      consent_at: at,
      consent_wording: leftCartConsentWording(body.locale, general.general.product_name),
      consent_ip: ip,
      created_at: at,
      updated_at: at,
      status: optedOut ? 'unsubscribed' : 'waiting',
      ended_at: optedOut ? at : null,
    });
  });
  return { token: fresh, created: true };
}

/** The shopper unticked the box, or ordered from this cart: its reminder will not go. */
export async function forgetLeftCart(ctx: RequestContext, token: string): Promise<void> {
  const row = await requireLeftCart(ctx, token);
  await endWaitingLeftCarts(ctx.db, ctx.storeId, { id: row.id }, 'withdrawn', ctx.now().toISOString());
}

/** One click from the e-mail: this address gets no reminder of this store again. */
export async function unsubscribeLeftCart(ctx: RequestContext, token: string): Promise<void> {
  const row = await requireLeftCart(ctx, token);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    await addOptOut(tx, ctx.storeId, row.email, at);
    await endWaitingLeftCarts(tx, ctx.storeId, { email: row.email }, 'unsubscribed', at);
  });
}

/** An order was placed with this e-mail address: its waiting cart is no longer left (called in the order's transaction). */
export async function endLeftCartsOnOrder(db: Db, storeId: string, email: string, at: string): Promise<void> {
  await endWaitingLeftCarts(db, storeId, { email: normalEmail(email) }, 'ordered', at);
}

/** A line of a left cart as it comes back today: the item now, and how many of it, or why not whole. */
type LineToday = { item: Item; count: number; change: RestoredCart['changed'][number]['reason'] | null } | { itemId: string; item: null };

/** Each line of a left cart against today's catalogue: still sold, at today's price, at most what is in stock. */
export async function linesToday(ctx: Pick<RequestContext, 'db' | 'dialect' | 'storeId'>, lines: readonly LeftCartLine[]): Promise<LineToday[]> {
  const items = new Map((await getItemsByIds(ctx, lines.map((line) => line.itemId))).map((item) => [item.id, item]));
  return lines.map(({ itemId, count }) => {
    const item = items.get(itemId);
    if (!item || item.group.enabled || item.special) return item ? { item, count: 0, change: 'unavailable' } : { itemId, item: null };
    if (item.stock <= 0) return { item, count: 0, change: 'sold-out' };
    return item.stock < count ? { item, count: item.stock, change: 'fewer-left' } : { item, count, change: null };
  });
}

/** GET left-carts/{token}: the cart's lines still sold, at today's prices, and what changed. */
export async function restoreLeftCart(ctx: RequestContext, token: string): Promise<RestoredCart> {
  const today = await linesToday(ctx, linesOf(await requireLeftCart(ctx, token)));
  const restored: RestoredCart = { lines: [], changed: [] };
  for (const line of today) {
    if (line.item === null) restored.changed.push({ itemId: line.itemId, name: null, reason: 'unavailable' });
    else {
      if (line.count > 0) restored.lines.push({ item: line.item, count: line.count });
      if (line.change) restored.changed.push({ itemId: line.item.id, name: displayName(line.item.name), reason: line.change });
    }
  }
  return restored;
}
