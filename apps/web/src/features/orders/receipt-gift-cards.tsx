import { formatDeliveryDate } from '@backroom/core/florist/delivery-dates';
import { formatCents } from '@backroom/core/money';
import type { OrderView } from '@backroom/core/orders/order-contract';
import { Box, Paper, Typography } from '@mui/material';
import { SummaryRow } from '../../components/summary-row';
import { RichMessage } from '../../lib/i18n/rich-message';
import { useMessages } from '../../lib/i18n/use-messages';
import { receiptGiftCardsMessages } from './receipt-gift-cards.messages';

/** The gift card fields of an order's answer (absent from a server before gift cards: none). */
export interface OrderGiftCards {
  giftCards?: number;
  giftCardLines?: Array<{
    position: number;
    amount: number;
    recipientName: string;
    recipientEmail: string;
    message: string;
    deliverOn: string | null;
    last4: string | null;
  }>;
  giftCardsApplied?: Array<{ last4: string; amount: number }>;
  giftCardsAppliedTotal?: number;
  amountDue?: number;
}

/** What is left to pay by card or e-transfer once gift cards took their part. */
export function amountDueOf(order: OrderView & OrderGiftCards): number {
  return order.amountDue ?? order.total;
}

/** The gift cards bought on an order: for whom (the e-mail masked, as the server gives it), when, and the message. */
export function ReceiptGiftCardsBought({ order }: { order: OrderView & OrderGiftCards }) {
  const t = useMessages(receiptGiftCardsMessages);
  const lines = order.giftCardLines ?? [];
  if (lines.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('receiptGiftCards.bought')} sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }} data-testid="receipt-gift-cards">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('receiptGiftCards.bought')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {lines.map((line) => {
          const recipient = [line.recipientName, line.recipientEmail && `(${line.recipientEmail})`].filter(Boolean).join(' ') || t('receiptGiftCards.toYou');
          const when =
            line.last4 !== null
              ? t('receiptGiftCards.sent', { last4: line.last4 })
              : line.deliverOn
                ? t('receiptGiftCards.sendOn', { date: formatDeliveryDate(line.deliverOn, t.locale) })
                : t('receiptGiftCards.sendWhenPaid');
          return (
            <Typography component="li" key={line.position} sx={{ overflowWrap: 'anywhere' }}>
              <RichMessage catalogue={receiptGiftCardsMessages} id="receiptGiftCards.boughtLine" values={{ amount: formatCents(line.amount, t.locale), recipient }} components={{ 0: <strong /> }} />
              {`, ${when}`}
              {line.message && (
                <Box component="span" sx={{ display: 'block', fontStyle: 'italic', whiteSpace: 'pre-wrap' }}>
                  {t('receiptGiftCards.message', { message: line.message })}
                </Box>
              )}
            </Typography>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('receiptGiftCards.noExpiry')}
      </Typography>
    </Paper>
  );
}

/** The total's gift card rows: cards sold (before the total), and after it each card that paid and what is left to pay. */
export function GiftCardTotalsRows({ order, part }: { order: OrderView & OrderGiftCards; part: 'sold' | 'paid' }) {
  const t = useMessages(receiptGiftCardsMessages);
  const money = (cents: number) => formatCents(cents, t.locale);
  if (part === 'sold') return order.giftCards ? <SummaryRow label={t('receiptGiftCards.soldRow')} value={money(order.giftCards)} /> : null;
  const applied = order.giftCardsApplied ?? [];
  if (applied.length === 0) return null;
  return (
    <>
      {applied.map((card, index) => (
        <SummaryRow key={`${card.last4}-${index}`} label={t('receiptGiftCards.usedRow', { last4: card.last4 })} value={`-${money(card.amount)}`} />
      ))}
      <SummaryRow label={t('receiptGiftCards.amountDue')} value={money(amountDueOf(order))} strong />
    </>
  );
}
