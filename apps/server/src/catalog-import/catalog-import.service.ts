import { randomBytes } from 'node:crypto';
import type { CatalogImportFields, CatalogImportView, ImportPictures, ImportRows } from '@backroom/core/catalog-import/import-contract';
import { MAX_IMPORT_FILE_BYTES } from '@backroom/core/catalog-import/import-fields';
import type { PlannedRow } from '@backroom/core/catalog-import/import-plan';
import { writeOwnCsv } from '@backroom/core/catalog-import/own-format';
import type { CategoryMapping } from '@backroom/core/catalog-import/shopify-format';
import { categoriesForImport, categoryExists, ownItemsForExport, shopItemPagesForImport } from '../catalog/item-import.service.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import { storeImageIds } from '../images/image.service.js';
import { type ParsingPool, TOOK_TOO_LONG } from '../parsing/parsing-pool.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogPreviewResult, CatalogPreviewTask, PreviewRowRecord } from './catalog-file-reading-worker.js';
import {
  countPictures,
  countSection,
  deleteImport,
  importedPictureUrls,
  findImport,
  insertImport,
  insertImportRows,
  listImports,
  listPictures,
  markPreviewed,
  retryFailedPictures,
  sectionRows,
} from './catalog-import.repository.js';
import type { CatalogImportRow } from './catalog-import.table.js';

/** How long reading and comparing one catalogue file may take in the parsing pool (25,000 rows take a few seconds). */
const CATALOG_PREVIEW_TIMEOUT_MS = 120_000;

/** How many imports the list shows. */
export const LISTED_IMPORTS = 20;

/** The import as the API answers it, with its pictures counted by state. */
async function importViews(db: Db, rows: readonly CatalogImportRow[]): Promise<CatalogImportView[]> {
  const counts = await countPictures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const pictures = { pending: 0, done: 0, failed: 0 };
    for (const count of counts) if (count.import_id === row.id && count.state in pictures) pictures[count.state as keyof typeof pictures] = Number(count.n);
    return {
      id: row.id,
      status: row.status as CatalogImportView['status'],
      format: row.format as CatalogImportView['format'],
      fileName: row.file_name,
      createdAt: row.created_at,
      counts: { add: row.count_add, change: row.count_change, unchanged: row.count_unchanged, refused: row.count_refused },
      progress: { done: row.done, total: row.total },
      pictures,
      failure: row.failure,
    };
  });
}

export async function requireImport(ctx: Pick<RequestContext, 'db' | 'storeId'>, importId: string): Promise<CatalogImportRow> {
  const row = await findImport(ctx.db, ctx.storeId, importId);
  if (!row) throw notFound(`There is no catalogue import '${importId}'.`);
  return row;
}

export async function importView(ctx: Pick<RequestContext, 'db' | 'storeId'>, importId: string): Promise<CatalogImportView> {
  return (await importViews(ctx.db, [await requireImport(ctx, importId)]))[0]!;
}

