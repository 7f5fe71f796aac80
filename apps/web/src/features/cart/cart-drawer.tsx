import { cartIsEmpty, cartSubtotal, giftCardLinesTotal } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TimedSnackbar } from '../../components/timed-snackbar';
import { ShippingEstimate } from '../../components/shipping-estimate';
import { CartLines } from '../../components/cart-lines';
import { DrawerHeader } from '../../components/drawer-header';
import { PromotionLines } from '../../components/promotion-lines';
import { useCart } from '../../lib/cart-store';
import { useFreshCartPrices } from '../../lib/fresh-cart-prices';
import { useMessages } from '../../lib/i18n/use-messages';
import { useCartPromotions } from '../../lib/promotions/active-promotions';
import { useCartDiscount } from '../../lib/promotions/cart-discount';
import { cartMessages } from './cart.messages';
import { RouterLink } from '../../components/router-link';

/** Width of the cart drawer on screens wider than a phone (SPEC section 9). */
export const CART_DRAWER_WIDTH = 480;

export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useCart();
  useFreshCartPrices(open);
  const [message, setMessage] = useState<string | null>(null);
  const t = useMessages(cartMessages);
  // Priced as checkout prices it: with the code kept in the cart, as the store combines them.
  const promotions = useCartPromotions(cart, useCartDiscount(cart));
  const empty = cartIsEmpty(cart);
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: CART_DRAWER_WIDTH } } } }}>
      <Box role="region" aria-label={t('cart.region')} sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <DrawerHeader title={t('cart.yourCart')} closeLabel={t('cart.close')} onClose={onClose} />
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <CartLines cart={cart} onChange={setMessage} />
        </Box>
        {!empty && (
          <Box sx={{ py: 2, textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('cart.subtotal', { amount: formatCents(cartSubtotal(cart) + giftCardLinesTotal(cart), t.locale) })}</Typography>
            <PromotionLines pricing={promotions} code={cart.discountCode} />
            <ShippingEstimate sx={{ mt: 0.5 }} />
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/order/cart" onClick={onClose} fullWidth variant="outlined">
            {t('cart.view')}
          </Button>
          <Button component={RouterLink} to="/order/checkout" onClick={onClose} fullWidth variant="contained" disabled={empty}>
            {t('cart.checkout')}
          </Button>
        </Stack>
      </Box>
      {/* Inside the drawer: a modal drawer keeps the page behind it out of reach. */}
      <TimedSnackbar open={message !== null} severity="success" onClose={() => setMessage(null)}>
        {message}
      </TimedSnackbar>
    </Drawer>
  );
}
