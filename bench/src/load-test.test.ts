import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoadTest } from './load-test.js';

describe('runLoadTest (wrk)', () => {
  const seen = new Map<string, number>();
  const languages = new Set<string>();
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.set(request.url ?? '', (seen.get(request.url ?? '') ?? 0) + 1);
      languages.add(request.headers['accept-language'] ?? '');
      const broken = request.url === '/broken';
      response.writeHead(broken ? 503 : 200, { 'content-type': 'application/json' });
      response.end(broken ? '{"error":{}}' : '{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('takes the paths in turn, sends the headers, and counts requests and latencies', async () => {
    seen.clear();
    languages.clear();
    const result = await runLoadTest({ baseUrl, paths: ['/a', '/b', '/c'], durationSeconds: 1, connections: 4, headers: { 'accept-language': 'fr-CA' } });
    expect(result.totalRequests).toBeGreaterThan(100);
    expect(result.requestsPerSecond).toBeGreaterThan(50);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(result.latencyMs.p50).toBeGreaterThan(0);
    expect(result.latencyMs.p50).toBeLessThanOrEqual(result.latencyMs.p99);
    expect(result.latencyMs.p99).toBeLessThanOrEqual(result.latencyMs.max);
    const counts = ['/a', '/b', '/c'].map((path) => seen.get(path) ?? 0);
    expect(Math.min(...counts)).toBeGreaterThan(0.9 * Math.max(...counts));
    expect([...languages]).toEqual(['fr-CA']);
  });

  it('counts answers of 400 and above as failed', async () => {
    const result = await runLoadTest({ baseUrl, paths: ['/a', '/broken'], durationSeconds: 1, connections: 2 });
    expect(result.non2xx).toBeGreaterThan(0);
    expect(result.non2xx).toBeLessThan(result.totalRequests);
  });
});
