import { type Cart, cartSubtotal } from '@backroom/core/cart';
import { type Discount, orderTotals, type OrderTotals } from '@backroom/core/orders/order-totals';
import { useDiscount } from './api/get-discount';
import type { ShippingChoice, ShippingChoices } from './use-shipping-choices';

export interface CheckoutTotals {
  totals: OrderTotals;
  /** The chosen method as offered now; null when none is chosen or the store no longer offers it. */
  chosen: ShippingChoice | null;
  /** False while the chosen method has no price yet (no postal code, or the estimate is on its way). */
  shippingKnown: boolean;
}

/**
 * The order's money as the shopper sees it before submitting, with core's totals: the cart's
 * prices, the code's discount (checked again with the server) and the chosen method's price.
 * For display only: the server prices the order itself.
 */
export function useCheckoutTotals(cart: Cart, shipping: ShippingChoices): CheckoutTotals {
  const discountView = useDiscount(cart.discountCode).data;
  const discount: Discount | null = cart.discountCode === '' ? null : (discountView ?? { discountAmount: cart.discountAmount });
  const chosen = shipping.choices.find((choice) => choice.code === cart.shippingMethod) ?? null;
  const price = chosen?.quote?.price ?? null;
  return { totals: orderTotals(cartSubtotal(cart), discount, price ?? 0), chosen, shippingKnown: price !== null };
}
