import { cartIsEmpty, cartSubtotal, giftCardLinesTotal, emptyCart } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { Box, Button, Container, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TimedSnackbar } from '../../components/timed-snackbar';
import { ShippingEstimate } from '../../components/shipping-estimate';
import { CartLines } from '../../components/cart-lines';
import { PromotionLines } from '../../components/promotion-lines';
import { updateCart, useCart } from '../../lib/cart-store';
import { useFreshCartPrices } from '../../lib/fresh-cart-prices';
import { useMessages } from '../../lib/i18n/use-messages';
import { useCartPromotions } from '../../lib/promotions/active-promotions';
import { useCartDiscount } from '../../lib/promotions/cart-discount';
import { cartMessages } from './cart.messages';
import { ReorderChanges } from './reorder-changes';
import { RouterLink } from '../../components/router-link';

export function CartPage() {
  const cart = useCart();
  useFreshCartPrices();
  const [message, setMessage] = useState<string | null>(null);
  const t = useMessages(cartMessages);
  // Priced as checkout prices it: with the code kept in the cart, as the store combines them.
  const promotions = useCartPromotions(cart, useCartDiscount(cart));
  const [confirming, setConfirming] = useState(false);
  const empty = cartIsEmpty(cart);
  const removeAll = () => {
    updateCart((current) => ({ ...current, items: emptyCart().items }));
    setConfirming(false);
  };
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('cart.title')}
      </Typography>
      <ReorderChanges />
      <Paper variant="outlined" sx={{ px: 2 }}>
        <CartLines cart={cart} onChange={setMessage} />
      </Paper>
      {!empty && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('cart.removeAll')}
          </Button>
          <Box sx={{ flex: 1, textAlign: { sm: 'right' } }}>
            <Typography sx={{ fontWeight: 600 }}>{t('cart.subtotal', { amount: formatCents(cartSubtotal(cart) + giftCardLinesTotal(cart), t.locale) })}</Typography>
            <PromotionLines pricing={promotions} code={cart.discountCode} />
          </Box>
          <Button component={RouterLink} to="/order/checkout" variant="contained" size="large">
            {t('cart.checkout')}
          </Button>
        </Stack>
      )}
      {!empty && <ShippingEstimate sx={{ mt: 2, textAlign: { sm: 'right' } }} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="remove-all-title">
        <DialogTitle id="remove-all-title">{t('cart.removeAllTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cart.removeAllText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cart.no')}</Button>
          <Button color="error" onClick={removeAll}>
            {t('cart.yes')}
          </Button>
        </DialogActions>
      </Dialog>
      <TimedSnackbar open={message !== null} severity="success" onClose={() => setMessage(null)}>
        {message}
      </TimedSnackbar>
    </Container>
  );
}
