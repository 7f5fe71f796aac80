import { FILTER_ENDPOINT_LABELS, FILTER_ENDPOINTS, FILTERS_MAX_P95_MS, filterAimMet, type FilterBenchResult } from './filters-benchmark.js';
import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { samplePercentileCells } from './report-cells.js';
import { markdownTable, textTable } from './text-tables.js';

export interface FiltersBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  storeId: string;
  items: number;
  databases: Array<{ label: string; version: string; result: FilterBenchResult }>;
}

const COLUMNS = ['endpoint', 'URLs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-200', 'errors', `p95 ≤ ${FILTERS_MAX_P95_MS} ms`];

function rows(result: FilterBenchResult): string[][] {
  return FILTER_ENDPOINTS.map((endpoint) => {
    const { urls, sample } = result[endpoint];
    return [
      FILTER_ENDPOINT_LABELS[endpoint],
      urls.toLocaleString('en-US'),
      ...samplePercentileCells(sample),
      String(sample.non200),
      String(sample.errors),
      filterAimMet(result[endpoint]) ? 'met' : 'NOT met',
    ];
  });
}

export function formatFiltersConsoleReport(run: FiltersBenchRun): string {
  return run.databases.flatMap(({ label, result }) => ['', `${label}:`, ...textTable([COLUMNS, ...rows(result)])]).join('\n');
}

/** The docs/benchmarks.md section (without its markers). */
export function formatFiltersMarkdownSection(run: FiltersBenchRun): string {
  return [
    '## Filtered listings and their counts (uncached)',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(run.machine)}.`,
    ...run.databases.map(({ label, version }) => `- ${label}: ${version}.`),
    `- Catalogue: store \`${run.storeId}\`, ${run.items.toLocaleString('en-US')} generated items (the API benchmark's); PostgreSQL analyzed after seeding.`,
    '- What is timed (docs/decisions/045): each URL requested once, one request at a time from 1 client, sent with a browser\'s `Accept-Encoding`, ' +
      'on a server that has not answered it before (nothing kept for it in the answer cache): the database work behind a filtered listing or its counts. ' +
      'Filters are built from real counts of 150 leaf categories (their unfiltered count URLs are read for that and not timed): a brand with a price band ' +
      'and in stock, a size in stock, two brands, a price band in stock, each once as a listing or as counts; unfiltered counts of 300 other leaves; ' +
      'the API benchmark\'s 50 search phrases: 25 timed without a filter (for comparison) and with their first filter (in stock only), which ranks ' +
      'the search\'s best 2,000 matches; the other 25 have their unfiltered counts read first (which ranks and keeps their matches, in the answer cache ' +
      'while the catalogue is unchanged), then their further filters (a brand with a band and stock, in stock only) are timed as results and as counts.',
    `- Aim: p95 ≤ ${FILTERS_MAX_P95_MS} ms for each.`,
    '',
    ...run.databases.flatMap(({ label, result }) => [`### ${label}`, '', ...markdownTable([COLUMNS, ...rows(result)]), '']),
  ].join('\n');
}
