import type { ClientConfig } from '@backroom/core/client-config';
import { formatDate, type Locale } from '@backroom/core/locale';
import { STOCK_ALERT_PENDING_DAYS } from '@backroom/core/stock-alerts/stock-alert-rules';
import type { OrderMessage } from '../orders/order-mailer.js';
import { type EmailBlock, type EmailContent, emailHtml, emailText } from '../mail/email-layout.js';
import { stockAlertMessages } from './stock-alert.messages.js';
import type { StockAlertRow } from './stock-alert.table.js';

/** Who sends the alerts, as CASL asks a message to identify them: name, mailing address, and how to reach them. */
export interface AlertShop {
  name: string;
  email: string;
  phone: string;
  /** The storefront's address, for the links. */
  url: string;
  mailingAddress: string;
}

export function alertShopOf(general: ClientConfig['general']): AlertShop {
  const { street, poBox, city, province, postal, country } = general.address;
  const mailingAddress = [street, poBox, [city, province, postal].filter(Boolean).join(' '), country].filter((part) => part.trim() !== '').join(', ');
  return { name: general.product_name, email: general.email, phone: general.phone, url: general.url, mailingAddress };
}

/** The sender of the alerts' e-mails: the shop's name and address. */
export const alertSender = (shop: AlertShop) => (shop.email ? `${shop.name} <${shop.email}>` : `${shop.name} <orders@localhost>`);

/** The links of an alert's messages; the token is the secret of the message they are in. */
export interface AlertLinks {
  confirm: string;
  unsubscribe: string;
  item: string;
}

export function alertLinks(shop: AlertShop, storeId: string, itemId: string, token: string): AlertLinks {
  const base = shop.url.replace(/\/+$/, '');
  const alert = `${base}/${encodeURIComponent(storeId)}/api/v1/stock-alerts/${token}`;
  return { confirm: `${alert}/confirm`, unsubscribe: `${alert}/unsubscribe`, item: `${base}/item/${encodeURIComponent(itemId)}` };
}

/** When the consent was given, on the shop's clock, its zone named. */
const CONSENT_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

type AlertFacts = Pick<StockAlertRow, 'email' | 'item_name' | 'locale' | 'consent_text' | 'consent_at'>;

/** The footer of every alert message: who sends it, their mailing address and contact, why it came, and the way out. */
function footerOf(shop: AlertShop, locale: Locale, unsubscribe: string): EmailBlock[] {
  const t = stockAlertMessages(locale);
  return [
    { paragraph: t('stockAlert.sender', { shop: shop.name, address: shop.mailingAddress }) },
    ...(shop.phone || shop.email ? [{ paragraph: t('stockAlert.contact', { phone: shop.phone, email: shop.email }) }] : []),
    { paragraph: t('stockAlert.why') },
    { button: t('stockAlert.unsubscribe'), url: unsubscribe },
  ];
}

/** One-click unsubscribe for mail readers (RFC 8058): they POST to the link themselves. */
function unsubscribeHeaders(unsubscribe: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** An alert's e-mail: the greeting, the message's own blocks, and the footer every alert message carries. */
function alertMessage(alert: AlertFacts, shop: AlertShop, unsubscribe: string, subject: string, blocks: EmailBlock[]): OrderMessage {
  const t = stockAlertMessages(alert.locale);
  const content: EmailContent = {
    shopName: shop.name,
    blocks: [{ paragraph: t('stockAlert.greeting') }, ...blocks],
    footer: footerOf(shop, alert.locale, unsubscribe),
  };
  return {
    to: alert.email,
    replyTo: shop.email || undefined,
    subject,
    text: emailText(content),
    html: emailHtml(alert.locale, content, subject),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** The double opt-in: asks the shopper to confirm, quoting the consent they gave and when. */
export function confirmationMessage(alert: AlertFacts, shop: AlertShop, links: AlertLinks): OrderMessage {
  const t = stockAlertMessages(alert.locale);
  const item = alert.item_name;
  return alertMessage(alert, shop, links.unsubscribe, t('stockAlert.confirmSubject', { shop: shop.name, item }), [
    { paragraph: t('stockAlert.confirmIntro', { shop: shop.name, item }) },
    { paragraph: t('stockAlert.confirmAction') },
    { button: t('stockAlert.confirmButton'), url: links.confirm },
    { paragraph: t('stockAlert.consentHeading', { date: formatDate(alert.consent_at, alert.locale, CONSENT_TIME) }) },
    { quote: alert.consent_text },
    { paragraph: t('stockAlert.confirmIgnore', { days: STOCK_ALERT_PENDING_DAYS }) },
  ]);
}

/** The one e-mail the shopper asked for: the item is back; the alert ends with it. */
export function backInStockMessage(alert: AlertFacts, shop: AlertShop, links: AlertLinks): OrderMessage {
  const t = stockAlertMessages(alert.locale);
  const item = alert.item_name;
  return alertMessage(alert, shop, links.unsubscribe, t('stockAlert.backSubject', { shop: shop.name, item }), [
    { paragraph: t('stockAlert.backIntro', { shop: shop.name, item }) },
    { button: t('stockAlert.backButton'), url: links.item },
    { paragraph: t('stockAlert.backLimited') },
    { paragraph: t('stockAlert.backOnce') },
  ]);
}
