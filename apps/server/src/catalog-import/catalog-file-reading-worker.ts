import { type CatalogFileReading, type ImportFormat, readCatalogFile, UnreadableCatalogFile } from '@backroom/core/catalog-import/read-catalog-file';
import { type ImportSection, planCounts, planImport, type PlannedRow, type ShopItem } from '@backroom/core/catalog-import/import-plan';
import type { CategoryMapping } from '@backroom/core/catalog-import/shopify-format';
import type { CatalogImportRowTable } from './catalog-import.table.js';

/** A catalogue file to read in the parsing pool: its bytes, the layout asked for and the category mapping. */
export interface CatalogFileTask {
  bytes: Uint8Array;
  format: 'shopify' | 'backroom' | 'auto';
  mapping: CategoryMapping | null;
}

export type CatalogFileResult = ({ ok: true } & CatalogFileReading) | { ok: false; message: string };

/**
 * A catalogue file to read and compare with the shop in the parsing pool, so that neither holds
 * the request thread: the shop's items come as JSON pages (strings cost nothing to hand over).
 */
export interface CatalogPreviewTask extends CatalogFileTask {
  importId: string;
  /** The shop's items (ShopItem[]), a JSON array a page. */
  itemPages: string[];
  categories: { id: string; name: string }[];
  imageIds: string[];
}

/** A row of the preview as stored (catalog_import_rows), built in the worker. */
export type PreviewRowRecord = Omit<CatalogImportRowTable, 'applied'> & { applied: 0 | 1 };

/** Rows a stored batch: the worker hands them back as JSON batches, which the request thread parses one at a time. */
export const PREVIEW_ROWS_A_BATCH = 500;

export type CatalogPreviewResult =
  | { ok: true; format: ImportFormat; counts: Record<ImportSection, number>; rowBatches: string[] }
  | { ok: false; message: string };

/** UTF-8 (with or without a byte-order mark), else Windows-1252 as older spreadsheets save. */
function fileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a catalogue file off the request thread (apps/server/src/parsing/parsing-pool.ts). */
export function catalogFileReading(task: CatalogFileTask): CatalogFileResult {
  try {
    return { ok: true, ...readCatalogFile(fileText(task.bytes), task.format, task.mapping) };
  } catch (error) {
    if (error instanceof UnreadableCatalogFile) return { ok: false, message: error.message };
    throw error;
  }
}

export function previewRowRecord(importId: string, seq: number, product: number, row: PlannedRow): PreviewRowRecord {
  return {
    import_id: importId,
    seq,
    product,
    line: row.line,
    section: row.section,
    handle: row.handle,
    sku: row.sku,
    name: row.name,
    changes: JSON.stringify(row.changes),
    reason: row.reason,
    item_id: row.itemId,
    // The plan is what apply writes; its changes are in their own column already (half of its size for a new item).
    plan: row.section === 'add' || row.section === 'change' || row.section === 'unchanged' ? JSON.stringify({ ...row, changes: [] }) : '{}',
    applied: 0,
  };
}

/** Reads a catalogue file and compares it with the shop's items, off the request thread: the preview's rows, ready to store. */
export function catalogFilePreview(task: CatalogPreviewTask): CatalogPreviewResult {
  const reading = catalogFileReading(task);
  if (!reading.ok) return reading;
  if (reading.products.length === 0) return { ok: false, message: 'The file has a header but no products.' };
  const existing = task.itemPages.flatMap((page) => JSON.parse(page) as ShopItem[]);
  const plan = planImport(reading.format, reading.products, existing, task.categories, new Set(task.imageIds));
  const rowBatches: string[] = [];
  let batch: PreviewRowRecord[] = [];
  let seq = 0;
  plan.forEach((product, productIndex) => {
    for (const row of product.rows) {
      batch.push(previewRowRecord(task.importId, (seq += 1), productIndex + 1, row));
      if (batch.length === PREVIEW_ROWS_A_BATCH) {
        rowBatches.push(JSON.stringify(batch));
        batch = [];
      }
    }
  });
  if (batch.length > 0) rowBatches.push(JSON.stringify(batch));
  return { ok: true, format: reading.format, counts: planCounts(plan), rowBatches };
}
