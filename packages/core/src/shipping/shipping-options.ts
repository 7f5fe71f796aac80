import { SHIPPING_METHOD_CODES, type ShippingMethodCode } from '../client-config.js';
import type { ProvinceCode } from '../provinces.js';
import type { LocalDeliveryMeasure } from './local-delivery.js';
import { shippingError, type ShippingQuote } from './shipping-quote.js';
import { priceShippingMethod, type ShippingRateTable } from './shipping-rates.js';

/** Everything the choice of shipping depends on, once the destination has been read. */
export interface ShippingOptionsRequest {
  /** The methods the store offers (`general.shipping` of its client configuration). */
  offered: readonly string[];
  rates: ShippingRateTable;
  /** The store's own province: PICKUP is priced there and LOCAL stays there. */
  storeProvince: ProvinceCode;
  /** The destination's province; null when the destination is missing or not valid. */
  province: ProvinceCode | null;
  /** Discounted subtotal in cents. */
  value: number;
  hasSpecialOrder: boolean;
  /** Whether LOCAL reaches the destination; null when not measured. */
  local: LocalDeliveryMeasure | null;
}

function isMethodCode(code: string): code is ShippingMethodCode {
  return (SHIPPING_METHOD_CODES as readonly string[]).includes(code);
}

/**
 * Quotes one method (SPEC sections 8 and 9): the ERROR shape when the store does not offer it or
 * it does not reach the destination. PICKUP needs no destination; LOCAL needs one within reach.
 */
export function quoteShippingMethod(code: string, request: ShippingOptionsRequest): ShippingQuote {
  const rate = isMethodCode(code) && request.offered.includes(code) ? request.rates[code] : undefined;
  if (!isMethodCode(code) || !rate) return shippingError(code);
  const order = { value: request.value, hasSpecialOrder: request.hasSpecialOrder };

  if (code === 'PICKUP') return priceShippingMethod(code, rate, { ...order, province: request.storeProvince }) ?? shippingError(code);
  if (code === 'LOCAL') {
    const { local } = request;
    if (request.province !== request.storeProvince || !local?.within || local.distance === null) {
      return shippingError(code, local?.distance ?? undefined);
    }
    const quote = priceShippingMethod(code, rate, { ...order, province: request.province });
    return quote ? { ...quote, distance: local.distance } : shippingError(code, local.distance);
  }
  if (request.province === null) return shippingError(code);
  return priceShippingMethod(code, rate, { ...order, province: request.province }) ?? shippingError(code);
}

/** The options a shopper can choose from, in the store's order; methods that do not apply are left out. */
export function shippingOptions(request: ShippingOptionsRequest): ShippingQuote[] {
  return [...new Set(request.offered)].map((code) => quoteShippingMethod(code, request)).filter((quote) => quote.code !== 'ERROR');
}
