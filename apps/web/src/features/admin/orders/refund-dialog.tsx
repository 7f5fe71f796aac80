import { formatCents } from '@backroom/core/money';
import type { OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import { orderRefund, refundedSoFar, type RefundRequestBody } from '@backroom/core/orders/order-refunds';
import type { OrderRefunds } from '@backroom/core/payments/money-return-contract';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, AlertTitle, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { MONEY_RETURNS_KEY } from '../shared/api/staff-money-returns';
import { orderLinesQuery } from './api/staff-orders';
import { refundOrder } from './api/staff-refunds';
import { choosesSomething, EMPTY_REFUND_FORM, REFUND_NOTE_MAX, type RefundForm, type RefundFormProblems, refundBodyOf, unitsOf } from './refund-form';
import { RefundFiguresTable } from './refund-figures-table';
import { refundableLinesOf, refundableOrderOf } from './refund-preview';

/** A key for one opening of the dialog; randomUUID needs a secure context (https or localhost), plain http gets random hex. */
function newRefundKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface RefundDialogProps {
  order: StaffOrder;
  /** The order as GET order/{id} reads it: its item lines with their ids. */
  view: OrderView;
  refunds: OrderRefunds;
  onClose(): void;
  /** The refund was made: `total` cents are going back. */
  onRefunded(total: number): void;
}

/**
 * Staff refund part or all of a paid order: chosen units, shipping, an amount tax included, or
 * everything left, with the refund's figures worked out as they type by the same rule the server
 * applies (core's orderRefund). Mounted while open: each opening has its own idempotency key,
 * sent again with every retry, so that a double click or a retry after a lost answer refunds once.
 */
export function RefundDialog({ order, view, refunds, onClose, onRefunded }: RefundDialogProps) {
  const titleId = useId();
  const previewId = useId();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newRefundKey);
  const [form, setForm] = useState<RefundForm>(EMPTY_REFUND_FORM);

  const refundable = useMemo(() => refundableOrderOf(view), [view]);
  const soFar = useMemo(() => refundedSoFar(refundable, refunds.refunds), [refundable, refunds.refunds]);
  const lines = useMemo(() => refundableLinesOf(refundable, soFar), [refundable, soFar]);
  const shippingLeft = refundable.shipping - soFar.shipping;
  const eTransferOrder = view.paymentMethod === 'emt';
  const asked = refundBodyOf(form, lines, eTransferOrder);
  const problems = 'problems' in asked ? asked.problems : {};
  const body = 'body' in asked && choosesSomething(asked.body) ? asked.body : null;
  const preview = body ? orderRefund(refundable, soFar, body) : null;
  const figures = preview && 'refund' in preview ? preview.refund : null;
  const overTaken = figures !== null && figures.total > refunds.refundable;
  const ready = body !== null && figures !== null && !overTaken;

  const refund = useMutation({
    mutationFn: (asking: { body: RefundRequestBody; total: number }) => refundOrder(order.store, order.id, asking.body, idempotencyKey),
    onSuccess: (answer, asking) => {
      void queryClient.invalidateQueries({ queryKey: orderLinesQuery(order.store, order.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: MONEY_RETURNS_KEY });
      // The server's figure, not the form's: a retry after a lost answer gets the order as the first try left it.
      onRefunded(answer.refunds?.at(-1)?.total ?? asking.total);
    },
  });

  const change = (changes: Partial<RefundForm>) => setForm((current) => ({ ...current, ...changes }));
  const setUnits = (itemId: string, text: string) => setForm((current) => ({ ...current, units: { ...current.units, [itemId]: text } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !refund.isPending) refund.mutate({ body, total: figures.total });
  };
  const close = () => {
    if (!refund.isPending) onClose();
  };
  const refunded = refunds.refunds.reduce((sum, earlier) => sum + earlier.total, 0);
  const restockHelp =
    order.state === 'PAID'
      ? 'The units are still held for this order: they go back on sale.'
      : 'The units come back to the shelf: tick it only when they are back in the shop and fit to sell.';

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Refund order {order.id}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2">
              Captured {formatCents(refunds.captured)} · Refunded {formatCents(refunded)} · Left to refund {formatCents(refunds.refundable)}
            </Typography>
            <Box>
              <FormControlLabel control={<Checkbox checked={form.everything} onChange={(event) => change({ everything: event.target.checked })} />} label="Refund everything left" />
              <FormHelperText sx={{ mt: 0 }}>Every unit, the shipping and the tax not given back yet.</FormHelperText>
            </Box>
            <Box component="fieldset" disabled={form.everything} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                What to give back
              </Typography>
              <Stack spacing={1.5}>
                {lines.map((line) => {
                  const text = form.units[line.itemId] ?? '';
                  const count = unitsOf(text) ?? 0;
                  const problem = problems[`units.${line.itemId}`];
                  return (
                    <Stack key={line.itemId} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {line.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {formatCents(line.price)} each · {line.ordered} ordered · {line.left === 0 ? 'all refunded' : `${line.left} left`}
                        </Typography>
                      </Box>
                      <IconButton
                        aria-label={`One fewer ${line.name}`}
                        disabled={form.everything || count <= 0}
                        onClick={() => setUnits(line.itemId, String(Math.min(line.left, count - 1)))}
                      >
                        <RemoveIcon fontSize="small" />
                      </IconButton>
                      <TextField
                        label="Units"
                        size="small"
                        value={form.everything ? String(line.left) : text}
                        onChange={(event) => setUnits(line.itemId, event.target.value)}
                        disabled={form.everything || line.left === 0}
                        error={problem !== undefined && !form.everything}
                        helperText={form.everything ? undefined : (problem ?? `Up to ${line.left}`)}
                        placeholder="0"
                        sx={{ width: 92, flexShrink: 0 }}
                        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Units of ${line.name}` } }}
                      />
                      <IconButton
                        aria-label={`One more ${line.name}`}
                        disabled={form.everything || count >= line.left}
                        onClick={() => setUnits(line.itemId, String(Math.max(0, count + 1)))}
                      >
                        <AddIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
                {shippingLeft > 0 && (
                  <DollarsField name="shipping" label="Shipping to give back (before tax)" hint={`Up to ${formatCents(shippingLeft)}; its tax is added.`} form={form} problems={problems} onChange={change} />
                )}
                <DollarsField name="amount" label="Amount to give back (tax included)" hint="Given back exactly as typed, apart from any units and shipping." form={form} problems={problems} onChange={change} />
              </Stack>
            </Box>
            <Box>
              <FormControlLabel control={<Checkbox checked={form.restock} onChange={(event) => change({ restock: event.target.checked })} />} label="Put refunded units back on sale" />
              <FormHelperText sx={{ mt: 0 }}>{restockHelp}</FormHelperText>
            </Box>
            {eTransferOrder && (
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={form.eTransferSent} onChange={(event) => change({ eTransferSent: event.target.checked })} />}
                  label="I have sent the e-transfer already"
                />
                <FormHelperText sx={{ mt: 0 }}>
                  Otherwise the refund waits in Needs attention until you send it by Interac e-transfer to <strong>{order.customer.email}</strong>.
                </FormHelperText>
              </Box>
            )}
            <TextField
              label="Note"
              size="small"
              multiline
              minRows={2}
              value={form.note}
              onChange={(event) => change({ note: event.target.value })}
              helperText="For staff only: kept with the refund, not sent to the shopper."
              slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX } }}
            />
            <Box component="section" aria-labelledby={previewId}>
              <Typography id={previewId} component="h3" variant="subtitle2" gutterBottom>
                Refund preview
              </Typography>
              {body === null && Object.keys(problems).length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  Choose units, shipping or an amount to give back, or everything left.
                </Typography>
              )}
              {preview && 'problems' in preview && (
                <Alert severity="warning">
                  {preview.problems.map((problem) => (
                    <div key={problem.path}>{problem.message}</div>
                  ))}
                </Alert>
              )}
              {overTaken && <Alert severity="warning">Only {formatCents(refunds.refundable)} of what was taken is left to give back.</Alert>}
              {figures && (
                <RefundFiguresTable figures={figures} label="Refund preview" totalLabel="Total to give back" />
              )}
            </Box>
            {refund.error && (
              <Alert severity="error">
                <AlertTitle>Not refunded</AlertTitle>
                {refund.error.message}
                {refund.error instanceof ApiError && (
                  <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                    Code: {refund.error.code}
                  </Typography>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!ready || refund.isPending}>
            {figures && !overTaken ? `Refund ${formatCents(figures.total)}` : 'Refund'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface DollarsFieldProps {
  name: 'shipping' | 'amount';
  label: string;
  /** Said under the field while nothing is wrong with it. */
  hint: string;
  form: RefundForm;
  problems: RefundFormProblems;
  onChange: (changes: Partial<RefundForm>) => void;
}

/** A dollar figure of the refund, typed as text; left empty while everything left is refunded. */
function DollarsField({ name, label, hint, form, problems, onChange }: DollarsFieldProps) {
  return (
    <TextField
      label={label}
      size="small"
      value={form.everything ? '' : form[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={problems[name] !== undefined && !form.everything}
      helperText={problems[name] ?? hint}
      sx={{ flex: 1 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
    />
  );
}
