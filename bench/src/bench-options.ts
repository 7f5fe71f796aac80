import { parseArgs } from 'node:util';

export const DATABASE_NAMES = ['sqlite', 'postgres'] as const;
export type DatabaseName = (typeof DATABASE_NAMES)[number];

/**
 * The benchmarks `npm run bench` runs: the API under load, the storefront's pages in Chromium,
 * order submission, one server process against two behind HAProxy (PostgreSQL), filtered
 * listings and their counts uncached, and shoppers' requests while staff upload deposit files or
 * import a catalogue, and order submission without and with ten active promotions.
 */
export const SUITE_NAMES = ['api', 'pages', 'orders', 'processes', 'filters', 'uploads', 'imports', 'promotions'] as const;
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
export const LIGHTHOUSE_LANGUAGES = ['EN', 'FR'] as const;
export type LighthouseLanguage = (typeof LIGHTHOUSE_LANGUAGES)[number];

export const BENCH_USAGE = `Usage: npm run bench            (builds first)
       npm run bench -w @backroom/bench -- [--suite api,pages,orders,processes,filters] [--duration S] [--only sqlite|postgres] [--items N]
         [--page-runs N] [--lighthouse en,fr|off]

Environment (arguments win): BENCH_SUITE (api, pages, orders, processes, filters, uploads, imports, promotions, comma-separated; default all),
BENCH_DURATION (seconds, default 10), BENCH_ONLY (sqlite|postgres),
BENCH_ITEMS (default 100000), BENCH_CONNECTIONS (default 50), BENCH_PAGE_RUNS (loads of each page and of its
snapshot, default 5), BENCH_LIGHTHOUSE (languages Lighthouse audits the pages in: en, fr, en,fr or off; default en,fr),
BENCH_POSTGRES_URL (server to use, default postgres://postgres@127.0.0.1:5432).`;

export const DEFAULT_DURATION_SECONDS = 10;
export const DEFAULT_ITEMS = 100_000;
export const DEFAULT_CONNECTIONS = 50;
export const DEFAULT_PAGE_RUNS = 5;
export const DEFAULT_LIGHTHOUSE_LANGUAGES: readonly LighthouseLanguage[] = LIGHTHOUSE_LANGUAGES;
const MAX_DURATION_SECONDS = 600;

/** Reads options from arguments, then the environment, then defaults; anything invalid throws. */
export function readBenchOptions(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      only: { type: 'string' },
      items: { type: 'string' },
      connections: { type: 'string' },
      suite: { type: 'string' },
      'page-runs': { type: 'string' },
      lighthouse: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return null;

  const durationSeconds = wholeNumber('duration', values.duration ?? env.BENCH_DURATION, DEFAULT_DURATION_SECONDS, {
    min: 1,
    max: MAX_DURATION_SECONDS,
  });
  const items = wholeNumber('items', values.items ?? env.BENCH_ITEMS, DEFAULT_ITEMS, { min: 100, max: 2_000_000 });
  const connections = wholeNumber('connections', values.connections ?? env.BENCH_CONNECTIONS, DEFAULT_CONNECTIONS, {
    min: 1,
    max: 1_000,
  });
  const only = values.only ?? env.BENCH_ONLY;
  if (only !== undefined && only !== '' && !isDatabaseName(only)) {
    throw new Error(`--only / BENCH_ONLY takes sqlite or postgres, not '${only}'\n\n${BENCH_USAGE}`);
  }
  const pageRuns = wholeNumber('page-runs', values['page-runs'] ?? env.BENCH_PAGE_RUNS, DEFAULT_PAGE_RUNS, { min: 1, max: 50 });
  const lighthouseLanguages = readLighthouseLanguages(values.lighthouse ?? env.BENCH_LIGHTHOUSE);
  const suiteText = values.suite ?? env.BENCH_SUITE ?? '';
  const suites = suiteText === '' ? SUITE_NAMES : suiteText.split(',').map((suite) => suite.trim());
  const unknownSuite = suites.find((suite) => !(SUITE_NAMES as readonly string[]).includes(suite));
  if (unknownSuite !== undefined) {
    throw new Error(`--suite / BENCH_SUITE takes ${SUITE_NAMES.join(', ')}, not '${unknownSuite}'\n\n${BENCH_USAGE}`);
  }
  const options: BenchOptions = {
    durationSeconds,
    warmupSeconds: Math.max(1, Math.min(3, Math.round(durationSeconds / 3))),
    connections,
    databases: only !== undefined && isDatabaseName(only) ? [only] : DATABASE_NAMES,
    items,
    suites: suites as SuiteName[],
    pageRuns,
    lighthouseLanguages,
  };
  return options;
}

/** 'en,fr' → ['EN', 'FR']; 'off' or 'none' → []; nothing → both. */
function readLighthouseLanguages(text: string | undefined): readonly LighthouseLanguage[] {
  if (text === undefined || text.trim() === '') return DEFAULT_LIGHTHOUSE_LANGUAGES;
  if (/^(off|none|0)$/i.test(text.trim())) return [];
  const codes = text.split(',').map((code) => code.trim().toUpperCase());
  const unknown = codes.find((code) => !(LIGHTHOUSE_LANGUAGES as readonly string[]).includes(code));
  if (unknown !== undefined) throw new Error(`--lighthouse / BENCH_LIGHTHOUSE takes en, fr, en,fr or off, not '${text}'\n\n${BENCH_USAGE}`);
  return LIGHTHOUSE_LANGUAGES.filter((code) => codes.includes(code));
}

function isDatabaseName(value: string): value is DatabaseName {
  return (DATABASE_NAMES as readonly string[]).includes(value);
}

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  range: { min: number; max: number },
): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new Error(`${name} takes a whole number from ${range.min} to ${range.max}, not '${text}'\n\n${BENCH_USAGE}`);
  }
  return value;
}
