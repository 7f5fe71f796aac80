import type { SignedIn } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { staffSignIn } from './api/staff-sign-in';

/** Thrown when a member (no staff role) signs in here. */
class NotStaffError extends Error {}

function signInProblem(error: Error): string {
  if (error instanceof NotStaffError) return 'This account is not a staff account.';
  if (error instanceof ApiError && error.status === 429) return `Too many sign-in attempts. ${error.message}`;
  return error.message;
}

/** The back office's sign-in: hands up a session that carries a staff role (viewer or above). */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: (session: SignedIn) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useMutation({
    mutationFn: async () => {
      const session = await staffSignIn({ email: email.trim(), password });
      if (!session.roles.includes('viewer')) throw new NotStaffError();
      return session;
    },
    onSuccess: onSignedIn,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', px: 2 }}>
      <Paper component="form" onSubmit={onSubmit} aria-label="Staff sign-in" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 400 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
          Back office sign-in
        </Typography>
        <Stack spacing={2}>
          <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {submit.isError && <Alert severity="error">{signInProblem(submit.error)}</Alert>}
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
