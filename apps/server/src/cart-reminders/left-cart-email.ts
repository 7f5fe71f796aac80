import type { StoreAddress } from '@backroom/core/client-config';
import { displayName } from '@backroom/core/item-display';
import type { Locale } from '@backroom/core/locale';
import { formatCents } from '@backroom/core/money';
import { type EmailBlock, emailHtml, emailText } from '../mail/email-layout.js';
import type { ShopContact } from '../orders/order-emails.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { leftCartEmailMessages } from './left-cart-email.messages.js';
import type { linesToday } from './left-cart.service.js';

/** The reminder's facts: to whom, in which language, the lines still sold today, and its links. */
export interface LeftCartReminder {
  to: string;
  locale: Locale;
  lines: Awaited<ReturnType<typeof linesToday>>;
  /** The storefront page that puts the cart back in any browser. */
  restoreUrl: string;
  /** The storefront page with the unsubscribe button (the e-mail's link). */
  unsubscribePageUrl: string;
  /** The API address a mail reader POSTs to for a one-click unsubscribe (RFC 8058). */
  unsubscribeUrl: string;
}

const addressLines = (address: StoreAddress) =>
  [address.street, address.poBox, [address.city, address.province, address.postal].filter(Boolean).join(' '), address.country].filter((line) => line.trim() !== '');

/**
 * The one reminder of a left cart, in the shopper's language, text and HTML as the order e-mails
 * are: what is still sold at today's prices, the link back to the cart, why they get it, how to
 * stop, and who sends it with the shop's mailing address (CASL). Its headers offer the one-click
 * unsubscribe of RFC 8058.
 */
export function leftCartReminderMessage(reminder: LeftCartReminder, shop: ShopContact, address: StoreAddress): OrderMessage {
  const { locale } = reminder;
  const t = leftCartEmailMessages(locale);
  const sold = reminder.lines.flatMap((line) => (line.item !== null && line.count > 0 ? [{ item: line.item, count: line.count }] : []));
  const blocks: EmailBlock[] = [
    { paragraph: t('leftCartEmail.greeting') },
    {
      heading: t('leftCartEmail.intro', { count: sold.length, shop: shop.name }),
      lines: sold.map(({ item, count }) => t('leftCartEmail.line', { count, name: displayName(item.name), price: formatCents(item.price, locale) })),
    },
    { paragraph: t('leftCartEmail.restore', { url: reminder.restoreUrl }) },
    { paragraph: t('leftCartEmail.prices') },
    { paragraph: t('leftCartEmail.why') },
    { paragraph: t('leftCartEmail.unsubscribe', { url: reminder.unsubscribePageUrl }) },
    { heading: t('leftCartEmail.contact', { phone: shop.phone }), lines: [shop.name, ...addressLines(address)] },
  ];
  return {
    to: reminder.to,
    replyTo: shop.email || undefined,
    subject: t('leftCartEmail.subject', { shop: shop.name }),
    text: emailText({ blocks }),
    html: emailHtml(locale, { shopName: shop.name, blocks }),
    headers: { 'List-Unsubscribe': `<${reminder.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
