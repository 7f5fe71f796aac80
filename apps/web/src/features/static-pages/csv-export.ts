import type { Item } from '@backroom/core/catalog';
import type { Cents } from '@backroom/core/money';

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

/** Cents as plain dollars with two decimals for a spreadsheet: 123456 → "1234.56". */
export function formatCsvPrice(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Quotes a CSV field when it holds a comma, a quote or a line break (RFC 4180). */
export function escapeCsvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvItem = Pick<Item, 'id' | 'name' | 'brand' | 'sku' | 'price' | 'stock'> & {
  codes: Pick<Item['codes'], 'upc'>;
};

export function itemCsvRow(item: CsvItem): string[] {
  return [
    item.id,
    truncateName(item.name),
    item.brand,
    item.sku,
    item.codes.upc,
    formatCsvPrice(item.price),
    String(item.stock),
  ];
}

/** The whole export: a header line, then one line per item, CRLF line ends as spreadsheets expect. */
export function buildItemsCsv(items: readonly CsvItem[]): string {
  const rows = [[...ITEM_CSV_HEADER], ...items.map(itemCsvRow)];
  return rows.map((row) => row.map(escapeCsvField).join(',')).join('\r\n') + '\r\n';
}
