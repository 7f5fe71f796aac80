import { formatCents, parseDollars } from '@backroom/core/money';
import { Alert, AlertTitle, Box, Button, Link, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CreateForm } from '../shared/create-form';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';
import { useCanEdit } from '../shared/staff-access';
import { type GiftCardStateFilter, issueGiftCard, staffGiftCardsQuery } from './api/staff-gift-cards';
import { GiftCardHistoryDialog } from './gift-card-history-dialog';
import { GiftCardLiabilityFigure } from '../shared/gift-card-liability';
import { cardName, GiftCardChips } from './gift-card-labels';

/**
 * /admin/gift-cards: every card (last 4, recipient, balance, state), the outstanding balance owed
 * to holders (a liability, not revenue), a card's history with void and adjust, and a card issued
 * by hand. No card expires and none carries a fee (Nova Scotia's Consumer Protection Act).
 */
export function GiftCardsScreen() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const [state, setState] = useState<GiftCardStateFilter>('ALL');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const { data: cards, error, isPlaceholderData } = useQuery({ ...staffGiftCardsQuery(state, search), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'gift-cards'] });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Gift cards</ScreenTitle>
      <GiftCardLiabilityFigure />
      {canEdit && <IssueGiftCardForm onIssued={refresh} />}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField select label="State" size="small" value={state} onChange={(event) => setState(event.target.value as GiftCardStateFilter)} sx={{ width: 180 }}>
          <MenuItem value="ALL">All states</MenuItem>
          <MenuItem value="ACTIVE">Active</MenuItem>
          <MenuItem value="PENDING">Not sent yet</MenuItem>
          <MenuItem value="VOIDED">Voided</MenuItem>
        </TextField>
        <TextField label="Last 4 or recipient" size="small" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ width: 240 }} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <StackedTable
        label="Gift cards"
        busy={isPlaceholderData}
        columns={['Card', 'Recipient', { label: 'Balance', align: 'right' }, 'State', 'Issued', '']}
        footer={cards?.length === 0 && <Typography sx={{ p: 2 }}>No gift cards.</Typography>}
      >
        {(cards ?? []).map((card) => (
          <TableRow key={card.id} hover selected={card.id === openId}>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{cardName(card)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{[card.recipientName, card.recipientEmail].filter(Boolean).join(' · ') || 'The buyer'}</TableCell>
            <TableCell align="right">
              {formatCents(card.balance)}
              {card.balance !== card.initialAmount && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` of ${formatCents(card.initialAmount)}`}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <GiftCardChips card={card} />
            </TableCell>
            <TableCell>
              {card.issuedHow === 'SOLD' && card.orderId ? (
                <>
                  {'Sold, order '}
                  <Link href={`/order/${encodeURIComponent(card.orderId)}`} target="_blank" rel="noopener">
                    {card.orderId}
                  </Link>
                </>
              ) : (
                'By staff'
              )}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {card.createdAt.slice(0, 10)}
              </Typography>
            </TableCell>
            <TableCell>
              <Button size="small" variant="outlined" onClick={() => setOpenId(card.id)} aria-label={`History of ${cardName(card)}`}>
                History
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </StackedTable>
      {openId && <GiftCardHistoryDialog id={openId} onClose={() => setOpenId(null)} onChanged={refresh} />}
    </Stack>
  );
}

const NO_VALUES = { amount: '', recipientName: '', recipientEmail: '', message: '', note: '' };

/** A card issued by hand (a gift, a store credit for a return): its whole code is shown once, here. */
function IssueGiftCardForm({ onIssued }: { onIssued: () => void }) {
  const [values, setValues] = useState(NO_VALUES);
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: issueGiftCard,
    onSuccess: () => {
      setValues(NO_VALUES);
      onIssued();
    },
  });
  const field = (name: keyof typeof NO_VALUES) => ({
    size: 'small' as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseDollars(values.amount);
    if (amount === null || amount < 1) return setProblem('An amount is in dollars, e.g. 25.00.');
    if (values.note.trim() === '') return setProblem('Say why the card is issued (the note is kept in its history).');
    setProblem(null);
    issue.mutate({ amount, recipientName: values.recipientName.trim(), recipientEmail: values.recipientEmail.trim(), message: values.message.trim(), note: values.note.trim(), locale: 'en-CA' });
  };
  return (
    <Stack spacing={1}>
      <CreateForm label="Issue a gift card" onSubmit={onSubmit} submitLabel="Issue card" pending={issue.isPending} problem={problem} error={issue.error} wrap>
        <TextField label="Amount ($)" {...field('amount')} sx={{ width: 130 }} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField label="Recipient's name" {...field('recipientName')} />
        <TextField label="Recipient's e-mail" type="email" {...field('recipientEmail')} helperText="Empty: not e-mailed" />
        <TextField label="Message" {...field('message')} />
        <TextField label="Note (why)" {...field('note')} />
      </CreateForm>
      {issue.data && (
        <Alert severity="success" onClose={() => issue.reset()} data-testid="issued-gift-card">
          <AlertTitle>Gift card issued: {formatCents(issue.data.initialAmount)}</AlertTitle>
          Code{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em' }}>
            {issue.data.code}
          </Box>
          . It is shown this once only{issue.data.recipientEmail ? `, and was e-mailed to ${issue.data.recipientEmail}` : ': give it to the holder now'}.
        </Alert>
      )}
    </Stack>
  );
}
