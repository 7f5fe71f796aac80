import { SHOP_TIME_ZONE } from '@backroom/core/orders/business-days';
import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { windowHours } from '@backroom/core/florist/delivery-windows';
import { formatDate, type Locale } from '@backroom/core/locale';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import { formatCents } from '@backroom/core/money';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import type { Translator } from '../i18n/server-catalogue.js';
import { type EmailBlock, emailHtml, emailText } from '../mail/email-layout.js';
import { messages as englishMessages } from './order-email.messages.en.js';
import { orderEmailMessages } from './order-email.messages.js';
import type { OrderMessage } from './order-mailer.js';
import type { OrderLineRow, OrderRow } from './order.table.js';
import type { OrderTaxLineTable } from './order-tax-line.table.js';

/** A tax as the e-mail lists it: named from its kind and rate in the reader's language. */
export type EmailedTaxLine = Pick<OrderTaxLineTable, 'kind' | 'rate_per_100k' | 'amount'>;

/** What the e-mails say about the shop, from its client configuration. */
export interface ShopContact {
  name: string;
  email: string;
  phone: string;
  /** The storefront's address, for the receipt link. */
  url: string;
}

type OrderEmailTranslator = Translator<Parameters<ReturnType<typeof orderEmailMessages>>[0]>;

/** The language a reader of the order's e-mails reads, with its words and its number and date formats. */
interface Reader {
  locale: Locale;
  t: OrderEmailTranslator;
}

const readerIn = (locale: Locale): Reader => ({ locale, t: orderEmailMessages(locale) });

/** The shop's owner reads English, whatever the shopper's language. */
const SHOP_READER = readerIn('en-CA');

/** The shop's notice of a TEST order says so first, in its subject and its body, so nobody ships one. */
export const TEST_NOTICE_SUBJECT = '[TEST ORDER - do not ship]';
export const TEST_NOTICE =
  "TEST ORDER - do not ship it or set it aside. It was placed as a test (delivery name TEST or a test cart) and is paid, if at all, through the sandbox: no real money. It is left out of the sales figures and the accountant's CSV. Cancel it in the back office when you are done.";

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-CA': 'English (en-CA)', 'fr-CA': 'French (fr-CA)' };

