import { type ListingFacets, type ListingFilters, PRICE_BANDS, facetValues } from '@backroom/core/listing-filters';
import { type RawBuilder, sql } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import { SHOPPER_ITEM_COLUMNS } from './item.table.js';
import { searchItemJson } from './search-item-json.js';
import type { FoundItem } from './search-statements.js';

/*
 * Filtered listings and the counts beside their filters, worked out by the database
 * (docs/decisions/045) with the rule of core's listing-filters.ts: an item matches when its brand
 * and florist flag do and one thing it sells (itself, or one of its group's visible variants) is
 * at once in the price range, in stock and in a size asked for. A category's items are read
 * through items_listing_idx, a group's variants through items_offers_idx (migration 0017).
 */

interface ListingDb {
  db: Db;
  dialect: DialectName;
}

/** The items a listing is made of before any filter: a category's, or a search's matches (best first). */
export type ListingScope = { kind: 'category'; categoryId: string } | { kind: 'search'; itemIds: readonly string[] };

type Condition = RawBuilder<unknown>;
const ALWAYS = sql`1 = 1`;
const and = (conditions: readonly Condition[]): Condition => (conditions.length === 0 ? ALWAYS : sql`(${sql.join(conditions, sql` and `)})`);

/**
 * The listed items of a scope (group heads and items on their own that shoppers see) as `i`:
 * `from … where …`. A search's ids are read first and each item found by its key (SQLite keeps
 * a `cross join` in the order written; otherwise it may scan every item for each id).
 */
function fromScope({ dialect }: ListingDb, storeId: string, scope: ListingScope): Condition {
  const listed = sql`i.store_id = ${storeId} and i.group_parent_id is null and i.hidden = 0`;
  if (scope.kind === 'category') return sql`items i where ${listed} and i.category_id = ${scope.categoryId}`;
  return dialect === 'sqlite'
    ? sql`json_each(${JSON.stringify(scope.itemIds)}) s cross join items i where i.id = s.value and ${listed}`
    : sql`unnest(${[...scope.itemIds]}::text[]) with ordinality s(id, n) join items i on i.store_id = ${storeId} and i.id = s.id where ${listed}`;
}

/** The conditions filters put on one offer (a price, a sold_out flag and a size) of table alias `o`. */
interface OfferConditions {
  price: boolean;
  sizes: boolean;
  inStock: boolean;
}

const ALL_OFFER_CONDITIONS: OfferConditions = { price: true, sizes: true, inStock: true };

/** The price in effect of an item row of alias `o` (docs/decisions/065); an offer row (alias `f`) holds it as its price already. */
const priceInEffect = (offer: string) => sql.raw(offer === 'f' ? 'f.price' : `coalesce(${offer}.sale_price, ${offer}.price)`);

function offerConditions(offer: string, filters: ListingFilters, which: OfferConditions, sizeColumn = 'variant_name'): Condition[] {
  const o = sql.raw(offer);
  const conditions: Condition[] = [];
  if (which.price && filters.minPrice !== null) conditions.push(sql`${priceInEffect(offer)} >= ${filters.minPrice}`);
  if (which.price && filters.maxPrice !== null) conditions.push(sql`${priceInEffect(offer)} <= ${filters.maxPrice}`);
  if (which.inStock && filters.inStock) conditions.push(sql`${o}.sold_out = 0`);
  if (which.sizes && filters.sizes.length > 0) {
    conditions.push(sql`${o}.${sql.raw(sizeColumn)} in (${sql.join(filters.sizes)})`);
  }
  return conditions;
}

/**
 * Item `i` sells something matching the offer conditions: an item on its own is its one offer
 * (and has no size), a group head's are its visible variants.
 */
function sellsMatching(storeId: string, filters: ListingFilters, which: OfferConditions = ALL_OFFER_CONDITIONS): Condition {
  const onVariants = offerConditions('o', filters, which);
  if (onVariants.length === 0) return ALWAYS;
  const onItself = which.sizes && filters.sizes.length > 0 ? sql`1 = 0` : and(offerConditions('i', filters, which));
  return sql`((i.group_enabled = 0 and ${onItself}) or (i.group_enabled = 1 and exists (
    select 1 from items o where o.store_id = ${storeId} and o.group_parent_id = i.id and o.hidden = 0 and ${and(onVariants)})))`;
}

function itemConditions(filters: ListingFilters, { brands = true, florist = true } = {}): Condition[] {
  const conditions: Condition[] = [];
  if (brands && filters.brands.length > 0) conditions.push(sql`i.brand in (${sql.join(filters.brands)})`);
  if (florist && filters.florist) conditions.push(sql`i.florist = 1`);
  return conditions;
}

/** Everything the filters ask of listed item `i`. */
function matchesFilters(storeId: string, filters: ListingFilters): Condition {
  return and([...itemConditions(filters), sellsMatching(storeId, filters)]);
}

/** A category's items under filters, in listing order (in stock first, then by name). */
export async function listFilteredCategoryItems(listing: ListingDb, storeId: string, categoryId: string, filters: ListingFilters) {
  return listing.db
    .selectFrom('items as i')
    .select(SHOPPER_ITEM_COLUMNS)
    .where('i.store_id', '=', storeId)
    .where('i.category_id', '=', categoryId)
    .where('i.group_parent_id', 'is', null)
    .where('i.hidden', '=', 0)
    .where(matchesFilters(storeId, filters) as RawBuilder<boolean>)
    .orderBy('sold_out')
    .orderBy('sort_name')
    .orderBy('id')
    .execute();
}

