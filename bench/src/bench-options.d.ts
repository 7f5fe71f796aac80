export declare const DATABASE_NAMES: readonly ["sqlite", "postgres"];
export type DatabaseName = (typeof DATABASE_NAMES)[number];
/**
 * The benchmarks `npm run bench` runs: the API under load, the storefront's pages in Chromium,
 * order submission, one server process against two behind HAProxy (PostgreSQL), filtered
 * listings and their counts uncached, and shoppers' requests while staff upload deposit files or
 * import a catalogue.
 */
export declare const SUITE_NAMES: readonly ["api", "pages", "orders", "processes", "filters", "uploads", "imports"];
export type SuiteName = (typeof SUITE_NAMES)[number];
export interface BenchOptions {
    /** Seconds each measured load test runs. */
    durationSeconds: number;
    /** Seconds of load before each measured run, not recorded. */
    warmupSeconds: number;
    /** Concurrent connections wrk keeps open. */
    connections: number;
    databases: readonly DatabaseName[];
    /** Items in the generated catalogue. */
    items: number;
    suites: readonly SuiteName[];
    /** Measured loads of each storefront page, and as many of its snapshot. */
    pageRuns: number;
    /** The languages the page suite runs Lighthouse in; empty for none. */
    lighthouseLanguages: readonly LighthouseLanguage[];
}
/** The storefront's languages, as the page suite names them. */
export declare const LIGHTHOUSE_LANGUAGES: readonly ["EN", "FR"];
export type LighthouseLanguage = (typeof LIGHTHOUSE_LANGUAGES)[number];
export declare const BENCH_USAGE = "Usage: npm run bench            (builds first)\n       npm run bench -w @backroom/bench -- [--suite api,pages,orders,processes,filters] [--duration S] [--only sqlite|postgres] [--items N]\n         [--page-runs N] [--lighthouse en,fr|off]\n\nEnvironment (arguments win): BENCH_SUITE (api, pages, orders, processes, filters, uploads, imports, comma-separated; default all),\nBENCH_DURATION (seconds, default 10), BENCH_ONLY (sqlite|postgres),\nBENCH_ITEMS (default 100000), BENCH_CONNECTIONS (default 50), BENCH_PAGE_RUNS (loads of each page and of its\nsnapshot, default 3), BENCH_LIGHTHOUSE (languages Lighthouse audits the pages in: en, fr, en,fr or off; default en,fr),\nBENCH_POSTGRES_URL (server to use, default postgres://postgres@127.0.0.1:5432).";
export declare const DEFAULT_DURATION_SECONDS = 10;
export declare const DEFAULT_ITEMS = 100000;
export declare const DEFAULT_CONNECTIONS = 50;
export declare const DEFAULT_PAGE_RUNS = 3;
export declare const DEFAULT_LIGHTHOUSE_LANGUAGES: readonly LighthouseLanguage[];
/** Reads options from arguments, then the environment, then defaults; anything invalid throws. */
export declare function readBenchOptions(argv?: string[], env?: NodeJS.ProcessEnv): BenchOptions | null;