/** How an e-transfer's hold end is written: weekday, date, time and zone. */
export const HOLD_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The order's shipping method in the reader's words: one still bearing its default English name is
 * named by its code (as the storefront's receipt names it); a name staff wrote, or an unknown
 * code, stays as stored.
 */
function methodName(order: OrderRow, { t }: Reader): string {
  const id = `orderEmail.method.${order.shipping_method}`;
  if (!(id in englishMessages) || englishMessages[id as keyof typeof englishMessages] !== order.shipping_name) return order.shipping_name;
  return t(id as keyof typeof englishMessages);
}

/** The order's lines with their amounts, and its totals, in the reader's words (a table in the HTML part). */
function lineTable(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly EmailedTaxLine[], reader: Reader): EmailBlock {
  const { locale, t } = reader;
  const money = (cents: number) => formatCents(cents, locale);
  // The shipping line's stored name is English ('Shipping: {method}'); the reader's words name it.
  const nameOf = (line: OrderLineRow) => (line.item_id === null ? t('orderEmail.shippingMethod', { name: methodName(order, reader) }) : line.name);
  const rows = lines.map((line) => ({ label: `${line.count} x ${nameOf(line)}`, amount: money(line.price * line.count) }));
  const discount = order.discount_code
    ? t('orderEmail.discount', { code: order.discount_code, amount: money(order.discount_amount) })
    : t('orderEmail.noDiscount');
  const totals = [
    t('orderEmail.subtotal', { amount: money(order.subtotal) }),
    discount,
    t('orderEmail.shipping', { amount: money(order.shipping) }),
    ...taxLines.map((line) => t('orderEmail.tax', { label: taxLineLabel({ kind: line.kind, ratePer100k: line.rate_per_100k }, locale), amount: money(line.amount) })),
    // Gift cards (docs/decisions/067): the cards sold come after tax; what cards paid leaves the rest to pay.
    ...(order.gift_cards_sold > 0 ? [t('orderEmail.giftCardsSold', { amount: money(order.gift_cards_sold) })] : []),
    t('orderEmail.total', { amount: money(order.total) }),
    ...(order.gift_cards_applied > 0
      ? [t('orderEmail.giftCardsApplied', { amount: money(order.gift_cards_applied) }), t('orderEmail.amountDue', { amount: money(order.total - order.gift_cards_applied) })]
      : []),
  ];
  return { rows, totals };
}

/** The lines and totals as the text part writes them. */
const lineText = (table: EmailBlock) => emailText({ blocks: [table] });

function deliveryLines(order: OrderRow, { locale, t }: Reader): string[] {
  const pickup = order.shipping_method === 'PICKUP';
  const date = order.delivery_date
    ? [t(pickup ? 'orderEmail.pickupDate' : 'orderEmail.deliveryDate', { date: formatDeliveryDate(order.delivery_date, locale) })]
    : [];
  const window =
    order.delivery_window && order.delivery_window_start && order.delivery_window_end
      ? [
          t(pickup ? 'orderEmail.pickupWindow' : 'orderEmail.deliveryWindow', {
            window: order.delivery_window,
            hours: windowHours({ start: order.delivery_window_start, end: order.delivery_window_end }, locale),
          }),
        ]
      : [];
  const recipient = order.recipient_name ? [t('orderEmail.recipient', { name: order.recipient_name, phone: order.recipient_phone })] : [];
  if (pickup) return [t('orderEmail.pickup'), ...recipient, ...date, ...window];
  return [
    ...recipient,
    `${order.delivery_first_name} ${order.delivery_last_name}`,
    order.delivery_street,
    ...(order.delivery_additional ? [order.delivery_additional] : []),
    `${order.delivery_city} ${order.delivery_province}  ${order.delivery_postal}`,
    ...date,
    ...window,
  ];
}

/** A one-line message follows its label; a longer one goes below it, line by line as typed. */
const cardLines = (label: string, message: string): string[] =>
  message.includes('\n') ? [label, ...message.split('\n').map((line) => `  ${line}`)] : [`${label} ${message}`];

/** The card's message (each of its lines as typed, indented) and the delivery instructions, in the reader's words. */
function giftLines(order: OrderRow, { t }: Reader): string[] {
  return [
    ...(order.notes ? ['', t('orderEmail.instructions', { notes: order.notes })] : []),
    ...(order.gift_message ? ['', ...cardLines(t('orderEmail.cardMessage'), order.gift_message)] : []),
  ];
}

/** How to pay: a card payment's line, or an e-transfer's instructions, its reference (which stands out in the HTML) and its hold. */
function paymentBlocks(order: OrderRow, shop: ShopContact, { locale, t }: Reader): EmailBlock[] {
  if (order.gift_cards_applied > 0 && order.gift_cards_applied >= order.total) return [{ paragraph: t('orderEmail.paidByGiftCards') }];
  if (order.payment_method !== 'emt') return [{ paragraph: t('orderEmail.cardPayment') }];
  return [
    { paragraph: t('orderEmail.emtInstructions', { amount: formatCents(order.total - order.gift_cards_applied, locale), email: shop.email }) },
    { standOut: t('orderEmail.emtReference', { reference: paymentReferenceFor(order.id) }) },
    {
      paragraph: order.hold_until ? t('orderEmail.emtHold', { date: formatDate(order.hold_until, locale, HOLD_FORMAT, SHOP_TIME_ZONE) }) : t('orderEmail.emtNoHold'),
    },
  ];
}

/** The text part's lines of blocks written one under the other. */
const linesOf = (blocks: readonly EmailBlock[]) => blocks.map((block) => emailText({ blocks: [block] }));

/** The gift's parts in the HTML: the delivery instructions, and the card's message as typed. */
function giftBlocks(order: OrderRow, { t }: Reader): EmailBlock[] {
  return [
    ...(order.notes ? [{ paragraph: t('orderEmail.instructions', { notes: order.notes }) }] : []),
    ...(order.gift_message ? [{ paragraph: t('orderEmail.cardMessage') }, { quote: order.gift_message }] : []),
  ];
}

/**
 * The confirmation to the shopper, in the language they ordered in, and the notice to the shop
 * for a new order, in English, naming the shopper's language.
 */
export function orderPlacedMessages(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly EmailedTaxLine[], shop: ShopContact): OrderMessage[] {
  const reader = readerIn(order.locale);
  const { t } = reader;
  const receiptUrl = shop.url ? `${shop.url.replace(/\/+$/, '')}/order/${order.id}` : '';
  const isTest = order.environment === 'TEST';
  const test = isTest ? ' [TEST]' : '';
  const table = lineTable(order, lines, taxLines, reader);
  const payment = paymentBlocks(order, shop, reader);
  const receipt = receiptUrl ? [t('orderEmail.receipt', { url: receiptUrl })] : [];
  const html: EmailBlock[] = [
    { paragraph: t('orderEmail.greeting', { name: order.customer_first_name }) },
    ...(isTest ? [{ standOut: t('orderEmail.testOrder') }] : []),
    { paragraph: t('orderEmail.thanks', { id: order.id, shop: shop.name }) },
    table,
    ...payment,
    { heading: t('orderEmail.deliveryHeading'), lines: deliveryLines(order, reader) },
    ...giftBlocks(order, reader),
    ...receipt.map((paragraph) => ({ paragraph })),
    { paragraph: t('orderEmail.contact', { phone: shop.phone }) },
  ];
  const shopper: OrderMessage = {
    to: order.customer_email,
    replyTo: shop.email || undefined,
    subject: t('orderEmail.subject', { shop: shop.name, id: order.id, test }),
    text: [
      t('orderEmail.greeting', { name: order.customer_first_name }),
      '',
      ...(isTest ? [t('orderEmail.testOrder'), ''] : []),
      t('orderEmail.thanks', { id: order.id, shop: shop.name }),
      '',
      lineText(table),
      '',
      ...linesOf(payment),
      '',
      t('orderEmail.deliveryHeading'),
      ...deliveryLines(order, reader),
      ...giftLines(order, reader),
      '',
      ...receipt,
      t('orderEmail.contact', { phone: shop.phone }),
    ].join('\n'),
    html: emailHtml(order.locale, { shopName: shop.name, blocks: html }),
  };
  const notice: OrderMessage = {
    to: shop.email,
    replyTo: order.customer_email,
    subject: `${isTest ? `${TEST_NOTICE_SUBJECT} ` : ''}New order ${order.id}: ${formatCents(order.total)} by ${order.payment_method.toUpperCase()}, ${order.shipping_method}`,
    text: [
      ...(isTest ? [TEST_NOTICE, ''] : []),
      `Order ${order.id} placed ${order.created_at}, state ${order.state}.`,
      '',
      `Customer: ${order.customer_first_name} ${order.customer_last_name}, ${order.customer_email}, ${order.customer_phone}`,
      `Language: ${LANGUAGE_NAMES[order.locale]} (the customer's e-mails are in it)`,
      `Shipping: ${order.shipping_name} (${order.shipping_method})`,
      ...deliveryLines(order, SHOP_READER),
      ...giftLines(order, SHOP_READER),
      '',
      lineText(lineTable(order, lines, taxLines, SHOP_READER)),
    ].join('\n'),
  };
  return shop.email ? [shopper, notice] : [shopper];
}
