import type { ClientConfig } from '@backroom/core/client-config';
import type { Locale } from '@backroom/core/locale';
import { type EmailContent, emailHtml, emailText } from '../mail/email-layout.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { passwordResetMessages } from './password-reset.messages.js';

/** The storefront page a reset link opens. The secret rides in the fragment, which browsers never send: it stays out of server logs and Referer headers. */
export function passwordResetLink(storefrontUrl: string, token: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/members/new-password#${token}`;
}

/** The sender of a reset e-mail: the store's name and address. */
export function passwordResetSender(general: ClientConfig['general']): string {
  return `${general.product_name} <${general.email || 'orders@localhost'}>`;
}

/** The "forgot password" e-mail: the link, that it works once for an hour, and what to do if it was not asked for. */
export function passwordResetMessage(to: string, general: ClientConfig['general'], locale: Locale, link: string): OrderMessage {
  const t = passwordResetMessages(locale);
  const shop = general.product_name;
  const subject = t('passwordReset.subject', { shop });
  const content: EmailContent = {
    shopName: shop,
    blocks: [
      { paragraph: t('passwordReset.greeting') },
      { paragraph: t('passwordReset.intro', { shop, email: to }) },
      { paragraph: t('passwordReset.action') },
      { button: t('passwordReset.button'), url: link },
      { paragraph: t('passwordReset.expiry') },
      { paragraph: t('passwordReset.ignore') },
    ],
    footer: [{ paragraph: t('passwordReset.sender', { shop }) }],
  };
  return { to, replyTo: general.email || undefined, subject, text: emailText(content), html: emailHtml(locale, content, subject) };
}
