import { performance } from 'node:perf_hooks';
import type { BenchOptions } from './bench-options.js';
import type { CatalogueSample } from './catalogue-sample.js';
import { runLoadTest, type LoadTestResult } from './load-test.js';
import { measureLatencySample, type LatencySampleResult } from './latency-sample.js';

export const ENDPOINTS = ['itemById', 'categoryListing', 'search'] as const;
export type EndpointName = (typeof ENDPOINTS)[number];

export const ENDPOINT_LABELS: Record<EndpointName, string> = {
  itemById: 'GET /items/{id}',
  categoryListing: 'GET /items/category/{id}',
  search: 'GET /items/search/{text}',
};

export const SEARCH_SAMPLE = { requests: 500, clients: 4, maxSeconds: 60 } as const;
// What a browser sends; the storefront's searches are compressed like this in real use.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const IDLE_ANSWER_MS = 20;
const IDLE_TIMEOUT_MS = 60_000;

/** The API's figures against one database. */
export interface ApiBenchmarkResult {
  load: Record<EndpointName, LoadTestResult>;
  searchSample: LatencySampleResult;
}

/** Request paths per endpoint, built from real ids and words of the store. */
export function endpointPaths(storePath: string, sample: CatalogueSample): Record<EndpointName, string[]> {
  return {
    itemById: sample.itemIds.map((id) => `${storePath}/items/${encodeURIComponent(id)}`),
    categoryListing: sample.leafCategoryIds.map((id) => `${storePath}/items/category/${encodeURIComponent(id)}`),
    search: sample.searchPhrases.map((phrase) => `${storePath}/items/search/${encodeURIComponent(phrase)}`),
  };
}

/**
 * Warms each endpoint up, then loads it with autocannon for the set duration; finally times
 * searches one by one with a few clients for their p50/p95/p99.
 */
export async function runApiBenchmark(
  baseUrl: string,
  paths: Record<EndpointName, string[]>,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<ApiBenchmarkResult> {
  const measure = async (endpoint: EndpointName) => {
    const settings = { baseUrl, paths: paths[endpoint], connections: options.connections };
    log(`  ${ENDPOINT_LABELS[endpoint]}: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s`);
    await runLoadTest({ ...settings, durationSeconds: options.warmupSeconds });
    await waitUntilIdle(baseUrl);
    const result = await runLoadTest({ ...settings, durationSeconds: options.durationSeconds });
    await waitUntilIdle(baseUrl);
    return result;
  };
  const itemById = await measure('itemById');
  const categoryListing = await measure('categoryListing');
  const search = await measure('search');
  log(`  search latency sample: ${SEARCH_SAMPLE.requests} requests, ${SEARCH_SAMPLE.clients} clients`);
  const searchSample = await measureLatencySample({
    baseUrl,
    paths: paths.search,
    ...SEARCH_SAMPLE,
    headers: BROWSER_HEADERS,
  });
  return { load: { itemById, categoryListing, search }, searchSample };
}

/**
 * Waits until /readyz answers quickly: when autocannon stops, requests it sent (or gave up on)
 * may still be queued in the server, and must not be counted against the next measurement.
 */
async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(IDLE_TIMEOUT_MS) });
    await response.arrayBuffer();
    if (performance.now() - started < IDLE_ANSWER_MS) return;
  }
  throw new Error(`the server at ${baseUrl} was still busy ${IDLE_TIMEOUT_MS / 1000} s after the load stopped`);
}
