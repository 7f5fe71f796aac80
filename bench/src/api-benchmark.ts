import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { answersOf } from './answers-of.js';
import { writeBaselineAnswers } from './baseline-answers.js';
import { BASELINE_KINDS, startBaselineServer, type BaselineKind } from './baseline-server.js';
import type { BenchOptions } from './bench-options.js';
import type { CatalogueSample } from './catalogue-sample.js';
import { mergeRounds, runLoadTest, type LoadTestOptions, type LoadTestResult } from './load-test.js';
import { measureLatencySample, type LatencySampleResult } from './latency-sample.js';

export const ENDPOINTS = ['itemById', 'categoryListing', 'search'] as const;
export type EndpointName = (typeof ENDPOINTS)[number];

export const ENDPOINT_LABELS: Record<EndpointName, string> = {
  itemById: 'GET /items/{id}',
  categoryListing: 'GET /items/category/{id}',
  search: 'GET /items/search/{text}',
};

/** Warm searches, timed one by one per client after the wrk runs: every phrase is cached by then. */
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
  /** Steady state: wrk after the cold pass and warm-up, every URL requested before. */
  load: Record<EndpointName, LoadTestResult>;
  /**
   * The bare servers under the same load right before Backroom, per endpoint: the same paths
   * answered with the very bytes Backroom sent for them.
   */
  baselines: Record<BaselineKind, Record<EndpointName, LoadTestResult>>;
  /** Warm searches from a few clients. */
  searchSample: LatencySampleResult;
  /**
   * The same build in a second process at LOG_LEVEL=warn (no access log), loaded in turn with the
   * others: what the default log level costs. `load` is the server as `npm start` runs it.
   */
  quiet?: Record<EndpointName, LoadTestResult>;
}

/** A second Backroom process, at LOG_LEVEL=warn, loaded beside the one at the default level. */
export interface QuietServer {
  baseUrl: string;
  pid?: number;
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
 * First requests every URL of each endpoint's rotation once, one at a time, while nothing is
 * cached (which also fills the server's cache). Then, per endpoint, loads a bare node:http
 * server, a bare Fastify route and Backroom with wrk, taking turns (loadsInTurn), the bare
 * servers answering the same paths with the bytes Backroom sent for them. Finally times warm
 * searches one by one with a few clients for their p50/p95/p99.
 */
export async function runApiBenchmark(
  baseUrl: string,
  paths: Record<EndpointName, string[]>,
  options: BenchOptions,
  log: (line: string) => void,
  /** The server's process, for its CPU time per answer. */
  serverPid?: number,
  quietServer?: QuietServer,
): Promise<ApiBenchmarkResult> {
  const coldPass = async (endpoint: EndpointName): Promise<ColdPassResult> => {
    const rotation = paths[endpoint];
    log(`  ${ENDPOINT_LABELS[endpoint]}: ${rotation.length} URLs once each (uncached)`);
    await waitUntilIdle(baseUrl);
    const sample = await measureLatencySample({
      baseUrl,
      paths: rotation,
      requests: rotation.length,
      ...COLD_PASS,
      ...(endpoint === 'search' ? { headers: BROWSER_HEADERS } : {}),
    });
    return { urls: rotation.length, sample };
  };
  const cold = { itemById: await coldPass('itemById'), categoryListing: await coldPass('categoryListing'), search: await coldPass('search') };

  const folder = await mkdtemp(path.join(os.tmpdir(), 'backroom-baseline-'));
  const answersFile = path.join(folder, 'answers.txt');
  log('  the answers Backroom gave, for the bare servers');
  await writeBaselineAnswers(answersFile, await answersOf(baseUrl, ENDPOINTS.flatMap((endpoint) => paths[endpoint])));
  const bare = await Promise.all(BASELINE_KINDS.map((kind) => startBaselineServer(kind, answersFile)));
  try {
    const loads = {} as Record<EndpointName, LoadTestResult>;
    const quiet = {} as Record<EndpointName, LoadTestResult>;
    const baselines = { 'node:http': {}, Fastify: {} } as ApiBenchmarkResult['baselines'];
    for (const endpoint of ENDPOINTS) {
      log(
        `  ${ENDPOINT_LABELS[endpoint]}: bare node:http, bare Fastify, Backroom: warm-up ${options.warmupSeconds} s each, ` +
          `then ${LOAD_ROUNDS} rounds of ${roundSeconds(options)} s each, in turn`,
      );
      const settings = { paths: paths[endpoint], connections: options.connections };
      const [http, fastify, backroom, atWarn] = await loadsInTurn(
        [
          ...bare.map((server) => ({ ...settings, baseUrl: server.baseUrl, serverPid: server.process.child.pid })),
          { ...settings, baseUrl, serverPid },
          ...(quietServer ? [{ ...settings, baseUrl: quietServer.baseUrl, serverPid: quietServer.pid }] : []),
        ],
        options,
      );
      if (http === undefined || fastify === undefined || backroom === undefined) throw new Error('a load run is missing');
      if (quietServer && atWarn === undefined) throw new Error('the LOG_LEVEL=warn run is missing');
      baselines['node:http'][endpoint] = http;
      baselines.Fastify[endpoint] = fastify;
      loads[endpoint] = backroom;
      if (atWarn) quiet[endpoint] = atWarn;
    }
    log(`  search latency sample (warm): ${SEARCH_SAMPLE.requests} requests, ${SEARCH_SAMPLE.clients} clients`);
    const searchSample = await measureLatencySample({ baseUrl, paths: paths.search, ...SEARCH_SAMPLE, headers: BROWSER_HEADERS });
    return { cold, load: loads, baselines, searchSample, ...(quietServer ? { quiet } : {}) };
  } finally {
    await Promise.all(bare.map((server) => server.process.stop()));
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Rounds each measured run is cut into, the servers taking turns round by round: a burst of other
 * work on a shared machine then falls on all of them alike rather than on one server's whole run.
 */
export const LOAD_ROUNDS = 5;

export function roundSeconds(options: BenchOptions): number {
  return Math.max(1, Math.round(options.durationSeconds / LOAD_ROUNDS));
}

/** A warm-up for each target, then LOAD_ROUNDS rounds in which each target takes its turn; each target's rounds merged. */
export async function loadsInTurn(targets: ReadonlyArray<Omit<LoadTestOptions, 'durationSeconds'>>, options: BenchOptions): Promise<LoadTestResult[]> {
  for (const target of targets) {
    await runLoadTest({ ...target, durationSeconds: options.warmupSeconds });
    await waitUntilIdle(target.baseUrl);
  }
  const rounds = targets.map((): LoadTestResult[] => []);
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    for (const [index, target] of targets.entries()) {
      rounds[index]?.push(await runLoadTest({ ...target, durationSeconds: roundSeconds(options) }));
      await waitUntilIdle(target.baseUrl);
    }
  }
  return rounds.map(mergeRounds);
}

/** A warm-up, then the measured run, on a server left idle before and after. */
export async function steadyLoad(settings: Omit<LoadTestOptions, 'durationSeconds'>, options: BenchOptions): Promise<LoadTestResult> {
  await runLoadTest({ ...settings, durationSeconds: options.warmupSeconds });
  await waitUntilIdle(settings.baseUrl);
  const load = await runLoadTest({ ...settings, durationSeconds: options.durationSeconds });
  await waitUntilIdle(settings.baseUrl);
  return load;
}

/**
 * Waits until /readyz answers quickly: when wrk stops, requests it sent (or gave up on)
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
