import type { FieldProblem } from '../orders/checkout-rules.js';
import { isInFloristArea } from './florist-area.js';
import type { GiftDetails, GiftRecipient } from './gift-order.js';

/** The shipping methods a florist order may use: the florist's own delivery and pickup at the shop. */
export const FLORIST_SHIPPING_METHODS = ['PICKUP', 'LOCAL'] as const;

/** Why a cart with florist items offers fewer delivery choices (one line, shown in the Shipping step). */
export const FLORIST_SHIPPING_NOTE =
  'Your cart has flowers: they are picked up at the shop in Liverpool or delivered by us in Liverpool and Queens County, on the date you choose.';

/** The parts of a cart the florist rules read; `florist` comes from the catalogue on the server. */
export interface FloristOrder {
  hasFloristItem: boolean;
  shippingMethod: string | null;
  deliveryAddress: { city: string; province: string; postal: string };
  deliveryDate: string | null;
  /** The window chosen for the date; asked for only when the store sets windows (`windowsOffered`). */
  deliveryWindow?: string | null;
  windowsOffered?: boolean;
}

/** True when any line of a cart holds a florist item. */
export function hasFloristItem(items: Readonly<Record<string, { item: { florist?: boolean } }>>): boolean {
  return Object.values(items).some((line) => line.item.florist === true);
}

/** The gift details a cart's order carries: a recipient only with flowers (the florist delivers to them). */
export function giftOf(cart: { recipient: GiftRecipient; card: string }, hasFlowers: boolean): GiftDetails {
  return { recipient: hasFlowers ? cart.recipient : { name: '', phone: '' }, card: cart.card };
}

/**
 * What keeps a florist order's shipping choice from going ahead: PICKUP, or LOCAL inside
 * Queens County, and a delivery date. Whether the date can still be chosen is the server's
 * clock's to say (deliveryDateProblem). Empty for a cart without florist items.
 */
export function floristShippingProblems(order: FloristOrder): FieldProblem[] {
  if (!order.hasFloristItem) return [];
  const problems: FieldProblem[] = [];
  if (order.shippingMethod !== null && !(FLORIST_SHIPPING_METHODS as readonly string[]).includes(order.shippingMethod)) {
    problems.push({
      path: 'shippingMethod',
      code: 'florist.methodNotOffered',
      message: 'Flowers are picked up at the shop or delivered locally in Queens County: choose PICKUP or LOCAL.',
    });
  } else if (order.shippingMethod === 'LOCAL' && !isInFloristArea(order.deliveryAddress)) {
    problems.push({
      path: 'deliveryAddress.city',
      code: 'florist.outsideArea',
      message: 'Flowers are delivered only in Liverpool and Queens County, NS: give an address there or choose PICKUP.',
    });
  }
  if (!order.deliveryDate) problems.push({ path: 'deliveryDate', code: 'florist.dateRequired', message: 'Choose a delivery date for your flowers.' });
  else if (order.windowsOffered === true && !order.deliveryWindow) {
    problems.push({ path: 'deliveryWindow', code: 'florist.windowRequired', message: 'Choose a delivery time (morning or afternoon).' });
  }
  return problems;
}
