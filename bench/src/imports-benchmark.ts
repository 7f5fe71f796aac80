import { performance } from 'node:perf_hooks';
import { sampleCatalogue } from './catalogue-sample.js';
import { prepareDatabase } from './database-target.js';
import { latencySummary, type LatencySummary } from './latency-sample.js';
import { seedCatalogue } from './seed-catalogue.js';
import { startServer } from './server-process.js';
import { shoppersUntil, staffToken } from './uploads-benchmark.js';

const STORE_ID = 'imports';
const STORE_ITEMS = 2_000;
/** Issue 30: 10,000 products of 25,000 variants (1, 2, 3 and 4 variants in turn). */
export const IMPORT_PRODUCTS = 10_000;
const SHOPPERS = 4;
const QUIET_SECONDS = 5;
/** Issue 30's aim for the whole import, preview and apply. */
export const IMPORT_AIM_SECONDS = 60;

export interface ImportsBenchmarkResult {
  products: number;
  variants: number;
  rows: number;
  fileBytes: number;
  /** Upload and preview (201), then apply until the status says applied. */
  previewSeconds: number;
  applySeconds: number;
  itemsWritten: number;
  status: string;
  /** Re-importing the same file: its preview's time, and every row unchanged. */
  reimportSeconds: number;
  reimportUnchanged: number;
  quiet: LatencySummary;
  /** While the file is read and compared with the shop (the preview of 32,500 new items). */
  duringPreview: LatencySummary;
  duringImport: LatencySummary;
  /** While the same file is previewed again, compared with the 34,500 items the shop then has. */
  duringReimport: LatencySummary;
}

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Status';
const SIZES = ['250 ml', '500 ml', '1 L', '4 L'];
const TYPES = ['Nutrients', 'Soil', 'Pots', 'Lights', 'Seeds', 'Tools', 'Bulbs', 'Vases'];

/** A Shopify product CSV of `products` products, 2.5 variants each on average, without pictures. */
export function shopifyCatalogue(products: number): { csv: string; variants: number; rows: number } {
  const lines = [HEADER];
  let variants = 0;
  for (let index = 0; index < products; index += 1) {
    const count = (index % 4) + 1;
    const handle = `bench-product-${index}`;
    for (let variant = 0; variant < count; variant += 1) {
      variants += 1;
      const price = `${5 + ((index * 7 + variant * 3) % 200)}.${String((index + variant) % 100).padStart(2, '0')}`;
      const option = count === 1 ? 'Default Title' : SIZES[variant]!;
      const sku = `BP-${index}-${variant}`;
      lines.push(
        variant === 0
          ? `${handle},Bench Product ${index},"<p>Product <b>${index}</b> for the benchmark, with a description of a sentence or two.</p>",Acme ${index % 50},${TYPES[index % TYPES.length]},"bench, tag${index % 10}",TRUE,${count === 1 ? 'Title' : 'Size'},${option},,,,,${sku},${(index + variant) % 40},${price},,,,,,,active`
          : `${handle},,,,,,,,${option},,,,,${sku},${(index + variant) % 40},${price},,,,,,,`,
      );
    }
  }
  return { csv: `${lines.join('\r\n')}\r\n`, variants, rows: lines.length - 1 };
}

interface ImportView {
  id: string;
  status: string;
  counts: { add: number; change: number; unchanged: number; refused: number };
  progress: { done: number; total: number };
}

