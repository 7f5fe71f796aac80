import type { StaffOrder } from '@backroom/core/orders/order-contract';
import { CARRIER_NAMES, CARRIERS, type Carrier, trackingLinkHost } from '@backroom/core/shipments/carriers';
import { NewParcel } from '@backroom/core/shipments/parcel';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Paper, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { addParcel, shipOrder } from './api/staff-parcels';

// What staff read under another carrier's link: the site shoppers will be sent to, once it is one.
function linksGoTo(trackingUrl: string): string {
  const host = trackingLinkHost(trackingUrl.trim());
  return host === null ? "The carrier's page for this parcel, https://…" : `Links will go to ${host}`;
}

interface ParcelForm {
  carrier: Carrier;
  trackingNumber: string;
  carrierName: string;
  trackingUrl: string;
}

type ParcelProblems = Partial<Record<keyof ParcelForm, string>>;

const EMPTY_PARCEL: ParcelForm = { carrier: 'canada-post', trackingNumber: '', carrierName: '', trackingUrl: '' };

const carrierLabel = (carrier: Carrier) => (carrier === 'other' ? 'Other carrier (with a link)' : CARRIER_NAMES[carrier]);

/** The parcel a row asks for, or what is wrong with it, by core's rule (the server's). */
function parcelOf(form: ParcelForm): { parcel: NewParcel } | { problems: ParcelProblems } {
  const other = form.carrier === 'other';
  const parsed = NewParcel.safeParse({
    carrier: form.carrier,
    trackingNumber: form.trackingNumber,
    ...(other ? { carrierName: form.carrierName, trackingUrl: form.trackingUrl } : {}),
  });
  if (parsed.success) return { parcel: parsed.data };
  return { problems: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}.`])) };
}

interface ShipOrderDialogProps {
  order: StaffOrder;
  /** `ship`: the order is marked SHIPPED in these parcels; `add`: one more parcel of a shipped order. */
  mode: 'ship' | 'add';
  onClose(): void;
  onDone(): void;
}

/**
 * Staff give the carrier and tracking number of each parcel an order leaves in (several for a
 * big order), checked as they would be on the server; the shopper is e-mailed the links.
 */
export function ShipOrderDialog({ order, mode, onClose, onDone }: ShipOrderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [forms, setForms] = useState<ParcelForm[]>([EMPTY_PARCEL]);
  const [shown, setShown] = useState(false);
  const answers = forms.map(parcelOf);
  const parcels = answers.flatMap((answer) => ('parcel' in answer ? [answer.parcel] : []));
  const ready = parcels.length === forms.length;
  const send = useMutation({
    mutationFn: () => (mode === 'ship' ? shipOrder(order.store, order.id, parcels) : addParcel(order.store, order.id, parcels[0]!)),
    onSuccess: onDone,
  });
  const change = (index: number, changes: Partial<ParcelForm>) => setForms((current) => current.map((form, at) => (at === index ? { ...form, ...changes } : form)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (ready && !send.isPending) send.mutate();
  };
  const close = () => {
    if (!send.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {mode === 'ship' ? `Ship order ${order.id}` : `Add a parcel to order ${order.id}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {mode === 'ship'
                ? `Give the carrier and tracking number of each parcel (${order.shippingMethod}). The shopper is e-mailed the tracking links.`
                : 'The shopper is e-mailed its tracking link with the others.'}
            </Typography>
            {forms.map((form, index) => {
              const problems = shown && 'problems' in answers[index]! ? (answers[index] as { problems: ParcelProblems }).problems : {};
              const label = forms.length > 1 ? `Parcel ${index + 1}` : 'Parcel';
              return (
                <Paper key={index} variant="outlined" component="fieldset" aria-label={label} sx={{ p: 2, m: 0, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography component="legend" variant="subtitle2" sx={{ float: 'left', p: 0 }}>
                      {label}
                    </Typography>
                    {forms.length > 1 && (
                      <IconButton aria-label={`Remove parcel ${index + 1}`} size="small" onClick={() => setForms((current) => current.filter((_, at) => at !== index))}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                  <Stack spacing={2}>
                    <TextField select label="Carrier" size="small" value={form.carrier} onChange={(event) => change(index, { carrier: event.target.value as Carrier })}>
                      {CARRIERS.map((carrier) => (
                        <MenuItem key={carrier} value={carrier}>
                          {carrierLabel(carrier)}
                        </MenuItem>
                      ))}
                    </TextField>
                    {form.carrier === 'other' && (
                      <TextField
                        label="Carrier name"
                        size="small"
                        value={form.carrierName}
                        onChange={(event) => change(index, { carrierName: event.target.value })}
                        error={problems.carrierName !== undefined}
                        helperText={problems.carrierName}
                      />
                    )}
                    <TextField
                      label="Tracking number"
                      size="small"
                      value={form.trackingNumber}
                      onChange={(event) => change(index, { trackingNumber: event.target.value })}
                      error={problems.trackingNumber !== undefined}
                      helperText={problems.trackingNumber ?? 'As printed on the label; spaces do not matter.'}
                      slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
                    />
                    {form.carrier === 'other' && (
                      <TextField
                        label="Tracking link"
                        size="small"
                        type="url"
                        value={form.trackingUrl}
                        onChange={(event) => change(index, { trackingUrl: event.target.value })}
                        error={problems.trackingUrl !== undefined}
                        helperText={problems.trackingUrl ?? linksGoTo(form.trackingUrl)}
                      />
                    )}
                  </Stack>
                </Paper>
              );
            })}
            {mode === 'ship' && (
              <Box>
                <Button onClick={() => setForms((current) => [...current, { ...EMPTY_PARCEL, carrier: current.at(-1)?.carrier ?? 'canada-post' }])}>Add another parcel</Button>
              </Box>
            )}
            {send.error && (
              <Alert severity="error">
                <AlertTitle>{mode === 'ship' ? 'Not shipped' : 'Not added'}</AlertTitle>
                {send.error.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending || (shown && !ready)}>
            {mode === 'ship' ? 'Mark shipped' : 'Add parcel'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
