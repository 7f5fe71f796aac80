import type { ClientConfig } from '@backroom/core/client-config';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import type { RequestContext } from '../request-context.js';
import type { OrderMailer } from './order-mailer.js';
import { type EmailedPromotion, type EmailedTaxLine, orderPlacedMessages, type ShopContact } from './order-emails.js';
import { type EmailedRefund, orderRefundedMessages } from './refund-email.js';
import type { OrderLineRow, OrderRow } from './order.table.js';

/** The shop's name, e-mail, phone and address from its client configuration. */
export function shopContactOf(general: ClientConfig['general']): ShopContact {
  return { name: general.product_name, email: general.email, phone: general.phone, url: general.url };
}

/** The shop's contact as its configuration says now; a store without one signs with its id. */
export async function shopContact(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<ShopContact> {
  try {
    return shopContactOf((await readSettings(ctx.db, ctx.storeId, 'general')).settings.general);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { name: ctx.storeId, email: '', phone: '', url: '' };
    throw error;
  }
}

export const shopSender = (shop: ShopContact) => (shop.email ? `${shop.name} <${shop.email}>` : `${shop.name} <orders@localhost>`);

/**
 * Sends the shopper's confirmation and the shop's notice of a committed order, in the background,
 * signed with the contact of the set-up the order was submitted with (nothing is read again).
 */
export function notifyOrderPlaced(
  mailer: OrderMailer,
  shop: ShopContact,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  taxLines: readonly EmailedTaxLine[],
  promotions: readonly EmailedPromotion[] = [],
): void {
  mailer.send(async () => ({ from: shopSender(shop), messages: orderPlacedMessages(order, lines, taxLines, shop, promotions) }));
}

/** Tells the shopper (and the shop) what a committed refund gave back, in the background. */
export function notifyOrderRefunded(ctx: Pick<RequestContext, 'db' | 'storeId'>, mailer: OrderMailer, order: OrderRow, refund: EmailedRefund): void {
  mailer.send(async () => {
    const shop = await shopContact(ctx);
    return { from: shopSender(shop), messages: orderRefundedMessages(order, refund, shop) };
  });
}
