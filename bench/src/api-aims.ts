import type { ApiBenchmarkResult } from './api-benchmark.js';
import type { LatencySampleResult } from './latency-sample.js';
import type { LoadTestResult } from './load-test.js';

/** One aim held against one database's figures. */
export interface AimCheck {
  aim: string;
  measured: string;
  met: boolean;
}

const ITEM_BY_ID_MIN_RPS = 8_000;
/** Item by id and a category listing against the bare node:http server of the same run (issue 19). */
const ITEM_BY_ID_MIN_OF_BARE = 0.8;
const CATEGORY_LISTING_MIN_OF_BARE = 0.5;
const CATEGORY_LISTING_MIN_RPS = 3_000;
const SEARCH_MAX_P95_MS = 25;

/**
 * The aims the API is held to (set for SQLite, the default); a run with failed requests misses them.
 * Throughput is judged on the steady-state wrk runs, absolute and against the bare node:http server; the search p95 both on the first,
 * uncached request for each phrase and on the warm sample from a few clients.
 */
export function checkApiAims(result: ApiBenchmarkResult): AimCheck[] {
  const { itemById, categoryListing } = result.load;
  const coldSearch = result.cold.search.sample;
  const warmSearch = result.searchSample;
  return [
    {
      aim: `item by id ≥ ${ITEM_BY_ID_MIN_RPS.toLocaleString('en-US')} req/s`,
      measured: `${formatRate(itemById.requestsPerSecond)} req/s`,
      met: itemById.requestsPerSecond >= ITEM_BY_ID_MIN_RPS && allSucceeded(itemById),
    },
    {
      aim: `category listing ≥ ${CATEGORY_LISTING_MIN_RPS.toLocaleString('en-US')} req/s`,
      measured: `${formatRate(categoryListing.requestsPerSecond)} req/s`,
      met: categoryListing.requestsPerSecond >= CATEGORY_LISTING_MIN_RPS && allSucceeded(categoryListing),
    },
    ofBare('item by id', ITEM_BY_ID_MIN_OF_BARE, itemById, result.baselines['node:http'].itemById),
    ofBare('category listing', CATEGORY_LISTING_MIN_OF_BARE, categoryListing, result.baselines['node:http'].categoryListing),
    {
      aim: `search p95 ≤ ${SEARCH_MAX_P95_MS} ms, uncached and warm`,
      measured:
        `${coldSearch.p95.toFixed(1)} ms uncached (${coldSearch.clients} client), ` +
        `${warmSearch.p95.toFixed(1)} ms warm (${warmSearch.clients} clients)`,
      met: withinP95(coldSearch) && allAnswered(coldSearch, result.cold.search.urls) && withinP95(warmSearch),
    },
  ];
}

function ofBare(endpoint: string, minimum: number, load: LoadTestResult, bare: LoadTestResult): AimCheck {
  return {
    aim: `${endpoint} ≥ ${minimum.toFixed(2)} × bare node:http req/s (same run)`,
    measured: `${ratioOf(load, bare)} (${formatRate(load.requestsPerSecond)} / ${formatRate(bare.requestsPerSecond)} req/s)`,
    met: rateRatio(load, bare) >= minimum && allSucceeded(load) && allSucceeded(bare),
  };
}

/** Backroom's req/s over a bare server's, or 'failed' when either run had a failed request. */
export function ratioOf(load: LoadTestResult, bare: LoadTestResult): string {
  if (!allSucceeded(load) || !allSucceeded(bare)) return 'failed';
  return rateRatio(load, bare).toFixed(2);
}

/**
 * Backroom's req/s over a bare server's: of runs taken in turn round by round, the median of the
 * rounds' ratios (a burst of other work in one round moves it little); else of the whole runs.
 */
export function rateRatio(load: LoadTestResult, bare: LoadTestResult): number {
  const ours = load.roundRates;
  const theirs = bare.roundRates;
  if (ours === undefined || theirs === undefined || ours.length !== theirs.length || ours.length === 0) {
    return load.requestsPerSecond / bare.requestsPerSecond;
  }
  const ratios = ours.map((rate, index) => rate / (theirs[index] as number)).sort((a, b) => a - b);
  const middle = ratios.length / 2;
  return ratios.length % 2 === 1 ? (ratios[Math.floor(middle)] as number) : ((ratios[middle - 1] as number) + (ratios[middle] as number)) / 2;
}

function withinP95(sample: LatencySampleResult): boolean {
  return sample.p95 <= SEARCH_MAX_P95_MS && sample.non200 === 0 && sample.errors === 0;
}

/** The cold pass reached every URL before its time cap. */
function allAnswered(sample: LatencySampleResult, urls: number): boolean {
  return sample.requests === urls;
}

export function allSucceeded(load: LoadTestResult): boolean {
  return load.non2xx === 0 && load.errors === 0 && load.timeouts === 0;
}

export function formatRate(requestsPerSecond: number): string {
  return Math.round(requestsPerSecond).toLocaleString('en-US');
}

/** The server's CPU time per answer in microseconds, when it was measured. */
export function formatCpu(load: LoadTestResult): string {
  return load.serverCpuMicrosPerAnswer === undefined ? '–' : load.serverCpuMicrosPerAnswer.toFixed(0);
}
