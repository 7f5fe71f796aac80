import { type Cart, cartSubtotal } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { type Discount, discountOff, orderTotals, type OrderTotals } from '@backroom/core/orders/order-totals';
import { placeOfSupply, type TaxRule } from '@backroom/core/tax/sales-tax';
import { useClientConfig } from '../client-config/api/get-client-config';
import { useDiscount } from './api/get-discount';
import { type ShippingChoice, type ShippingChoices, useShippingChoices } from './use-shipping-choices';

export interface CheckoutTotals {
  totals: OrderTotals;
  shipping: ShippingChoices;
  /** The chosen method as offered now; null when none is chosen or the store no longer offers it. */
  chosen: ShippingChoice | null;
  /** False while the chosen method has no price yet (no postal code, or the estimate is on its way). */
  shippingKnown: boolean;
  /** False while tax by destination has no province to follow yet. */
  taxKnown: boolean;
}

/**
 * The order's money as the shopper sees it before submitting, with core's totals: the cart's
 * prices, the code's discount (checked again with the server), the chosen method's price for
 * the discounted subtotal and the store's taxes for the destination (Nova Scotia for PICKUP and
 * LOCAL). For display only: the server prices the order itself.
 */
export function useCheckoutTotals(cart: Cart, offered: readonly ShippingMethodCode[]): CheckoutTotals {
  const discountView = useDiscount(cart.discountCode).data;
  const discount: Discount | null = cart.discountCode === '' ? null : (discountView ?? { discountAmount: cart.discountAmount });
  const subtotal = cartSubtotal(cart);
  const shipping = useShippingChoices(cart, offered, discount === null ? null : subtotal - discountOff(subtotal, discount));
  const chosen = shipping.choices.find((choice) => choice.code === cart.shippingMethod) ?? null;
  const price = chosen?.quote?.price ?? null;
  const general = useClientConfig().data?.general;
  const taxRule: TaxRule = {
    mode: general?.tax_mode ?? 'flat',
    province: placeOfSupply(cart.shippingMethod, cart.deliveryAddress.province),
    registrations: general?.tax_registrations ?? [],
    on: shopCalendarDate(new Date()),
  };
  const taxKnown = taxRule.mode === 'flat' || taxRule.province !== null;
  return { totals: orderTotals(subtotal, discount, price ?? 0, taxRule), shipping, chosen, shippingKnown: price !== null, taxKnown };
}
