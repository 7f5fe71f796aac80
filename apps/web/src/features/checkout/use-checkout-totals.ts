import { type Cart, cartSubtotal, giftCardLinesTotal, onlyGiftCards } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import type { ShippingQuoteState, ShippingQuoteStatus } from '@backroom/core/orders/checkout-rules';
import { discountOff, orderTotals, type OrderTotals } from '@backroom/core/orders/order-totals';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import type { PromotionPricing } from '@backroom/core/promotions/apply-promotions';
import { taxIsKnown, taxRuleFor } from '@backroom/core/tax/sales-tax';
import { useClientConfig } from '../../lib/get-client-config';
import { useCartPromotions } from '../../lib/promotions/active-promotions';
import { useCartDiscount } from '../../lib/promotions/cart-discount';
import { useShippingMethodName } from '../../lib/shipping/shipping-method-name';
import { type ShippingChoice, type ShippingChoices, useShippingChoices } from './use-shipping-choices';
import { type GiftCardsApplied, useGiftCardsApplied } from './use-gift-cards-applied';

export interface CheckoutTotals {
  /** The goods' money (a gift-card-only cart: all 0); `totals.total` is the goods' total, without the cards sold. */
  totals: OrderTotals;
  /**
   * The promotions the cart gets with its code, as the store combines them (decision 066); null
   * while they load (the totals are then without them). `totals.discountAmount` holds both.
   */
  pricing: PromotionPricing | null;
  /** What the gift cards bought are worth (untaxed, never paid with a gift card). */
  giftCardsSold: number;
  /** The order's total: the goods' and the cards sold. */
  orderTotal: number;
  /** The codes paying for the goods, each with what it takes and what it keeps. */
  giftCardsApplied: GiftCardsApplied;
  /** What is left to pay by card or e-transfer: the order's total less what the codes take. */
  amountDue: number;
  /** Gift cards alone: nothing ships, no tax. */
  giftCardsOnly: boolean;
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
 * With the promotions in effect (decision 066) the cart is priced line by line with core's
 * `applyPromotions`: its promotions' and code's discounts replace the code alone, and tax is on
 * the taxable lines' nets.
 */
export function useCheckoutTotals(cart: Cart, offered: readonly ShippingMethodCode[]): CheckoutTotals {
  const discount = useCartDiscount(cart);
  const pricing = useCartPromotions(cart, discount);
  const subtotal = cartSubtotal(cart);
  const discounted = pricing ? subtotal - pricing.promotionAmount - pricing.codeAmount : discount === null ? null : subtotal - discountOff(subtotal, discount);
  const giftCardsOnly = onlyGiftCards(cart);
  const giftCardsSold = giftCardLinesTotal(cart);
  const general = useClientConfig().data?.general;
  const shipping = useShippingChoices(cart, offered, discounted === subtotal ? null : discounted, general?.address.postal ?? '');
  const chosen = shipping.choices.find((choice) => choice.code === cart.shippingMethod) ?? null;
  const price = chosen?.quote?.price ?? null;
  const methodName = useShippingMethodName();
  const taxRule = taxRuleFor(general, cart.shippingMethod, cart.deliveryAddress.province, new Date());
  const taxKnown = giftCardsOnly || taxIsKnown(taxRule);
  const status = giftCardsOnly ? null : quoteStatus(cart.shippingMethod, chosen, shipping);
  const serverName = chosen?.name ?? DEFAULT_SHIPPING_RATES[cart.shippingMethod as ShippingMethodCode]?.name ?? cart.shippingMethod ?? '';
  const shippingKnown = giftCardsOnly || price !== null;
  const totals = orderTotals(subtotal, discount, giftCardsOnly ? 0 : (price ?? 0), taxRule, pricing ?? undefined);
  // The codes pay the goods' part only (a gift card never buys a gift card).
  const giftCardsApplied = useGiftCardsApplied(cart.giftCards, shippingKnown && taxKnown ? totals.total : 0);
  const orderTotal = totals.total + giftCardsSold;
  return {
    totals,
    pricing,
    giftCardsSold,
    orderTotal,
    giftCardsApplied,
    amountDue: orderTotal - giftCardsApplied.total,
    giftCardsOnly,
    shipping,
    chosen: giftCardsOnly ? null : chosen,
    shippingKnown,
    taxKnown,
    totalKnown: shippingKnown && taxKnown && !giftCardsApplied.checking,
    quote: status === null ? null : { status, methodName: methodName(cart.shippingMethod, serverName) },
  };
}
