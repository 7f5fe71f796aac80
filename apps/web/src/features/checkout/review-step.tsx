import { type Cart, cartIsEmpty } from '@backroom/core/cart';
import { displayName } from '@backroom/core/item-display';
import type { PromotionPricing } from '@backroom/core/promotions/apply-promotions';
import { specialOrderLines } from '@backroom/core/orders/checkout-steps';
import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { TimedSnackbar } from '../../components/timed-snackbar';
import { CartLines } from '../../components/cart-lines';
import { PromotionLines } from '../../components/promotion-lines';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';
import { RouterLink } from '../../components/router-link';

interface ReviewStepProps {
  cart: Cart;
  /** The promotions the cart gets and those one more item would bring (use-checkout-totals.ts). */
  pricing: PromotionPricing | null;
  phone: string;
  /** Next was pressed and refused: say why. */
  showProblems: boolean;
}

/** Step 0: the cart's lines, editable; special-order items stop the checkout here (SPEC section 4). */
export function ReviewStep({ cart, pricing, phone, showProblems }: ReviewStepProps) {
  const [message, setMessage] = useState<string | null>(null);
  const t = useMessages(checkoutMessages);
  const special = specialOrderLines(cart);
  const empty = cartIsEmpty(cart);
  return (
    <>
      <CartLines cart={cart} onChange={setMessage} />
      {!empty && <PromotionLines pricing={pricing} sx={{ mt: 2, textAlign: 'right' }} />}
      <TimedSnackbar open={message !== null} severity="success" onClose={() => setMessage(null)}>
        {message}
      </TimedSnackbar>
      {special.length > 0 && (
        <Alert severity="warning" data-step-problem tabIndex={-1} sx={{ mt: 2 }}>
          <AlertTitle>{t('checkout.review.specialTitle')}</AlertTitle>
          {t('checkout.review.special', { count: special.length, names: special.map((line) => displayName(line.item.name)).join(', '), phone })}
        </Alert>
      )}
      {empty && (
        <>
          {showProblems && (
            <Alert severity="info" data-step-problem tabIndex={-1} sx={{ mt: 2 }}>
              {t('checkout.review.empty')}
            </Alert>
          )}
          <Typography sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/category" variant="outlined">
              {t('checkout.review.continue')}
            </Button>
          </Typography>
        </>
      )}
    </>
  );
}
