import type { Item } from '@backroom/core/catalog';
import { csvDocument, csvDollars, csvInteger, csvText } from '@backroom/core/csv';

/** Names longer than this are cut for the export (SPEC section 9). */
export const CSV_NAME_MAX_LENGTH = 26;
const TRUNCATED_NAME_LENGTH = 23;
const ELLIPSIS = '...';

export const ITEM_CSV_HEADER = ['id', 'name', 'brand', 'sku', 'upc', 'price', 'stock'] as const;

/** Cuts a name longer than 26 characters to its first 23 followed by '...'. */
export function truncateName(name: string): string {
  // Count code points so an accented letter or emoji is never split in half.
  const characters = Array.from(name);
  if (characters.length <= CSV_NAME_MAX_LENGTH) return name;
  return characters.slice(0, TRUNCATED_NAME_LENGTH).join('') + ELLIPSIS;
}

export type CsvItem = Pick<Item, 'id' | 'name' | 'brand' | 'sku' | 'price' | 'stock'> & {
  codes: Pick<Item['codes'], 'upc'>;
};

/** One item's cells: text guarded against formulas, the price in dollars, the stock a number. */
export function itemCsvRow(item: CsvItem): string[] {
  return [
    csvText(item.id),
    csvText(truncateName(item.name)),
    csvText(item.brand),
    csvText(item.sku),
    csvText(item.codes.upc),
    csvDollars(item.price),
    csvInteger(item.stock),
  ];
}

/**
 * The whole export: a byte order mark (Excel reads a file without one as Windows-1252 and mangles
 * accented names), a header line, then one line per item, CRLF line ends as spreadsheets expect.
 */
export function buildItemsCsv(items: readonly CsvItem[]): string {
  return csvDocument(ITEM_CSV_HEADER, items.map(itemCsvRow), { bom: true });
}
