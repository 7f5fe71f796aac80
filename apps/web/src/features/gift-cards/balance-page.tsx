import type { GiftCardBalance } from '@backroom/core/gift-cards/gift-card-contract';
import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { checkGiftCardBalance, giftCardRefusal } from '../../lib/gift-card-balance';
import { RichMessage } from '../../lib/i18n/rich-message';
import { useMessages } from '../../lib/i18n/use-messages';
import { giftCardBalanceMessages } from './gift-card-balance.messages';

const REFUSALS = { unknown: 'giftCardBalance.unknown', tooMany: 'giftCardBalance.tooMany', unchecked: 'giftCardBalance.unchecked' } as const;

/**
 * /gift-cards/balance: anyone holding a code sees what is left on it. The shop answers an unknown
 * code, a voided one and a malformed one alike, and limits the tries per address (429).
 */
export function GiftCardBalancePage() {
  const t = useMessages(giftCardBalanceMessages);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const check = useMutation<GiftCardBalance, Error, string>({ mutationFn: checkGiftCardBalance });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(typed === '');
    if (typed === '') return;
    check.mutate(typed);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('giftCardBalance.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('giftCardBalance.intro')}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('giftCardBalance.title')}>
        <Stack spacing={2}>
          <TextField
            label={t('giftCardBalance.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={empty}
            helperText={empty ? t('giftCardBalance.empty') : undefined}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={check.isPending}>
              {check.isPending ? t('giftCardBalance.checking') : t('giftCardBalance.check')}
            </Button>
          </Box>
          <Box aria-live="polite">
            {check.isSuccess && (
              <Alert severity="success" data-testid="gift-card-balance">
                <RichMessage
                  catalogue={giftCardBalanceMessages}
                  id="giftCardBalance.result"
                  values={{ last4: check.data.last4, balance: formatCents(check.data.balance, t.locale) }}
                  components={{ 0: <strong />, 1: <strong /> }}
                />
              </Alert>
            )}
            {check.isError && (
              <Alert severity="error" role="alert">
                {t(REFUSALS[giftCardRefusal(check.error)])}
              </Alert>
            )}
          </Box>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        {t('giftCardBalance.rules')}
      </Typography>
    </Container>
  );
}
