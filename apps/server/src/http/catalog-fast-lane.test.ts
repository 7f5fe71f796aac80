import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { bumpCatalogVersion } from '../stores/store.repository.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add Accept-Encoding of its own). */
function send(baseUrl: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers that differ from one answer to the next whoever gives it. */
function lasting(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));
}

const ITEM = '/backroom/api/v1/items/big-bloom';
const CATEGORY = '/backroom/api/v1/items/category/bloom';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(DIALECTS)('cached catalogue answers replayed in front of Fastify on %s', (dialect) => {
  let shop: TestShop;
  let baseUrl: string;
  /** Fastify's catalogue routes ask for the version on every request; the fast lane never does. */
  let fastifyAnswers: () => number;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue('backroom'));
    baseUrl = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const current = vi.spyOn(shop.app.catalogVersions, 'current');
    fastifyAnswers = () => current.mock.calls.length;
  });
  afterAll(async () => {
    await shop?.close();
  });

  /**
   * The answer the fast lane gives for `path` right after Fastify's: the version Fastify read is
   * trusted for 250 ms, which a busy test machine can let pass between two requests, so a pair
   * whose second request reached Fastify is tried again.
   */
  async function replayed(path: string, headers: Record<string, string> = {}): Promise<{ first: RawAnswer; replay: RawAnswer }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = await send(baseUrl, path);
      const before = fastifyAnswers();
      const replay = await send(baseUrl, path, { headers });
      if (fastifyAnswers() === before) return { first, replay };
    }
    throw new Error(`the fast lane never answered ${path}`);
  }

  it('gives a cached item the same status, headers and body as Fastify did, with a request id of its own', async () => {
    const { first, replay } = await replayed(ITEM);
    expect(replay.status).toBe(200);
    expect(first.status).toBe(200);
    expect(lasting(replay.headers)).toEqual(lasting(first.headers));
    expect(replay.body.toString()).toBe(first.body.toString());
    expect(replay.headers['x-request-id']).toMatch(UUID);
    expect(replay.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(replay.headers['x-frame-options']).toBe('DENY');
    expect(replay.headers['permissions-policy']).toBeUndefined();
  });

  it('replays a small answer to a browser that accepts compression (it would not be compressed)', async () => {
    const { replay: answer } = await replayed(ITEM, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ id: 'big-bloom' });
  });

  it.each([
    ['a HEAD request', { method: 'HEAD' }, 200],
    ['a conditional request', { headers: { 'if-none-match': 'W/"x"' } }, 200],
    ['a request id chosen by the client', { headers: { 'x-request-id': 'abc-123' } }, 200],
    ['a request that came over HTTPS to a proxy', { headers: { 'x-forwarded-proto': 'https' } }, 200],
    ['the staff view', { path: `${ITEM}?showHidden=true` }, 401],
  ])('leaves %s to Fastify', async (_what, options: { method?: string; path?: string; headers?: Record<string, string> }, status) => {
    await send(baseUrl, ITEM);
    const before = fastifyAnswers();
    const answer = await send(baseUrl, options.path ?? ITEM, options);
    expect(answer.status).toBe(status);
    // The staff view is refused before its handler asks for the version; its 401 is Fastify's.
    if (status === 200) expect(fastifyAnswers()).toBe(before + 1);
    if (options.headers?.['x-request-id']) expect(answer.headers['x-request-id']).toBe('abc-123');
  });

  it('answers a conditional request with 304 through Fastify', async () => {
    const { headers } = await send(baseUrl, ITEM);
    const answer = await send(baseUrl, ITEM, { headers: { 'if-none-match': String(headers.etag) } });
    expect(answer.status).toBe(304);
  });

  it('leaves a large answer to a client that accepts compression to Fastify, which compresses it', async () => {
    const { first: plain, replay } = await replayed(CATEGORY);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(replay.body.toString()).toBe(plain.body.toString());
    const before = fastifyAnswers();
    const compressed = await send(baseUrl, CATEGORY, { headers: { 'accept-encoding': 'gzip' } });
    expect(fastifyAnswers()).toBe(before + 1);
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });

  it('shows a catalogue change: a version older than 250 ms is read again by Fastify', async () => {
    const first = await send(baseUrl, ITEM);
    await bumpCatalogVersion(shop.shop.db, 'backroom');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = fastifyAnswers();
    const changed = await send(baseUrl, ITEM);
    expect(fastifyAnswers()).toBe(before + 1);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const { replay } = await replayed(ITEM);
    expect(replay.headers.etag).toBe(changed.headers.etag);
  });

  it('leaves unknown urls, errors and other stores to Fastify', async () => {
    const before = fastifyAnswers();
    expect((await send(baseUrl, '/backroom/api/v1/items/no-such-item')).status).toBe(404);
    expect((await send(baseUrl, '/backroom/api/v1/items/no-such-item')).status).toBe(404);
    expect((await send(baseUrl, '/nostore/api/v1/items/big-bloom')).status).toBe(404);
    expect(fastifyAnswers()).toBe(before + 2);
  });
});

