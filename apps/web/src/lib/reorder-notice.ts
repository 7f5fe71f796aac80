import { addToCart } from '@backroom/core/cart';
import type { Reorder, ReorderChange } from '@backroom/core/members/reorder';
import { readStored, removeStored, writeStored } from './browser-state';
import { updateCart } from './cart-store';

/** Session-storage key of what changed in the order last put back in the cart (the cart page says it). */
export const REORDER_NOTICE_KEY = 'reorder-notice';

/** What the cart page tells after a reorder: which order, and what changed since it was placed. */
export interface ReorderNotice {
  orderId: string;
  changes: ReorderChange[];
}

const KINDS: ReadonlySet<string> = new Set(['priceUp', 'priceDown', 'lessStock', 'outOfStock', 'discontinued', 'noLongerSold']);

// Checked by hand, as the cart is (core/cart.ts): the cart page may be the first view, without zod.
function isChange(value: unknown): value is ReorderChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.itemId === 'string' &&
    typeof change.name === 'string' &&
    typeof change.kind === 'string' &&
    KINDS.has(change.kind) &&
    Number.isInteger(change.ordered) &&
    Number.isInteger(change.added) &&
    Number.isInteger(change.pastPrice) &&
    (change.price === null || Number.isInteger(change.price))
  );
}

/** The notice kept in this tab, or null (none, damaged, or no browser). */
export function readReorderNotice(): ReorderNotice | null {
  try {
    const stored = JSON.parse(readStored(REORDER_NOTICE_KEY, 'session') ?? 'null') as Partial<ReorderNotice> | null;
    if (!stored || typeof stored.orderId !== 'string' || !Array.isArray(stored.changes) || !stored.changes.every(isChange)) return null;
    return { orderId: stored.orderId, changes: stored.changes };
  } catch {
    return null;
  }
}

export function clearReorderNotice(): void {
  removeStored(REORDER_NOTICE_KEY, 'session');
}

/**
 * Puts a past order back in the cart as the server priced it today (`GET members/orders/{id}/reorder`):
 * each line still sold is added with today's item, and what changed is kept for the cart page.
 */
export function putReorderInCart(reorder: Reorder): void {
  updateCart((cart) => reorder.lines.reduce((next, line) => addToCart(next, line.item, line.count), cart));
  writeStored(REORDER_NOTICE_KEY, JSON.stringify({ orderId: reorder.orderId, changes: reorder.changes } satisfies ReorderNotice), 'session');
}
