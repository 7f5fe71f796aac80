import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { formatGiftCardCode, lastFourOf } from '@backroom/core/gift-cards/gift-card-code';
import { formatCents } from '@backroom/core/money';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-decorations.js';
import { type EmailBlock, emailHtml, emailText } from '../mail/email-layout.js';
import type { ShopContact } from '../orders/order-emails.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { shopContact, shopSender } from '../orders/order-notifications.js';
import type { RequestContext } from '../request-context.js';
import { giftCardEmailMessages } from '../gift-cards/gift-card-email.messages.js';
import { type GiftCard, giftCardCodeHash, isTestCard, newGiftCardCode } from '../gift-cards/gift-card.service.js';
import { claimCardToSend, dueSoldCards, markCardSent } from '../gift-cards/sold-gift-cards.service.js';

/** How long a process holds a card it is sending; after that another may send it (with a new code). */
const DELIVERY_LEASE_MS = 5 * 60_000;
const DELIVERY_BATCH = 50;

/**
 * The e-mail that carries a card's code, in its language. A test card (sold on a TEST order) says
 * so in its subject and first thing: it has no value and pays for test orders only.
 */
export function giftCardMessage(card: GiftCard, code: string, shop: ShopContact, test = false): OrderMessage {
  const t = giftCardEmailMessages(card.locale);
  const amount = formatCents(card.initial_amount, card.locale);
  const blocks: EmailBlock[] = [
    ...(test ? [{ standOut: t('giftCardEmail.testCard') }] : []),
    { paragraph: card.recipient_name ? t('giftCardEmail.greeting', { name: card.recipient_name }) : t('giftCardEmail.greetingNoName') },
    { paragraph: card.sender_name ? t('giftCardEmail.from', { sender: card.sender_name, amount, shop: shop.name }) : t('giftCardEmail.fromShop', { amount, shop: shop.name }) },
    ...(card.message.trim() ? [{ paragraph: t('giftCardEmail.message') }, { quote: card.message.trim() }] : []),
    { standOut: t('giftCardEmail.code', { code }) },
    { paragraph: t('giftCardEmail.howTo', { url: shop.url || shop.name }) },
    { paragraph: t('giftCardEmail.rules') },
    { paragraph: t('giftCardEmail.contact', { phone: shop.phone }) },
  ];
  return {
    to: card.recipient_email,
    replyTo: shop.email || undefined,
    subject: `${test ? '[TEST] ' : ''}${t('giftCardEmail.subject', { shop: shop.name })}`,
    text: emailText({ blocks }),
    html: emailHtml(card.locale, { shopName: shop.name, blocks }),
  };
}

/** A card staff issued with an e-mail address: sent at once, in the background. */
export function sendIssuedGiftCard(ctx: Pick<RequestContext, 'db' | 'storeId'>, services: Pick<AppServices, 'orderMailer'>, card: GiftCard, code: string): void {
  services.orderMailer.send(async () => {
    const shop = await shopContact(ctx);
    return { from: shopSender(shop), messages: [giftCardMessage(card, code, shop)] };
  });
}

/**
 * Sends the sold cards due (their date, Halifax, today or past). A card's code is made when it is
 * sent: one conditional update claims the card for a while and stores the new code's hash, so of
 * several processes one sends it; the card is marked sent when the mail server took it. A send
 * that failed is tried again after the claim runs out, with a new code (the first never arrived).
 */
export async function deliverDueGiftCards(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const at = now.toISOString();
  const today = shopCalendarDate(now);
  const due = await dueSoldCards(app.shop.db, today, at, DELIVERY_BATCH);
  let sent = 0;
  for (const { store_id: storeId, id } of due) {
    const code = newGiftCardCode();
    const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString();
    const claimed = await claimCardToSend(app.shop.db, storeId, id, { hash: giftCardCodeHash(code), last4: lastFourOf(code) }, at, leaseUntil);
    if (!claimed) continue;
    try {
      const shop = await shopContact({ db: app.shop.db, storeId });
      const test = await isTestCard(app.shop.db, claimed);
      await app.orderMailer.sendNow(shopSender(shop), giftCardMessage(claimed, formatGiftCardCode(code), shop, test));
    } catch (error) {
      app.log.error({ err: error, storeId, giftCardId: id }, 'gift card e-mail not sent: tried again later');
      continue;
    }
    await markCardSent(app.shop.db, storeId, id, at);
    sent += 1;
  }
  return sent;
}