/** A search's matches (ids best first) under filters, in the search's order, as JSON (search-item-json.ts). */
export async function listFilteredSearchItems(
  listing: ListingDb,
  storeId: string,
  itemIds: readonly string[],
  filters: ListingFilters,
  limit: number,
): Promise<FoundItem[]> {
  if (itemIds.length === 0) return [];
  const json = sql.raw(searchItemJson(listing.dialect));
  const order = sql.raw(listing.dialect === 'sqlite' ? 's.key' : 's.n');
  const query = sql<FoundItem>`
    select i.id as id, 0 as tier, ${json} as json
    from ${fromScope(listing, storeId, { kind: 'search', itemIds })} and ${matchesFilters(storeId, filters)}
    order by ${order} limit ${limit}`;
  return (await query.execute(listing.db)).rows;
}

/** The band of PRICE_BANDS a price of alias `o` falls in, as text. */
function priceBand(offer: string): Condition {
  const o = sql.raw(offer);
  const cases = PRICE_BANDS.slice(0, -1).map((band, index) => sql`when ${o}.price <= ${sql.lit(band.max ?? 0)} then '${sql.raw(String(index))}'`);
  return sql`case ${sql.join(cases, sql` `)} else '${sql.raw(String(PRICE_BANDS.length - 1))}' end`;
}

interface FacetRow {
  facet: 'total' | 'brand' | 'size' | 'band' | 'inStock' | 'florist';
  value: string | null;
  count: number | string;
}

/**
 * The counts beside a listing's filters (core's ListingFacets) in one statement: each facet counts
 * the listed items under every filter but its own, with its own value in its place.
 */
export async function countListingFacets(listing: ListingDb, storeId: string, scope: ListingScope, filters: ListingFilters): Promise<ListingFacets> {
  if (scope.kind === 'search' && scope.itemIds.length === 0) return listingFacetsOf([], filters);
  type Except = Partial<{ brands: boolean; florist: boolean }>;
  const sells = (changed: Partial<ListingFilters> = {}) => sellsMatching(storeId, { ...filters, ...changed });
  // The same conditions on an offer row `f`: its item's brand and florist flag are its own columns.
  const onOffer = (which: OfferConditions, except: Except = {}) => {
    const conditions = [...offerConditions('f', filters, which, 'size')];
    if (except.brands !== false && filters.brands.length > 0) conditions.push(sql`f.brand in (${sql.join(filters.brands)})`);
    if (except.florist !== false && filters.florist) conditions.push(sql`f.florist = 1`);
    return and(conditions);
  };
  const counted = (conditions: Condition[]) => sql`select count(*) from listed i where ${and(conditions)}`;
  // The listed items once, then what they sell: an item on its own is one offer (no size), a
  // head's visible variants are the others.
  const statement = sql<FacetRow>`
    with listed as materialized (
      select i.id as id, i.brand as brand, i.florist as florist, i.group_enabled as group_enabled, i.price as price, i.sale_price as sale_price, i.sold_out as sold_out
      from ${fromScope(listing, storeId, scope)}
    ),
    offers as materialized (
      select i.id as item_id, i.brand as brand, i.florist as florist, coalesce(i.sale_price, i.price) as price, i.sold_out as sold_out, null as size
      from listed i where i.group_enabled = 0
      union all
      select i.id, i.brand, i.florist, coalesce(o.sale_price, o.price), o.sold_out, o.variant_name
      from listed i cross join items o
      where i.group_enabled = 1 and o.store_id = ${storeId} and o.group_parent_id = i.id and o.hidden = 0
    )
    select 'total' as facet, '' as value, (${counted([...itemConditions(filters), sells()])}) as count
    union all
    select 'inStock', '', (${counted([...itemConditions(filters), sells({ inStock: true })])})
    union all
    select 'florist', '', (${counted([...itemConditions(filters, { florist: false }), sql`i.florist = 1`, sells()])})
    union all
    select * from (select 'brand' as facet, i.brand as value, count(*) as count from listed i
      where i.brand <> '' and ${and([...itemConditions(filters, { brands: false }), sells()])}
      group by i.brand) brands
    union all
    select * from (select 'size' as facet, f.size as value, count(distinct f.item_id) as count from offers f
      where f.size is not null and ${onOffer({ price: true, inStock: true, sizes: false })}
      group by f.size) sizes
    union all
    select * from (select 'band' as facet, ${priceBand('f')} as value, count(distinct f.item_id) as count from offers f
      where ${onOffer({ price: false, inStock: true, sizes: true })}
      group by 2) bands`;
  const { rows } = await statement.execute(listing.db);
  return listingFacetsOf(rows, filters);
}

function listingFacetsOf(rows: readonly FacetRow[], filters: ListingFilters): ListingFacets {
  const single = (facet: FacetRow['facet']) => Number(rows.find((row) => row.facet === facet)?.count ?? 0);
  const valuesOf = (facet: FacetRow['facet']) =>
    new Map(rows.filter((row) => row.facet === facet && row.value !== null).map((row) => [row.value as string, Number(row.count)]));
  const bands = valuesOf('band');
  return {
    total: single('total'),
    brands: facetValues(valuesOf('brand'), filters.brands),
    sizes: facetValues(valuesOf('size'), filters.sizes),
    priceBands: PRICE_BANDS.map((_, index) => bands.get(String(index)) ?? 0),
    inStock: single('inStock'),
    florist: single('florist'),
  };
}
