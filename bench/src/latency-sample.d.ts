/** Requests timed one at a time per client: how many, and their p50/p95/p99 and max in milliseconds. */
export interface LatencySummary {
    requests: number;
    clients: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    errors: number;
}
/** Per-request latencies measured one request at a time per client; milliseconds. */
export interface LatencySampleResult extends LatencySummary {
    /** Decoded body bytes of all answers received. */
    bodyBytes: number;
    non200: number;
}
export interface LatencySampleOptions {
    baseUrl: string;
    paths: readonly string[];
    requests: number;
    clients: number;
    /** No request starts after this many seconds, so a slow server cannot stall the run. */
    maxSeconds: number;
    headers?: Record<string, string>;
}
/**
 * Times each request with a few clients that wait for one answer before sending the next: the
 * latency a shopper sees when the server is busy but not saturated. Gives the p95 a load run lacks.
 */
export declare function measureLatencySample(options: LatencySampleOptions): Promise<LatencySampleResult>;
/** Requests, clients, p50/p95/p99 and max of timed requests (milliseconds; sorts `latencies`), and the requests that failed outright. */
export declare function latencySummary(latencies: number[], clients: number, errors: number): LatencySummary;
/** Nearest-rank percentile of sorted values. */
export declare function percentile(sorted: readonly number[], fraction: number): number;
