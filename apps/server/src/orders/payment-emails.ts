import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { formatDate } from '@backroom/core/locale';
import { formatCents } from '@backroom/core/money';
import { SHOP_TIME_ZONE } from '@backroom/core/orders/business-days';
import { blocksOfText, emailHtml } from '../mail/email-layout.js';
import { HOLD_FORMAT, type ShopContact } from './order-emails.js';
import type { OrderMessage } from './order-mailer.js';
import type { OrderRow } from './order.table.js';
import { paymentEmailMessages } from './payment-email.messages.js';

/** The e-mail's text and its HTML alternative, the reference line standing out in the HTML. */
function shopperMessage(order: OrderRow, shop: ShopContact, subject: string, lines: string[], standOut: string[]): OrderMessage {
  const text = lines.join('\n');
  return {
    to: order.customer_email,
    replyTo: shop.email || undefined,
    subject,
    text,
    html: emailHtml(order.locale, { shopName: shop.name, blocks: blocksOfText(text, standOut) }),
  };
}

const receiptUrlOf = (order: OrderRow, shop: ShopContact) => (shop.url ? `${shop.url.replace(/\/+$/, '')}/order/${order.id}` : '');

/** The shopper's "payment received" e-mail for an e-transfer order just paid, in the language they ordered in. */
export function paymentReceivedMessage(order: OrderRow, shop: ShopContact): OrderMessage {
  const t = paymentEmailMessages(order.locale);
  const pickup = order.shipping_method === 'PICKUP';
  const date = order.delivery_date ? formatDeliveryDate(order.delivery_date, order.locale) : null;
  const next = date ? t(pickup ? 'paymentEmail.nextPickupDate' : 'paymentEmail.nextDelivery', { date }) : t(pickup ? 'paymentEmail.nextPickup' : 'paymentEmail.nextShip');
  const receiptUrl = receiptUrlOf(order, shop);
  const test = order.environment === 'TEST' ? ' [TEST]' : '';
  const lines = [
    t('paymentEmail.greeting', { name: order.customer_first_name }),
    '',
    t('paymentEmail.received', { amount: formatCents(order.total - order.gift_cards_applied, order.locale), id: order.id, reference: paymentReferenceFor(order.id) }),
    '',
    next,
    '',
    ...(receiptUrl ? [t('paymentEmail.receipt', { url: receiptUrl })] : []),
    t('paymentEmail.contact', { phone: shop.phone }),
  ];
  return shopperMessage(order, shop, t('paymentEmail.receivedSubject', { shop: shop.name, id: order.id, test }), lines, []);
}

/** The reminder to the shopper of an unpaid e-transfer order whose hold runs out soon: amount, address, reference and the hold's end. */
export function paymentReminderMessage(order: OrderRow, shop: ShopContact): OrderMessage {
  const t = paymentEmailMessages(order.locale);
  const receiptUrl = receiptUrlOf(order, shop);
  const test = order.environment === 'TEST' ? ' [TEST]' : '';
  const reference = t('paymentEmail.reference', { reference: paymentReferenceFor(order.id) });
  const lines = [
    t('paymentEmail.greeting', { name: order.customer_first_name }),
    '',
    t('paymentEmail.reminder', { id: order.id, shop: shop.name }),
    t('paymentEmail.reminderSend', { amount: formatCents(order.total - order.gift_cards_applied, order.locale), email: shop.email }),
    '',
    reference,
    '',
    ...(order.hold_until ? [t('paymentEmail.reminderHold', { date: formatDate(order.hold_until, order.locale, HOLD_FORMAT, SHOP_TIME_ZONE) })] : []),
    t('paymentEmail.reminderSent'),
    '',
    ...(receiptUrl ? [t('paymentEmail.receipt', { url: receiptUrl })] : []),
    t('paymentEmail.contact', { phone: shop.phone }),
  ];
  return shopperMessage(order, shop, t('paymentEmail.reminderSubject', { shop: shop.name, id: order.id, test }), lines, [reference]);
}
