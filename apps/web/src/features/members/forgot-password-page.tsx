import { PasswordResetRequestBody } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocale } from '../../lib/i18n/locale-context';
import { useMessages } from '../../lib/i18n/use-messages';
import { requestPasswordReset } from './api/password-reset';
import { MemberPageFrame } from './member-page-frame';
import { membersMessages } from './members.messages';
import { RouterLink } from '../../components/router-link';

/** A member who forgot their password asks for a link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const t = useMessages(membersMessages);
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: (body: PasswordResetRequestBody) => requestPasswordReset(body) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server checks the request with.
    const parsed = PasswordResetRequestBody.safeParse({ email, locale });
    if (!parsed.success) {
      setProblem(t('members.reset.badEmail'));
      return;
    }
    setProblem(null);
    ask.mutate(parsed.data);
  };

  return (
    <MemberPageFrame title={t('members.reset.askTitle')}>
      {ask.isSuccess ? (
        <Alert severity="success" role="status" sx={{ maxWidth: 520 }}>
          {t('members.reset.sent', { email: email.trim() })}
        </Alert>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 420 }} aria-label={t('members.reset.askTitle')}>
          <Stack spacing={2}>
            <Typography>{t('members.reset.askIntro')}</Typography>
            <TextField
              label={t('members.signIn.email')}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problem !== null}
              helperText={problem}
              autoComplete="email"
              fullWidth
            />
            {ask.isError && <Alert severity="error">{ask.error.message}</Alert>}
            <Button type="submit" variant="contained" disabled={ask.isPending}>
              {t('members.reset.askButton')}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/members">
          {t('members.reset.backToSignIn')}
        </Link>
      </Typography>
    </MemberPageFrame>
  );
}
