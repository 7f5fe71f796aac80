import { CreateStaffAccountBody, STAFF_ROLES, type StaffAccountView, type StaffRole } from '@backroom/core/identity/account-contract';
import { Alert, Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createStaffAccount, staffAccountsQuery, updateStaffAccount } from './api/staff-accounts';
import { CreateForm } from '../shared/create-form';
import { ScreenTitle } from '../shared/screen-title';
import { menuOptions } from '../shared/menu-options';
import { StackedTable } from '../shared/stacked-table';

/** /admin/staff (admins): the staff accounts, a new one, and disabling or changing a role. */
export function StaffAccountsScreen() {
  const queryClient = useQueryClient();
  const { data: accounts, error } = useQuery(staffAccountsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey });
  const update = useMutation({
    mutationFn: ({ account, change }: { account: StaffAccountView; change: { disabled?: boolean; role?: StaffRole } }) =>
      updateStaffAccount(account.id, { ...change, updatedAt: account.updatedAt }),
    onSettled: refresh,
  });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Staff accounts</ScreenTitle>
      {error && <Alert severity="error">{error.message}</Alert>}
      <NewStaffAccountForm onCreated={refresh} />
      {update.isError && <Alert severity="error">{update.error.message}</Alert>}
      <StackedTable label="Staff accounts" columns={['E-mail', 'Role', 'State', 'Since']}>
        {(accounts ?? []).map((account) => (
          <TableRow key={account.id}>
            <TableCell>{account.email}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                label={`Role of ${account.email}`}
                value={account.role}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ account, change: { role: event.target.value as StaffRole } })}
              >
                {menuOptions(STAFF_ROLES)}
              </TextField>
            </TableCell>
            <TableCell>
              {account.disabled ? 'Disabled' : 'Active'}{' '}
              <Button size="small" disabled={update.isPending} onClick={() => update.mutate({ account, change: { disabled: !account.disabled } })}>
                {account.disabled ? 'Enable' : 'Disable'}
              </Button>
            </TableCell>
            <TableCell>{account.createdAt.slice(0, 10)}</TableCell>
          </TableRow>
        ))}
      </StackedTable>
    </Stack>
  );
}

function NewStaffAccountForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState({ email: '', password: '', role: 'staff' as StaffRole });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => {
      setValues({ email: '', password: '', role: 'staff' });
      onCreated();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server checks the new account with.
    const parsed = CreateStaffAccountBody.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the new account.');
      return;
    }
    setProblem(null);
    create.mutate(parsed.data);
  };
  return (
    <CreateForm label="New staff account" onSubmit={onSubmit} submitLabel="Create account" pending={create.isPending} problem={problem} error={create.error}>
      <TextField label="New account e-mail" size="small" type="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      <TextField
        label="Password"
        size="small"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <TextField select label="Role" size="small" value={values.role} onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })} sx={{ width: 140 }}>
        {menuOptions(STAFF_ROLES)}
      </TextField>
    </CreateForm>
  );
}
