import { formatCents, parseDollars } from '@backroom/core/money';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TableCell, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StackedTable } from '../shared/stacked-table';
import { useCanEdit } from '../shared/staff-access';
import { adjustGiftCard, type GiftCardHistoryEntry, staffGiftCardQuery, voidGiftCard } from './api/staff-gift-cards';
import { cardName, GiftCardChips } from './gift-card-labels';

const KIND_NAMES: Record<GiftCardHistoryEntry['kind'], string> = {
  ISSUED: 'Issued',
  REDEEMED: 'Redeemed',
  RELEASED: 'Given back (order not paid)',
  REFUNDED: 'Refunded to the card',
  ADJUSTED: 'Adjusted',
  VOIDED: 'Voided',
};

const when = (at: string) => new Date(at).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Halifax' });
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `-${formatCents(-cents)}` : formatCents(0));

/** A card's whole history (issued, redeemed with its orders, refunded, adjusted, voided), with void and adjust for staff. */
export function GiftCardHistoryDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { data: card, error, refetch } = useQuery(staffGiftCardQuery(id));
  const canEdit = useCanEdit();
  const changed = () => {
    void refetch();
    onChanged();
  };
  const title = card ? `Gift card ${cardName(card)}` : 'Gift card';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="gift-card-title">
      <DialogTitle id="gift-card-title">{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        {card && (
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <GiftCardChips card={card} />
              <Typography>
                Balance <strong>{formatCents(card.balance)}</strong> of {formatCents(card.initialAmount)}
              </Typography>
              <Typography color="text.secondary">{[card.recipientName, card.recipientEmail].filter(Boolean).join(' · ') || 'For the buyer'}</Typography>
            </Box>
            {card.note && <Typography variant="body2">Note: {card.note}</Typography>}
            <StackedTable label="Gift card history" framed={false} columns={['What', 'When', { label: 'Amount', align: 'right' }, { label: 'Balance after', align: 'right' }, 'Order', 'Note', 'By']}>
              {card.history.map((entry, index) => (
                <TableRow key={`${entry.at}-${index}`}>
                  <TableCell>{KIND_NAMES[entry.kind]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</TableCell>
                  <TableCell align="right">{signed(entry.amount)}</TableCell>
                  <TableCell align="right">{formatCents(entry.balanceAfter)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.orderId && (
                      <Link href={`/order/${encodeURIComponent(entry.orderId)}`} target="_blank" rel="noopener">
                        {entry.orderId}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.note}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actor}</TableCell>
                </TableRow>
              ))}
            </StackedTable>
            {canEdit && card.state === 'ACTIVE' && <ChangeCardForm id={card.id} onChanged={changed} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

type Change = 'adjust' | 'void';

/** Adjust by an amount (+ adds, − takes) or void, each with a required note kept in the card's history. */
function ChangeCardForm({ id, onChanged }: { id: string; onChanged: () => void }) {
  const [change, setChange] = useState<Change>('adjust');
  const [direction, setDirection] = useState<1 | -1>(1);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (): Promise<unknown> => (change === 'void' ? voidGiftCard(id, note.trim()) : adjustGiftCard(id, direction * (parseDollars(amount) ?? 0), note.trim())),
    onSuccess: () => {
      setAmount('');
      setNote('');
      onChanged();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (change === 'adjust' && (cents === null || cents < 1)) return setProblem('An amount is in dollars, e.g. 10.00.');
    if (note.trim() === '') return setProblem('A note saying why is required.');
    setProblem(null);
    save.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change this gift card" sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Change" value={change} onChange={(_event, value: Change | null) => value && setChange(value)}>
        <ToggleButton value="adjust">Adjust</ToggleButton>
        <ToggleButton value="void">Void</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
        {change === 'adjust' && (
          <>
            <ToggleButtonGroup exclusive size="small" aria-label="Add or take" value={direction} onChange={(_event, value: 1 | -1 | null) => value && setDirection(value)}>
              <ToggleButton value={1}>Add</ToggleButton>
              <ToggleButton value={-1}>Take</ToggleButton>
            </ToggleButtonGroup>
            <TextField label="Amount ($)" size="small" value={amount} onChange={(event) => setAmount(event.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: { sm: 130 } }} />
          </>
        )}
        <TextField label="Note (why)" required size="small" value={note} onChange={(event) => setNote(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" color={change === 'void' ? 'error' : 'primary'} disabled={save.isPending}>
          {change === 'void' ? 'Void card' : 'Save adjustment'}
        </Button>
      </Stack>
      {change === 'void' && <Typography variant="body2" color="text.secondary">A voided card can no longer pay; its balance leaves the liability.</Typography>}
      {(problem ?? save.error) && <Alert severity="error">{problem ?? save.error?.message}</Alert>}
    </Box>
  );
}
