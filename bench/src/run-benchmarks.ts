import { endpointPaths, runApiBenchmark } from './api-benchmark.js';
import {
  BENCH_USAGE,
  DEFAULT_CONNECTIONS,
  DEFAULT_DURATION_SECONDS,
  DEFAULT_ITEMS,
  DEFAULT_LIGHTHOUSE_LANGUAGES,
  DEFAULT_PAGE_RUNS,
  readBenchOptions,
  type BenchOptions,
} from './bench-options.js';
import { filterPaths, runFiltersBenchmark } from './filters-benchmark.js';
import { formatFiltersConsoleReport, formatFiltersMarkdownSection, type FiltersBenchRun } from './filters-report.js';
import { formatConsoleReport, formatMarkdownSection, type ApiBenchRun, type DatabaseRun } from './benchmark-report.js';
import { BENCHMARKS_DOC, writeDocSection } from './benchmarks-doc.js';
import { sampleCatalogue, type CatalogueSample } from './catalogue-sample.js';
import { prepareDatabase, refreshPlannerStatistics } from './database-target.js';
import { describeMachine } from './machine-info.js';
import { stopAllManagedProcesses } from './managed-process.js';
import { runOrderSuite } from './order-suite.js';
import { runPageBenchmark } from './page-benchmark.js';
import { runPageRenderBenchmark, type PageRenderResult } from './page-render-benchmark.js';
import { formatPageConsoleReport, formatPageMarkdownSection, type PageBenchRun } from './page-report.js';
import { runProcessesBenchmark } from './processes-benchmark.js';
import { formatProcessesConsoleReport, formatProcessesMarkdownSection, type ProcessesBenchRun } from './processes-report.js';
import { benchStoreId, seedCatalogue } from './seed-catalogue.js';
import { startServer } from './server-process.js';
import { runUploadsBenchmark } from './uploads-benchmark.js';
import { runPromotionsBenchmark } from './promotions-benchmark.js';
import { formatPromotionsConsoleReport, formatPromotionsMarkdownSection, type PromotionsBenchRun } from './promotions-report.js';
import { runImportsBenchmark } from './imports-benchmark.js';
import { formatImportsConsoleReport, formatImportsMarkdownSection, type ImportsBenchRun } from './imports-report.js';
import { formatUploadsConsoleReport, formatUploadsMarkdownSection, type UploadsBenchRun } from './uploads-report.js';

const DOC_SECTION = 'api-bench';
const PAGE_DOC_SECTION = 'page-bench';
const PROCESSES_DOC_SECTION = 'processes-bench';
const FILTERS_DOC_SECTION = 'filters-bench';
const UPLOADS_DOC_SECTION = 'uploads-bench';
const IMPORTS_DOC_SECTION = 'imports-bench';
const PROMOTIONS_DOC_SECTION = 'promotions-bench';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const options = readBenchOptions();
  if (options === null) {
    console.log(BENCH_USAGE);
    return;
  }
  if (options.suites.includes('api')) await runApiSuite(options);
  if (options.suites.includes('pages')) await runPageSuite(options);
  if (options.suites.includes('orders')) await runOrderSuite(options, commandLine(options), log);
  if (options.suites.includes('processes')) await runProcessesSuite(options);
  if (options.suites.includes('filters')) await runFiltersSuite(options);
  if (options.suites.includes('uploads')) await runUploadsSuite(options);
  if (options.suites.includes('imports')) await runImportsSuite(options);
  if (options.suites.includes('promotions')) await runPromotionsSuite(options);
}

