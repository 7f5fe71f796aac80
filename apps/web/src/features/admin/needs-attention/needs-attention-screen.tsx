import { formatCents } from '@backroom/core/money';
import type { MoneyReturnView, SettleMoneyReturnBody } from '@backroom/core/payments/money-return-contract';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { MONEY_RETURNS_KEY, moneyReturnsNeedingAttentionQuery, retryMoneyReturn, settleMoneyReturn } from '../shared/api/staff-money-returns';
import { backOfficeTime, MONEY_RETURN_REASON_LABELS, moneyReturnMethodLabel } from '../shared/money-return-labels';
import { PayoutStateChip } from '../shared/payout-state-chip';
import { useCanEdit } from '../shared/staff-access';
import { TEST_ORDER_ROW, TestOrderChip } from '../shared/test-order-mark';
import { StackedTable } from '../shared/stacked-table';
import { ScreenTitle } from '../shared/screen-title';
import { BackupAttention, useBackupNeedsAttention } from './backup-attention';

type Settlement = SettleMoneyReturnBody['kind'];

const SETTLE_BUTTONS: Record<Settlement, string> = { E_TRANSFER: 'E-transfer sent', MANUAL: 'Settled by hand' };

/** A failed card return is tried again by the provider; any other is given back by staff. */
const canRetry = (money: MoneyReturnView) => money.method === 'card' && money.state === 'FAILED';

/** What a return's order, shopper and amount read as in a sentence. */
const returnOf = (money: MoneyReturnView) => `${formatCents(money.amountCents)} to ${money.customerName || money.customerEmail} (order ${money.store}/${money.orderId})`;

const problemOf = (error: Error) => (error instanceof ApiError ? `${error.message} (${error.code})` : error.message);

/**
 * /admin/needs-attention: the shop's backups when the last failed or none was made for twice the
 * interval, then money going back to shoppers that needs staff, oldest first: card
 * returns the provider refused or that keep failing, e-transfers to send, returns to make by hand.
 * Staff try a card return again, or say they gave the money back themselves.
 */
