import { RegisterMemberBody, type SignedIn } from '@backroom/core/identity/account-contract';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { registerMember, signIn } from './api/member-sign-in';
import { useMessages } from '../../lib/i18n/use-messages';
import { membersMessages } from './members.messages';
import { RouterLink } from '../../components/router-link';

type Mode = 'sign-in' | 'register';
type Field = 'email' | 'password' | 'firstName' | 'lastName';

/** Signs a member in, or lets a shopper create a member account; hands the new session up. */
export function MemberSignInForm({ onSignedIn }: { onSignedIn: (session: SignedIn) => void }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const t = useMessages(membersMessages);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', firstName: '', lastName: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const submit = useMutation({
    mutationFn: () =>
      mode === 'sign-in'
        ? signIn({ email: values.email, password: values.password })
        : registerMember(RegisterMemberBody.parse(values)),
    onSuccess: onSignedIn,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'register') {
      // The same schema the server checks the registration with.
      const parsed = RegisterMemberBody.safeParse(values);
      if (!parsed.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
        setProblems(found);
        return;
      }
    }
    setProblems({});
    submit.mutate();
  };
  const field = (name: Field, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      type={type}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={problems[name] !== undefined}
      helperText={problems[name]}
      autoComplete={autoComplete}
      fullWidth
    />
  );
  const switchTo = (next: Mode) => {
    setMode(next);
    setProblems({});
    submit.reset();
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 420 }} aria-label={t(mode === 'sign-in' ? 'members.signIn.formSignIn' : 'members.signIn.formRegister')}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t(mode === 'sign-in' ? 'members.signIn.titleSignIn' : 'members.signIn.formRegister')}
      </Typography>
      <Stack spacing={2}>
        {mode === 'register' && field('firstName', t('members.signIn.firstName'), 'text', 'given-name')}
        {mode === 'register' && field('lastName', t('members.signIn.lastName'), 'text', 'family-name')}
        {field('email', t('members.signIn.email'), 'email', 'email')}
        {field('password', t('members.signIn.password'), 'password', mode === 'sign-in' ? 'current-password' : 'new-password')}
        {submit.isError && <Alert severity="error">{submit.error.message}</Alert>}
        <Button type="submit" variant="contained" disabled={submit.isPending}>
          {t(mode === 'sign-in' ? 'members.signIn.signIn' : 'members.signIn.createAccount')}
        </Button>
        {mode === 'sign-in' && (
          <Typography variant="body2">
            <Link component={RouterLink} to="/members/forgot-password">
              {t('members.signIn.forgot')}
            </Link>
          </Typography>
        )}
        <Typography variant="body2">
          {t(mode === 'sign-in' ? 'members.signIn.newHere' : 'members.signIn.alreadyMember')}{' '}
          <Link component="button" type="button" onClick={() => switchTo(mode === 'sign-in' ? 'register' : 'sign-in')}>
            {t(mode === 'sign-in' ? 'members.signIn.createAnAccount' : 'members.signIn.signIn')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
