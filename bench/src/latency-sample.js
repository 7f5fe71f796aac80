import { performance } from 'node:perf_hooks';
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Times each request with a few clients that wait for one answer before sending the next: the
 * latency a shopper sees when the server is busy but not saturated. Gives the p95 a load run lacks.
 */
export async function measureLatencySample(options) {
    const latencies = [];
    let non200 = 0;
    let errors = 0;
    let bodyBytes = 0;
    let next = 0;
    const deadline = performance.now() + options.maxSeconds * 1000;
    const client = async () => {
        while (next < options.requests && performance.now() < deadline) {
            const path = options.paths[next % options.paths.length];
            next += 1;
            const started = performance.now();
            try {
                const response = await fetch(`${options.baseUrl}${path}`, {
                    headers: options.headers,
                    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
                });
                const body = await response.arrayBuffer();
                latencies.push(performance.now() - started);
                bodyBytes += body.byteLength;
                if (response.status !== 200)
                    non200 += 1;
            }
            catch {
                errors += 1;
            }
        }
    };
    await Promise.all(Array.from({ length: options.clients }, client));
    return { ...latencySummary(latencies, options.clients, errors), bodyBytes, non200 };
}
/** Requests, clients, p50/p95/p99 and max of timed requests (milliseconds; sorts `latencies`), and the requests that failed outright. */
export function latencySummary(latencies, clients, errors) {
    latencies.sort((a, b) => a - b);
    return {
        requests: latencies.length + errors,
        clients,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? Number.NaN,
        errors,
    };
}
/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, fraction) {
    if (sorted.length === 0)
        return Number.NaN;
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
    return sorted[rank - 1];
}
//# sourceMappingURL=latency-sample.js.map