export async function listImportViews(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<CatalogImportView[]> {
  return importViews(ctx.db, await listImports(ctx.db, ctx.storeId, LISTED_IMPORTS));
}

/** The category mapping asked for, checked: a fixed category must be the shop's. */
async function mappingOf(ctx: Pick<RequestContext, 'db' | 'storeId'>, fields: CatalogImportFields): Promise<CategoryMapping | null> {
  const invalid = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
  switch (fields.categoryFrom) {
    case undefined:
      return null;
    case 'type':
    case 'file':
      return { from: fields.categoryFrom };
    case 'tag-prefix':
      if (!fields.categoryTagPrefix) throw invalid('categoryTagPrefix', 'Say which tag prefix names the category (categoryTagPrefix, e.g. "category:").');
      return { from: 'tag-prefix', prefix: fields.categoryTagPrefix };
    case 'fixed':
      if (!fields.categoryId) throw invalid('categoryId', 'Say which category every item goes into (categoryId).');
      if (!(await categoryExists(ctx.db, ctx.storeId, fields.categoryId))) throw invalid('categoryId', `There is no category '${fields.categoryId}'.`);
      return { from: 'fixed', categoryId: fields.categoryId };
  }
}

const unreadable = (fileName: string, why: string) => new AppError(422, 'CATALOG_FILE_UNREADABLE', `${fileName}: ${why} Nothing was imported.`, [{ path: 'file', message: why }]);

/**
 * POST /catalog-imports: reads the file in the parsing pool, compares it with the shop and keeps
 * the preview (rows to add, change, leave, refused). Writes no item. A file that cannot be read at
 * all is 422 and keeps nothing.
 */
export async function previewImport(
  ctx: RequestContext,
  pool: ParsingPool,
  upload: { fileName: string; bytes: Buffer; fields: CatalogImportFields },
): Promise<CatalogImportView> {
  const { fileName, bytes, fields } = upload;
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `${fileName} is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB: nothing was imported.`);
  const mapping = await mappingOf(ctx, fields);
  const { storeId, db } = ctx;
  // The comparison with the shop runs in the parsing pool with the file's reading: the request
  // thread only loads the shop's items (a page at a time, yielding between) and stores the rows.
  const pictureUrls = await importedPictureUrls(db, storeId);
  const id = `imp_${randomBytes(9).toString('base64url')}`;
  const task: CatalogPreviewTask = {
    bytes: new Uint8Array(bytes),
    format: fields.format,
    mapping,
    importId: id,
    itemPages: await shopItemPagesForImport(db, storeId, pictureUrls),
    categories: await categoriesForImport(db, storeId),
    imageIds: await storeImageIds(db, storeId),
  };
  const result = await pool.run<CatalogPreviewResult>('catalogFilePreview', task, { timeoutMs: CATALOG_PREVIEW_TIMEOUT_MS });
  if (result === TOOK_TOO_LONG) throw unreadable(fileName, 'The file took too long to read.');
  if (!result.ok) throw unreadable(fileName, result.message);
  const { counts } = result;
  const now = ctx.now().toISOString();
  await insertImport(db, {
    id,
    store_id: storeId,
    status: 'preparing',
    format: result.format,
    file_name: fileName,
    actor: ctx.actor,
    count_add: counts.add,
    count_change: counts.change,
    count_unchanged: counts.unchanged,
    count_refused: counts.refused,
    total: counts.add + counts.change,
    done: 0,
    failure: null,
    lease_until: null,
    created_at: now,
    updated_at: now,
  });
  try {
    for (const batch of result.rowBatches) {
      await insertImportRows(db, JSON.parse(batch) as PreviewRowRecord[]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await markPreviewed(db, id);
  } catch (error) {
    await deleteImport(db, id).catch(() => undefined);
    throw error;
  }
  return importView(ctx, id);
}

export async function importRows(ctx: Pick<RequestContext, 'db' | 'storeId'>, importId: string, query: { section: ImportRows['section']; offset: number; limit: number }): Promise<ImportRows> {
  await requireImport(ctx, importId);
  const rows = await sectionRows(ctx.db, importId, query.section, query.offset, query.limit);
  return {
    section: query.section,
    total: await countSection(ctx.db, importId, query.section),
    rows: rows.map((row) => ({ line: row.line, handle: row.handle, sku: row.sku, name: row.name, changes: JSON.parse(row.changes) as ImportRows['rows'][number]['changes'], reason: row.reason })),
  };
}

export async function importPictures(ctx: Pick<RequestContext, 'db' | 'storeId'>, importId: string, state: string | undefined): Promise<ImportPictures> {
  await requireImport(ctx, importId);
  const rows = await listPictures(ctx.db, importId, state);
  return { pictures: rows.map((row) => ({ url: row.url, handle: row.handle, name: row.name, state: row.state as 'pending', reason: row.reason })) };
}

/** Puts an import's failed pictures back to fetch; the count put back. */
export async function retryPictures(ctx: RequestContext, importId: string): Promise<number> {
  await requireImport(ctx, importId);
  return retryFailedPictures(ctx.db, importId, ctx.now().toISOString());
}

/** GET /catalog-export.csv: every item in the shop's own format. */
export async function exportCatalogCsv(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<string> {
  return writeOwnCsv(await ownItemsForExport(ctx.db, ctx.storeId));
}

/** The steps of applying an import and fetching its pictures, for the flow that runs them (flows/apply-catalog-import.ts). */
export {
  claimPictures as claimImportPictures,
  finishImport,
  importsWithPendingPictures,
  insertPictures as addImportPictures,
  listStalledImports,
  markApplied as markImportRowsApplied,
  markRefused as markImportRowsRefused,
  maxPictureSeq,
  nextProducts as nextImportProducts,
  recordProgress as recordImportProgress,
  settlePicture as settleImportPicture,
  startApplying as startApplyingImport,
  takeLease as takeImportLease,
} from './catalog-import.repository.js';

/** Rows of an import the shop has changed since its preview: the items it would change or leave whose version moved. */
export async function changedSincePreview(ctx: Pick<RequestContext, 'db' | 'storeId'>, importId: string, current: ReadonlyMap<string, string>): Promise<number> {
  let changed = 0;
  for (let offset = 0; ; offset += 5000) {
    const rows = await ctx.db
      .selectFrom('catalog_import_rows')
      .select(['item_id', 'plan', 'section'])
      .where('import_id', '=', importId)
      .where('section', 'in', ['change', 'add'])
      .orderBy('seq')
      .offset(offset)
      .limit(5000)
      .execute();
    for (const row of rows) {
      const plan = JSON.parse(row.plan) as PlannedRow;
      const now = current.get(row.item_id) ?? null;
      if (plan.expectedUpdatedAt !== now) changed += 1;
    }
    if (rows.length < 5000) return changed;
  }
}
