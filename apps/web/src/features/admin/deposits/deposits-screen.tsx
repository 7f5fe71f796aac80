import type { AwaitingTransferView, DepositImportResult, DepositView, ImportedDeposit, SameTransferView } from '@backroom/core/emt/deposit-contract';
import type { NearMatchReason } from '@backroom/core/emt/deposit-matching';
import { formatDate } from '@backroom/core/locale';
import { formatCents } from '@backroom/core/money';
import { Alert, AlertTitle, Box, Button, Chip, ListSubheader, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ScreenTitle } from '../shared/screen-title';
import { useCanEdit } from '../shared/staff-access';
import { confirmDeposit, DEPOSITS_KEY, dismissDeposit, importDepositFiles, importPastedNotices, openDepositsQuery } from './api/staff-deposits';

const NEAR_REASONS: Record<NearMatchReason, string> = {
  'amount-without-reference': 'Right amount, but no reference in the message',
  'reference-wrong-amount': 'Names an order, but the amount is not its total',
  'several-candidates': 'Several orders fit',
  'order-already-matched': 'Its order was paid already',
};

const RESULT_LABELS: Record<ImportedDeposit['result'], { label: string; color: 'success' | 'warning' | 'default' | 'info' }> = {
  matched: { label: 'Matched: order paid', color: 'success' },
  'to-confirm': { label: 'To confirm', color: 'warning' },
  unmatched: { label: 'Unmatched', color: 'default' },
  duplicate: { label: 'Imported before', color: 'info' },
  'same-transfer': { label: 'Same transfer, set aside', color: 'info' },
};
const RESULT_ORDER = ['matched', 'to-confirm', 'unmatched', 'same-transfer', 'duplicate'] as const;

const problemOf = (error: Error) => (error instanceof ApiError ? error.message : `The deposits could not be sent: ${error.message}`);