export function NeedsAttentionScreen() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const returns = useQuery(moneyReturnsNeedingAttentionQuery);
  const backupsNeedAttention = useBackupNeedsAttention();
  const [settling, setSettling] = useState<{ money: MoneyReturnView; kind: Settlement } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MONEY_RETURNS_KEY });
    // The orders' refunds show how their money is going back.
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
  };
  const retry = useMutation({
    mutationFn: (money: MoneyReturnView) => retryMoneyReturn(money.id),
    onSuccess: (tried) => {
      setDone(`Tried again: the return of ${returnOf(tried)} is ${tried.state}.${tried.state === 'FAILED' && tried.message ? ` ${tried.message}` : ''}`);
      refresh();
    },
  });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Needs attention</ScreenTitle>
      <Typography variant="body2" color="text.secondary">
        A backup that failed or is late, and money going back to shoppers that needs you, oldest first: card returns the provider refused or that keep failing, and
        e-transfers to send.
      </Typography>
      <BackupAttention />
      {returns.isPending && <Typography role="status">Loading...</Typography>}
      {returns.error && <Alert severity="error">The list could not be loaded: {returns.error.message}</Alert>}
      {retry.error && (
        <Alert severity="error" onClose={() => retry.reset()}>
          Not tried again: {problemOf(retry.error)}
        </Alert>
      )}
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {returns.data?.length === 0 && <Typography>{backupsNeedAttention ? 'No money going back needs attention.' : 'Nothing needs attention.'}</Typography>}
      {returns.data && returns.data.length > 0 && (
        <StackedTable
          label="Money going back that needs attention"
          labelsAbove
          columns={['Amount', 'Customer', 'Order', 'How and state', "Provider's answer", canEdit && { label: 'Actions', labelOnPhone: false }]}
        >
          {returns.data.map((money) => (
            <TableRow key={money.id} data-environment={money.environment} sx={{ verticalAlign: 'top', ...(money.environment === 'TEST' ? TEST_ORDER_ROW : {}) }}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatCents(money.amountCents)}
                </Typography>
                <Typography variant="body2">{MONEY_RETURN_REASON_LABELS[money.reason]}</Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Typography variant="body2">{money.customerName}</Typography>
                {money.method === 'emt' ? (
                  <Box sx={{ mt: 0.5, p: 1, border: 2, borderColor: 'warning.main', borderRadius: 1 }}>
                    <Typography variant="caption" component="p">
                      Send the e-transfer to
                    </Typography>
                    <Typography variant="body1" sx={{ fontWeight: 700, overflowWrap: 'anywhere', userSelect: 'all' }}>
                      {money.customerEmail}
                    </Typography>
                  </Box>
                ) : (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {money.customerEmail}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Typography variant="body2">
                  {money.store}/<wbr />
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {money.orderId}
                  </Box>
                </Typography>
                {money.environment === 'TEST' && <TestOrderChip />}
                <Typography variant="caption" component="p" color="text.secondary">
                  Created {backOfficeTime(money.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 130 }}>
                <Typography variant="body2">{moneyReturnMethodLabel(money.method, money.provider)}</Typography>
                <PayoutStateChip state={money.state} />
                <Typography variant="caption" component="p">
                  Tries: {money.tries}
                </Typography>
                {money.nextTryAt && (
                  <Typography variant="caption" component="p">
                    Next try {backOfficeTime(money.nextTryAt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                {money.code && (
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {money.code}
                  </Typography>
                )}
                {money.message && <Typography variant="body2">{money.message}</Typography>}
                {!money.code && !money.message && '—'}
              </TableCell>
              {canEdit && (
                <TableCell>
                  <Stack spacing={1} sx={{ minWidth: 150 }}>
                    {canRetry(money) && (
                      <Button size="small" variant="contained" disabled={retry.isPending} onClick={() => retry.mutate(money)}>
                        Try again
                      </Button>
                    )}
                    {(['E_TRANSFER', 'MANUAL'] as const).map((kind) => (
                      <Button key={kind} size="small" variant={kind === 'E_TRANSFER' && money.method === 'emt' ? 'contained' : 'outlined'} onClick={() => setSettling({ money, kind })}>
                        {SETTLE_BUTTONS[kind]}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </StackedTable>
      )}
      {settling && (
        <SettleDialog
          money={settling.money}
          kind={settling.kind}
          onClose={() => setSettling(null)}
          onSettled={(settled) => {
            setSettling(null);
            setDone(`The return of ${returnOf(settled)} is marked as ${settling.kind === 'E_TRANSFER' ? 'sent by e-transfer' : 'settled by hand'}.`);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

interface SettleDialogProps {
  money: MoneyReturnView;
  kind: Settlement;
  onClose(): void;
  onSettled(settled: MoneyReturnView): void;
}

/** Staff confirm they gave the money back themselves, with a note if they like. */
function SettleDialog({ money, kind, onClose, onSettled }: SettleDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [note, setNote] = useState('');
  const settle = useMutation({ mutationFn: () => settleMoneyReturn(money.id, { kind, note: note.trim() }), onSuccess: onSettled });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settle.isPending) settle.mutate();
  };
  const close = () => {
    if (!settle.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <DialogTitle id={titleId}>{kind === 'E_TRANSFER' ? 'E-transfer sent?' : 'Settled by hand?'}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {kind === 'E_TRANSFER'
              ? `You sent ${formatCents(money.amountCents)} by Interac e-transfer to ${money.customerEmail} (order ${money.store}/${money.orderId}).`
              : `You gave back ${returnOf(money)} another way: the provider's dashboard, cash, a cheque.`}{' '}
            The return is marked as done and leaves this list; it cannot be undone here.
          </DialogContentText>
          <TextField
            label="Note (optional)"
            size="small"
            fullWidth
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {settle.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>Not marked</AlertTitle>
              {problemOf(settle.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={settle.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={settle.isPending}>
            {kind === 'E_TRANSFER' ? 'Yes, e-transfer sent' : 'Yes, settled by hand'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