async function previewFile(baseUrl: string, token: string, csv: string): Promise<ImportView> {
  const form = new FormData();
  form.append('format', 'shopify');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const response = await fetch(`${baseUrl}/${STORE_ID}/api/v1/catalog-imports`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`the preview answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return (await response.json()) as ImportView;
}

/**
 * Staff import a generated Shopify file of 10,000 products (25,000 variants) through the API,
 * preview then apply, on the built server on SQLite, while shoppers ask for category listings
 * and /healthz; first the shoppers alone, for comparison. Then the same file again: unchanged.
 */
export async function runImportsBenchmark(log: (line: string) => void): Promise<ImportsBenchmarkResult> {
  const target = await prepareDatabase('sqlite', `imports-${Date.now()}`);
  log(`${target.label}: seeding ${STORE_ITEMS.toLocaleString('en-US')} items into store '${STORE_ID}'…`);
  log(`  ${await seedCatalogue(target, STORE_ITEMS, STORE_ID)}`);
  const server = await startServer(target);
  try {
    const storePath = `/${STORE_ID}/api/v1`;
    const sample = await sampleCatalogue(`${server.baseUrl}${storePath}`, STORE_ITEMS);
    const paths = [...sample.leafCategoryIds.slice(0, 8).map((id) => `${storePath}/items/category/${encodeURIComponent(id)}`), '/healthz'];
    for (const path of paths) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
    const token = await staffToken(target, server.baseUrl);
    const file = shopifyCatalogue(IMPORT_PRODUCTS);
    log(`  file: ${file.rows.toLocaleString('en-US')} rows, ${file.variants.toLocaleString('en-US')} variants, ${(file.csv.length / 1e6).toFixed(1)} MB`);

    log(`  shoppers alone for ${QUIET_SECONDS} s`);
    const quiet = await shoppersUntil(server.baseUrl, paths, new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));

    let final: ImportView | null = null;
    log(`  shoppers while staff import ${IMPORT_PRODUCTS.toLocaleString('en-US')} products`);
    const started = performance.now();
    let view: ImportView | null = null;
    const previewing = previewFile(server.baseUrl, token, file.csv).then((answer) => (view = answer));
    const duringPreview = await shoppersUntil(server.baseUrl, paths, previewing);
    await previewing;
    const previewSeconds = (performance.now() - started) / 1000;
    const previewed = view as unknown as ImportView;
    log(`  preview: ${JSON.stringify(previewed.counts)} in ${previewSeconds.toFixed(1)} s`);
    const applyStarted = performance.now();
    const applyAll = async () => {
      const applied = await fetch(`${server.baseUrl}${storePath}/catalog-imports/${previewed.id}/apply`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      if (applied.status !== 202) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const status = (await (await fetch(`${server.baseUrl}${storePath}/catalog-imports/${previewed.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as ImportView;
        if (status.status !== 'applying') {
          final = status;
          break;
        }
      }
    };
    const duringApply = await shoppersUntil(server.baseUrl, paths, applyAll());
    const applySeconds = (performance.now() - applyStarted) / 1000;
    log(`  apply: ${final!.status}, ${final!.progress.done} items written in ${applySeconds.toFixed(1)} s`);
    const again = performance.now();
    let reimport: ImportView | null = null;
    const previewingAgain = previewFile(server.baseUrl, token, file.csv).then((answer) => (reimport = answer));
    const duringReimport = await shoppersUntil(server.baseUrl, paths, previewingAgain);
    await previewingAgain;
    const reimportSeconds = (performance.now() - again) / 1000;
    const reimported = reimport as unknown as ImportView;
    log(`  the same file again: ${JSON.stringify(reimported.counts)} in ${reimportSeconds.toFixed(1)} s`);
    const done = final as ImportView | null;
    return {
      products: IMPORT_PRODUCTS,
      variants: file.variants,
      rows: file.rows,
      fileBytes: file.csv.length,
      previewSeconds,
      applySeconds,
      itemsWritten: done?.progress.done ?? 0,
      status: done?.status ?? 'unknown',
      reimportSeconds,
      reimportUnchanged: reimported.counts.unchanged,
      quiet: latencySummary(quiet.all, SHOPPERS, quiet.errors),
      duringPreview: latencySummary([...duringPreview.all], SHOPPERS, duringPreview.errors),
      duringImport: latencySummary([...duringPreview.all, ...duringApply.all], SHOPPERS, duringPreview.errors + duringApply.errors),
      duringReimport: latencySummary(duringReimport.all, SHOPPERS, duringReimport.errors),
    };
  } finally {
    await server.process.stop();
  }
}
