import { waitUntilIdle } from './api-benchmark.js';
import type { CatalogueSample } from './catalogue-sample.js';
import { measureLatencySample, type LatencySampleResult } from './latency-sample.js';

/**
 * Filtered listings and the counts beside their filters (issue 21 part 1, docs/decisions/045),
 * each URL requested once while nothing is kept for it: what the database costs per answer.
 */
export const FILTER_ENDPOINTS = [
  'categoryFiltered',
  'categoryFacets',
  'categoryFacetsFiltered',
  'search',
  'searchFirstFilter',
  'searchFiltered',
  'searchFacets',
] as const;
export type FilterEndpoint = (typeof FILTER_ENDPOINTS)[number];

export const FILTER_ENDPOINT_LABELS: Record<FilterEndpoint, string> = {
  categoryFiltered: 'GET /items/category/{id}?{filters}',
  categoryFacets: 'GET /items/category/{id}/facets',
  categoryFacetsFiltered: 'GET /items/category/{id}/facets?{filters}',
  search: 'GET /items/search/{text} (no filter, for comparison)',
  searchFirstFilter: 'GET /items/search/{text}?inStock=true, first filter on a search',
  searchFiltered: 'GET /items/search/{text}?{filters}, further filters',
  searchFacets: 'GET /items/search/{text}/facets?{filters}, further filters',
};

/** The aim: p95 of an uncached filtered listing or count at 100,000 items. */
export const FILTERS_MAX_P95_MS = 20;

/** Categories whose counts are read to build filters from (their own count URLs are then not timed). */
const SOURCE_CATEGORIES = 150;
/** Categories whose unfiltered counts are timed (others than the sources). */
const TIMED_CATEGORIES = 300;
const ONE_CLIENT = { clients: 1, maxSeconds: 90 } as const;
// What a browser sends; the storefront's answers are compressed like this in real use.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

interface Facets {
  total: number;
  brands: Array<{ value: string; count: number }>;
  sizes: Array<{ value: string; count: number }>;
  priceBands: number[];
}

const BAND_RANGES = ['maxPrice=2499', 'minPrice=2500&maxPrice=4999', 'minPrice=5000&maxPrice=9999', 'minPrice=10000&maxPrice=24999', 'minPrice=25000'];

const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** Filters a shopper would choose in a listing with these counts: a brand with a band and stock, a size in stock, two brands. */
function filterQueriesOf(facets: Facets): string[] {
  const brands = [...facets.brands].sort((a, b) => b.count - a.count);
  const band = facets.priceBands.findIndex((count) => count > 0);
  const queries: string[] = [];
  if (brands[0]) queries.push([param('brand', brands[0].value), 'inStock=true', ...(band >= 0 ? [BAND_RANGES[band]!] : [])].join('&'));
  if (facets.sizes[0]) queries.push([param('size', facets.sizes[0].value), 'inStock=true'].join('&'));
  if (brands[1]) queries.push([param('brand', brands[0]!.value), param('brand', brands[1].value)].join('&'));
  if (band >= 0) queries.push(`${BAND_RANGES[band]!}&inStock=true`);
  return queries;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The URLs each endpoint is timed on, from real categories, brands, sizes and searches of the store. */
export async function filterPaths(baseUrl: string, storePath: string, sample: CatalogueSample): Promise<Record<FilterEndpoint, string[]>> {
  const sources = sample.leafCategoryIds.slice(0, SOURCE_CATEGORIES);
  const timed = sample.leafCategoryIds.slice(SOURCE_CATEGORIES, SOURCE_CATEGORIES + TIMED_CATEGORIES);
  const categoryFiltered: string[] = [];
  const categoryFacetsFiltered: string[] = [];
  for (const [index, categoryId] of sources.entries()) {
    const path = `${storePath}/items/category/${encodeURIComponent(categoryId)}`;
    const queries = filterQueriesOf(await getJson<Facets>(`${baseUrl}${path}/facets`));
    // Each filter once as a listing, once as counts, on different categories' turns.
    queries.forEach((query, n) => ((index + n) % 2 === 0 ? categoryFiltered : categoryFacetsFiltered).push(`${path}?${query}`));
  }
  // Half the searches are timed without a filter and with their first (their matches ranked then);
  // the other half's counts are read first, and their further filters timed (their matches kept).
  const half = Math.floor(sample.searchPhrases.length / 2);
  const searchPath = (phrase: string) => `${storePath}/items/search/${encodeURIComponent(phrase)}`;
  const fresh = sample.searchPhrases.slice(half);
  const search = fresh.map(searchPath);
  const searchFirstFilter = fresh.map((phrase) => `${searchPath(phrase)}?inStock=true`);
  const searchFiltered: string[] = [];
  const searchFacets: string[] = [];
  for (const phrase of sample.searchPhrases.slice(0, half)) {
    const [query] = filterQueriesOf(await getJson<Facets>(`${baseUrl}${searchPath(phrase)}/facets`));
    for (const filter of [query, 'inStock=true']) {
      if (filter === undefined) continue;
      searchFiltered.push(`${searchPath(phrase)}?${filter}`);
      searchFacets.push(`${searchPath(phrase)}/facets?${filter}`);
    }
  }
  const categoryFacets = timed.map((categoryId) => `${storePath}/items/category/${encodeURIComponent(categoryId)}/facets`);
  return { categoryFiltered, categoryFacets, categoryFacetsFiltered, search, searchFirstFilter, searchFiltered, searchFacets };
}

export type FilterBenchResult = Record<FilterEndpoint, { urls: number; sample: LatencySampleResult }>;

/** Each URL of each endpoint once, one at a time, on a server that has not answered it before. */
export async function runFiltersBenchmark(baseUrl: string, paths: Record<FilterEndpoint, string[]>, log: (line: string) => void): Promise<FilterBenchResult> {
  const result = {} as FilterBenchResult;
  for (const endpoint of FILTER_ENDPOINTS) {
    const rotation = paths[endpoint];
    log(`  ${FILTER_ENDPOINT_LABELS[endpoint]}: ${rotation.length} URLs once each (uncached)`);
    await waitUntilIdle(baseUrl);
    const sample = await measureLatencySample({ baseUrl, paths: rotation, requests: rotation.length, ...ONE_CLIENT, headers: BROWSER_HEADERS });
    result[endpoint] = { urls: rotation.length, sample };
  }
  return result;
}

/** Whether an endpoint's p95 is within the aim, every URL answered 200. */
export function filterAimMet({ urls, sample }: { urls: number; sample: LatencySampleResult }): boolean {
  return sample.p95 <= FILTERS_MAX_P95_MS && sample.non200 === 0 && sample.errors === 0 && sample.requests === urls;
}
