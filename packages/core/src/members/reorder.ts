import { z } from 'zod';
import { Item } from '../catalog.js';
import { MAX_LINE_COUNT } from '../cart.js';

/**
 * What changed for one line of a past order since it was placed:
 * - priceUp / priceDown: still sold, at today's price (`price`) instead of `pastPrice`;
 * - lessStock: fewer left than ordered, so `added` of `ordered` go in the cart;
 * - outOfStock: none left today; discontinued: none left and none coming (not added);
 * - noLongerSold: taken off the shop (removed or hidden), or now by special order only (not added).
 */
export const REORDER_CHANGE_KINDS = ['priceUp', 'priceDown', 'lessStock', 'outOfStock', 'discontinued', 'noLongerSold'] as const;
export const ReorderChangeKind = z.enum(REORDER_CHANGE_KINDS);
export type ReorderChangeKind = z.infer<typeof ReorderChangeKind>;

export const ReorderChange = z.object({
  itemId: z.string(),
  /** The item's name as the order shows it. */
  name: z.string(),
  kind: ReorderChangeKind,
  ordered: z.number().int(),
  added: z.number().int(),
  /** What one cost in the past order, in cents. */
  pastPrice: z.number().int(),
  /** What one costs today, in cents; null when it is not sold any more. */
  price: z.number().int().nullable(),
});
export type ReorderChange = z.infer<typeof ReorderChange>;

/** GET members/orders/{id}/reorder: the lines to put in the cart, at today's prices, and what changed. */
export const Reorder = z.object({
  orderId: z.string(),
  lines: z.array(z.object({ item: Item, count: z.number().int().min(1) })),
  changes: z.array(ReorderChange),
});
export type Reorder = z.infer<typeof Reorder>;

/** A line of the past order: an item (not shipping), its name, unit price in cents and count. */
export interface PastLine {
  itemId: string;
  name: string;
  price: number;
  count: number;
}

/**
 * The past order's lines put back as today's catalogue sells them (`sold`: the items a shopper
 * can order now, by id; hidden and removed ones absent). Lines of one item are counted together.
 */
export function reorderOf(orderId: string, pastLines: readonly PastLine[], sold: ReadonlyMap<string, Item>): Reorder {
  const wanted = new Map<string, PastLine>();
  for (const line of pastLines) {
    const earlier = wanted.get(line.itemId);
    wanted.set(line.itemId, earlier ? { ...earlier, count: earlier.count + line.count } : line);
  }
  const lines: Reorder['lines'] = [];
  const changes: ReorderChange[] = [];
  for (const past of wanted.values()) {
    const item = sold.get(past.itemId);
    const change = (kind: ReorderChangeKind, added: number) =>
      changes.push({ itemId: past.itemId, name: past.name, kind, ordered: past.count, added, pastPrice: past.price, price: item?.price ?? null });
    // A group head is chosen by variant, and a special-order item is ordered by phone: neither goes in a cart.
    if (!item || item.group.enabled || item.special) {
      changes.push({ itemId: past.itemId, name: past.name, kind: 'noLongerSold', ordered: past.count, added: 0, pastPrice: past.price, price: null });
      continue;
    }
    if (item.stock <= 0) {
      change(item.discontinued ? 'discontinued' : 'outOfStock', 0);
      continue;
    }
    const count = Math.min(past.count, item.stock, MAX_LINE_COUNT);
    lines.push({ item, count });
    if (item.price > past.price) change('priceUp', count);
    else if (item.price < past.price) change('priceDown', count);
    if (count < past.count) change('lessStock', count);
  }
  return { orderId, lines, changes };
}
