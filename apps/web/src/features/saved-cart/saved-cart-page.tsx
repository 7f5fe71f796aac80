import type { RestoredCart } from '@backroom/core/left-carts/left-cart';
import { displayName } from '@backroom/core/item-display';
import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { updateCart } from '../../lib/cart-store';
import { useMessages } from '../../lib/i18n/use-messages';
import { savedCartQuery } from './api/saved-cart';
import { savedCartMessages } from './saved-cart.messages';
import { RouterLink } from '../../components/router-link';

/** The restored lines put in this browser's cart: each item at today's price and count, the cart's other lines kept. */
function putBack(restored: RestoredCart): void {
  updateCart((cart) => ({
    ...cart,
    items: { ...cart.items, ...Object.fromEntries(restored.lines.map(({ item, count }) => [item.id, { item, count }])) },
    checkoutStep: 0,
  }));
}

/**
 * /saved-cart/{token}: the reminder's link. The cart the shopper left comes back into this
 * browser's cart (any device), at today's prices, and the page says what could not come back.
 */
export function SavedCartPage() {
  const { token = '' } = useParams();
  const t = useMessages(savedCartMessages);
  const saved = useQuery(savedCartQuery(token));
  const restored = saved.data;
  useEffect(() => {
    if (restored) putBack(restored);
  }, [restored]);

  if (saved.isPending) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress aria-label={t('savedCart.loading')} />
      </Container>
    );
  }
  if (saved.isError) {
    const unknown = saved.error instanceof ApiError && (saved.error.status === 404 || saved.error.status === 400);
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {unknown ? t('savedCart.unknownTitle') : t('savedCart.title')}
        </Typography>
        <Alert severity={unknown ? 'info' : 'error'} sx={{ mb: 2 }}>
          {unknown ? t('savedCart.unknown') : t('savedCart.failed')}
        </Alert>
        {unknown ? (
          <Button component={RouterLink} to="/" variant="contained">
            {t('savedCart.home')}
          </Button>
        ) : (
          <Button onClick={() => void saved.refetch()} variant="contained">
            {t('savedCart.retry')}
          </Button>
        )}
      </Container>
    );
  }

  const { lines, changed } = saved.data;
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('savedCart.title')}
      </Typography>
      {lines.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('savedCart.intro')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {lines.map(({ item, count }) => (
              <Box component="li" key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
                <span>{t('savedCart.line', { count, name: displayName(item.name) })}</span>
                <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatCents(item.price * count, t.locale)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('savedCart.nothing')}
        </Alert>
      )}
      {changed.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {changed.map((change) => {
            const count = lines.find((line) => line.item.id === change.itemId)?.count ?? 0;
            const text =
              change.name === null
                ? t('savedCart.changed.unavailableUnnamed')
                : t(`savedCart.changed.${change.reason}`, { name: change.name, count });
            return (
              <Alert key={change.itemId} severity="warning">
                {text}
              </Alert>
            );
          })}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/order/cart" variant={lines.length > 0 ? 'outlined' : 'contained'} size="large">
          {t('savedCart.toCart')}
        </Button>
        {lines.length > 0 && (
          <Button component={RouterLink} to="/order/checkout" variant="contained" size="large">
            {t('savedCart.checkout')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
