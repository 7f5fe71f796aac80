import type { Locale } from '@backroom/core/locale';
import { STOCK_ALERT_PENDING_DAYS } from '@backroom/core/stock-alerts/stock-alert-rules';
import { type EmailBlock, emailHtml } from '../mail/email-layout.js';
import type { AlertLinkAnswer, AlertLinkOutcome } from './stock-alert.service.js';
import { stockAlertMessages, type StockAlertTranslator } from './stock-alert.messages.js';

/**
 * The pages the alerts' links open are made here, script-free, in the look of their e-mails:
 * nothing of the storefront's bundle or its gates. Styles inline, no script, forms to this origin.
 */
export const ALERT_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Facts = { email: string; item: string; shop: string; days: number };

const PAGES: Record<AlertLinkOutcome, (t: StockAlertTranslator, facts: Facts) => EmailBlock[]> = {
  'confirm-asked': (t, facts) => [
    { title: t('stockAlertPage.confirmTitle') },
    { paragraph: t('stockAlertPage.confirmText', facts) },
    { submit: t('stockAlert.confirmButton') },
  ],
  confirmed: (t, facts) => [{ title: t('stockAlertPage.confirmedTitle') }, { paragraph: t('stockAlertPage.confirmedText', facts) }],
  expired: (t, facts) => [{ title: t('stockAlertPage.expiredTitle') }, { paragraph: t('stockAlertPage.expiredText', facts) }],
  ended: (t, facts) => [{ title: t('stockAlertPage.endedTitle') }, { paragraph: t('stockAlertPage.endedText', facts) }],
  'unsubscribe-asked': (t, facts) => [
    { title: t('stockAlertPage.unsubscribeTitle') },
    { paragraph: t('stockAlertPage.unsubscribeText', facts) },
    { submit: t('stockAlertPage.unsubscribeButton') },
  ],
  unsubscribed: (t, facts) => [{ title: t('stockAlertPage.unsubscribedTitle') }, { paragraph: t('stockAlertPage.unsubscribedText', facts) }],
};

/** The page for what a link did (or asks to do), in the language the shopper asked in. */
export function alertPage({ outcome, alert, shop }: AlertLinkAnswer): string {
  const t = stockAlertMessages(alert.locale);
  const blocks = PAGES[outcome](t, { email: alert.email, item: alert.item_name, shop: shop.name, days: STOCK_ALERT_PENDING_DAYS });
  const home: EmailBlock[] = shop.url ? [{ button: t('stockAlertPage.backToShop', { shop: shop.name }), url: shop.url }] : [];
  const first = blocks[0];
  const title = first && 'title' in first ? first.title : shop.name;
  return emailHtml(alert.locale, { shopName: shop.name, blocks, footer: home }, title);
}

/** The page of a link that opens no alert. */
export function unknownAlertPage(locale: Locale): string {
  const t = stockAlertMessages(locale);
  const title = t('stockAlertPage.unknownTitle');
  return emailHtml(locale, { blocks: [{ title }, { paragraph: t('stockAlertPage.unknownText') }] }, title);
}