/** An instant on the shop's clock, as staff in Liverpool read it. */
const halifaxTime = (iso: string) => formatDate(iso, 'en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A date the bank gave (a day, or an instant) as staff read it. */
const receivedOn = (date: string) => (date.length === 10 ? date : halifaxTime(date));

/** A day the bank gave as staff read it ("Nov 20, 2026"): a date as it is, an instant on Halifax's calendar. */
const dayOf = (date: string) => (date.length === 10 ? formatDate(date, 'en-CA', { dateStyle: 'medium' }, 'UTC') : formatDate(date, 'en-CA', { dateStyle: 'medium' }));

/** The other record of a transfer read twice, as a sentence names it. */
const recordOf = (record: { source: DepositView['source']; fileName: string | null; receivedAt: string }) =>
  `${record.source === 'csv' ? "the bank file's line" : 'the Interac notice'} of ${dayOf(record.receivedAt)}${record.fileName ? ` (${record.fileName})` : ''}`;

/** What a deposit set aside on import repeats, said plainly. */
function sameTransferSentence(first: SameTransferView): string {
  const fate = first.orderId ? `which paid order ${first.orderId}` : first.status === 'dismissed' ? 'which was dismissed' : 'which waits for you under To confirm';
  return `Same transfer as ${recordOf(first)}, ${fate}. Set aside so it is not counted twice.`;
}

/** Grid of cards: one column on a phone, two from a desk's width. */
const CARDS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * /admin/deposits: staff bring in Interac deposit notices (pasted, or .eml files) or the bank's
 * CSV; deposits naming an order's reference with its total pay it at once, near ones wait here to
 * be confirmed against an order, or dismissed (docs/decisions/042).
 */
export function DepositsScreen() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const open = useQuery(openDepositsQuery);
  const [lastImport, setLastImport] = useState<DepositImportResult | null>(null);
  const [pasted, setPasted] = useState('');
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
  };
  const importing = useMutation({
    mutationFn: (input: string | File[]) => (typeof input === 'string' ? importPastedNotices(input) : importDepositFiles(input)),
    onSuccess: (result, input) => {
      setLastImport(result);
      if (typeof input === 'string') setPasted('');
      settled();
    },
  });
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <ScreenTitle>E-transfers</ScreenTitle>
      <Typography variant="body2" color="text.secondary">
        Bring in your Interac deposit notices or your bank&apos;s file. A deposit whose message names an order&apos;s reference (BR-…) with its exact total
        marks that order paid and thanks the shopper; the others wait below for you.
      </Typography>

      {canEdit ? (
        <Paper component="section" aria-labelledby="deposits-import" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography id="deposits-import" component="h2" variant="h6">
              Bring in deposits
            </Typography>
            <TextField
              label="Paste deposit notices"
              helperText="The text of one or more Interac e-Transfer notices, English or French, as your e-mail shows them."
              multiline
              minRows={4}
              maxRows={14}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
              <Button variant="contained" disabled={importing.isPending || pasted.trim() === ''} onClick={() => importing.mutate(pasted)}>
                Read and match
              </Button>
              <Button variant="outlined" component="label" disabled={importing.isPending}>
                Upload .eml or .csv files
                <input
                  hidden
                  type="file"
                  multiple
                  accept=".eml,.csv,message/rfc822,text/csv"
                  aria-label="Deposit files"
                  onChange={(event) => {
                    const files = [...(event.target.files ?? [])];
                    if (files.length > 0) importing.mutate(files);
                    event.target.value = '';
                  }}
                />
              </Button>
            </Stack>
            {importing.isPending && <Typography role="status">Reading and matching...</Typography>}
            {importing.error && (
              <Alert severity="error" onClose={() => importing.reset()}>
                <AlertTitle>Nothing was imported</AlertTitle>
                {problemOf(importing.error)}
              </Alert>
            )}
          </Stack>
        </Paper>
      ) : (
        <Alert severity="info">You can see the deposits; bringing them in and confirming them needs the staff role.</Alert>
      )}

      {lastImport && <ImportResult result={lastImport} onClose={() => setLastImport(null)} />}

      <Box component="section" aria-labelledby="deposits-to-confirm">
        <Typography id="deposits-to-confirm" component="h2" variant="h6" gutterBottom>
          To confirm
        </Typography>
        {open.isPending && <Typography role="status">Loading...</Typography>}
        {open.error && <Alert severity="error">The deposits could not be loaded: {open.error.message}</Alert>}
        {open.data?.deposits.length === 0 && <Typography>No deposit is waiting for you.</Typography>}
        {open.data && open.data.deposits.length > 0 && (
          <Box sx={CARDS}>
            {open.data.deposits.map((deposit) => (
              <WaitingDeposit key={deposit.id} deposit={deposit} awaiting={open.data.awaiting} canEdit={canEdit} onSettled={settled} />
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="deposits-awaiting">
        <Typography id="deposits-awaiting" component="h2" variant="h6" gutterBottom>
          Orders awaiting an e-transfer
        </Typography>
        {open.data?.awaiting.length === 0 && <Typography>No order is waiting for an e-transfer.</Typography>}
        {open.data && open.data.awaiting.length > 0 && (
          <Box sx={CARDS}>
            {open.data.awaiting.map((order) => (
              <Paper key={order.orderId} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="awaiting-order">
                <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={1}>
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{order.reference}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatCents(order.totalCents)}</Typography>
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {order.customerName} · {order.customerEmail}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Order {order.orderId}
                  {order.holdUntil ? ` · held until ${halifaxTime(order.holdUntil)}` : ''}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** What an import did: a count of each outcome, each deposit, and what could not be read. */
function ImportResult({ result, onClose }: { result: DepositImportResult; onClose: () => void }) {
  const count = (kind: ImportedDeposit['result']) => result.deposits.filter((deposit) => deposit.result === kind).length;
  return (
    <Paper component="section" aria-labelledby="deposits-result" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
          <Typography id="deposits-result" component="h2" variant="h6">
            Last import
          </Typography>
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Outcome of the import">
          {RESULT_ORDER.map((kind) => (
            <Chip key={kind} label={`${RESULT_LABELS[kind].label}: ${count(kind)}`} color={RESULT_LABELS[kind].color} variant={count(kind) > 0 ? 'filled' : 'outlined'} />
          ))}
          {result.ignoredLines > 0 && <Chip label={`Other bank lines skipped: ${result.ignoredLines}`} variant="outlined" />}
        </Stack>
        {result.problems.length > 0 && (
          <Alert severity="warning">
            <AlertTitle>Not read</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {result.problems.map((problem, index) => (
                <li key={index}>
                  {problem.fileName ? `${problem.fileName}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Box sx={CARDS}>
          {result.deposits.map(({ result: outcome, deposit }) => (
            <Paper key={`${deposit.id}-${outcome}`} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="imported-deposit">
              <Stack spacing={0.5}>
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Typography sx={{ fontWeight: 700 }}>{formatCents(deposit.amountCents)}</Typography>
                  <Chip size="small" label={RESULT_LABELS[outcome].label} color={RESULT_LABELS[outcome].color} />
                </Stack>
                <DepositFacts deposit={deposit} />
                {deposit.orderId && <Typography variant="body2">Paid order {deposit.orderId}</Typography>}
                {deposit.sameTransferAs && <Typography variant="body2">{sameTransferSentence(deposit.sameTransferAs)}</Typography>}
              </Stack>
            </Paper>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}

/** Sender, date and message of a deposit, wrapped within a phone's width. */
function DepositFacts({ deposit }: { deposit: DepositView }) {
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {deposit.sender || 'Sender not given'}
        {deposit.senderEmail ? ` · ${deposit.senderEmail}` : ''} · {receivedOn(deposit.receivedAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {deposit.message ? `Message: ${deposit.message}` : 'No message'}
        {deposit.fileName ? ` · from ${deposit.fileName}` : ''}
      </Typography>
    </>
  );
}

/** A deposit waiting for a person: the orders that fit, a picker of every order awaiting an e-transfer, Confirm and Dismiss. */
function WaitingDeposit({ deposit, awaiting, canEdit, onSettled }: { deposit: DepositView; awaiting: readonly AwaitingTransferView[]; canEdit: boolean; onSettled: () => void }) {
  const [orderId, setOrderId] = useState(deposit.candidates[0]?.orderId ?? '');
  const confirming = useMutation({ mutationFn: () => confirmDeposit(deposit.id, orderId), onSuccess: onSettled });
  const dismissing = useMutation({ mutationFn: () => dismissDeposit(deposit.id), onSuccess: onSettled });
  const chosen = awaiting.find((order) => order.orderId === orderId);
  const difference = chosen ? deposit.amountCents - chosen.totalCents : 0;
  const candidateIds = new Set(deposit.candidates.map((candidate) => candidate.orderId));
  const others = awaiting.filter((order) => !candidateIds.has(order.orderId));
  const busy = confirming.isPending || dismissing.isPending;
  const error = confirming.error ?? dismissing.error;
  return (
    <Paper variant="outlined" component="article" aria-label={`Deposit of ${formatCents(deposit.amountCents)} from ${deposit.sender || 'an unnamed sender'}`} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack spacing={1}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{formatCents(deposit.amountCents)}</Typography>
          {deposit.status === 'to-confirm' ? (
            // Black on light orange: white on MUI's warning orange is below WCAG's contrast.
            <Chip size="small" label="To confirm" sx={{ bgcolor: 'warning.light', color: 'common.black' }} />
          ) : (
            <Chip size="small" label="Unmatched" />
          )}
        </Stack>
        <DepositFacts deposit={deposit} />
        <Typography variant="body2">
          {deposit.nearReason ? NEAR_REASONS[deposit.nearReason] : 'No open e-transfer order has this reference or amount.'}
        </Typography>
        {deposit.repeatedBy && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            The same transfer came in as {recordOf(deposit.repeatedBy)}, set aside so it is not counted twice.
            {deposit.repeatedBy.message ? ` Its message: ${deposit.repeatedBy.message}` : ''}
          </Typography>
        )}
        {canEdit && (
          <>
            <TextField select size="small" label="Order it pays" value={orderId} onChange={(event) => setOrderId(event.target.value)} fullWidth>
              {deposit.candidates.length > 0 && <ListSubheader>Fits this deposit</ListSubheader>}
              {deposit.candidates.map((candidate) => (
                <MenuItem key={candidate.orderId} value={candidate.orderId} sx={{ whiteSpace: 'normal' }}>
                  {candidate.reference} · {formatCents(candidate.totalCents)} · {candidate.customerName}
                  {candidate.referenceInMessage ? ' · reference in message' : ''}
                  {candidate.sender ? ` · same ${candidate.sender}` : ''}
                </MenuItem>
              ))}
              {others.length > 0 && <ListSubheader>Other orders awaiting an e-transfer</ListSubheader>}
              {others.map((order) => (
                <MenuItem key={order.orderId} value={order.orderId} sx={{ whiteSpace: 'normal' }}>
                  {order.reference} · {formatCents(order.totalCents)} · {order.customerName}
                </MenuItem>
              ))}
            </TextField>
            {chosen && difference !== 0 && (
              <Alert severity="warning">
                The deposit is {formatCents(Math.abs(difference))} {difference < 0 ? 'less' : 'more'} than this order&apos;s total of {formatCents(chosen.totalCents)}.
              </Alert>
            )}
            {error && (
              <Alert severity="error" onClose={() => (confirming.error ? confirming.reset() : dismissing.reset())}>
                {problemOf(error)}
              </Alert>
            )}
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button variant="contained" disabled={busy || !orderId} onClick={() => confirming.mutate()}>
                Confirm: mark paid
              </Button>
              <Button disabled={busy} onClick={() => dismissing.mutate()}>
                Dismiss
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
