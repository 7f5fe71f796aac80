import { formatCents } from '@backroom/core/money';
import type { RefundBreakdown } from '@backroom/core/orders/order-refunds';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import type { OrderMessage } from './order-mailer.js';
import type { OrderRow } from './order.table.js';
import type { ShopContact } from './order-emails.js';
import { refundEmailMessages } from './refund-email.messages.js';

/** A refund as its e-mail tells it. */
export interface EmailedRefund {
  kind: 'STAFF' | 'CANCELLATION';
  /** gift-card: the whole refund went back to the gift cards that paid (docs/decisions/067). */
  method: 'card' | 'emt' | 'manual' | 'gift-card';
  breakdown: RefundBreakdown;
  /** What of it went back to the gift cards that paid (the rest goes back through `method`); 0 when none. */
  toGiftCards?: number;
}

/**
 * The e-mail telling the shopper what was refunded, in the language they ordered in, and the
 * shop a copy in English. `order` is the order after the refund (its refunded total included).
 */
export function orderRefundedMessages(order: OrderRow, refund: EmailedRefund, shop: ShopContact): OrderMessage[] {
  const write = (locale: OrderRow['locale']) => {
    const t = refundEmailMessages(locale);
    const money = (cents: number) => formatCents(cents, locale);
    const { breakdown } = refund;
    const receiptUrl = shop.url ? `${shop.url.replace(/\/+$/, '')}/order/${order.id}` : '';
    const test = order.environment === 'TEST' ? ' [TEST]' : '';
    const body = [
      t('refundEmail.greeting', { name: order.customer_first_name }),
      '',
      t(refund.kind === 'CANCELLATION' ? 'refundEmail.cancelled' : 'refundEmail.refunded', { id: order.id, shop: shop.name, amount: money(breakdown.total) }),
      '',
      ...breakdown.lines.map((line) => `  ${t('refundEmail.line', { count: line.count, name: line.name })}  ${money(line.price * line.count)}`),
      ...(breakdown.shipping !== 0 ? [`  ${t('refundEmail.shipping', { amount: money(breakdown.shipping) })}`] : []),
      ...(breakdown.adjustment !== 0 ? [`  ${t('refundEmail.adjustment', { amount: money(breakdown.adjustment) })}`] : []),
      ...(breakdown.discount !== 0 ? [`  ${t('refundEmail.discount', { amount: money(breakdown.discount) })}`] : []),
      ...breakdown.taxLines
        .filter((line) => line.amount !== 0)
        .map((line) => `  ${t('refundEmail.tax', { label: taxLineLabel(line, locale), amount: money(line.amount) })}`),
      `  ${t('refundEmail.total', { amount: money(breakdown.total) })}`,
      '',
      ...(refund.method !== 'gift-card' && (refund.toGiftCards ?? 0) > 0
        ? [t('refundEmail.split', { toCards: money(refund.toGiftCards ?? 0), rest: money(breakdown.total - (refund.toGiftCards ?? 0)) })]
        : []),
      refund.method === 'card'
        ? t('refundEmail.card')
        : refund.method === 'emt'
          ? t('refundEmail.emt', { email: order.customer_email })
          : refund.method === 'gift-card'
            ? t('refundEmail.giftCard')
            : t('refundEmail.manual'),
      t('refundEmail.allRefunded', { amount: money(order.refunded_total), total: money(order.total) }),
      '',
      ...(receiptUrl ? [t('refundEmail.receipt', { url: receiptUrl })] : []),
      t('refundEmail.contact', { phone: shop.phone }),
    ].join('\n');
    return { subject: t('refundEmail.subject', { shop: shop.name, id: order.id, test }), text: body };
  };
  const shopper = write(order.locale);
  const messages: OrderMessage[] = [{ to: order.customer_email, replyTo: shop.email || undefined, ...shopper }];
  if (shop.email) {
    const copy = write('en-CA');
    messages.push({ to: shop.email, replyTo: order.customer_email, subject: `Refund of ${formatCents(refund.breakdown.total)} on order ${order.id} by ${refund.method.toUpperCase()}${order.environment === 'TEST' ? ' [TEST]' : ''}`, text: copy.text });
  }
  return messages;
}
