import type { Cents } from './money.js';

/** Separator between the segments of an item name, e.g. "Nutrients>FoxFarm>Big Bloom". */
export const NAME_SEGMENT_SEPARATOR = '>';
/** Stock assumed for an item that has no inventory data at all. */
export const STOCK_WITHOUT_INVENTORY = 100;

/** The name a shopper sees: the last segment after '>', or 'Unnamed' when there is none. */
export function displayName(name: string | null | undefined): string {
  const last = (name ?? '').split(NAME_SEGMENT_SEPARATOR).pop()?.trim() ?? '';
  return last.length > 0 ? last : 'Unnamed';
}

export type Inventory = Record<string, { count: number }>;

/** Total stock over all locations; an item without inventory data counts as 100. */
export function totalStock(inventory: Inventory | null | undefined): number {
  const counts = Object.values(inventory ?? {});
  if (counts.length === 0) return STOCK_WITHOUT_INVENTORY;
  return counts.reduce((sum, location) => sum + location.count, 0);
}

export interface ListingEntry {
  name: string;
  stock: number;
}

/** Listing order (SPEC section 9): items with stock above zero first, then by name. */
export function compareForListing(a: ListingEntry, b: ListingEntry): number {
  const aInStock = a.stock > 0 ? 0 : 1;
  const bInStock = b.stock > 0 ? 0 : 1;
  if (aInStock !== bInStock) return aInStock - bInStock;
  return listingSortKey(a.name).localeCompare(listingSortKey(b.name), 'en');
}

/** The key a listing sorts names by: the displayed name, case-folded. */
export function listingSortKey(name: string | null | undefined): string {
  return displayName(name).toLowerCase();
}

export interface PriceRange {
  priceLow: Cents;
  priceHigh: Cents;
}

/** Lowest and highest of a group's variant prices, or null when it has no variants. */
export function priceRangeOf(prices: readonly Cents[]): PriceRange | null {
  if (prices.length === 0) return null;
  return { priceLow: Math.min(...prices), priceHigh: Math.max(...prices) };
}
