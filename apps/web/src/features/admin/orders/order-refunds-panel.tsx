import { formatCents } from '@backroom/core/money';
import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import type { MoneyReturnView, StaffRefund } from '@backroom/core/payments/money-return-contract';
import { Alert, Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { orderRefundsQuery } from './api/staff-refunds';
import {
  actorLabel,
  backOfficeTime,
  MONEY_RETURN_KIND_LABELS,
  MONEY_RETURN_REASON_LABELS,
  moneyReturnMethodLabel,
} from '../shared/money-return-labels';
import { PayoutStateChip } from '../shared/payout-state-chip';
import { RefundDialog } from './refund-dialog';
import { RefundFiguresTable } from './refund-figures-table';
import { useCanEdit } from '../shared/staff-access';
import { StackedTable } from '../shared/stacked-table';

const REFUND_KIND_LABELS: Record<StaffRefund['kind'], string> = { STAFF: 'Staff refund', CANCELLATION: 'Cancellation' };

/**
 * The Refunds part of an order staff opened: each refund with how its money is going back, money
 * given back apart from refunds, what is left to refund, and for staff the Refund dialog.
 */
export function OrderRefundsPanel({ order, view }: { order: StaffOrder; view: OrderView | undefined }) {
  const canEdit = useCanEdit();
  const refunds = useQuery(orderRefundsQuery(order.store, order.id));
  const [refunding, setRefunding] = useState(false);
  const [made, setMade] = useState<number | null>(null);
  const headingId = useId();
  const data = refunds.data;
  const refunded = data?.refunds.reduce((sum, refund) => sum + refund.total, 0) ?? 0;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="h6">
          Refunds
        </Typography>
        {canEdit && data && data.refundable > 0 && (
          <Button
            variant="outlined"
            color="error"
            disabled={!view}
            onClick={() => {
              setMade(null);
              setRefunding(true);
            }}
          >
            Refund
          </Button>
        )}
      </Stack>
      {refunds.isPending && <Typography role="status">Loading the refunds...</Typography>}
      {refunds.error && <Alert severity="error">The refunds could not be loaded: {refunds.error.message}</Alert>}
      {made !== null && (
        <Alert severity="success" onClose={() => setMade(null)} sx={{ mb: 2 }}>
          Refund made: {formatCents(made)} going back.
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          {data.captured === 0 && data.refunds.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {data.otherReturns.length === 0 ? 'Nothing has been paid: nothing to refund.' : 'Nothing to refund.'}
            </Typography>
          ) : (
            <Typography variant="body2">
              Captured {formatCents(data.captured)} · Refunded {formatCents(refunded)} · Left to refund {formatCents(data.refundable)}
            </Typography>
          )}
          {data.refunds.length === 0 && data.captured > 0 && (
            <Typography variant="body2" color="text.secondary">
              No refunds.
            </Typography>
          )}
          {data.refunds.map((refund) => (
            <RefundEntry key={refund.number} refund={refund} />
          ))}
          {data.otherReturns.length > 0 && <OtherReturns returns={data.otherReturns} />}
        </Stack>
      )}
      {refunding && view && data && (
        <RefundDialog
          order={order}
          view={view}
          refunds={data}
          onClose={() => setRefunding(false)}
          onRefunded={(total) => {
            setRefunding(false);
            setMade(total);
          }}
        />
      )}
    </Box>
  );
}

/** How a return's money is going back, and how it ended once it has. */
function howMoneyGoesBack(money: Pick<MoneyReturnView, 'method' | 'provider' | 'kind'>): string {
  return `${moneyReturnMethodLabel(money.method, money.provider)}${money.kind ? ` (${MONEY_RETURN_KIND_LABELS[money.kind]})` : ''}`;
}

function RefundEntry({ refund }: { refund: StaffRefund }) {
  const titleId = useId();
  const money = refund.moneyReturn;
  return (
    <Box component="article" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h4" variant="subtitle1">
          Refund {refund.number}
        </Typography>
        <Chip size="small" label={REFUND_KIND_LABELS[refund.kind]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {backOfficeTime(refund.createdAt)} · by {actorLabel(refund.actor)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2">Money back: {howMoneyGoesBack(money ?? { method: refund.method, provider: null, kind: null })}</Typography>
        <PayoutStateChip state={refund.payout} />
      </Stack>
      {money && money.state !== 'SUCCEEDED' && (money.code || money.message) && (
        <Typography variant="body2" color={money.state === 'FAILED' ? 'error' : 'text.secondary'}>
          {[money.code, money.message].filter(Boolean).join(': ')}
        </Typography>
      )}
      {money?.needsAttention && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {money.method === 'emt' && money.state === 'PENDING' ? `Waiting in Needs attention: send the e-transfer to ${money.customerEmail}.` : 'Listed in Needs attention.'}
        </Typography>
      )}
      {refund.note && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Note: {refund.note}
        </Typography>
      )}
      <RefundFiguresTable figures={refund} label={`Refund ${refund.number} figures`} totalLabel="Total" sx={{ mt: 1 }} />
    </Box>
  );
}

function OtherReturns({ returns }: { returns: readonly MoneyReturnView[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h4" variant="subtitle1">
        Money returned apart from refunds
      </Typography>
      <StackedTable
        label="Money returned apart from refunds"
        framed={false}
        columns={['Created', 'Reason', 'How', 'State', "Provider's answer", { label: 'Amount', align: 'right' }]}
      >
        {returns.map((money) => (
          <TableRow key={money.id}>
            <TableCell>{backOfficeTime(money.createdAt)}</TableCell>
            <TableCell>{MONEY_RETURN_REASON_LABELS[money.reason]}</TableCell>
            <TableCell>{howMoneyGoesBack(money)}</TableCell>
            <TableCell>
              <PayoutStateChip state={money.state} />
            </TableCell>
            <TableCell>{[money.code, money.message].filter(Boolean).join(': ') || '—'}</TableCell>
            <TableCell align="right">{formatCents(money.amountCents)}</TableCell>
          </TableRow>
        ))}
      </StackedTable>
    </Box>
  );
}
