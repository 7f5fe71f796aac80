import { describe, expect, it } from 'vitest';
import { rateRatio } from './api-aims.js';
import { mergeRounds, type LoadTestResult } from './load-test.js';

function round(requestsPerSecond: number, seconds: number, extra: Partial<LoadTestResult> = {}): LoadTestResult {
  return {
    requestsPerSecond,
    totalRequests: requestsPerSecond * seconds,
    latencyMs: { p50: 1, p90: 2, p97_5: 3, p99: 4, max: 5 },
    bytesRead: 100,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    ...extra,
  };
}

describe('load runs taken in rounds', () => {
  it('adds the rounds up: req/s over their time, failures summed, CPU per answer over every answer', () => {
    const merged = mergeRounds([
      round(1000, 2, { serverCpuMicrosPerAnswer: 30, non2xx: 1, latencyMs: { p50: 1, p90: 2, p97_5: 3, p99: 4, max: 50 } }),
      round(3000, 2, { serverCpuMicrosPerAnswer: 10 }),
    ]);
    expect(merged.totalRequests).toBe(8000);
    expect(merged.requestsPerSecond).toBe(2000);
    expect(merged.non2xx).toBe(1);
    expect(merged.serverCpuMicrosPerAnswer).toBe(15);
    expect(merged.latencyMs.max).toBe(50);
    expect(merged.roundRates).toEqual([1000, 3000]);
  });

  it('compares two servers by the median of their rounds, so one disturbed round moves it little', () => {
    const ours = mergeRounds([round(800, 2), round(100, 2), round(820, 2)]);
    const bare = mergeRounds([round(1000, 2), round(1000, 2), round(1000, 2)]);
    expect(rateRatio(ours, bare)).toBeCloseTo(0.8);
    expect(rateRatio(round(500, 2), round(1000, 2))).toBe(0.5);
  });
});
