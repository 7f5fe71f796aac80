import {
  CreateStaffAccountBody,
  STAFF_ROLES,
  type StaffAccountView,
  StaffInvitationBody,
  type StaffLinkSent,
  type StaffRole,
} from '@backroom/core/identity/account-contract';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@backroom/core/locale';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createStaffAccount, inviteStaff, resendInvitation, sendResetLink, staffAccountsQuery, updateStaffAccount } from './api/staff-accounts';
import { CreateForm } from '../shared/create-form';
import { ScreenTitle } from '../shared/screen-title';
import { menuOptions } from '../shared/menu-options';
import { StackedTable } from '../shared/stacked-table';

/** When a link stops working, as the admin reads it. */
const untilText = (at: string) => new Date(at).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** A part of the screen's title. */
const Part = ({ children }: { children: string }) => (
  <Typography component="h2" variant="h6">
    {children}
  </Typography>
);

const LANGUAGES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/**
 * /admin/staff (admins): the staff accounts, inviting a new one by e-mail, the invitations not
 * taken up yet (sent again with a new link), a reset link for an account, a new one with a
 * password, and disabling or changing a role.
 */
export function StaffAccountsScreen() {
  const queryClient = useQueryClient();
  const { data: accounts, error } = useQuery(staffAccountsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey });
  const [sent, setSent] = useState<string | null>(null);
  const [resetFor, setResetFor] = useState<StaffAccountView | null>(null);
  const update = useMutation({
    mutationFn: ({ account, change }: { account: StaffAccountView; change: { disabled?: boolean; role?: StaffRole } }) =>
      updateStaffAccount(account.id, { ...change, updatedAt: account.updatedAt }),
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: (account: StaffAccountView) => resendInvitation(account.id),
    onMutate: () => setSent(null),
    onSuccess: (link) => setSent(`The invitation was sent again to ${link.email}. The new link works until ${untilText(link.expiresAt)}; the older one no longer does.`),
    onSettled: refresh,
  });
  const invited = (accounts ?? []).filter((account) => account.invitation !== null);
  const active = (accounts ?? []).filter((account) => account.invitation === null);
  return (
    <Stack spacing={2}>
      <ScreenTitle>Staff accounts</ScreenTitle>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Part>Invite staff by e-mail</Part>
      <InviteStaffForm
        onInvited={(account) => {
          setSent(`An invitation was sent to ${account.email}. They choose their own password; the link works until ${untilText(account.invitation!.expiresAt)}.`);
          void refresh();
        }}
      />
      {sent && (
        <Alert severity="success" onClose={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      {resend.isError && <Alert severity="error">{resend.error.message}</Alert>}
      {invited.length > 0 && <Part>Invitations not taken up yet</Part>}
      {invited.length > 0 && (
        <StackedTable label="Invitations not taken up yet" columns={['E-mail', 'Name', 'Role', 'Link works until', { label: '', labelOnPhone: false }]}>
          {invited.map((account) => {
            const expired = new Date(account.invitation!.expiresAt) <= new Date();
            return (
              <TableRow key={account.id}>
                <TableCell>{account.email}</TableCell>
                <TableCell>{account.name}</TableCell>
                <TableCell>{account.role}</TableCell>
                <TableCell>{expired ? `Expired (${untilText(account.invitation!.expiresAt)})` : untilText(account.invitation!.expiresAt)}</TableCell>
                <TableCell>
                  <Button size="small" variant="outlined" disabled={resend.isPending || account.disabled} onClick={() => resend.mutate(account)} aria-label={`Re-send invitation to ${account.email}`}>
                    Re-send invitation
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </StackedTable>
      )}
      <Part>Accounts</Part>
      {update.isError && <Alert severity="error">{update.error.message}</Alert>}
      <StackedTable label="Staff accounts" columns={['E-mail', 'Role', 'State', 'Since', { label: 'Password', labelOnPhone: false }]}>
        {active.map((account) => (
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
            <TableCell>
              <Button size="small" variant="outlined" disabled={account.disabled} onClick={() => setResetFor(account)} aria-label={`Send reset link to ${account.email}`}>
                Send reset link
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </StackedTable>
      <Part>Add an account with a password you give them</Part>
      <NewStaffAccountForm onCreated={refresh} />
      {resetFor && (
        <ResetLinkDialog
          account={resetFor}
          onClose={() => setResetFor(null)}
          onSent={(link) => {
            setResetFor(null);
            setSent(`A reset link was sent to ${link.email}. It works once, until ${untilText(link.expiresAt)}; they stay signed in until they use it.`);
          }}
        />
      )}
    </Stack>
  );
}

/** Asks which language to write in, then sends the reset link: a button alone would send one at a slip of the finger. */
function ResetLinkDialog({ account, onClose, onSent }: { account: StaffAccountView; onClose: () => void; onSent: (link: StaffLinkSent) => void }) {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const send = useMutation({ mutationFn: () => sendResetLink(account.id, { locale }), onSuccess: onSent });
  return (
    <Dialog open onClose={onClose} aria-labelledby="reset-link-title">
      <DialogTitle id="reset-link-title">Send a reset link to {account.email}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            They get an e-mail with a link to choose a new password. It works once, for an hour. Their sessions go on until they use it; then every one of them ends.
          </Typography>
          <TextField select label="E-mail language" size="small" value={locale} onChange={(event) => setLocale(event.target.value as Locale)} sx={{ maxWidth: 220 }}>
            {menuOptions(LOCALES, (value) => LANGUAGES[value])}
          </TextField>
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate()}>
          Send the link
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new account by e-mail: the invitee chooses their own password through the link. */
function InviteStaffForm({ onInvited }: { onInvited: (account: StaffAccountView) => void }) {
  const empty = { name: '', email: '', role: 'staff' as StaffRole, locale: DEFAULT_LOCALE as Locale };
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (account) => {
      setValues(empty);
      onInvited(account);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server checks the invitation with.
    const parsed = StaffInvitationBody.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the invitation.');
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data);
  };
  return (
    <CreateForm label="Invite staff" onSubmit={onSubmit} submitLabel="Send invitation" pending={invite.isPending} problem={problem} error={invite.error} wrap>
      <TextField label="Name" size="small" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <TextField label="Invitee e-mail" size="small" type="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      <TextField select label="Invitee role" size="small" value={values.role} onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })} sx={{ minWidth: 140 }}>
        {menuOptions(STAFF_ROLES)}
      </TextField>
      <TextField select label="E-mail language" size="small" value={values.locale} onChange={(event) => setValues({ ...values, locale: event.target.value as Locale })} sx={{ minWidth: 160 }}>
        {menuOptions(LOCALES, (value) => LANGUAGES[value])}
      </TextField>
    </CreateForm>
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
