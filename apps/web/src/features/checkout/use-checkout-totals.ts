import { type Cart, cartSubtotal } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { type Discount, discountOff, orderTotals, type OrderTotals } from '@backroom/core/orders/order-totals';
import { useDiscount } from './api/get-discount';
import { type ShippingChoice, type ShippingChoices, useShippingChoices } from './use-shipping-choices';

export interface CheckoutTotals {
  totals: OrderTotals;
  shipping: ShippingChoices;
  /** The chosen method as offered now; null when none is chosen or the store no longer offers it. */
  chosen: ShippingChoice | null;
  /** False while the chosen method has no price yet (no postal code, or the estimate is on its way). */
  shippingKnown: boolean;
}

/**
 * The order's money as the shopper sees it before submitting, with core's totals: the cart's
 * prices, the code's discount (checked again with the server) and the chosen method's price for
 * the discounted subtotal. For display only: the server prices the order itself.
 */
export function useCheckoutTotals(cart: Cart, offered: readonly ShippingMethodCode[]): CheckoutTotals {
  const discountView = useDiscount(cart.discountCode).data;
  const discount: Discount | null = cart.discountCode === '' ? null : (discountView ?? { discountAmount: cart.discountAmount });
  const subtotal = cartSubtotal(cart);
  const shipping = useShippingChoices(cart, offered, discount === null ? null : subtotal - discountOff(subtotal, discount));
  const chosen = shipping.choices.find((choice) => choice.code === cart.shippingMethod) ?? null;
  const price = chosen?.quote?.price ?? null;
  return { totals: orderTotals(subtotal, discount, price ?? 0), shipping, chosen, shippingKnown: price !== null };
}
