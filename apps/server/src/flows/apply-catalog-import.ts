import type { CatalogImportView } from '@backroom/core/catalog-import/import-contract';
import type { PlannedRow } from '@backroom/core/catalog-import/import-plan';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Tx } from '../db/database.js';
import { catalogChangedAfterCommit } from '../catalog/catalog-change.js';
import { settleSalePrices } from '../catalog/sale-clock.js';
import { ImportItemRefused, isNewProduct, itemVersionsForImport, writeImportedNewProducts, writeImportedProduct } from '../catalog/item-import.service.js';
import { getStaffItem } from '../catalog/staff-item.service.js';
import {
  addImportPictures,
  changedSincePreview,
  claimImportPictures,
  finishImport,
  importView,
  importsWithPendingPictures,
  listStalledImports,
  markImportRowsApplied,
  markImportRowsRefused,
  maxPictureSeq,
  nextImportProducts,
  recordImportProgress,
  requireImport,
  settleImportPicture,
  startApplyingImport,
  takeImportLease,
} from '../catalog-import/catalog-import.service.js';
import { AppError } from '../errors/app-error.js';
import { fetchImageFromUrl } from '../images/image-url-fetch.js';
import { jobContext, type RequestContext } from '../request-context.js';
import { setItemImage } from './attach-item-image.js';

/** Products read a chunk, between which progress is recorded and the lease renewed. */
export const IMPORT_CHUNK_PRODUCTS = 500;
/** How long a process holds an import it applies (or a picture it fetches) without renewing. */
export const IMPORT_LEASE_MS = 30_000;
/** How long the import writes in one transaction before it lets waiting requests (shoppers) use the database. */
const IMPORT_SLICE_MS = 40;
/** Pictures fetched at once by one process. */
const PICTURES_AT_ONCE = 4;

const running = new WeakMap<FastifyInstance, Set<string>>();
function runningIn(app: FastifyInstance): Set<string> {
  let set = running.get(app);
  if (!set) {
    set = new Set();
    running.set(app, set);
  }
  return set;
}

const leaseFrom = (now: Date) => new Date(now.getTime() + IMPORT_LEASE_MS).toISOString();

/**
 * POST /catalog-imports/{id}/apply: refuses (409) an import applied already, or one whose items
 * changed since its preview; else marks it applying and writes it in the background.
 */
export async function applyCatalogImport(app: FastifyInstance, ctx: RequestContext, importId: string): Promise<CatalogImportView> {
  const row = await requireImport(ctx, importId);
  if (row.status !== 'previewed') throw new AppError(409, 'CONFLICT', `This import is ${row.status} already: upload the file again to import it anew.`, [{ path: 'status', message: row.status }]);
  const current = await itemVersionsForImport(ctx.db, ctx.storeId);
  const changed = await changedSincePreview(ctx, importId, current);
  if (changed > 0) {
    throw new AppError(409, 'CONFLICT', `${changed} item(s) this import would write changed since its preview: upload the file again for a new preview.`, [
      { path: 'catalog', message: 'the catalogue changed since the preview', reason: 'catalog-changed' },
    ]);
  }
  const now = ctx.now();
  if (!(await startApplyingImport(ctx.db, ctx.storeId, importId, now.toISOString(), leaseFrom(now)))) {
    throw new AppError(409, 'CONFLICT', 'This import is being applied already.');
  }
  void runImport(app, ctx.storeId, importId, leaseFrom(now));
  return importView(ctx, importId);
}

/** Queues the pictures of a product's items to fetch once it is written. */
async function queuePictures(tx: Tx, ctx: RequestContext, importId: string, plans: readonly PlannedRow[]): Promise<void> {
  const pictures = plans.filter((plan) => plan.imageUrl);
  if (pictures.length === 0) return;
  let seq = await maxPictureSeq(tx, importId);
  const at = ctx.now().toISOString();
  await addImportPictures(
    tx,
    pictures.map((plan) => ({
      import_id: importId,
      seq: (seq += 1),
      store_id: ctx.storeId,
      item_id: plan.itemId,
      handle: plan.handle,
      name: plan.name,
      url: plan.imageUrl!,
      state: 'pending',
      reason: null,
      lease_until: null,
      updated_at: at,
    })),
  );
}

