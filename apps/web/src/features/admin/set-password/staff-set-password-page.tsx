import { NewPassword, PASSWORD_MIN_LENGTH, type PasswordResetRefusal, type SignedIn } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { setStaffPassword } from './api/staff-set-password';

const REFUSALS: Record<PasswordResetRefusal, string> = {
  'token-expired': 'This link has expired.',
  'token-used': 'This link was used already.',
  'token-unknown': 'This link does not work.',
};

/** The link's secret: the address's fragment. */
const secretOfAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

/** Why the server refused the link, when it did: the words follow its reason. */
function refusalOf(error: unknown): PasswordResetRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details.find((detail) => detail.path === 'token')?.reason;
  return reason !== undefined && reason in REFUSALS ? (reason as PasswordResetRefusal) : null;
}

/**
 * /admin/set-password#{token}: the page an invitation's or a reset's e-mail opens. The secret is
 * the fragment (never sent to a server), read once and taken out of the address bar. Choosing a
 * password signs the member of staff in to the back office.
 */
export function StaffSetPasswordPage({ onSignedIn }: { onSignedIn: (session: SignedIn) => void }) {
  const [token, setToken] = useState(secretOfAddress);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({ mutationFn: () => setStaffPassword({ token, password }), onSuccess: onSignedIn });
  const { reset } = save;
  useEffect(() => {
    // Out of the address bar and the history: a shared screen or a copied address gives nothing away.
    const forget = () => {
      if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    };
    forget();
    // A newer e-mail's link opened in this same tab changes only the fragment: the page stays, its link is the new one.
    const newLink = () => {
      setToken(secretOfAddress());
      reset();
      forget();
    };
    window.addEventListener('hashchange', newLink);
    return () => window.removeEventListener('hashchange', newLink);
  }, [reset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The registration's rule, as the server checks it.
    if (!NewPassword.safeParse(password).success) {
      setProblem(`A password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    if (again !== password) {
      setProblem('The two passwords are not the same.');
      return;
    }
    setProblem(null);
    save.mutate();
  };
  const refusal = token === '' ? 'token-unknown' : refusalOf(save.error);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          Choose your back office password
        </Typography>
        {refusal ? (
          <Alert severity="warning">
            {REFUSALS[refusal]} Ask an admin of the shop to send you a new one from the back office&rsquo;s Staff page.
          </Alert>
        ) : (
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Choose your back office password">
            <Typography color="text.secondary">
              At least {PASSWORD_MIN_LENGTH} characters. Choosing it signs you in here and signs your account out everywhere else.
            </Typography>
            <TextField label="New password" type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
            <TextField label="The same password again" type="password" autoComplete="new-password" required value={again} onChange={(event) => setAgain(event.target.value)} />
            {(problem ?? (save.isError ? save.error.message : null)) && <Alert severity="error">{problem ?? save.error?.message}</Alert>}
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save my password and sign in
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
