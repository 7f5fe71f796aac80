import { type Cart, cartSubtotal } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import type { ShippingQuoteState, ShippingQuoteStatus } from '@backroom/core/orders/checkout-rules';
import { type Discount, discountOff, type LinePricing, orderTotals, type OrderTotals } from '@backroom/core/orders/order-totals';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import { taxIsKnown, taxRuleFor } from '@backroom/core/tax/sales-tax';
import { useClientConfig } from '../../lib/get-client-config';
import { useShippingMethodName } from '../../lib/shipping/shipping-method-name';
import { useDiscount } from './api/get-discount';
import { type ShippingChoice, type ShippingChoices, useShippingChoices } from './use-shipping-choices';

export interface CheckoutTotals {
  totals: OrderTotals;
  shipping: ShippingChoices;
  /** The chosen method as offered now; null when none is chosen or the store no longer offers it. */
  chosen: ShippingChoice | null;
  /** False while the chosen method has no price yet (no postal code, or the server's answer is on its way). */
  shippingKnown: boolean;
  /** False while tax by destination has no province to follow yet. */
  taxKnown: boolean;
  /** The total is the one the server will ask: shipping and tax both known. Never show `totals.total` otherwise. */
  totalKnown: boolean;
  /** The chosen method's quote for the address as it is now, named in the page's language; null when none is chosen. */
  quote: ShippingQuoteState | null;
}

/** Where the chosen method's price stands; null when no method is chosen. */
function quoteStatus(method: string | null, chosen: ShippingChoice | null, shipping: ShippingChoices): ShippingQuoteStatus | null {
  if (!method) return null;
  if (chosen === null) return 'not-served';
  if (chosen.code === 'PICKUP') return chosen.available ? 'priced' : 'not-served';
  if (shipping.settled) {
    if (!chosen.available || chosen.quote === null) return 'not-served';
    // A price for the postal code alone is shown, but a delivery is priced for the whole address.
    return shipping.forAddress ? 'priced' : 'pending';
  }
  if (shipping.loading) return 'pending';
  return shipping.error ? 'failed' : 'pending';
}

/**
 * The order's money as the shopper sees it before submitting, with core's totals: the cart's
 * prices, the code's discount (checked again with the server), the chosen method's price for
 * the discounted subtotal and the store's taxes for the destination (Nova Scotia for PICKUP and
 * LOCAL). For display only: the server prices the order itself.
 *
 * `pricing`: the cart priced line by line with core's `applyPromotions` (decision 066): its
 * promotions' and code's discounts replace the code alone, and tax is on the taxable lines' nets.
 */
export function useCheckoutTotals(cart: Cart, offered: readonly ShippingMethodCode[], pricing: LinePricing | null = null): CheckoutTotals {
  const discountView = useDiscount(cart.discountCode).data;
  const discount: Discount | null = cart.discountCode === '' ? null : (discountView ?? { discountAmount: cart.discountAmount });
  const subtotal = cartSubtotal(cart);
  const general = useClientConfig().data?.general;
  const discounted = pricing !== null ? subtotal - pricing.promotionAmount - pricing.codeAmount : discount === null ? null : subtotal - discountOff(subtotal, discount);
  const shipping = useShippingChoices(cart, offered, discounted, general?.address.postal ?? '');
  const chosen = shipping.choices.find((choice) => choice.code === cart.shippingMethod) ?? null;
  const price = chosen?.quote?.price ?? null;
  const methodName = useShippingMethodName();
  const taxRule = taxRuleFor(general, cart.shippingMethod, cart.deliveryAddress.province, new Date());
  const taxKnown = taxIsKnown(taxRule);
  const status = quoteStatus(cart.shippingMethod, chosen, shipping);
  const serverName = chosen?.name ?? DEFAULT_SHIPPING_RATES[cart.shippingMethod as ShippingMethodCode]?.name ?? cart.shippingMethod ?? '';
  return {
    totals: orderTotals(subtotal, discount, price ?? 0, taxRule, pricing ?? undefined),
    shipping,
    chosen,
    shippingKnown: price !== null,
    taxKnown,
    totalKnown: price !== null && taxKnown,
    quote: status === null ? null : { status, methodName: methodName(cart.shippingMethod, serverName) },
  };
}
