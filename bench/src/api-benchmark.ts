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

/** Warm searches, timed one by one per client after the autocannon runs: every phrase is cached by then. */
export const SEARCH_SAMPLE = { requests: 500, clients: 4, maxSeconds: 60 } as const;
/** Each URL of a rotation requested once, by one client, before anything else touches it. */
export const COLD_PASS = { clients: 1, maxSeconds: 90 } as const;
// What a browser sends; the storefront's searches are compressed like this in real use.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const IDLE_ANSWER_MS = 20;
const IDLE_TIMEOUT_MS = 60_000;

/** The first request for each URL of an endpoint's rotation: nothing cached, idle server. */
export interface ColdPassResult {
  /** URLs in the rotation; fewer were requested if the time cap struck. */
  urls: number;
  sample: LatencySampleResult;
}

/** The API's figures against one database. */
export interface ApiBenchmarkResult {
  cold: Record<EndpointName, ColdPassResult>;
  /** Steady state: autocannon after the cold pass and warm-up, every URL requested before. */
  load: Record<EndpointName, LoadTestResult>;
  /** Warm searches from a few clients. */
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
 * Per endpoint: first requests every URL of its rotation once, one at a time, while nothing is
 * cached (which also fills the server's cache); then warms it up and loads it with autocannon for
 * the set duration, now in the steady state. Finally times warm searches one by one with a few
 * clients for their p50/p95/p99.
 */
export async function runApiBenchmark(
  baseUrl: string,
  paths: Record<EndpointName, string[]>,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<ApiBenchmarkResult> {
  const measure = async (endpoint: EndpointName) => {
    const rotation = paths[endpoint];
    log(
      `  ${ENDPOINT_LABELS[endpoint]}: ${rotation.length} URLs once each (uncached), ` +
        `then warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s`,
    );
    await waitUntilIdle(baseUrl);
    const coldSample = await measureLatencySample({
      baseUrl,
      paths: rotation,
      requests: rotation.length,
      ...COLD_PASS,
      ...(endpoint === 'search' ? { headers: BROWSER_HEADERS } : {}),
    });
    const settings = { baseUrl, paths: rotation, connections: options.connections };
    await runLoadTest({ ...settings, durationSeconds: options.warmupSeconds });
    await waitUntilIdle(baseUrl);
    const load = await runLoadTest({ ...settings, durationSeconds: options.durationSeconds });
    await waitUntilIdle(baseUrl);
    return { cold: { urls: rotation.length, sample: coldSample }, load };
  };
  const itemById = await measure('itemById');
  const categoryListing = await measure('categoryListing');
  const search = await measure('search');
  log(`  search latency sample (warm): ${SEARCH_SAMPLE.requests} requests, ${SEARCH_SAMPLE.clients} clients`);
  const searchSample = await measureLatencySample({
    baseUrl,
    paths: paths.search,
    ...SEARCH_SAMPLE,
    headers: BROWSER_HEADERS,
  });
  return {
    cold: { itemById: itemById.cold, categoryListing: categoryListing.cold, search: search.cold },
    load: { itemById: itemById.load, categoryListing: categoryListing.load, search: search.load },
    searchSample,
  };
}

/**
 * Waits until /readyz answers quickly: when autocannon stops, requests it sent (or gave up on)
 * may still be queued in the server, and must not be counted against the next measurement.
 */
export async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(IDLE_TIMEOUT_MS) });
    await response.arrayBuffer();
    if (performance.now() - started < IDLE_ANSWER_MS) return;
  }
  throw new Error(`the server at ${baseUrl} was still busy ${IDLE_TIMEOUT_MS / 1000} s after the load stopped`);
}
