import type { LatencySummary } from './latency-sample.js';
import type { LoadTestResult } from './load-test.js';

/** Milliseconds as the reports show them: a whole number as it is, else to a tenth. */
export function formatMs(milliseconds: number): string {
  return Number.isInteger(milliseconds) ? String(milliseconds) : milliseconds.toFixed(1);
}

/** A sample timed one request at a time: its p50, p95, p99 and max, in milliseconds to a tenth. */
export function samplePercentileCells(sample: LatencySummary): string[] {
  return [sample.p50.toFixed(1), sample.p95.toFixed(1), sample.p99.toFixed(1), sample.max.toFixed(1)];
}

/** A load test's p50, p90, p99 and max latency, in milliseconds. */
export function loadPercentileCells({ latencyMs }: LoadTestResult): string[] {
  return [formatMs(latencyMs.p50), formatMs(latencyMs.p90), formatMs(latencyMs.p99), formatMs(latencyMs.max)];
}

/** A load test's requests, its non-2xx answers, and its errors with the timeouts. */
export function loadCountCells(load: LoadTestResult): string[] {
  return [load.totalRequests.toLocaleString('en-US'), String(load.non2xx), String(load.errors + load.timeouts)];
}
