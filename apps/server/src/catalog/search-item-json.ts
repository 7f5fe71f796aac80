import type { DialectName } from '../db/database.js';

/**
 * A search's items leave the database as JSON text, one string per item in the shape of core's
 * `Item` (what item.service's toItem makes of a row): building 26 columns into objects, mapping
 * them and serialising them again was most of an uncached search's time (docs/decisions/031).
 * search-item-json.api.test.ts holds every item of the demo shop to the item route's answer.
 */
type JsonPart = (dialect: DialectName) => string;

/** A text or integer expression (SQL null is JSON null). */
const value =
  (expression: string): JsonPart =>
  () =>
    expression;

/** A 0/1 column as a JSON boolean (SQLite reads each constant once per statement). */
const flag =
  (column: string): JsonPart =>
  (dialect) =>
    dialect === 'sqlite' ? `iif(${column} = 1, json('true'), json('false'))` : `(${column} = 1)`;

/** A column holding JSON text written by the server (lists of urls). */
const jsonText =
  (column: string): JsonPart =>
  (dialect) =>
    dialect === 'sqlite' ? `json(${column})` : `(${column})::json`;

/** A count as a shopper sees it: never below zero (item.service's notBelowZero). */
const notBelowZero =
  (expression: string): JsonPart =>
  (dialect) =>
    dialect === 'sqlite' ? `max(0, ${expression})` : `greatest(0, ${expression})`;

const object =
  (fields: Record<string, JsonPart>): JsonPart =>
  (dialect) => {
    const pairs = Object.entries(fields).map(([key, part]) => `'${key}', ${part(dialect)}`);
    return `${dialect === 'sqlite' ? 'json_object' : 'json_build_object'}(${pairs.join(', ')})`;
  };

const nullUnless =
  (condition: string, part: JsonPart): JsonPart =>
  (dialect) =>
    `case when ${condition} then ${part(dialect)} end`;

/**
 * Counts per location, none below zero. The stored text is `{"location":{"count":n}}` (written by
 * refreshItemStock); only a negative count (`:-`) needs it taken apart. The subquery's object is
 * passed through json() again: SQLite 3.45 and later (better-sqlite3 13, on Node.js 22 and 24) do
 * not carry a JSON subtype out of a subquery, and json_object would embed it as a string.
 */
const inventory: JsonPart = (dialect) =>
  dialect === 'sqlite'
    ? `iif(instr(i.inventory, ':-') = 0, json(i.inventory),
        json((select json_group_object(key, json_object('count', max(0, value ->> 'count'))) from json_each(i.inventory))))`
    : `case when strpos(i.inventory, ':-') = 0 then i.inventory::json else
        (select coalesce(json_object_agg(key, json_build_object('count', greatest(0, (value ->> 'count')::bigint))), '{}'::json)
         from json_each(i.inventory::json)) end`;

const ITEM = object({
  id: value('i.id'),
  name: value('i.name'),
  description: value('i.description'),
  brand: value('i.brand'),
  sku: value('i.sku'),
  codes: object({ upc: value(`case when i.upc = '' then i.sku else i.upc end`), sku: value('i.sku') }),
  vendor: value('i.vendor'),
  externalId: value('i.external_id'),
  supplierUrls: jsonText('i.supplier_urls'),
  homeUrls: jsonText('i.home_urls'),
  imageId: value('i.image_id'),
  categoryId: value('i.category_id'),
  // The price in effect, and the regular price while a sale is on (docs/decisions/065).
  price: value('coalesce(i.sale_price, i.price)'),
  regularPrice: value('case when i.sale_price is null then null else i.price end'),
  saleEndsAt: value('i.sale_ends_at'),
  inventory,
  stock: notBelowZero('i.stock'),
  group: object({
    enabled: flag('i.group_enabled'),
    parentId: value('i.group_parent_id'),
    variantName: value('i.variant_name'),
    variantSummary: nullUnless(
      'i.group_enabled = 1',
      object({
        stock: notBelowZero('coalesce(i.variant_stock, 0)'),
        priceLow: value('coalesce(i.price_low, i.price)'),
        priceHigh: value('coalesce(i.price_high, i.price)'),
      }),
    ),
  }),
  hidden: flag('i.hidden'),
  discontinued: flag('i.discontinued'),
  special: flag('i.special'),
  florist: flag('i.florist'),
  updatedAt: value('i.updated_at'),
});

/** SQL for the JSON text of the shopper's view of the item aliased `i`. */
export function searchItemJson(dialect: DialectName): string {
  return dialect === 'sqlite' ? ITEM(dialect) : `${ITEM(dialect)}::text`;
}
