import { Alert, Button, Container, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n/use-messages';
import { unsubscribeFromReminders } from './api/saved-cart';
import { savedCartMessages } from './saved-cart.messages';

/**
 * /saved-cart/{token}/unsubscribe: the reminder's unsubscribe link. A button, not the visit,
 * unsubscribes: mail scanners open links, and must not unsubscribe anyone (mail readers use the
 * one-click POST of the message's List-Unsubscribe header instead).
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const t = useMessages(savedCartMessages);
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeFromReminders(token) });
  const unknown = unsubscribe.error instanceof ApiError && (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('savedCart.unsubscribeTitle')}
      </Typography>
      {unsubscribe.isSuccess ? (
        <Alert severity="success" role="status">
          {t('savedCart.unsubscribed')}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('savedCart.unsubscribeText')}</Typography>
          {unsubscribe.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {unknown ? t('savedCart.unknownTitle') : t('savedCart.failed')}
            </Alert>
          )}
          <Button variant="contained" size="large" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? t('savedCart.unsubscribing') : t('savedCart.unsubscribe')}
          </Button>
        </>
      )}
    </Container>
  );
}
