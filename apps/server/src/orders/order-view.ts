import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { TaxLine } from '@backroom/core/tax/sales-tax';
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
    discountAmount: order.discount_amount,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    taxLines: toTaxLines(taxLines),
    total: order.total,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    environment: order.environment,
    deliveryDate: order.delivery_date,
  };
}

/** What the receipt shows (GET order/{id}): no token, no contact or address details. */
export function toOrderView(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly OrderTaxLineRow[]): OrderView {
  return {
    ...orderSummary(order, taxLines),
    items: lines.map((line) => ({ count: line.count, item: { id: line.item_id, name: line.name, price: line.price } })),
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
    lineCount: Number(order.line_count ?? 0),
  };
}
