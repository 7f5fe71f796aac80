import { cartSubtotal } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { formatPostalCode, isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { deliveryEstimateText } from '@backroom/core/shipping/delivery-estimate';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { Box, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { useCart } from '../cart/cart-store';
import { useBestShippingEstimate } from './best-shipping-estimate';

/** SPEC section 5: shown while the postal code is incomplete. */
export const POSTAL_CODE_HINT = 'Enter valid postal code to see all available delivery options.';

/** What is left to spend, in cents, before an order of `value` ships free; 0 when it already does. */
export function freeShippingRemaining(threshold: number, value: number): number {
  return Math.max(0, threshold - value);
}

/**
 * The best shipping estimate for the cart to its postal code, with the free-shipping threshold
 * and what is left to spend to reach it. The figures are the server's; the remaining amount is
 * worked out here from the cart's prices for display only.
 */
export function ShippingEstimate({ sx, hint = true }: { sx?: SxProps<Theme>; /** Show the postal-code hint (off where the field shows it). */ hint?: boolean }) {
  const cart = useCart();
  const estimate = useBestShippingEstimate(cart);
  const postal = cart.deliveryAddress.postal;
  const hasSpecialOrder = Object.values(cart.items).some((line) => line.item.special);

  let content;
  if (!isPostalCodeComplete(postal)) {
    content = hint && <Typography variant="body2" color="text.secondary">{POSTAL_CODE_HINT}</Typography>;
  } else if (estimate.isPending) {
    content = <Skeleton variant="text" width="80%" aria-label="Finding the best shipping" />;
  } else if (estimate.isError) {
    content = (
      <Typography variant="body2" color="error">
        No shipping estimate for {formatPostalCode(postal)}: {estimate.error.message}
      </Typography>
    );
  } else {
    content = (
      <EstimateLines
        quote={estimate.data}
        postal={formatPostalCode(postal)}
        value={Math.max(0, cartSubtotal(cart) - cart.discountAmount)}
        hasSpecialOrder={hasSpecialOrder}
      />
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={sx}>
      {content}
    </Box>
  );
}

function EstimateLines({ quote, postal, value, hasSpecialOrder }: { quote: ShippingQuote | null; postal: string; value: number; hasSpecialOrder: boolean }) {
  if (quote === null) {
    return (
      <Typography variant="body2">
        Shipping to {postal} is calculated at checkout.
      </Typography>
    );
  }
  const threshold = quote.freeShippingThreshold;
  const remaining = threshold === null ? null : freeShippingRemaining(threshold, value);
  return (
    <>
      <Typography variant="body2">
        Best shipping to {postal}: <strong>{quote.name}</strong>, {quote.price === 0 ? 'Free' : formatCents(quote.price)},{' '}
        {deliveryEstimateText(quote)}
      </Typography>
      {threshold !== null && (
        <Typography variant="body2" color={remaining === 0 && !hasSpecialOrder ? 'success.main' : 'text.secondary'}>
          {remaining === 0 && !hasSpecialOrder
            ? `Your order ships free (free shipping from ${formatCents(threshold)}).`
            : `Free shipping on orders of ${formatCents(threshold)} or more${remaining ? `: add ${formatCents(remaining)} more` : ''}.`}
        </Typography>
      )}
      {hasSpecialOrder && (
        <Typography variant="body2" color="text.secondary">
          Special-order items may not qualify for free shipping.
        </Typography>
      )}
    </>
  );
}
