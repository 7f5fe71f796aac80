import { AccountEmail, NewPassword, PASSWORD_MIN_LENGTH, type AccountChangeRefusal } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n/locale-context';
import { useMessages } from '../../lib/i18n/use-messages';
import { changeEmail, changePassword, deleteAccount, downloadMemberData } from './api/account-changes';
import { membersMessages } from './members.messages';


const REFUSAL_MESSAGES = {
  'password-wrong': 'members.account.wrongPassword',
  'email-taken': 'members.account.emailTaken',
  'email-unchanged': 'members.account.emailUnchanged',
} as const satisfies Record<AccountChangeRefusal, string>;

/** The server's refusal of a field, worded by its reason; null for any other failure. */
function refusalOf(error: unknown, path: string): AccountChangeRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.details.find((detail) => detail.path === path)?.reason;
  return reason !== undefined && reason in REFUSAL_MESSAGES ? (reason as AccountChangeRefusal) : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3, maxWidth: 520 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The member's own account: change of password (a notice is e-mailed) and of e-mail (confirmed by
 * a link to the new address), the download of their data, and the deletion of the account.
 */
export function AccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const t = useMessages(membersMessages);
  const locale = useLocale();

  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const password = useMutation({
    mutationFn: () => changePassword({ currentPassword, newPassword, locale }),
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
    },
  });
  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!NewPassword.safeParse(newPassword).success) {
      setPasswordProblem(t('members.reset.passwordRule', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setPasswordProblem(null);
    password.mutate();
  };
  const passwordRefusal = refusalOf(password.error, 'currentPassword');

  const [emailPassword, setEmailPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const email = useMutation({
    mutationFn: (parsed: string) => changeEmail({ currentPassword: emailPassword, newEmail: parsed, locale }),
    onSuccess: () => setEmailPassword(''),
  });
  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountEmail.safeParse(newEmail);
    if (!parsed.success) {
      setEmailProblem(t('members.reset.badEmail'));
      return;
    }
    setEmailProblem(null);
    email.mutate(parsed.data);
  };
  const emailPasswordRefusal = refusalOf(email.error, 'currentPassword');
  const emailRefusal = refusalOf(email.error, 'newEmail');

  const download = useMutation({ mutationFn: downloadMemberData });

  const [confirming, setConfirming] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const remove = useMutation({ mutationFn: () => deleteAccount({ currentPassword: deletePassword }), onSuccess: onDeleted });
  const deleteRefusal = refusalOf(remove.error, 'currentPassword');
  const closeDelete = () => {
    setConfirming(false);
    setDeletePassword('');
    remove.reset();
  };

  const otherFailure = (mutation: { error: Error | null }, refused: boolean) =>
    mutation.error && !refused ? <Alert severity="error">{t('members.account.failed', { message: mutation.error.message })}</Alert> : null;

  return (
    <Box sx={{ mt: 4, mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('members.account.title')}
      </Typography>

      <Section id="account-password-title" title={t('members.account.passwordTitle')}>
        <Box component="form" onSubmit={onPassword} noValidate aria-label={t('members.account.passwordTitle')}>
          <Stack spacing={2}>
            <TextField
              label={t('members.account.currentPassword')}
              type="password"
              required
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              error={passwordRefusal !== null}
              helperText={passwordRefusal ? t(REFUSAL_MESSAGES[passwordRefusal]) : undefined}
              autoComplete="current-password"
              fullWidth
            />
            <TextField
              label={t('members.account.newPassword')}
              type="password"
              required
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              error={passwordProblem !== null}
              helperText={passwordProblem ?? t('members.reset.passwordRule', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              fullWidth
            />
            {password.isSuccess && <Alert severity="success">{t('members.account.passwordDone')}</Alert>}
            {otherFailure(password, passwordRefusal !== null)}
            <Button type="submit" variant="outlined" disabled={password.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('members.account.passwordButton')}
            </Button>
          </Stack>
        </Box>
      </Section>

      <Section id="account-email-title" title={t('members.account.emailTitle')}>
        <Box component="form" onSubmit={onEmail} noValidate aria-label={t('members.account.emailTitle')}>
          <Stack spacing={2}>
            <TextField
              label={t('members.account.newEmail')}
              type="email"
              required
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              error={emailProblem !== null || emailRefusal !== null}
              helperText={emailProblem ?? (emailRefusal ? t(REFUSAL_MESSAGES[emailRefusal]) : undefined)}
              autoComplete="email"
              fullWidth
            />
            <TextField
              label={t('members.account.currentPassword')}
              type="password"
              required
              value={emailPassword}
              onChange={(event) => setEmailPassword(event.target.value)}
              error={emailPasswordRefusal !== null}
              helperText={emailPasswordRefusal ? t(REFUSAL_MESSAGES[emailPasswordRefusal]) : undefined}
              autoComplete="current-password"
              fullWidth
            />
            {email.isSuccess && <Alert severity="success">{t('members.account.emailSent', { email: email.data.newEmail })}</Alert>}
            {otherFailure(email, emailPasswordRefusal !== null || emailRefusal !== null)}
            <Button type="submit" variant="outlined" disabled={email.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('members.account.emailButton')}
            </Button>
          </Stack>
        </Box>
      </Section>

      <Section id="account-data-title" title={t('members.account.dataTitle')}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('members.account.dataWhy')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {t('members.account.dataFailed', { message: download.error.message })}
          </Alert>
        )}
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
          {t('members.account.dataButton')}
        </Button>
      </Section>

      <Section id="account-delete-title" title={t('members.account.deleteTitle')}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('members.account.deleteWhy')}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('members.account.deleteButton')}
        </Button>
      </Section>

      <Dialog open={confirming} onClose={closeDelete} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            remove.mutate();
          }}
        >
          <DialogTitle id="delete-account-title">{t('members.account.deleteConfirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('members.account.deleteConfirmText')}</DialogContentText>
            <TextField
              label={t('members.account.currentPassword')}
              type="password"
              required
              value={deletePassword}
              onChange={(event) => setDeletePassword(event.target.value)}
              error={deleteRefusal !== null}
              helperText={deleteRefusal ? t(REFUSAL_MESSAGES[deleteRefusal]) : undefined}
              autoComplete="current-password"
              fullWidth
              autoFocus
            />
            {remove.error && deleteRefusal === null && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('members.account.failed', { message: remove.error.message })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDelete}>{t('members.account.deleteKeep')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending || deletePassword === ''}>
              {t('members.account.deleteConfirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
