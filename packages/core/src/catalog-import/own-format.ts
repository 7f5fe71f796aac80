import { csvDollars, csvDocument } from '../csv.js';
import type { Inventory } from '../item-display.js';
import { type CatalogCsvRow, cellOf } from './catalog-csv.js';
import { cellProblem, fieldsProblem, type ImportedItem, type ImportedProduct, type ImportFields, importFlag, importPrice } from './import-fields.js';

/** The shop's own catalogue file: one row per item, a group head before its variants, every field. */
export const OWN_COLUMNS = [
  'Item ID',
  'Handle',
  'Group',
  'Parent ID',
  'Variant Name',
  'Name',
  'Description',
  'Brand',
  'SKU',
  'UPC',
  'Vendor',
  'External ID',
  'Supplier URLs',
  'Home URLs',
  'Image ID',
  'Category ID',
  'Price',
  'Cost',
  'Inventory',
  'Hidden',
  'Discontinued',
  'Special',
  'Florist',
  'Notes',
] as const;

/** An item as the export writes it: every stored field a file can carry. */
export interface OwnItem extends ImportFields {
  id: string;
  handle: string | null;
  role: 'single' | 'head' | 'variant';
  parentId: string | null;
  categoryId: string | null;
}

/** A header is the shop's own when it names Item ID. */
export function isOwnHeader(columns: ReadonlyMap<string, number>): boolean {
  return columns.has('item id');
}

