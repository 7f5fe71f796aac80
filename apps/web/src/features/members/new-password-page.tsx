import type { PasswordResetRefusal } from '@backroom/core/identity/account-contract';
import { NewPassword, PASSWORD_MIN_LENGTH } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n/use-messages';
import { saveSession } from '../../lib/member-session';
import { confirmPasswordReset } from './api/password-reset';
import { MemberPageFrame } from './member-page-frame';
import { membersMessages } from './members.messages';
import { RouterLink } from '../../components/router-link';

const REFUSAL_MESSAGES = {
  'token-expired': 'members.reset.tokenExpired',
  'token-used': 'members.reset.tokenUsed',
  'token-unknown': 'members.reset.tokenUnknown',
} as const satisfies Record<PasswordResetRefusal, string>;

/** Why the server refused the link, when it did: the words follow its reason, never its text. */
function refusalOf(error: unknown): PasswordResetRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details.find((detail) => detail.path === 'token')?.reason;
  return reason !== undefined && reason in REFUSAL_MESSAGES ? (reason as PasswordResetRefusal) : null;
}

/**
 * The page a reset e-mail's link opens: the secret is the link's fragment (never sent to a
 * server), read once and taken out of the address bar. A new password signs the member in.
 */
export function NewPasswordPage() {
  const t = useMessages(membersMessages);
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    // Out of the address bar and the history: a shared screen or a copied address gives nothing away.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const confirm = useMutation({
    mutationFn: () => confirmPasswordReset({ token, password }),
    onSuccess: (session) => {
      saveSession(session);
      void navigate('/members', { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The registration's rule, as the server checks it.
    const parsed = NewPassword.safeParse(password);
    if (!parsed.success) {
      setProblem(t('members.reset.passwordRule', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setProblem(null);
    confirm.mutate();
  };
  const refusal = token === '' ? 'token-unknown' : refusalOf(confirm.error);

  return (
    <MemberPageFrame title={t('members.reset.newTitle')}>
      {refusal ? (
        <Alert severity="warning" sx={{ maxWidth: 520 }}>
          {t(REFUSAL_MESSAGES[refusal])}{' '}
          <Link component={RouterLink} to="/members/forgot-password">
            {t('members.reset.askAgain')}
          </Link>
        </Alert>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 420 }} aria-label={t('members.reset.newTitle')}>
          <Stack spacing={2}>
            <Typography>{t('members.reset.newIntro')}</Typography>
            <TextField
              label={t('members.reset.newPassword')}
              type="password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problem !== null}
              helperText={problem ?? t('members.reset.passwordRule', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              fullWidth
            />
            {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
            <Button type="submit" variant="contained" disabled={confirm.isPending}>
              {t('members.reset.newButton')}
            </Button>
          </Stack>
        </Box>
      )}
    </MemberPageFrame>
  );
}
