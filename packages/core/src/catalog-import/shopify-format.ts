import { htmlToText } from '../emt/mime-text.js';
import { type CatalogCsvRow, cellOf } from './catalog-csv.js';
import {
  cellProblem,
  fieldsProblem,
  handleProblem,
  type ImportedCategory,
  type ImportedItem,
  type ImportedProduct,
  importFlag,
  importInteger,
  importPrice,
} from './import-fields.js';

/** Shopify's product CSV columns the shop reads (https://help.shopify.com/en/manual/products/import-export/using-csv). */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  'Status',
] as const;

/** How the category of an imported item is chosen (the import's mapping, staff's choice). */
export type CategoryMapping =
  | { from: 'type' }
  | { from: 'tag-prefix'; prefix: string }
  | { from: 'fixed'; categoryId: string }
  | { from: 'file' };

/** A header is Shopify's when it names Handle and Title (and has no Item ID, the shop's own). */
export function isShopifyHeader(columns: ReadonlyMap<string, number>): boolean {
  return columns.has('handle') && columns.has('title') && !columns.has('item id');
}

function categoryOf(mapping: CategoryMapping, type: string, tags: string): ImportedCategory | undefined {
  switch (mapping.from) {
    case 'type':
      return type.trim() ? { name: type.trim() } : undefined;
    case 'tag-prefix': {
      const prefix = mapping.prefix.toLowerCase();
      const tag = tags
        .split(',')
        .map((word) => word.trim())
        .find((word) => word.toLowerCase().startsWith(prefix) && word.length > prefix.length);
      return tag ? { name: tag.slice(prefix.length).trim() } : undefined;
    }
    case 'fixed':
      return { id: mapping.categoryId };
    case 'file':
      return undefined;
  }
}

const STATUSES = new Set(['', 'active', 'draft', 'archived']);

/**
 * Shopify's products: the rows of one Handle make one product, the first carrying the product's
 * fields, each row with a variant (an option value, a SKU or a price) one variant, and rows with
 * only an Image Src more pictures. A product of one variant titled "Default Title" is a single
 * item; others are a group head with an item per variant. A product with any bad row is refused
 * whole, each bad line with its reason.
 */
export function readShopifyProducts(rows: readonly CatalogCsvRow[], columns: ReadonlyMap<string, number>, mapping: CategoryMapping): ImportedProduct[] {
  const byHandle = new Map<string, CatalogCsvRow[]>();
  const orphans: ImportedProduct[] = [];
  for (const row of rows) {
    const handle = cellOf(row, columns, 'Handle').trim();
    if (handle === '') {
      orphans.push({ key: `line-${row.line}`, line: row.line, items: [], refusals: [{ line: row.line, reason: `Line ${row.line} has no Handle, so it belongs to no product.` }] });
      continue;
    }
    const list = byHandle.get(handle);
    if (list) list.push(row);
    else byHandle.set(handle, [row]);
  }
  const products = [...byHandle.entries()].map(([handle, productRows]) => shopifyProduct(handle, productRows, columns, mapping));
  return [...products, ...orphans].sort((a, b) => a.line - b.line);
}

