import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { OrderLineRow, OrderRow } from './order.table.js';

/** What the receipt and the staff list both show of an order: its state, methods and money. */
function orderSummary(order: OrderRow): Omit<OrderView, 'items'> {
  return {
    id: order.id,
    state: order.state,
    createdAt: order.created_at,
    discountCode: order.discount_code,
    discountAmount: order.discount_amount,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    environment: order.environment,
  };
}

/** What the receipt shows (GET order/{id}): no token, no contact or address details. */
export function toOrderView(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    ...orderSummary(order),
    items: lines.map((line) => ({ count: line.count, item: { id: line.item_id, name: line.name, price: line.price } })),
  };
}

/** An order in the staff list. */
export function toStaffOrder(order: OrderRow & { line_count: number | string | null }): StaffOrder {
  return {
    ...orderSummary(order),
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
