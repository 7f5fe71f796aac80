import { type LatencySummary } from './latency-sample.js';
/** Issue 30: 10,000 products of 25,000 variants (1, 2, 3 and 4 variants in turn). */
export declare const IMPORT_PRODUCTS = 10000;
/** Issue 30's aim for the whole import, preview and apply. */
export declare const IMPORT_AIM_SECONDS = 60;
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
    duringImport: LatencySummary;
}
/** A Shopify product CSV of `products` products, 2.5 variants each on average, without pictures. */
export declare function shopifyCatalogue(products: number): {
    csv: string;
    variants: number;
    rows: number;
};
/**
 * Staff import a generated Shopify file of 10,000 products (25,000 variants) through the API,
 * preview then apply, on the built server on SQLite, while shoppers ask for category listings
 * and /healthz; first the shoppers alone, for comparison. Then the same file again: unchanged.
 */
export declare function runImportsBenchmark(log: (line: string) => void): Promise<ImportsBenchmarkResult>;
