import type { ClientConfig } from '@backroom/core/client-config';
import type { Locale } from '@backroom/core/locale';
import { type EmailContent, emailHtml, emailText } from '../mail/email-layout.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { accountChangeMessages } from './account-change.messages.js';

type General = ClientConfig['general'];

/** The storefront page the forgot-password link of the notices opens: the member asks for a reset link there. */
export function forgotPasswordPage(storefrontUrl: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/members/forgot-password`;
}

/** The storefront page a change-of-e-mail link opens; the secret rides in the fragment, as a reset link's. */
export function emailChangeLink(storefrontUrl: string, token: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/members/confirm-email#${token}`;
}

const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

function message(to: string, general: General, locale: Locale, subject: string, content: EmailContent): OrderMessage {
  return { to, replyTo: general.email || undefined, subject, text: emailText(content), html: emailHtml(locale, content, subject) };
}

/** "Your password was changed": a notice, with the way back if it was not the member. */
export function passwordChangedMessage(to: string, general: General, locale: Locale, at: Date): OrderMessage {
  const t = accountChangeMessages(locale);
  const shop = general.product_name;
  return message(to, general, locale, t('accountChange.passwordSubject', { shop }), {
    shopName: shop,
    blocks: [
      { paragraph: t('accountChange.greeting') },
      { paragraph: t('accountChange.passwordIntro', { shop, email: to, when: minute(at) }) },
      { paragraph: t('accountChange.notYou') },
      { button: t('accountChange.resetButton'), url: forgotPasswordPage(general.url) },
    ],
    footer: [{ paragraph: t('accountChange.passwordSender', { shop }) }],
  });
}

/** To the new address: the link that moves the account there. */
export function confirmEmailMessage(general: General, locale: Locale, change: { oldEmail: string; newEmail: string; link: string }): OrderMessage {
  const t = accountChangeMessages(locale);
  const shop = general.product_name;
  return message(change.newEmail, general, locale, t('accountChange.confirmSubject', { shop }), {
    shopName: shop,
    blocks: [
      { paragraph: t('accountChange.greeting') },
      { paragraph: t('accountChange.confirmIntro', { shop, oldEmail: change.oldEmail, newEmail: change.newEmail }) },
      { paragraph: t('accountChange.confirmAction') },
      { button: t('accountChange.confirmButton'), url: change.link },
      { paragraph: t('accountChange.confirmExpiry') },
      { paragraph: t('accountChange.confirmIgnore') },
    ],
    footer: [{ paragraph: t('accountChange.confirmSender', { shop }) }],
  });
}

/** To the old address: the account is moving, and the way back if it was not the member. */
export function emailChangingMessage(general: General, locale: Locale, change: { oldEmail: string; newEmail: string; at: Date }): OrderMessage {
  const t = accountChangeMessages(locale);
  const shop = general.product_name;
  return message(change.oldEmail, general, locale, t('accountChange.emailSubject', { shop }), {
    shopName: shop,
    blocks: [
      { paragraph: t('accountChange.greeting') },
      { paragraph: t('accountChange.emailIntro', { shop, oldEmail: change.oldEmail, newEmail: change.newEmail, when: minute(change.at) }) },
      { paragraph: t('accountChange.emailNotYou') },
      { button: t('accountChange.resetButton'), url: forgotPasswordPage(general.url) },
    ],
    footer: [{ paragraph: t('accountChange.emailSender', { shop }) }],
  });
}
