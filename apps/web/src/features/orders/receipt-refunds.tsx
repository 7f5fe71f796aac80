import { displayName } from '@backroom/core/item-display';
import { formatDate } from '@backroom/core/locale';
import { formatCents } from '@backroom/core/money';
import type { OrderView, RefundView } from '@backroom/core/orders/order-contract';
import { taxLineLabel } from '@backroom/core/tax/tax-line-label';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SummaryRow } from '../../components/summary-row';
import { RichMessage } from '../../lib/i18n/rich-message';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { receiptMessages } from './receipt.messages';
import type { messages as receiptWords } from './receipt.messages.en';

type ReceiptTranslator = Translator<keyof typeof receiptWords>;

interface ReceiptRefundsProps {
  order: OrderView;
  /** A narrow window: the quantity column says 'Qty'. */
  short: boolean;
}

/** The receipt's Refunds section: each refund of the order, then what was given back in all; nothing when there are none. */
export function ReceiptRefunds({ order, short }: ReceiptRefundsProps) {
  const t = useMessages(receiptMessages);
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const money = (cents: number) => formatCents(cents, t.locale);
  const refundedTotal = order.refundedTotal ?? refunds.reduce((sum, refund) => sum + refund.total, 0);
  return (
    <Box component="section" aria-labelledby="receipt-refunds" sx={{ mt: 4 }} data-testid="receipt-refunds">
      <Typography id="receipt-refunds" component="h2" variant="h5" gutterBottom>
        {t('receipt.refunds')}
      </Typography>
      {refunds.map((refund) => (
        <RefundBlock key={refund.number} refund={refund} firstRefund={refund.number === refunds[0]?.number} short={short} t={t} />
      ))}
      <Box sx={{ textAlign: { sm: 'right' }, fontWeight: 700 }} data-testid="receipt-refunds-summary">
        <Typography sx={{ fontWeight: 'inherit' }}>{t('receipt.refundedInAll', { amount: money(refundedTotal) })}</Typography>
        <Typography sx={{ fontWeight: 'inherit' }}>{t('receipt.paidAfterRefunds', { amount: money(order.total - refundedTotal) })}</Typography>
      </Box>
    </Box>
  );
}

/** How the refund's money reaches the shopper, in their words. */
function payoutText(refund: RefundView, t: ReceiptTranslator): string {
  if (refund.payout === 'FAILED') return t('receipt.refund.failed');
  const pending = refund.payout === 'PENDING';
  switch (refund.method) {
    case 'card':
      return t(pending ? 'receipt.refund.cardPending' : 'receipt.refund.card');
    case 'emt':
      return t(pending ? 'receipt.refund.emtPending' : 'receipt.refund.emt');
    case 'manual':
      return t(pending ? 'receipt.refund.manualPending' : 'receipt.refund.manual');
  }
}

interface RefundBlockProps {
  refund: RefundView;
  /** No refund came before it: a cancellation gives back the whole payment. */
  firstRefund: boolean;
  short: boolean;
  t: ReceiptTranslator;
}

function RefundBlock({ refund, firstRefund, short, t }: RefundBlockProps) {
  const money = (cents: number) => formatCents(cents, t.locale);
  const number = String(refund.number);
  const headingId = `receipt-refund-${number}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ mb: 2, p: 2 }} data-testid={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        <RichMessage
          catalogue={receiptMessages}
          id="receipt.refund.title"
          values={{ number, date: formatDate(refund.createdAt, t.locale) }}
          components={{ 0: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
        />
      </Typography>
      {refund.kind === 'CANCELLATION' && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(firstRefund ? 'receipt.refund.cancelled' : 'receipt.refund.cancelledRest')}
        </Typography>
      )}
      {refund.lines.length > 0 && (
        <Box sx={{ mb: 1, overflowX: 'auto' }}>
          <Table aria-label={t('receipt.refund.items', { number })} size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: 0 }}>{t('receipt.item')}</TableCell>
                <TableCell align="right" sx={{ width: '20%' }}>
                  {t(short ? 'receipt.qty' : 'receipt.quantity')}
                </TableCell>
                <TableCell align="right" sx={{ pr: 0, width: '25%' }}>
                  {t('receipt.refund.amount')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refund.lines.map((line) => (
                <TableRow key={line.itemId}>
                  <TableCell sx={{ pl: 0 }}>{displayName(line.name)}</TableCell>
                  <TableCell align="right">{line.count}</TableCell>
                  <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
                    {money(line.price * line.count)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 } }}>
        <Table aria-label={t('receipt.refund.totals', { number })} size="small">
          <TableBody>
            {refund.discount !== 0 && <SummaryRow label={t('receipt.refund.discount')} value={money(-refund.discount)} flush />}
            {refund.shipping !== 0 && <SummaryRow label={t('receipt.refund.shipping')} value={money(refund.shipping)} flush />}
            {refund.adjustment !== 0 && <SummaryRow label={t('receipt.refund.adjustment')} value={money(refund.adjustment)} flush />}
            {refund.taxLines.map((line) => (
              <SummaryRow key={line.kind} label={taxLineLabel(line, t.locale)} value={money(line.amount)} flush />
            ))}
            <SummaryRow label={t('receipt.refund.total')} value={money(refund.total)} strong flush />
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }} data-testid={`${headingId}-payout`}>
        {payoutText(refund, t)}
      </Typography>
    </Paper>
  );
}