/** Takes over imports whose process stopped (their lease ran out) and pictures left to fetch; called at start and when a status is read. */
export async function resumeCatalogImports(app: FastifyInstance): Promise<void> {
  const now = app.clock();
  for (const stalled of await listStalledImports(app.shop.db, now.toISOString())) {
    if (runningIn(app).has(stalled.id)) continue;
    const lease = leaseFrom(now);
    if (await takeImportLease(app.shop.db, stalled.id, { now: now.toISOString(), leaseUntil: lease, renewing: null })) {
      void runImport(app, stalled.store_id, stalled.id, lease);
    }
  }
  for (const pending of await importsWithPendingPictures(app.shop.db, now.toISOString())) void fetchPictures(app, pending.store_id, pending.import_id);
}

/** Consecutive new products written together, in a few multi-row statements (writeImportedNewProducts). */
const NEW_PRODUCTS_A_BATCH = 20;
/**
 * How often, at most, an import raises the catalogue version while it writes: each raise makes
 * shoppers' cached listings miss, so it follows a few seconds of work rather than every chunk.
 */
const CATALOG_RAISE_MS = 3_000;

interface PendingProduct {
  plans: PlannedRow[];
  seqs: number[];
}

/**
 * Writes an import's products chunk by chunk while this process holds the lease: a transaction
 * a slice of work, new products in batches of multi-row statements, a product that changes items
 * in a savepoint of its own (so a refused one rolls back alone).
 */
