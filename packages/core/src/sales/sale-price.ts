/**
 * Sale prices on a schedule (docs/decisions/065): which price is in effect at an instant.
 * Pure: the server gives the regular price, the sales touching the item and the time.
 */

/** The least a sale may take an item to, in cents: a sale never makes an item free. */
export const LOWEST_SALE_PRICE = 1;
/** A category's or brand's sale takes off from 1 to 90 percent. */
export const MIN_SALE_PERCENT = 1;
export const MAX_SALE_PERCENT = 90;

/** What a sale offers, as the price rule reads it. Instants are ISO strings or epoch milliseconds. */
export interface SaleTerms {
  id: string;
  startsAt: string | number;
  endsAt: string | number;
  /** A fixed price in cents (an item's sale), or null. */
  salePrice: number | null;
  /** A whole percent off (a category's or brand's sale), or null. */
  percent: number | null;
}

export interface PriceInEffect {
  /** What the item costs now, in cents. */
  price: number;
  /** The regular price when a sale gives a lower one now; null otherwise. */
  regularPrice: number | null;
  /** The sale that gives the price, with when it ends; null when none does. */
  sale: { id: string; endsAt: number } | null;
}

const millis = (instant: string | number) => (typeof instant === 'number' ? instant : Date.parse(instant));

/** Whether a sale is on at `now`: from its start (included) to its end (excluded). */
export function saleIsOn(sale: Pick<SaleTerms, 'startsAt' | 'endsAt'>, now: number): boolean {
  return millis(sale.startsAt) <= now && now < millis(sale.endsAt);
}

/** `regular` less `percent` percent, rounded to the nearest cent (halves up). */
export function percentOff(regular: number, percent: number): number {
  return Math.floor((regular * (100 - percent) + 50) / 100);
}

/** The price one sale would give an item of `regular` price, before the rules below compare it. */
export function salePriceOf(regular: number, sale: Pick<SaleTerms, 'salePrice' | 'percent'>): number {
  const offered = sale.salePrice ?? (sale.percent === null ? regular : percentOff(regular, sale.percent));
  return Math.max(LOWEST_SALE_PRICE, offered);
}

/**
 * The price in effect at `now`. Of the sales on at that moment, the lowest price wins; never
 * below one cent, and a sale never raises a price (a sale at or above the regular price gives
 * nothing). Of sales giving the same lowest price, the one that lasts longest is named (then the
 * lowest id), so the end a shopper is shown is when that price stops.
 */
export function priceInEffect(regular: number, sales: readonly SaleTerms[], now: number | Date): PriceInEffect {
  const at = typeof now === 'number' ? now : now.getTime();
  let best: { price: number; id: string; endsAt: number } | null = null;
  for (const sale of sales) {
    if (!saleIsOn(sale, at)) continue;
    const price = salePriceOf(regular, sale);
    if (price >= regular) continue;
    const endsAt = millis(sale.endsAt);
    if (
      best === null ||
      price < best.price ||
      (price === best.price && (endsAt > best.endsAt || (endsAt === best.endsAt && sale.id < best.id)))
    ) {
      best = { price, id: sale.id, endsAt };
    }
  }
  if (best === null) return { price: regular, regularPrice: null, sale: null };
  return { price: best.price, regularPrice: regular, sale: { id: best.id, endsAt: best.endsAt } };
}

/** The next instant after `now` at which any of the sales starts or ends; null when none will. */
export function nextSaleBoundary(sales: ReadonlyArray<Pick<SaleTerms, 'startsAt' | 'endsAt'>>, now: number): number | null {
  let next: number | null = null;
  for (const sale of sales) {
    for (const instant of [millis(sale.startsAt), millis(sale.endsAt)]) {
      if (instant > now && (next === null || instant < next)) next = instant;
    }
  }
  return next;
}

export type SaleStatus = 'coming' | 'now' | 'ended';

/** Where a sale stands at `now`. */
export function saleStatus(sale: Pick<SaleTerms, 'startsAt' | 'endsAt'>, now: number): SaleStatus {
  if (now < millis(sale.startsAt)) return 'coming';
  return now < millis(sale.endsAt) ? 'now' : 'ended';
}
