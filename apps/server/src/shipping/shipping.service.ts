import type { ShippingMethodCode } from '@backroom/core/client-config';
import { PROVINCES, type ProvinceCode } from '@backroom/core/provinces';
import { measureLocalDelivery } from '@backroom/core/shipping/local-delivery';
import { isCanadianPostalCode, normalizePostalCode, postalCodeFitsProvince, provincesOfPostalCode } from '@backroom/core/shipping/postal-code';
import { quoteShippingMethod, shippingOptions, type ShippingOptionsRequest } from '@backroom/core/shipping/shipping-options';
import { shippingError, type ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import type { ShippingCart } from '@backroom/core/shipping/shipping-request';
import type { ShippingSettings } from '@backroom/core/shipping/shipping-settings';
import { asProvinceCode } from '@backroom/core/shipping/shipping-zone';
import { getItemsByIds } from '../catalog/item.service.js';
import type { Db } from '../db/database.js';
import type { RequestContext } from '../request-context.js';
import type { StoreSetup } from '../store-settings/store-setup.js';
import { readSettings, readSettingsTogether } from '../store-settings/store-settings.service.js';
import { CanadaPostRateCache } from './canada-post-rate-cache.js';
import { type CanadaPostRate, type CanadaPostMethodCode, fetchCanadaPostRates, isCanadaPostMethod, parcelWeightKg } from './canada-post-rates.js';
import { fsaCentroid } from './fsa-centroids.js';

export interface ShippingDestination {
  street: string;
  city: string;
  province: string;
  postal: string;
}

/**
 * What shipping needs of the request's context. `db` may be a transaction: inside one Canada
 * Post is never called. `log` is where a Canada Post failure is reported; it falls back to the
 * rate tables either way.
 */
type ShippingCaller = Pick<RequestContext, 'db' | 'storeId'> & Partial<Pick<RequestContext, 'log'>>;

/** An order to ship, as the shipping rules see it. */
export interface ShippingOrderRequest {
  destination: ShippingDestination;
  /** Discounted subtotal in cents. */
  value: number;
  hasSpecialOrder: boolean;
  /** Pieces in the parcel, for its weight at Canada Post; 1 when not known. */
  itemCount?: number | undefined;
}

const liveRates = new CanadaPostRateCache();

/** Forgets the live rates this process has seen (tests; a store changing its credentials). */
export function forgetLiveRates(): void {
  liveRates.clear();
}

/**
 * What the shipping rules read of a store's settings: the methods its configuration offers
 * (`general.shipping`) and its shipping settings (the defaults when it has none stored).
 */
export type ShippingSetup = Pick<StoreSetup, 'general' | 'shipping'>;

/** The store's shipping set-up in one query, for the calls that have not read it yet. */
export async function readShippingSetup(db: Db, storeId: string): Promise<ShippingSetup> {
  return readSettingsTogether(db, storeId, ['general', 'shipping']);
}

/** The names of the store's delivery communities in a province, for its city list. */
export async function deliveryCommunityNames(db: Db, storeId: string, province: ProvinceCode): Promise<string[]> {
  const { deliveryArea } = (await readSettings(db, storeId, 'shipping')).settings;
  return deliveryArea.province === province ? deliveryArea.communities.map((community) => community.name) : [];
}

/** The destination's province when its postal code is Canadian and fits it; null otherwise. */
function destinationProvince(destination: Pick<ShippingDestination, 'province' | 'postal'>): ProvinceCode | null {
  const province = asProvinceCode(destination.province);
  if (!province || !isCanadianPostalCode(destination.postal) || !postalCodeFitsProvince(destination.postal, province)) return null;
  return province;
}

function optionsRequest(setup: ShippingSetup, order: ShippingOrderRequest): ShippingOptionsRequest {
  const settings = setup.shipping;
  const province = destinationProvince(order.destination);
  const postal = normalizePostalCode(order.destination.postal);
  return {
    offered: setup.general.general.shipping,
    rates: settings.rates,
    storeProvince: settings.deliveryArea.province,
    province,
    value: order.value,
    hasSpecialOrder: order.hasSpecialOrder,
    local: province ? measureLocalDelivery(settings.deliveryArea, { province, postal, city: order.destination.city }, fsaCentroid) : null,
  };
}

/**
 * Canada Post's live rates for the parcel, when the store has credentials: from this process's
 * recent answers, or asked for (never inside a transaction). Undefined means use the tables.
 */
async function liveRatesFor(ctx: ShippingCaller, settings: ShippingSettings, order: ShippingOrderRequest) {
  const canadaPost = settings.canadaPost;
  if (!canadaPost) return undefined;
  const parcel = {
    originPostal: settings.originPostal,
    destinationPostal: normalizePostalCode(order.destination.postal),
    weightKg: parcelWeightKg(canadaPost, order.itemCount ?? 1),
  };
  // Everything that changes the price is in the key: staff may change the account at any time.
  const key = [ctx.storeId, canadaPost.endpoint ?? canadaPost.environment, canadaPost.username, canadaPost.customerNumber, canadaPost.contractId ?? '', parcel.originPostal, parcel.destinationPostal, parcel.weightKg].join('|');
  const cached = liveRates.get(key);
  if (cached || ctx.db.isTransaction) return cached;
  try {
    const rates = await fetchCanadaPostRates(canadaPost, parcel);
    liveRates.set(key, rates);
    return rates;
  } catch (error) {
    ctx.log?.warn({ err: error, storeId: ctx.storeId }, 'Canada Post rates unavailable; using the rate tables');
    return undefined;
  }
}

/**
 * A Canada Post method with its live price and transit time. A free parcel stays free; a service
 * Canada Post did not quote for this parcel does not apply.
 */
function withLiveRate(quote: ShippingQuote, code: CanadaPostMethodCode, rates: ReadonlyMap<CanadaPostMethodCode, CanadaPostRate>): ShippingQuote {
  const live = rates.get(code);
  if (!live) return shippingError(code);
  const days = live.transitDays === null ? {} : { minDays: live.transitDays, maxDays: live.transitDays };
  return { ...quote, ...days, price: quote.price === 0 ? 0 : live.price };
}

async function withLiveRates(ctx: ShippingCaller, settings: ShippingSettings, order: ShippingOrderRequest, quotes: ShippingQuote[]): Promise<ShippingQuote[]> {
  const needsCanadaPost = quotes.some((quote) => isCanadaPostMethod(quote.code) && quote.price > 0);
  const rates = needsCanadaPost ? await liveRatesFor(ctx, settings, order) : undefined;
  if (!rates) return quotes;
  return quotes.map((quote) => (isCanadaPostMethod(quote.code) ? withLiveRate(quote, quote.code, rates) : quote));
}

/**
 * Prices one method for an order with the store's shipping set-up as the caller read it (the
 * order submission reads it once); code 'ERROR' (price -1) when the method does not apply.
 */
export async function quoteShipping(
  ctx: ShippingCaller,
  setup: ShippingSetup,
  request: { code: string } & ShippingOrderRequest,
): Promise<ShippingQuote> {
  const quote = quoteShippingMethod(request.code, optionsRequest(setup, request));
  const [priced] = await withLiveRates(ctx, setup.shipping, request, [quote]);
  return priced!;
}

/** How a store offers one method, for words rather than prices: whether it does, its name, LOCAL's reach. */
export interface ShippingMethodOffer {
  offered: boolean;
  /** The name the store's rate table gives it (the default table's when it has none). */
  name: string;
  local: { radiusKm: number; province: string };
}

export function shippingMethodOffer(setup: ShippingSetup, code: ShippingMethodCode): ShippingMethodOffer {
  const rate = setup.shipping.rates[code];
  const { radiusKm, province } = setup.shipping.deliveryArea;
  return {
    offered: setup.general.general.shipping.includes(code) && rate !== undefined,
    name: rate?.name ?? DEFAULT_SHIPPING_RATES[code].name,
    local: { radiusKm, province: PROVINCES[province] },
  };
}

/** Every method the store offers that reaches the destination, priced, in the store's order. */
export async function listShippingOptions(ctx: ShippingCaller, order: ShippingOrderRequest): Promise<ShippingQuote[]> {
  const setup = await readShippingSetup(ctx.db, ctx.storeId);
  const options = shippingOptions(optionsRequest(setup, order));
  return (await withLiveRates(ctx, setup.shipping, order, options)).filter((option) => option.code !== 'ERROR');
}

/** A destination known only by its postal code (and maybe province): the postal code tells the province. */
export function destinationOf(postal: string, province?: ProvinceCode, city = ''): ShippingDestination {
  return { street: '', city, province: province ?? provincesOfPostalCode(postal)[0] ?? '', postal };
}

/** What the shipping rules need to know of a cart, from the catalogue's own prices and flags. */
export interface CartShipment {
  /** Subtotal in cents at the server's prices. */
  value: number;
  hasSpecialOrder: boolean;
  itemCount: number;
}

/**
 * Values a shopper's cart from the catalogue: only ids and counts are taken from it. Lines
 * whose item is unknown or hidden are left out: an estimate is still useful without them, and
 * the order submission refuses them.
 */
export async function shipmentOfCart(catalog: Parameters<typeof getItemsByIds>[0], cart: ShippingCart): Promise<CartShipment> {
  const lines = Object.entries(cart.items);
  const items = new Map((await getItemsByIds(catalog, lines.map(([id]) => id))).map((item) => [item.id, item]));
  let value = 0;
  let itemCount = 0;
  let hasSpecialOrder = false;
  for (const [id, { count }] of lines) {
    const item = items.get(id);
    if (!item) continue;
    value += item.price * count;
    itemCount += count;
    hasSpecialOrder ||= item.special;
  }
  return { value, hasSpecialOrder, itemCount };
}
