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
const CATEGORY_LISTING_MIN_RPS = 3_000;
const SEARCH_MAX_P95_MS = 25;

/**
 * The aims the API is held to (set for SQLite, the default); a run with failed requests misses them.
 * Throughput is judged on the steady-state autocannon runs; the search p95 both on the first,
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
    {
      aim: `search p95 ≤ ${SEARCH_MAX_P95_MS} ms, uncached and warm`,
      measured:
        `${coldSearch.p95.toFixed(1)} ms uncached (${coldSearch.clients} client), ` +
        `${warmSearch.p95.toFixed(1)} ms warm (${warmSearch.clients} clients)`,
      met: withinP95(coldSearch) && allAnswered(coldSearch, result.cold.search.urls) && withinP95(warmSearch),
    },
  ];
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
