import { OrderLimits, type OrderLimitsView } from '@backroom/core/orders/order-limits';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { orderLimitsQuery, putOrderLimits } from './api/staff-settings';
import { useCanEdit } from '../shared/staff-access';
import { SaveButton } from '../shared/save-button';
import { type VersionedFormActions, VersionedSaveProblem, VersionedSettings } from '../shared/versioned-settings';

type LimitName = keyof OrderLimits;

/** Each figure as staff read it, in the order the form shows them. */
const FIELDS: readonly { name: LimitName; label: string; help: string }[] = [
  { name: 'openOrdersPerAddress', label: 'Unpaid orders per connection', help: 'Orders waiting for payment from one internet address (a home, an office, a campus) at once.' },
  { name: 'openOrdersPerEmail', label: 'Unpaid orders per e-mail', help: 'Orders waiting for payment for one e-mail address at once.' },
  { name: 'submissionsPerAddress', label: 'Orders per connection in the window', help: 'Orders placed from one internet address in the window, paid or not.' },
  { name: 'submissionsPerEmail', label: 'Orders per e-mail in the window', help: 'Orders placed for one e-mail address in the window, paid or not.' },
  { name: 'windowMinutes', label: 'Window (minutes)', help: 'How far back the orders above are counted.' },
  { name: 'maxLineQuantity', label: 'Most of one item in an order', help: 'A shopper who wants more is asked to call the shop.' },
  {
    name: 'unpaidSharePercent',
    label: 'Share of an item one shopper may hold unpaid (%)',
    help: "Of the units not yet paid for, what one connection's or e-mail's unpaid e-transfer orders may hold, so the rest stays on sale to others. Card orders are paid at once and not counted.",
  },
  { name: 'unpaidUnitsAlways', label: 'Units one shopper may always hold unpaid', help: 'However few are left: lets a shopper order a few of a small stock (1 of 1, 3 of 5).' },
];

type LimitsForm = Record<LimitName, string>;

const formFrom = (limits: OrderLimits): LimitsForm => Object.fromEntries(FIELDS.map(({ name }) => [name, String(limits[name])])) as LimitsForm;

const ORDER_LIMITS_WORDS = { loading: 'Loading the order limits...', loadFailed: 'The order limits could not be loaded', saved: 'Order limits saved.' };

/**
 * The order limits as staff edit them (docs/decisions/023): over a limit, a shopper is told to
 * wait or to call the shop instead of placing another order.
 */
export function OrderLimitsSettings() {
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Order limits">
      <Typography component="h2" variant="h6" gutterBottom>
        Order limits
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Stop floods of orders that hold stock without paying. Over a limit, the shopper is asked to wait, pay or cancel an unpaid order, or call the shop.
      </Typography>
      <VersionedSettings query={orderLimitsQuery} words={ORDER_LIMITS_WORDS} form={(view, actions) => <OrderLimitsForm view={view} {...actions} />} />
    </Paper>
  );
}

function OrderLimitsForm({ view, onSaved, onReload }: { view: OrderLimitsView } & VersionedFormActions<OrderLimitsView>) {
  const canEdit = useCanEdit();
  const [form, setForm] = useState<LimitsForm>(() => formFrom(view.settings));
  const [problems, setProblems] = useState<Partial<Record<LimitName, string>>>({});
  const save = useMutation({
    mutationFn: putOrderLimits,
    onSuccess: onSaved,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, number> = Object.fromEntries(FIELDS.map(({ name }) => [name, form[name].trim() === '' ? Number.NaN : Number(form[name])]));
    const parsed = OrderLimits.safeParse(typed);
    if (!parsed.success) {
      const problemOf = (name: string, message: string) => (Number.isNaN(typed[name]) ? 'Type a whole number.' : `${message}.`);
      setProblems(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), problemOf(String(issue.path[0]), issue.message)])));
      return;
    }
    setProblems({});
    save.mutate({ settings: parsed.data, updatedAt: view.updatedAt });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {FIELDS.map(({ name, label, help }) => (
            <TextField
              key={name}
              label={label}
              type="number"
              size="small"
              value={form[name]}
              onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
              error={problems[name] !== undefined}
              helperText={problems[name] ?? help}
              slotProps={{ htmlInput: { min: 1, step: 1, readOnly: !canEdit } }}
            />
          ))}
        </Box>
        <VersionedSaveProblem error={save.error} what="order limits" onReload={onReload} />
        <SaveButton pending={save.isPending}>Save order limits</SaveButton>
      </Stack>
    </Box>
  );
}
