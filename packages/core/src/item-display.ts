import { DEFAULT_LOCALE, type Locale } from './locale.js';
import { type Cents, formatCents, formatCentsRange } from './money.js';

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

// The same order as localeCompare(…, 'en'), without building a collator for every comparison.
const LISTING_NAME_ORDER = new Intl.Collator('en');

/** Listing order (SPEC section 9): items with stock above zero first, then by name. */
export function compareForListing(a: ListingEntry, b: ListingEntry): number {
  const aInStock = a.stock > 0 ? 0 : 1;
  const bInStock = b.stock > 0 ? 0 : 1;
  if (aInStock !== bInStock) return aInStock - bInStock;
  return LISTING_NAME_ORDER.compare(listingSortKey(a.name), listingSortKey(b.name));
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

/** What the price and stock of a listed item depend on: its own values and its group's summary. */
export interface PricedItem {
  price: Cents;
  stock: number;
  group: { enabled: boolean; variantName: string | null; variantSummary: PriceRange & { stock: number } | null };
}

/** True for a group head shown without a chosen variant: it stands for all its variants. */
export function isUnchosenGroup(item: PricedItem): boolean {
  return item.group.enabled && item.group.variantName === null && item.group.variantSummary !== null;
}

/** The price a shopper sees: the variants' low-high range for an unchosen group, else the item's price. */
export function itemPriceLabel(item: PricedItem, locale: Locale = DEFAULT_LOCALE): string {
  const summary = item.group.variantSummary;
  if (isUnchosenGroup(item) && summary) return formatCentsRange(summary.priceLow, summary.priceHigh, locale);
  return formatCents(item.price, locale);
}

/** The stock a shopper sees: the variants' stock for an unchosen group, else the item's total stock. */
export function shownStock(item: PricedItem): number {
  const summary = item.group.variantSummary;
  return isUnchosenGroup(item) && summary ? summary.stock : item.stock;
}

/** Smallest quantity a quantity input accepts. */
export const MIN_QUANTITY = 0;

/** A typed quantity as a whole number: anything non-numeric or negative becomes 0 (SPEC section 5). */
export function quantityFromInput(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.floor(value);
}
