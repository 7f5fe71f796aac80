import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { TaxLine } from '@backroom/core/tax/sales-tax';
import { maskedPhone } from '@backroom/core/florist/gift-order';
import type { OrderLineRow, OrderRow } from './order.table.js';
import type { OrderTaxLineRow } from './order-tax-line.table.js';

/** The taxes as the order keeps them. */
export function toTaxLines(rows: readonly OrderTaxLineRow[]): TaxLine[] {
  return rows.map((row) => ({ kind: row.kind, label: row.label, ratePer100k: row.rate_per_100k, amount: row.amount }));
}

/** What the receipt and the staff list both show of an order: its state, methods and money. */
function orderSummary(order: OrderRow, taxLines: readonly OrderTaxLineRow[]): Omit<OrderView, 'items'> {
  return {
    id: order.id,
    state: order.state,
    createdAt: order.created_at,
    discountCode: order.discount_code,
    // The order keeps every discount in discount_amount; answers give the code's and the promotions' apart.
    discountAmount: order.discount_amount - order.promotion_amount,
    promotionAmount: order.promotion_amount,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    taxLines: toTaxLines(taxLines),
    total: order.total,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    environment: order.environment,
    deliveryDate: order.delivery_date,
    deliveryWindow: deliveryWindowOf(order),
  };
}

/** The window booked with a florist order, with its hours then; null without one. */
function deliveryWindowOf(order: OrderRow): OrderView['deliveryWindow'] {
  const id = order.delivery_window;
  if ((id !== 'morning' && id !== 'afternoon') || order.delivery_window_start === null || order.delivery_window_end === null) return null;
  return { id, start: order.delivery_window_start, end: order.delivery_window_end };
}

/** The recipient of a florist order sent to someone else; null when the shopper receives it. */
const recipientOf = (order: OrderRow, phone: (phone: string) => string): OrderView['recipient'] =>
  order.recipient_name === '' ? null : { name: order.recipient_name, phone: phone(order.recipient_phone) };

/**
 * What the receipt shows (GET order/{id}): no token, no contact, address or notes. A gift's
 * recipient is named with only the phone's last digits: the shopper checks it is the right one,
 * whoever else holds the link does not get a stranger's number.
 */
export function toOrderView(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly OrderTaxLineRow[]): OrderView {
  return {
    ...orderSummary(order, taxLines),
    // A florist order's card goes on its receipt; notes never do (a gate code, where the key is).
    recipient: recipientOf(order, maskedPhone),
    ...(order.delivery_date !== null ? { giftMessage: order.gift_message } : {}),
    items: lines.map((line) => ({
      count: line.count,
      item: { id: line.item_id, name: line.name, price: line.price },
      ...(line.item_id !== null && line.promotion_discount !== null ? { discounts: { promotion: line.promotion_discount, code: line.code_discount ?? 0 } } : {}),
    })),
  };
}

/** An order in the staff list. */
export function toStaffOrder(order: OrderRow & { line_count: number | string | null }, taxLines: readonly OrderTaxLineRow[]): StaffOrder {
  return {
    ...orderSummary(order, taxLines),
    store: order.store_id,
    updatedAt: order.updated_at,
    paidAt: order.paid_at,
    holdUntil: order.hold_until,
    customer: {
      firstName: order.customer_first_name,
      lastName: order.customer_last_name,
      email: order.customer_email,
      phone: order.customer_phone,
    },
    delivery: {
      firstName: order.delivery_first_name,
      lastName: order.delivery_last_name,
      street: order.delivery_street,
      additional: order.delivery_additional,
      city: order.delivery_city,
      province: order.delivery_province,
      postal: order.delivery_postal,
    },
    notes: order.notes,
    giftMessage: order.gift_message,
    recipient: recipientOf(order, (phone) => phone),
    lineCount: Number(order.line_count ?? 0),
  };
}
