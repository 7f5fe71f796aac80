import { formatCents } from '@backroom/core/money';
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { giftCardLiabilityQuery } from './api/staff-gift-card-liability';

/**
 * What the active gift cards hold: owed to their holders until spent (a liability, not revenue;
 * counted as a sale only when a card buys something). On the Gift cards screen and the dashboard.
 */
export function GiftCardLiabilityFigure({ period }: { period?: { sold: number; redeemed: number } | undefined }) {
  const { data, error } = useQuery(giftCardLiabilityQuery);
  return (
    <Paper component="section" aria-label="Gift card liability" sx={{ p: 2, minWidth: 0 }} data-testid="gift-card-liability">
      <Typography variant="body2" color="text.secondary">
        Gift cards outstanding (liability)
      </Typography>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {data ? formatCents(data.outstanding) : error ? 'Not available' : '…'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {data ? `On ${data.activeCards} active ${data.activeCards === 1 ? 'card' : 'cards'}. ` : ''}
        {period ? `Sold in these dates ${formatCents(period.sold)}, redeemed ${formatCents(period.redeemed)}. ` : ''}
        No expiry, no fees.
      </Typography>
    </Paper>
  );
}
