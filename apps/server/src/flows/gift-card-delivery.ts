import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { formatGiftCardCode, lastFourOf } from '@backroom/core/gift-cards/gift-card-code';
import { formatCents } from '@backroom/core/money';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-decorations.js';
import { repeatJob } from '../jobs/repeat-job.js';
import { type EmailBlock, emailHtml, emailText } from '../mail/email-layout.js';
import type { ShopContact } from '../orders/order-emails.js';
import type { OrderMessage } from '../orders/order-mailer.js';
import { shopContact, shopSender } from '../orders/order-notifications.js';
import type { RequestContext } from '../request-context.js';
import { giftCardEmailMessages } from '../gift-cards/gift-card-email.messages.js';
import { giftCardCodeHash, newGiftCardCode } from '../gift-cards/gift-card.service.js';
import type { GiftCardRow } from '../gift-cards/gift-card.table.js';

/** How long a process holds a card it is sending; after that another may send it (with a new code). */
const DELIVERY_LEASE_MS = 5 * 60_000;
const DELIVERY_BATCH = 50;

/** The e-mail that carries a card's code, in its language. */
export function giftCardMessage(card: GiftCardRow, code: string, shop: ShopContact): OrderMessage {
  const t = giftCardEmailMessages(card.locale);
  const amount = formatCents(card.initial_amount, card.locale);
  const blocks: EmailBlock[] = [
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
    subject: t('giftCardEmail.subject', { shop: shop.name }),
    text: emailText({ blocks }),
    html: emailHtml(card.locale, { shopName: shop.name, blocks }),
  };
}

/** A card staff issued with an e-mail address: sent at once, in the background. */
export function sendIssuedGiftCard(ctx: Pick<RequestContext, 'db' | 'storeId'>, services: Pick<AppServices, 'orderMailer'>, card: GiftCardRow, code: string): void {
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
  const due = await app.shop.db
    .selectFrom('gift_cards')
    .select(['store_id', 'id'])
    .where('state', '=', 'ACTIVE')
    .where('issued_how', '=', 'SOLD')
    .where('delivered_at', 'is', null)
    .where((eb) => eb.or([eb('deliver_on', 'is', null), eb('deliver_on', '<=', today)]))
    .where((eb) => eb.or([eb('delivery_lease_until', 'is', null), eb('delivery_lease_until', '<', at)]))
    .orderBy('created_at')
    .limit(DELIVERY_BATCH)
    .execute();
  let sent = 0;
  for (const { store_id: storeId, id } of due) {
    const code = newGiftCardCode();
    const claimed = await app.shop.db
      .updateTable('gift_cards')
      .set({ code_hash: giftCardCodeHash(code), last4: lastFourOf(code), delivery_lease_until: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString(), updated_at: at })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('delivered_at', 'is', null)
      .where((eb) => eb.or([eb('delivery_lease_until', 'is', null), eb('delivery_lease_until', '<', at)]))
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      const shop = await shopContact({ db: app.shop.db, storeId });
      await app.orderMailer.sendNow(shopSender(shop), giftCardMessage(claimed, formatGiftCardCode(code), shop));
    } catch (error) {
      app.log.error({ err: error, storeId, giftCardId: id }, 'gift card e-mail not sent: tried again later');
      continue;
    }
    await app.shop.db.updateTable('gift_cards').set({ delivered_at: at, delivery_lease_until: null }).where('store_id', '=', storeId).where('id', '=', id).execute();
    sent += 1;
  }
  return sent;
}

export function startGiftCardDelivery(app: FastifyInstance, intervalMs: number): void {
  repeatJob(app, intervalMs, 'gift card delivery failed', () => deliverDueGiftCards(app));
}
