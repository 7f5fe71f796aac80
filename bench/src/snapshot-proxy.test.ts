import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endToEndHeaders, snapshotEncoding, startSnapshotProxy, type SnapshotProxy } from './snapshot-proxy.js';

describe('the snapshot encoding', () => {
  it('is brotli when accepted, else gzip, else none, as the server chooses for its pages', () => {
    expect(snapshotEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(snapshotEncoding('gzip, deflate')).toBe('gzip');
    expect(snapshotEncoding('br;q=0, gzip')).toBe('gzip');
    expect(snapshotEncoding('identity')).toBeNull();
    expect(snapshotEncoding(undefined)).toBeNull();
  });
});

describe('end-to-end headers', () => {
  it('drops the headers of one connection and keeps the rest, in order', () => {
    const raw = ['Content-Type', 'text/html', 'Connection', 'keep-alive', 'Keep-Alive', 'timeout=72', 'Vary', 'cookie', 'Transfer-Encoding', 'chunked'];
    expect(endToEndHeaders(raw)).toEqual(['Content-Type', 'text/html', 'Vary', 'cookie']);
  });
});

describe('the snapshot proxy', () => {
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  let upstream: http.Server;
  let proxy: SnapshotProxy;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.url === '/missing') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
        return;
      }
      // Streamed in two writes, with headers of its own.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-request-id': 'abc', 'content-encoding': 'identity' });
      response.write('<p>first</p>');
      setTimeout(() => response.end('<p>second</p>'), 20);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    proxy = await startSnapshotProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await proxy.close();
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('passes a request on untouched and streams the answer back with its status and headers', async () => {
    const response = await fetch(`${proxy.baseUrl}/item/canna-terra-vega?x=1`, {
      headers: { 'accept-encoding': 'br', 'accept-language': 'fr-CA', cookie: 'backroom_age_ok=1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(await response.text()).toBe('<p>first</p><p>second</p>');
    const request = seen.at(-1);
    expect(request?.url).toBe('/item/canna-terra-vega?x=1');
    expect(request?.headers['accept-encoding']).toBe('br');
    expect(request?.headers['accept-language']).toBe('fr-CA');
    expect(request?.headers.cookie).toBe('backroom_age_ok=1');
    expect(request?.headers.host).toBe(new URL(proxy.baseUrl).host);
    expect((await fetch(`${proxy.baseUrl}/missing`)).status).toBe(404);
  });

  it('answers a snapshot from memory, brotli when accepted, as a page that is not cached', async () => {
    const html = '<!DOCTYPE html><html lang="en-CA"><body><p>Déjà vu</p></body></html>';
    const path = await proxy.addSnapshot('item-en', html);
    const before = seen.length;
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${proxy.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(html);
    // Without brotli or gzip, the bytes as they are.
    const plain = await fetch(`${proxy.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe(html);
    expect(seen.length).toBe(before);
    expect((await fetch(`${proxy.baseUrl}/__snapshot/nothing`)).status).toBe(404);
  });
});
