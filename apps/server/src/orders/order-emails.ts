import { SHOP_TIME_ZONE } from '@backroom/core/orders/business-days';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { formatCents } from '@backroom/core/money';
import type { OrderMessage } from './order-mailer.js';
import type { OrderLineRow, OrderRow } from './order.table.js';
import type { OrderTaxLineTable } from './order-tax-line.table.js';

/** A tax as the e-mail lists it. */
export type EmailedTaxLine = Pick<OrderTaxLineTable, 'label' | 'amount'>;

/** What the e-mails say about the shop, from its client configuration. */
export interface ShopContact {
  name: string;
  email: string;
  phone: string;
  /** The storefront's address, for the receipt link. */
  url: string;
}

const holdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function lineTable(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly EmailedTaxLine[]): string {
  const rows = lines.map((line) => `  ${line.count} x ${line.name}  ${formatCents(line.price * line.count)}`);
  const discount = order.discount_code ? `${order.discount_code} -${formatCents(order.discount_amount)}` : 'None';
  return [
    ...rows,
    '',
    `  Subtotal: ${formatCents(order.subtotal)}`,
    `  Discount: ${discount}`,
    `  Shipping: ${formatCents(order.shipping)}`,
    ...taxLines.map((line) => `  ${line.label}: ${formatCents(line.amount)}`),
    `  Total: ${formatCents(order.total)}`,
  ].join('\n');
}

function deliveryLines(order: OrderRow): string[] {
  const date = order.delivery_date ? [`Delivery date: ${formatDeliveryDate(order.delivery_date)}`] : [];
  if (order.shipping_method === 'PICKUP') return ['Pickup at the store.', ...date];
  return [
    `${order.delivery_first_name} ${order.delivery_last_name}`,
    order.delivery_street,
    ...(order.delivery_additional ? [order.delivery_additional] : []),
    `${order.delivery_city} ${order.delivery_province}  ${order.delivery_postal}`,
    ...date,
  ];
}

/** The confirmation to the shopper and the notice to the shop for a new order. */
export function orderPlacedMessages(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly EmailedTaxLine[], shop: ShopContact): OrderMessage[] {
  const receiptUrl = shop.url ? `${shop.url.replace(/\/+$/, '')}/order/${order.id}` : '';
  const test = order.environment === 'TEST' ? ' [TEST]' : '';
  const payment =
    order.payment_method === 'emt'
      ? [
          `Please send an Interac e-Transfer of ${formatCents(order.total)} to ${shop.email}. Auto-deposit is on, so no passcode is needed.`,
          order.hold_until
            ? `We hold your items until ${holdFormat.format(new Date(order.hold_until))} (5 business days) and ship once the payment arrives.`
            : 'We ship once the payment arrives.',
        ]
      : ['Your order ships once the card payment is confirmed.'];
  const shopper: OrderMessage = {
    to: order.customer_email,
    replyTo: shop.email || undefined,
    subject: `${shop.name} order ${order.id}${test}`,
    text: [
      `Hello ${order.customer_first_name},`,
      '',
      `Thank you for your order ${order.id} at ${shop.name}.`,
      '',
      lineTable(order, lines, taxLines),
      '',
      ...payment,
      '',
      'Delivery:',
      ...deliveryLines(order),
      '',
      ...(receiptUrl ? [`Your receipt: ${receiptUrl}`] : []),
      `Questions? Call us at ${shop.phone} or answer this e-mail.`,
    ].join('\n'),
  };
  const notice: OrderMessage = {
    to: shop.email,
    replyTo: order.customer_email,
    subject: `New order ${order.id}${test}: ${formatCents(order.total)} by ${order.payment_method.toUpperCase()}, ${order.shipping_method}`,
    text: [
      `Order ${order.id} placed ${order.created_at}, state ${order.state}.`,
      '',
      `Customer: ${order.customer_first_name} ${order.customer_last_name}, ${order.customer_email}, ${order.customer_phone}`,
      `Shipping: ${order.shipping_name} (${order.shipping_method})`,
      ...deliveryLines(order),
      ...(order.notes ? ['', `Delivery notes: ${order.notes}`] : []),
      ...(order.gift_message ? ['', `Gift card message: ${order.gift_message}`] : []),
      '',
      lineTable(order, lines, taxLines),
    ].join('\n'),
  };
  return shop.email ? [shopper, notice] : [shopper];
}