async function runPromotionsSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const databases = await runPromotionsBenchmark(options, log);
  const run: PromotionsBenchRun = {
    finishedAt: new Date(),
    command: commandLine(options),
    machine,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    databases,
  };
  log(formatPromotionsConsoleReport(run));
  await writeDocSection(PROMOTIONS_DOC_SECTION, formatPromotionsMarkdownSection(run));
  log(`\nWrote the '${PROMOTIONS_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
  if (databases.some((database) => [...database.plain, ...database.promoted].some((result) => result.stock.oversold.length > 0))) {
    throw new Error('stock does not add up after the promotions run: see the report above');
  }
}

async function runImportsSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const run: ImportsBenchRun = { finishedAt: new Date(), command: commandLine(options), machine, result: await runImportsBenchmark(log) };
  run.finishedAt = new Date();
  log(formatImportsConsoleReport(run));
  await writeDocSection(IMPORTS_DOC_SECTION, formatImportsMarkdownSection(run));
  log(`\nWrote the '${IMPORTS_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

async function runUploadsSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const run: UploadsBenchRun = { finishedAt: new Date(), command: commandLine(options), machine, result: await runUploadsBenchmark(log) };
  run.finishedAt = new Date();
  log(formatUploadsConsoleReport(run));
  await writeDocSection(UPLOADS_DOC_SECTION, formatUploadsMarkdownSection(run));
  log(`\nWrote the '${UPLOADS_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

async function runFiltersSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const storeId = benchStoreId(options.items);
  const storePath = `/${storeId}/api/v1`;
  const databases: FiltersBenchRun['databases'] = [];
  for (const name of options.databases) {
    const target = await prepareDatabase(name);
    log(`${target.label}: seeding ${options.items.toLocaleString('en-US')} items into store '${storeId}' if missing…`);
    log(`  ${await seedCatalogue(target, options.items)}`);
    await refreshPlannerStatistics(target);
    const server = await startServer(target);
    try {
      log(`${target.label}: server ready at ${server.baseUrl}; filtered listings and counts`);
      const sample = await sampleCatalogue(`${server.baseUrl}${storePath}`, options.items);
      const paths = await filterPaths(server.baseUrl, storePath, sample);
      databases.push({ label: target.label, version: target.version, result: await runFiltersBenchmark(server.baseUrl, paths, log) });
    } finally {
      await server.process.stop();
    }
  }
  const run: FiltersBenchRun = { finishedAt: new Date(), command: commandLine(options), machine, storeId, items: options.items, databases };
  log(formatFiltersConsoleReport(run));
  await writeDocSection(FILTERS_DOC_SECTION, formatFiltersMarkdownSection(run));
  log(`\nWrote the '${FILTERS_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

async function runProcessesSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const result = await runProcessesBenchmark(options, log);
  const run: ProcessesBenchRun = {
    finishedAt: new Date(),
    command: commandLine(options),
    machine,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    result,
  };
  log(formatProcessesConsoleReport(run));
  await writeDocSection(PROCESSES_DOC_SECTION, formatProcessesMarkdownSection(run));
  log(`\nWrote the '${PROCESSES_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

async function runPageSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const { pairs, lighthouse } = await runPageBenchmark(log, { runs: options.pageRuns, lighthouseLanguages: options.lighthouseLanguages });
  const run: PageBenchRun = { finishedAt: new Date(), command: commandLine(options), machine, pairs, lighthouse };
  log(formatPageConsoleReport(run));
  await writeDocSection(PAGE_DOC_SECTION, formatPageMarkdownSection(run));
  log(`\nWrote the '${PAGE_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

async function runApiSuite(options: BenchOptions): Promise<void> {
  const machine = describeMachine();
  const storeId = benchStoreId(options.items);
  const storePath = `/${storeId}/api/v1`;
  const databases: DatabaseRun[] = [];
  let firstSample: CatalogueSample | undefined;

  for (const name of options.databases) {
    const target = await prepareDatabase(name);
    log(`${target.label}: seeding ${options.items.toLocaleString('en-US')} items into store '${storeId}' if missing…`);
    log(`  ${await seedCatalogue(target, options.items)}`);
    await refreshPlannerStatistics(target);
    // The server as `npm start` runs it (LOG_LEVEL unset: info, an access-log line per answer),
    // and the same build at LOG_LEVEL=warn beside it (docs/decisions/074).
    const server = await startServer(target, [], true, null);
    const quiet = await startServer(target, [], true, 'warn');
    try {
      log(`${target.label}: server ready at ${server.baseUrl} (default log level), ${quiet.baseUrl} (LOG_LEVEL=warn)`);
      const storeUrl = `${server.baseUrl}${storePath}`;
      const sample = await sampleCatalogue(storeUrl, options.items);
      firstSample ??= sample;
      const result = await runApiBenchmark(server.baseUrl, endpointPaths(storePath, sample), options, log, server.process.child.pid, {
        baseUrl: quiet.baseUrl,
        pid: quiet.process.child.pid,
      });
      databases.push({ label: target.label, version: target.version, result });
    } finally {
      await Promise.all([server.process.stop(), quiet.process.stop()]);
    }
  }
  if (firstSample === undefined) throw new Error('no database was benchmarked');

  // The storefront's pages: their aims are set for SQLite, so they run with it only.
  let pages: PageRenderResult | undefined;
  if (options.databases.includes('sqlite')) {
    log('storefront pages (server-rendered), SQLite');
    pages = await runPageRenderBenchmark(options, log);
  }

  const run: ApiBenchRun = {
    finishedAt: new Date(),
    command: commandLine(options),
    options,
    machine,
    storeId,
    sample: {
      itemIds: firstSample.itemIds.length,
      leafCategories: firstSample.leafCategoryIds.length,
      searchPhrases: firstSample.searchPhrases,
    },
    databases,
    ...(pages ? { pages } : {}),
  };
  log(formatConsoleReport(run));
  await writeDocSection(DOC_SECTION, formatMarkdownSection(run));
  log(`\nWrote the '${DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
}

/** How this run was asked for, so the figures can be reproduced. */
function commandLine(options: BenchOptions): string {
  const settings = [
    options.suites.length === 1 ? `BENCH_SUITE=${options.suites[0] ?? ''}` : '',
    options.durationSeconds !== DEFAULT_DURATION_SECONDS ? `BENCH_DURATION=${options.durationSeconds}` : '',
    options.databases.length === 1 ? `BENCH_ONLY=${options.databases[0] ?? ''}` : '',
    options.items !== DEFAULT_ITEMS ? `BENCH_ITEMS=${options.items}` : '',
    options.connections !== DEFAULT_CONNECTIONS ? `BENCH_CONNECTIONS=${options.connections}` : '',
    options.pageRuns !== DEFAULT_PAGE_RUNS ? `BENCH_PAGE_RUNS=${options.pageRuns}` : '',
    options.lighthouseLanguages.join() !== DEFAULT_LIGHTHOUSE_LANGUAGES.join()
      ? `BENCH_LIGHTHOUSE=${options.lighthouseLanguages.join(',').toLowerCase() || 'off'}`
      : '',
  ].filter((setting) => setting !== '');
  return [...settings, 'npm run bench'].join(' ');
}

process.once('SIGINT', () => {
  void stopAllManagedProcesses().finally(() => process.exit(130));
});

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAllManagedProcesses());
