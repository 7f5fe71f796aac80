import { columnsOf, readCatalogCsv, UnreadableCatalogFile } from './catalog-csv.js';
import { type ImportedProduct, MAX_IMPORT_ROWS } from './import-fields.js';
import { isOwnHeader, readOwnProducts } from './own-format.js';
import { type CategoryMapping, isShopifyHeader, readShopifyProducts } from './shopify-format.js';

export type ImportFormat = 'shopify' | 'backroom';

export interface CatalogFileReading {
  format: ImportFormat;
  products: ImportedProduct[];
  rowCount: number;
}

/**
 * Reads a catalogue file: its layout from its header (or as asked), then its products. Throws
 * UnreadableCatalogFile when the file is not CSV, not a layout the shop knows, or too long.
 */
export function readCatalogFile(text: string, asked: ImportFormat | 'auto', mapping: CategoryMapping | null): CatalogFileReading {
  if (text.includes('\0')) throw new UnreadableCatalogFile('The file holds NUL characters: it is not a CSV text file.');
  const { header, rows } = readCatalogCsv(text);
  if (rows.length > MAX_IMPORT_ROWS) throw new UnreadableCatalogFile(`The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once. Split it.`);
  const columns = columnsOf(header);
  const format: ImportFormat | null = asked !== 'auto' ? asked : isShopifyHeader(columns) ? 'shopify' : isOwnHeader(columns) ? 'backroom' : null;
  if (format === null) {
    throw new UnreadableCatalogFile("The file's header names neither Shopify's product columns (Handle, Title, …) nor the shop's own (Item ID, …).");
  }
  if (format === 'shopify') {
    if (!isShopifyHeader(columns)) throw new UnreadableCatalogFile("The file's header is not Shopify's product CSV: it needs Handle and Title columns.");
    if (mapping?.from === 'file') throw new UnreadableCatalogFile('A Shopify file has no category column: choose Type, a tag prefix or a fixed category.');
    return { format, products: readShopifyProducts(rows, columns, mapping ?? { from: 'type' }), rowCount: rows.length };
  }
  if (!isOwnHeader(columns)) throw new UnreadableCatalogFile("The file's header is not the shop's own export: it needs an Item ID column.");
  for (const required of ['name', 'price']) {
    if (!columns.has(required)) throw new UnreadableCatalogFile(`The file's header has no ${required === 'name' ? 'Name' : 'Price'} column.`);
  }
  if (mapping && mapping.from !== 'file' && mapping.from !== 'fixed') {
    throw new UnreadableCatalogFile("The shop's own file carries its Category ID column: choose it, or a fixed category.");
  }
  const products = readOwnProducts(rows, columns);
  if (mapping?.from === 'fixed') for (const product of products) for (const item of product.items) item.category = { id: mapping.categoryId };
  return { format, products, rowCount: rows.length };
}

export { UnreadableCatalogFile };
