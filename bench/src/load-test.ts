import autocannon from 'autocannon';

/** One autocannon run's figures; latencies in milliseconds. */
export interface LoadTestResult {
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  /** Bytes received in all, headers included, as sent (not decoded). */
  bytesRead: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadTestOptions {
  baseUrl: string;
  /** Request paths, taken in turn across all connections. */
  paths: readonly string[];
  durationSeconds: number;
  connections: number;
  /** Headers sent with every request, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
}

const REQUEST_TIMEOUT_SECONDS = 10;

/** Drives GET requests at the server for a fixed time, keep-alive, no pipelining, in this process. */
export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  if (options.paths.length === 0) throw new Error('a load test needs at least one path');
  let next = 0;
  const nextPath = () => {
    const path = options.paths[next % options.paths.length] as string;
    next += 1;
    return path;
  };
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    bytesRead: result.throughput.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
