import { formatCents, parseDollars } from '@backroom/core/money';
import type { StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import { Alert, Button, MenuItem, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { deleteDiscountCode, discountCodesQuery, putDiscountCode } from './api/staff-discounts';
import { useCanEdit } from '../shared/staff-access';
import { CreateForm } from '../shared/create-form';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';

/** What a code gives, as a shopper would read it. */
export function discountText(code: Pick<StaffDiscountCode, 'discountAmount' | 'discountPercent'>): string {
  return code.discountPercent !== null ? `${code.discountPercent}% off` : `${formatCents(code.discountAmount ?? 0)} off`;
}

/** /admin/discounts: the store's discount codes, a new one, and deleting one. */
export function DiscountsScreen() {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const { data: codes, error } = useQuery(discountCodesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: discountCodesQuery.queryKey });
  const remove = useMutation({ mutationFn: deleteDiscountCode, onSettled: refresh });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Discount codes</ScreenTitle>
      {error && <Alert severity="error">{error.message}</Alert>}
      {canEdit && <NewDiscountForm onSaved={refresh} />}
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      <StackedTable label="Discount codes" columns={['Code', 'Gives', 'From subtotal', 'Used', 'Valid', canEdit && '']}>
        {(codes ?? []).map((code) => (
          <TableRow key={code.code}>
            <TableCell>{code.code}</TableCell>
            <TableCell>{discountText(code)}</TableCell>
            <TableCell>{code.minSubtotal > 0 ? formatCents(code.minSubtotal) : '-'}</TableCell>
            <TableCell>
              {code.usedCount}
              {code.usageLimit !== null ? ` of ${code.usageLimit}` : ''}
            </TableCell>
            <TableCell>
              {code.startsAt ? `from ${code.startsAt.slice(0, 10)} ` : ''}
              {code.endsAt ? `until ${code.endsAt.slice(0, 10)}` : code.startsAt ? '' : 'always'}
            </TableCell>
            {canEdit && (
              <TableCell>
                <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(code.code)} aria-label={`Delete ${code.code}`}>
                  Delete
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </StackedTable>
    </Stack>
  );
}

function NewDiscountForm({ onSaved }: { onSaved: () => void }) {
  const [values, setValues] = useState({ code: '', kind: 'percent' as 'percent' | 'amount', value: '', usageLimit: '', endsOn: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ code, body }: { code: string; body: Parameters<typeof putDiscountCode>[1] }) => putDiscountCode(code, body),
    onSuccess: () => {
      setValues({ code: '', kind: 'percent', value: '', usageLimit: '', endsOn: '' });
      onSaved();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim();
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) return setProblem('A code is letters, digits, dashes and underscores.');
    const percent = Number(values.value);
    const cents = parseDollars(values.value);
    if (values.kind === 'percent' ? !(Number.isInteger(percent) && percent >= 1 && percent <= 100) : cents === null || cents < 1) {
      return setProblem(values.kind === 'percent' ? 'A percent is a whole number from 1 to 100.' : 'An amount is in dollars, e.g. 5.00.');
    }
    const limit = values.usageLimit.trim() === '' ? null : Number(values.usageLimit);
    if (limit !== null && !(Number.isInteger(limit) && limit >= 1)) return setProblem('The use limit is a whole number, or empty for none.');
    setProblem(null);
    save.mutate({
      code,
      body: {
        ...(values.kind === 'percent' ? { discountPercent: percent } : { discountAmount: cents ?? 0 }),
        usageLimit: limit,
        // The end of the chosen day in Nova Scotia (Atlantic time), not included.
        endsAt: values.endsOn === '' ? null : `${values.endsOn}T23:59:59-04:00`,
      },
    });
  };
  return (
    <CreateForm label="New discount code" onSubmit={onSubmit} submitLabel="Save code" pending={save.isPending} problem={problem} error={save.error} wrap>
      <TextField label="Code" size="small" value={values.code} onChange={(event) => setValues({ ...values, code: event.target.value.toUpperCase() })} />
      <TextField select label="Kind" size="small" value={values.kind} onChange={(event) => setValues({ ...values, kind: event.target.value as 'percent' | 'amount' })} sx={{ width: 150 }}>
        <MenuItem value="percent">Percent off</MenuItem>
        <MenuItem value="amount">Dollars off</MenuItem>
      </TextField>
      <TextField label={values.kind === 'percent' ? 'Percent' : 'Dollars'} size="small" value={values.value} onChange={(event) => setValues({ ...values, value: event.target.value })} sx={{ width: 120 }} />
      <TextField label="Use limit" size="small" value={values.usageLimit} onChange={(event) => setValues({ ...values, usageLimit: event.target.value })} sx={{ width: 120 }} />
      <TextField
        label="Last day"
        type="date"
        size="small"
        value={values.endsOn}
        onChange={(event) => setValues({ ...values, endsOn: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </CreateForm>
  );
}