async function runImport(app: FastifyInstance, storeId: string, importId: string, lease: string): Promise<void> {
  const mine = runningIn(app);
  if (mine.has(importId)) return;
  mine.add(importId);
  const row = await requireImport({ db: app.shop.db, storeId }, importId).catch(() => null);
  const ctx = jobContext(app, storeId, row?.actor ?? 'catalog-import');
  let held = lease;
  let raised = performance.now();
  try {
    for (;;) {
      const rows = await nextImportProducts(ctx.db, importId, IMPORT_CHUNK_PRODUCTS);
      if (rows.length === 0) break;
      const products = new Map<number, PendingProduct>();
      for (const entry of rows) {
        const product = products.get(entry.product) ?? { plans: [], seqs: [] };
        product.plans.push(JSON.parse(entry.plan) as PlannedRow);
        product.seqs.push(entry.seq);
        products.set(entry.product, product);
      }
      let written = 0;
      const refused = { add: 0, change: 0 };
      const refuse = async (tx: Tx, product: PendingProduct, why: string) => {
        const lines = [...new Set(product.plans.map((plan) => plan.line))].join(', ');
        await markImportRowsRefused(tx, importId, product.seqs, `Line ${lines}: not imported: ${why}.`);
        for (const plan of product.plans) refused[plan.section === 'add' ? 'add' : 'change'] += 1;
      };
      const queue = [...products.values()];
      while (queue.length > 0) {
        // One transaction a slice of work, then the database is free for requests waiting: SQLite
        // has one connection, and its lock goes to whoever asks first once it is free, which would
        // be this loop again.
        await ctx.db.transaction().execute(async (tx) => {
          const sliceStarted = performance.now();
          const categories = new Map<string, string>();
          while (queue.length > 0 && performance.now() - sliceStarted < IMPORT_SLICE_MS) {
            if (isNewProduct(queue[0]!.plans)) {
              const batch: PendingProduct[] = [];
              while (queue.length > 0 && batch.length < NEW_PRODUCTS_A_BATCH && isNewProduct(queue[0]!.plans)) batch.push(queue.shift()!);
              const outcome = await writeImportedNewProducts({ ...ctx, db: tx }, tx, batch.map((product) => product.plans), categories);
              const byPlans = new Map(batch.map((product) => [product.plans as readonly PlannedRow[], product]));
              const done = outcome.written.map((plans) => byPlans.get(plans)!);
              await markImportRowsApplied(tx, importId, done.flatMap((product) => product.seqs));
              await queuePictures(tx, ctx, importId, done.flatMap((product) => product.plans));
              for (const product of done) written += product.plans.length;
              for (const { rows: plans, reason } of outcome.refused) await refuse(tx, byPlans.get(plans)!, reason);
              continue;
            }
            const product = queue.shift()!;
            await sql`savepoint import_product`.execute(tx);
            try {
              await writeImportedProduct({ ...ctx, db: tx }, tx, product.plans, categories);
              await markImportRowsApplied(tx, importId, product.seqs);
              await queuePictures(tx, ctx, importId, product.plans);
              await sql`release savepoint import_product`.execute(tx);
              written += product.plans.length;
            } catch (error) {
              if (!(error instanceof ImportItemRefused)) throw error;
              await sql`rollback to savepoint import_product`.execute(tx);
              await sql`release savepoint import_product`.execute(tx);
              categories.clear();
              await refuse(tx, product, error.message);
            }
          }
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
      const now = ctx.now();
      await recordImportProgress(ctx.db, importId, { written, refused, now: now.toISOString() });
      if (performance.now() - raised >= CATALOG_RAISE_MS) {
        await catalogChangedAfterCommit(ctx, app.catalogVersions, 'a catalogue import');
        raised = performance.now();
      }
      const next = leaseFrom(now);
      if (!(await takeImportLease(ctx.db, importId, { now: now.toISOString(), leaseUntil: next, renewing: held }))) return;
      held = next;
      void fetchPictures(app, storeId, importId);
    }
    // Imported items under a category or brand on sale take the sale's price (docs/decisions/065).
    await settleSalePrices(app.shop, storeId, ctx.now());
    await catalogChangedAfterCommit(ctx, app.catalogVersions, 'a catalogue import');
    await finishImport(ctx.db, importId, 'applied', null, ctx.now().toISOString());
    void fetchPictures(app, storeId, importId);
  } catch (error) {
    await catalogChangedAfterCommit(ctx, app.catalogVersions, 'a catalogue import');
    ctx.log.error({ err: error, importId }, 'catalogue import stopped');
    const message = error instanceof Error ? error.message : String(error);
    await finishImport(ctx.db, importId, 'failed', `The import stopped: ${message.slice(0, 300)}. Items written so far stay; upload the file again to bring in the rest.`, ctx.now().toISOString()).catch(
      () => undefined,
    );
  } finally {
    mine.delete(importId);
  }
}

const fetching = new WeakMap<FastifyInstance, Set<string>>();

/** Fetches an import's pending pictures with the shop's safe fetcher, a few at a time, each attached to its item. */
async function fetchPictures(app: FastifyInstance, storeId: string, importId: string): Promise<void> {
  let set = fetching.get(app);
  if (!set) fetching.set(app, (set = new Set()));
  if (set.has(importId)) return;
  set.add(importId);
  const row = await requireImport({ db: app.shop.db, storeId }, importId).catch(() => null);
  const ctx = jobContext(app, storeId, row?.actor ?? 'catalog-import');
  try {
    for (;;) {
      const now = ctx.now();
      const claimed = await claimImportPictures(ctx.db, importId, now.toISOString(), leaseFrom(now), PICTURES_AT_ONCE);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((picture) => fetchOne(app, ctx, importId, picture)));
    }
  } catch (error) {
    ctx.log.error({ err: error, importId }, 'catalogue import pictures stopped');
  } finally {
    set.delete(importId);
  }
}

async function fetchOne(app: FastifyInstance, ctx: RequestContext, importId: string, picture: { seq: number; item_id: string; url: string }): Promise<void> {
  try {
    const bytes = await fetchImageFromUrl(picture.url, app.imageFetchPolicy);
    for (let attempt = 1; ; attempt += 1) {
      const item = await getStaffItem(ctx, picture.item_id);
      try {
        await setItemImage(ctx, app.catalogVersions, app.shop, picture.item_id, bytes, item.updatedAt, `import url ${picture.url}`);
        break;
      } catch (error) {
        // Staff saved the item meanwhile: attach over the version now stored.
        if (attempt < 3 && error instanceof AppError && error.statusCode === 409) continue;
        throw error;
      }
    }
    await settleImportPicture(ctx.db, importId, picture.seq, 'done', null, ctx.now().toISOString());
  } catch (error) {
    const reason = error instanceof AppError ? error.message : 'The picture could not be fetched.';
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, url: picture.url }, 'import picture failed');
    await settleImportPicture(ctx.db, importId, picture.seq, 'failed', reason, ctx.now().toISOString());
  }
}

/** After a retry: fetch the import's pictures put back to pending. */
export function fetchImportPictures(app: FastifyInstance, storeId: string, importId: string): void {
  void fetchPictures(app, storeId, importId);
}
