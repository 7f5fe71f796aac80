import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import type { OrderState } from '@backroom/core/orders/order-contract';
import type { FulfilmentSettings } from '@backroom/core/shipments/fulfilment-settings';
import type { ParcelView } from '@backroom/core/shipments/parcel';
import { formatPickupHours } from '@backroom/core/shipments/pickup-hours';
import { type EmailBlock, emailHtml, emailText } from '../mail/email-layout.js';
import { fulfilmentEmailMessages } from './fulfilment-email.messages.js';
import type { ShopContact } from './order-emails.js';
import type { OrderMessage } from './order-mailer.js';
import type { OrderRow } from './order.table.js';

/** What the shopper is told as their order leaves the shop. */
export type FulfilmentNews = 'SHIPPED' | 'ANOTHER_PARCEL' | 'READY_FOR_PICKUP' | 'DELIVERED';

/** The news an order's move brings its shopper, if any: a florist order delivered by the shop is COMPLETED on delivery. */
export function fulfilmentNewsOf(order: Pick<OrderRow, 'shipping_method' | 'delivery_date' | 'environment'>, to: OrderState): FulfilmentNews | null {
  if (order.environment === 'TEST') return null;
  if (to === 'SHIPPED' || to === 'READY_FOR_PICKUP') return to;
  if (to === 'COMPLETED' && order.delivery_date !== null && order.shipping_method === 'LOCAL') return 'DELIVERED';
  return null;
}

/** Where and when the shop hands over pickup orders. */
export interface PickupPlace {
  /** The address's lines. */
  address: readonly string[];
  hours: FulfilmentSettings['pickup']['hours'];
}

/** What a fulfilment e-mail tells besides the order: its parcels, and where it is picked up. */
export interface FulfilmentFacts {
  shop: ShopContact;
  parcels: readonly ParcelView[];
  pickup: PickupPlace;
}

const deliveryAddress = (order: OrderRow) => [
  `${order.delivery_first_name} ${order.delivery_last_name}`,
  order.delivery_street,
  ...(order.delivery_additional ? [order.delivery_additional] : []),
  `${order.delivery_city} ${order.delivery_province}  ${order.delivery_postal}`,
];

/**
 * The e-mail telling the shopper that their order shipped (with each parcel's tracking link), that
 * another parcel followed, that it is ready for pickup (where and when), or that their flowers were
 * delivered: in the language they ordered in, with a text and an HTML part.
 */
export function fulfilmentMessage(order: OrderRow, news: FulfilmentNews, { shop, parcels, pickup }: FulfilmentFacts): OrderMessage {
  const { locale } = order;
  const t = fulfilmentEmailMessages(locale);
  const names = { id: order.id, shop: shop.name };
  const date = (key: 'fulfilmentEmail.deliveryDate' | 'fulfilmentEmail.pickupDate'): EmailBlock[] =>
    order.delivery_date ? [{ paragraph: t(key, { date: formatDeliveryDate(order.delivery_date, locale) }) }] : [];
  const receiptUrl = shop.url ? `${shop.url.replace(/\/+$/, '')}/order/${order.id}` : '';

  let subject: string;
  let told: EmailBlock[];
  if (news === 'READY_FOR_PICKUP') {
    subject = t('fulfilmentEmail.readyForPickup.subject', names);
    told = [
      { paragraph: t('fulfilmentEmail.readyForPickup', names) },
      ...date('fulfilmentEmail.pickupDate'),
      ...(pickup.address.length > 0 ? [{ heading: t('fulfilmentEmail.pickupAddress'), lines: [shop.name, ...pickup.address] }] : []),
      ...(pickup.hours.length > 0 ? [{ heading: t('fulfilmentEmail.pickupHours'), lines: formatPickupHours(pickup.hours, locale) }] : []),
      { paragraph: t('fulfilmentEmail.bringOrderNumber', names) },
    ];
  } else if (news === 'DELIVERED') {
    subject = t('fulfilmentEmail.delivered.subject', names);
    told = [
      { paragraph: t('fulfilmentEmail.delivered', { ...names, recipient: `${order.delivery_first_name} ${order.delivery_last_name}`.trim() }) },
      { paragraph: t('fulfilmentEmail.deliveredThanks') },
    ];
  } else {
    const another = news === 'ANOTHER_PARCEL';
    subject = another ? t('fulfilmentEmail.anotherParcel.subject', names) : t('fulfilmentEmail.shipped.subject', names);
    const opening = another ? 'fulfilmentEmail.anotherParcel' : parcels.length === 0 ? 'fulfilmentEmail.ownDelivery' : 'fulfilmentEmail.shipped';
    const links = parcels.map((parcel) => ({
      label: t('fulfilmentEmail.parcel', { carrier: parcel.carrierName, number: parcel.trackingNumber }),
      url: parcel.trackingUrl,
    }));
    told = [
      { paragraph: t(opening, names) },
      ...(links.length > 0 ? [{ heading: t('fulfilmentEmail.track', { count: links.length }), links }] : []),
      { heading: t('fulfilmentEmail.deliveryHeading'), lines: deliveryAddress(order) },
      ...date('fulfilmentEmail.deliveryDate'),
    ];
  }
  const blocks: EmailBlock[] = [
    { paragraph: t('fulfilmentEmail.greeting', { name: order.customer_first_name }) },
    ...told,
    { paragraph: [...(receiptUrl ? [t('fulfilmentEmail.receipt', { url: receiptUrl })] : []), t('fulfilmentEmail.contact', { phone: shop.phone })].join('\n') },
  ];
  return { to: order.customer_email, replyTo: shop.email || undefined, subject, text: emailText({ blocks }), html: emailHtml(locale, { shopName: shop.name, blocks }) };
}
