import type { PasswordResetRefusal } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n/use-messages';
import { confirmEmailChange } from './api/account-changes';
import { MemberPageFrame } from './member-page-frame';
import { membersMessages } from './members.messages';
import { RouterLink } from '../../components/router-link';

const REFUSAL_MESSAGES = {
  'token-expired': 'members.confirmEmail.tokenExpired',
  'token-used': 'members.confirmEmail.tokenUsed',
  'token-unknown': 'members.confirmEmail.tokenUnknown',
} as const satisfies Record<PasswordResetRefusal, string>;

/** Why the server refused the link: its reason, or `taken` when another account took the address meanwhile. */
function refusalOf(error: unknown): PasswordResetRefusal | 'taken' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.details.some((detail) => detail.reason === 'email-taken')) return 'taken';
  const reason = error.details.find((detail) => detail.path === 'token')?.reason;
  return reason !== undefined && reason in REFUSAL_MESSAGES ? (reason as PasswordResetRefusal) : null;
}

/**
 * The page a change-of-e-mail link opens: the secret is the link's fragment (never sent to a
 * server), read once and taken out of the address bar. One click moves the account to its new
 * address; whoever opens it need not be signed in, since the link proves the inbox.
 */
export function ConfirmEmailPage() {
  const t = useMessages(membersMessages);
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const confirm = useMutation({ mutationFn: () => confirmEmailChange({ token }) });
  const refusal = token === '' ? 'token-unknown' : refusalOf(confirm.error);
  const toMembers = (
    <Link component={RouterLink} to="/members">
      {t('members.confirmEmail.toMembers')}
    </Link>
  );

  return (
    <MemberPageFrame title={t('members.confirmEmail.title')}>
      {confirm.isSuccess ? (
        <Alert severity="success" sx={{ maxWidth: 520 }}>
          {t('members.confirmEmail.done', { email: confirm.data.email })} {toMembers}
        </Alert>
      ) : refusal ? (
        <Alert severity="warning" sx={{ maxWidth: 520 }}>
          {refusal === 'taken' ? t('members.confirmEmail.taken') : t(REFUSAL_MESSAGES[refusal])} {toMembers}
        </Alert>
      ) : (
        <Box sx={{ maxWidth: 420 }}>
          <Stack spacing={2}>
            <Typography>{t('members.confirmEmail.intro')}</Typography>
            {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
            <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('members.confirmEmail.button')}
            </Button>
          </Stack>
        </Box>
      )}
    </MemberPageFrame>
  );
}