// A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"); an
// apostrophe is put before it, and before a leading apostrophe too, so that reading takes exactly one off.
const GUARDED_START = /^[=+\-@\t\r']/;

/** A text cell of the own format: guarded with an apostrophe that the reader takes off again, then quoted where needed. */
export function ownText(value: string): string {
  const text = GUARDED_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell as written by ownText, back to the value. */
export function ownTextValue(cell: string): string {
  return cell.startsWith("'") && GUARDED_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** Inventory as compact JSON, `{"store":5,"warehouse":2}`; empty for an item without inventory data. */
function inventoryCell(inventory: Inventory): string {
  const entries = Object.entries(inventory);
  return entries.length === 0 ? '' : JSON.stringify(Object.fromEntries(entries.map(([location, { count }]) => [location, count])));
}

function readInventory(text: string): Inventory | null {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const inventory: Inventory = {};
  for (const [location, count] of Object.entries(value)) {
    if (typeof count !== 'number' || !Number.isSafeInteger(count)) return null;
    inventory[location] = { count };
  }
  return inventory;
}

/** Items in export order: each single item or head (by id), a head followed by its variants (by id). */
export function exportOrder<T extends Pick<OwnItem, 'id' | 'role' | 'parentId'>>(items: readonly T[]): T[] {
  const byId = (a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const variants = new Map<string, T[]>();
  for (const item of items) {
    if (item.role !== 'variant' || !item.parentId) continue;
    variants.set(item.parentId, [...(variants.get(item.parentId) ?? []), item]);
  }
  const ids = new Set(items.map((item) => item.id));
  const tops = items.filter((item) => item.role !== 'variant' || !item.parentId || !ids.has(item.parentId)).sort(byId);
  return tops.flatMap((item) => [item, ...(item.role === 'head' ? (variants.get(item.id) ?? []).sort(byId) : [])]);
}

/** The own-format CSV of items (with a byte order mark, so that spreadsheets read it as UTF-8). */
export function writeOwnCsv(items: readonly OwnItem[]): string {
  const rows = exportOrder(items).map((item) => [
    ownText(item.id),
    ownText(item.handle ?? ''),
    item.role === 'single' ? '' : item.role,
    ownText(item.parentId ?? ''),
    ownText(item.variantName ?? ''),
    ownText(item.name),
    ownText(item.description),
    ownText(item.brand),
    ownText(item.sku),
    ownText(item.upc),
    ownText(item.vendor ?? ''),
    ownText(item.externalId ?? ''),
    ownText(item.supplierUrls.join('\n')),
    ownText(item.homeUrls.join('\n')),
    ownText(item.imageId ?? ''),
    ownText(item.categoryId ?? ''),
    csvDollars(item.price),
    csvDollars(item.cost),
    ownText(inventoryCell(item.inventory)),
    yesNo(item.hidden),
    yesNo(item.discontinued),
    yesNo(item.special),
    yesNo(item.florist),
    ownText(item.notes),
  ]);
  return csvDocument(OWN_COLUMNS, rows, { bom: true });
}

const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const urls = (text: string) => text.split(/\r?\n/).filter((url) => url.trim() !== '');

/** One own-format row as an item, or why it is refused. */
function ownItem(row: CatalogCsvRow, columns: ReadonlyMap<string, number>): ImportedItem | { line: number; reason: string } {
  const raw = (column: string) => cellOf(row, columns, column);
  const text = (column: string) => ownTextValue(raw(column));
  const refuse = (reason: string) => ({ line: row.line, reason: `Line ${row.line}: ${reason}` });
  for (const column of OWN_COLUMNS) {
    const problem = cellProblem(column, raw(column));
    if (problem) return refuse(problem);
  }
  const id = text('Item ID').trim();
  if (!ITEM_ID.test(id)) return refuse(`Item ID '${id.slice(0, 80)}' is not 1-64 letters, digits, dots, dashes or underscores`);
  const group = raw('Group').trim().toLowerCase();
  if (!['', 'head', 'variant'].includes(group)) return refuse(`Group '${group}' is not head, variant or empty`);
  const role = group === '' ? 'single' : (group as 'head' | 'variant');
  const parentId = text('Parent ID').trim() || null;
  if (role === 'variant' && !parentId) return refuse('a variant needs the Parent ID of its group head');
  if (role !== 'variant' && parentId) return refuse('only a variant has a Parent ID');
  const money = (column: string) => {
    const value = importPrice(raw(column));
    return value;
  };
  const price = money('Price');
  if (price === null) return refuse(`Price '${raw('Price').trim()}' is not an amount in dollars and cents`);
  const cost = raw('Cost').trim() === '' ? 0 : money('Cost');
  if (cost === null) return refuse(`Cost '${raw('Cost').trim()}' is not an amount in dollars and cents`);
  const inventory = readInventory(text('Inventory'));
  if (inventory === null) return refuse(`Inventory '${raw('Inventory').slice(0, 80)}' is not {"location": count, …}`);
  const flags: Partial<Record<'hidden' | 'discontinued' | 'special' | 'florist', boolean>> = {};
  for (const [column, field] of [['Hidden', 'hidden'], ['Discontinued', 'discontinued'], ['Special', 'special'], ['Florist', 'florist']] as const) {
    const flag = importFlag(raw(column));
    if (flag === null) return refuse(`${column} '${raw(column).trim()}' is not yes or no`);
    flags[field] = flag;
  }
  const fields: Partial<ImportFields> = {
    name: text('Name'),
    description: text('Description'),
    brand: text('Brand'),
    sku: text('SKU'),
    upc: text('UPC'),
    vendor: text('Vendor') || null,
    externalId: text('External ID') || null,
    supplierUrls: urls(text('Supplier URLs')),
    homeUrls: urls(text('Home URLs')),
    imageId: text('Image ID').trim() || null,
    price,
    cost,
    inventory,
    variantName: role === 'variant' ? text('Variant Name') || null : null,
    ...flags,
    notes: text('Notes'),
  };
  const problem = fieldsProblem(fields);
  if (problem) return refuse(problem);
  const categoryId = text('Category ID').trim();
  return { line: row.line, role, id, handle: text('Handle').trim() || null, parentId, fields, category: categoryId ? { id: categoryId } : null };
}

/**
 * The own format's items as products: a head with the variants the file gives it, or one item.
 * A bad row refuses its product (a head's refuses its variants in the file too).
 */
export function readOwnProducts(rows: readonly CatalogCsvRow[], columns: ReadonlyMap<string, number>): ImportedProduct[] {
  const products = new Map<string, ImportedProduct>();
  const seen = new Map<string, number>();
  const refusedIds = new Map<string, ImportedProduct>();
  for (const row of rows) {
    const item = ownItem(row, columns);
    const id = ownTextValue(cellOf(row, columns, 'Item ID')).trim();
    const parentId = ownTextValue(cellOf(row, columns, 'Parent ID')).trim();
    const key = parentId && products.has(parentId) ? parentId : id || `line-${row.line}`;
    let product = products.get(key) ?? refusedIds.get(key);
    if (!product) {
      product = { key, line: row.line, items: [], refusals: [] };
      products.set(key, product);
    }
    if (id && seen.has(id)) {
      product.refusals.push({ line: row.line, reason: `Line ${row.line}: Item ID '${id}' is given twice (first on line ${seen.get(id)})` });
      continue;
    }
    if (id) seen.set(id, row.line);
    if ('reason' in item) product.refusals.push(item);
    else product.items.push(item);
  }
  return [...products.values()].sort((a, b) => a.line - b.line);
}