/** A log destination keeping every line written to it. */
function logLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}

/**
 * A SQLite shop logging at info into `lines`, listening on a port: `run` gets the lines, its url and
 * a spy on the catalogue version Fastify reads (the lane reads its own).
 */
async function withLoggingShop(run: (shop: { lines: string[]; baseUrl: string; current: MockInstance }) => Promise<void>): Promise<void> {
  const { lines, sink } = logLines();
  const shop = await createTestShop('sqlite', { logger: { level: 'info', stream: sink } });
  try {
    await seedStore(shop.shop, fixtureCatalogue('backroom'));
    const current = vi.spyOn(shop.app.catalogVersions, 'current');
    await run({ lines, baseUrl: await shop.app.listen({ port: 0, host: '127.0.0.1' }), current });
  } finally {
    await shop.close();
  }
}

describe('with request logging on (LOG_LEVEL info, the default)', () => {
  it('answers from the fast lane, and writes one access-log line per request as Fastify does', async () => {
    await withLoggingShop(async ({ lines, baseUrl, current }) => {
      const ids: string[] = [];
      for (let request = 0; request < 3; request++) {
        const answer = await send(baseUrl, ITEM);
        expect(answer.status).toBe(200);
        ids.push(String(answer.headers['x-request-id']));
      }
      // Fastify read the version for the first; the lane answered at least one of the others.
      expect(current.mock.calls.length).toBeLessThan(3);
      type Line = { msg?: string; reqId?: string; req?: { method?: string; url?: string; host?: string; remoteAddress?: string }; res?: { statusCode?: number }; responseTime?: number };
      const entries = lines.map((line) => JSON.parse(line) as Line);
      const completed = entries.filter((entry) => entry.msg === 'request completed');
      expect(completed.map((entry) => entry.reqId)).toEqual(ids);
      for (const entry of completed) {
        expect(entry).toMatchObject({ req: { method: 'GET', url: ITEM, host: baseUrl.slice('http://'.length), remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
        expect(entry.responseTime).toBeGreaterThanOrEqual(0);
      }
      // The lane's line and Fastify's have the same fields.
      expect(new Set(completed.map((entry) => Object.keys(entry).sort().join()))).toHaveProperty('size', 1);
      expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    });
  });

  it("writes the lane's line as pino writes Fastify's, field for field and in the same order", async () => {
    await withLoggingShop(async ({ lines, baseUrl, current }) => {
      // The first answer is Fastify's (AccessLog through pino); the lane answers the others.
      for (let request = 0; request < 3; request++) {
        expect((await send(baseUrl, ITEM, { headers: { 'accept-version': '2"b' } })).status).toBe(200);
      }
      expect(current.mock.calls.length).toBeLessThan(3);
      // What differs from one request to the next, whoever answers it.
      const lasting = (line: string) => line.replace(/"time":\d+/, '"time":0').replace(/"reqId":"[^"]+"/, '"reqId":""').replace(/"remotePort":\d+/, '"remotePort":0').replace(/"responseTime":[\d.e-]+/, '"responseTime":0');
      const completed = lines.filter((line) => line.includes('"msg":"request completed"')).map(lasting);
      expect(completed).toHaveLength(3);
      expect(new Set(completed).size).toBe(1);
      expect(JSON.parse(completed[0]!)).toMatchObject({ level: 30, pid: process.pid, req: { method: 'GET', url: ITEM, version: '2"b', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    });
  });

  it('leaves a request through a trusted proxy to Fastify, which logs the address the proxy names', async () => {
    const { lines, sink } = logLines();
    const shop = await createTestShop('sqlite', { logger: { level: 'info', stream: sink }, trustProxy: true });
    try {
      await seedStore(shop.shop, fixtureCatalogue('backroom'));
      const baseUrl = await shop.app.listen({ port: 0, host: '127.0.0.1' });
      for (let request = 0; request < 3; request++) {
        expect((await send(baseUrl, ITEM, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
      }
      const completed = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } }).filter((entry) => entry.msg === 'request completed');
      expect(completed.map((entry) => entry.req?.remoteAddress)).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    } finally {
      await shop.close();
    }
  });
});
