import type { ClientConfig } from '@backroom/core/client-config';
import type { StaffLinkPurpose, StaffRole } from '@backroom/core/identity/account-contract';
import type { Locale } from '@backroom/core/locale';
import { type EmailContent, emailHtml, emailText } from '../mail/email-layout.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { staffPasswordMessages } from './staff-password.messages.js';

/**
 * The back office page a staff link opens, under the store's address (the back office is its
 * /admin). The secret rides in the fragment, which browsers never send: it stays out of server
 * logs and Referer headers.
 */
export function staffPasswordLink(storeUrl: string, token: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/admin/set-password#${token}`;
}

export interface StaffLinkMail {
  to: string;
  purpose: StaffLinkPurpose;
  locale: Locale;
  /** The invitee's name (an invitation's greeting). */
  name: string;
  role: StaffRole;
  /** The admin who had it sent, by e-mail address. */
  by: string;
  link: string;
}

/** An invitation (choose a first password, seven days) or a reset (a new one, an hour) for a staff account. */
export function staffPasswordMessage(general: ClientConfig['general'], mail: StaffLinkMail): OrderMessage {
  const t = staffPasswordMessages(mail.locale);
  const shop = general.product_name;
  const key = mail.purpose === 'invitation' ? 'staffInvitation' : 'staffReset';
  const values = { shop, by: mail.by, email: mail.to, name: mail.name, role: t('staffPassword.role', { role: mail.role }) };
  const subject = t(`${key}.subject`, values);
  const content: EmailContent = {
    shopName: shop,
    blocks: [
      { paragraph: mail.purpose === 'invitation' && mail.name ? t('staffInvitation.greeting', values) : t('staffReset.greeting') },
      { paragraph: t(`${key}.intro`, values) },
      { paragraph: t(`${key}.action`) },
      { button: t(`${key}.button`), url: mail.link },
      { paragraph: t(`${key}.expiry`, values) },
      { paragraph: t(`${key}.ignore`) },
    ],
    footer: [{ paragraph: t('staffPassword.sender', { shop }) }],
  };
  return { to: mail.to, replyTo: general.email || undefined, subject, text: emailText(content), html: emailHtml(mail.locale, content, subject) };
}
