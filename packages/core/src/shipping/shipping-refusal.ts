/**
 * Why an order's shipping method was refused at submission (SHIPPING_UNAVAILABLE): the closed
 * `reason` of the error's detail, which the storefront words in the page's language.
 */
export const SHIPPING_REFUSAL_REASONS = ['unknown-method', 'not-offered', 'local-out-of-reach', 'address-not-served'] as const;
export type ShippingRefusalReason = (typeof SHIPPING_REFUSAL_REASONS)[number];

/** What the refusal's English message names: the method as the shop names it, and LOCAL's reach. */
export interface RefusedShipping {
  reason: ShippingRefusalReason;
  /** The method's code as sent, for an unknown one; its display name otherwise. */
  method: string;
  /** LOCAL only: how far the shop delivers, and in which province's name. */
  local?: { radiusKm: number; province: string };
}

/** The refusal in a shopper's words (English, the API's language). */
export function shippingRefusalMessage({ reason, method, local }: RefusedShipping): string {
  switch (reason) {
    case 'unknown-method':
      return `There is no shipping method '${method}'.`;
    case 'not-offered':
      return `${method} is not offered at the moment: choose another shipping method.`;
    case 'local-out-of-reach':
      return local
        ? `${method} only reaches addresses within ${local.radiusKm} km of the store in ${local.province}: choose another shipping method.`
        : `${method} does not reach this address: choose another shipping method.`;
    case 'address-not-served':
      return `${method} does not deliver to this address: choose another shipping method.`;
  }
}

/** True for a reason this version knows, so a client can fall back on a general sentence otherwise. */
export function isShippingRefusalReason(reason: unknown): reason is ShippingRefusalReason {
  return (SHIPPING_REFUSAL_REASONS as readonly unknown[]).includes(reason);
}
