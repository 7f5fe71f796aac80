import { DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import { z } from 'zod';
import { findConfig } from '../client-config/client-config.repository.js';
import type { Db } from '../db/database.js';
import type { OrderContext } from './order-context.js';
import { type EmailedTaxLine, orderPlacedMessages, type ShopContact } from './order-emails.js';
import { type EmailedRefund, orderRefundedMessages } from './refund-email.js';
import type { OrderLineRow, OrderRow } from './order.table.js';

const ContactOfConfig = z.object({
  general: z.object({
    product_name: z.string().catch('The shop'),
    email: z.string().catch(''),
    phone: z.string().catch(''),
    url: z.string().catch(''),
  }),
});

/** The shop's name, e-mail, phone and address from its client configuration. */
async function shopContact(db: Db, storeId: string): Promise<ShopContact> {
  const config = await findConfig(db, storeId, DEFAULT_CONFIG_NAME);
  const parsed = config ? ContactOfConfig.safeParse(JSON.parse(config.body)) : null;
  const general = parsed?.success ? parsed.data.general : { product_name: storeId, email: '', phone: '', url: '' };
  return { name: general.product_name, email: general.email, phone: general.phone, url: general.url };
}

/** Sends the shopper's confirmation and the shop's notice of a committed order, in the background. */
export function notifyOrderPlaced(ctx: OrderContext, order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly EmailedTaxLine[]): void {
  ctx.mailer.send(async () => {
    const shop = await shopContact(ctx.db, ctx.storeId);
    const from = shop.email ? `${shop.name} <${shop.email}>` : `${shop.name} <orders@localhost>`;
    return { from, messages: orderPlacedMessages(order, lines, taxLines, shop) };
  });
}

/** Tells the shopper (and the shop) what a committed refund gave back, in the background. */
export function notifyOrderRefunded(ctx: OrderContext, order: OrderRow, refund: EmailedRefund): void {
  ctx.mailer.send(async () => {
    const shop = await shopContact(ctx.db, ctx.storeId);
    const from = shop.email ? `${shop.name} <${shop.email}>` : `${shop.name} <orders@localhost>`;
    return { from, messages: orderRefundedMessages(order, refund, shop) };
  });
}
