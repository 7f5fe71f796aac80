import { cartSubtotal } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { formatPostalCode, isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { deliveryEstimateDays } from '@backroom/core/shipping/delivery-estimate';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { Box, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { useCart } from '../lib/cart-store';
import { useBestShippingEstimate } from '../lib/shipping/best-shipping-estimate';
import { useMessages } from '../lib/i18n/use-messages';
import { shippingMessages } from '../lib/shipping/shipping.messages';
import { RichMessage } from '../lib/i18n/rich-message';
import { useShippingMethodName } from '../lib/shipping/shipping-method-name';

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
  const t = useMessages(shippingMessages);

  let content;
  if (!isPostalCodeComplete(postal)) {
    content = hint && <Typography variant="body2" color="text.secondary">{t('shipping.postalHint')}</Typography>;
  } else if (estimate.isPending) {
    content = <Skeleton variant="text" width="80%" aria-label={t('shipping.finding')} />;
  } else if (estimate.isError) {
    content = (
      <Typography variant="body2" color="error">
        {t('shipping.noEstimate', { postal: formatPostalCode(postal), message: estimate.error.message })}
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
  const t = useMessages(shippingMessages);
  const methodName = useShippingMethodName();
  if (quote === null) {
    return (
      <Typography variant="body2">
        {t('shipping.atCheckout', { postal })}
      </Typography>
    );
  }
  const threshold = quote.freeShippingThreshold;
  const remaining = threshold === null ? null : freeShippingRemaining(threshold, value);
  return (
    <>
      <Typography variant="body2">
        <RichMessage
          catalogue={shippingMessages}
          id="shipping.best"
          values={{
            postal,
            method: methodName(quote.code, quote.name),
            price: quote.price === 0 ? t('shipping.free') : formatCents(quote.price, t.locale),
            days: t('shipping.days', deliveryEstimateDays(quote)),
          }}
          components={{ 0: <strong /> }}
        />
      </Typography>
      {threshold !== null && (
        <Typography variant="body2" color={remaining === 0 && !hasSpecialOrder ? 'success.main' : 'text.secondary'}>
          {remaining === 0 && !hasSpecialOrder
            ? t('shipping.shipsFree', { threshold: formatCents(threshold, t.locale) })
            : t(remaining ? 'shipping.freeFromAdd' : 'shipping.freeFrom', {
                threshold: formatCents(threshold, t.locale),
                remaining: formatCents(remaining ?? 0, t.locale),
              })}
        </Typography>
      )}
      {hasSpecialOrder && (
        <Typography variant="body2" color="text.secondary">
          {t('shipping.specialOrder')}
        </Typography>
      )}
    </>
  );
}