function shopifyProduct(handle: string, rows: CatalogCsvRow[], columns: ReadonlyMap<string, number>, mapping: CategoryMapping): ImportedProduct {
  const first = rows[0]!;
  const cell = (row: CatalogCsvRow, column: string) => cellOf(row, columns, column);
  const refusals: { line: number; reason: string }[] = [];
  const refuse = (line: number, reason: string) => refusals.push({ line, reason: `Line ${line}: ${reason}` });
  for (const row of rows) {
    for (const column of SHOPIFY_COLUMNS) {
      const problem = cellProblem(column, cell(row, column));
      if (problem) refuse(row.line, problem);
    }
  }
  const handleIssue = handleProblem(handle);
  if (handleIssue) refuse(first.line, handleIssue);
  const name = cell(first, 'Title').trim();
  if (name === '') refuse(first.line, 'the first row of a product needs its Title');
  const status = cell(first, 'Status').trim().toLowerCase();
  if (!STATUSES.has(status)) refuse(first.line, `Status '${status}' is not active, draft or archived`);
  const published = importFlag(cell(first, 'Published'));
  if (published === null) refuse(first.line, `Published '${cell(first, 'Published')}' is not TRUE or FALSE`);
  const hidden = published === false || status === 'draft' || status === 'archived';
  const description = htmlToText(cell(first, 'Body (HTML)'));
  const brand = cell(first, 'Vendor').trim();
  const category = categoryOf(mapping, cell(first, 'Type'), cell(first, 'Tags'));

  const variantRows = rows.filter(
    (row) => row === first || ['Option1 Value', 'Option2 Value', 'Option3 Value', 'Variant SKU', 'Variant Price'].some((column) => cell(row, column).trim() !== ''),
  );
  const images = rows
    .map((row, index) => ({ src: cell(row, 'Image Src').trim(), position: importInteger(cell(row, 'Image Position')) ?? 1_000_000 + index }))
    .filter((image) => image.src !== '')
    .sort((a, b) => a.position - b.position);
  const imageUrl = images[0]?.src;
  if (imageUrl !== undefined && !/^https?:\/\//i.test(imageUrl)) refuse(first.line, `Image Src '${imageUrl.slice(0, 100)}' is not an http or https address`);

  const optionsOf = (row: CatalogCsvRow) =>
    ['Option1 Value', 'Option2 Value', 'Option3 Value'].map((column) => cell(row, column).trim()).filter((value) => value !== '');
  const single = variantRows.length === 1 && optionsOf(first).every((value) => value.toLowerCase() === 'default title');
  const variants: ImportedItem[] = [];
  const seenSkus = new Set<string>();
  const seenNames = new Set<string>();
  for (const row of variantRows) {
    const priceText = cell(row, 'Variant Price');
    const price = importPrice(priceText);
    if (price === null) refuse(row.line, priceText.trim() === '' ? 'the variant has no Variant Price' : `Variant Price '${priceText.trim()}' is not an amount in dollars and cents`);
    const qtyText = cell(row, 'Variant Inventory Qty');
    const stockOnHand = qtyText.trim() === '' ? undefined : importInteger(qtyText);
    if (stockOnHand === null) refuse(row.line, `Variant Inventory Qty '${qtyText.trim()}' is not a whole number`);
    const sku = cell(row, 'Variant SKU').trim();
    if (sku !== '') {
      if (seenSkus.has(sku)) refuse(row.line, `Variant SKU '${sku}' is given twice in this product`);
      seenSkus.add(sku);
    }
    const variantName = single ? null : optionsOf(row).join(' / ');
    if (!single) {
      if (variantName === '') refuse(row.line, 'a variant of a product with options needs its Option1 Value');
      else if (seenNames.has(variantName!.toLowerCase())) refuse(row.line, `the option '${variantName}' is given twice in this product`);
      seenNames.add((variantName ?? '').toLowerCase());
    }
    const fields = {
      name: single ? name : `${name} ${variantName}`,
      description,
      brand,
      sku,
      price: price ?? 0,
      hidden,
      discontinued: status === 'archived',
      variantName,
    };
    const problem = fieldsProblem(fields);
    if (problem) refuse(row.line, problem);
    variants.push({
      line: row.line,
      role: single ? 'single' : 'variant',
      id: null,
      handle,
      parentId: null,
      fields,
      ...(category === undefined ? {} : { category }),
      ...(stockOnHand === null || stockOnHand === undefined ? {} : { stockOnHand }),
      ...(single && imageUrl ? { imageUrl } : {}),
    });
  }
  const items: ImportedItem[] = single
    ? variants
    : [
        {
          line: first.line,
          role: 'head',
          id: null,
          handle,
          parentId: null,
          fields: {
            name,
            description,
            brand,
            sku: '',
            price: Math.min(...variants.map((variant) => variant.fields.price ?? 0)),
            hidden,
            discontinued: status === 'archived',
            variantName: null,
          },
          ...(category === undefined ? {} : { category }),
          ...(imageUrl ? { imageUrl } : {}),
        },
        ...variants,
      ];
  return { key: handle, line: first.line, items, refusals };
}
