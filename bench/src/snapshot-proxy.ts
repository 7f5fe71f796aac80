import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LOOPBACK } from './free-port.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the proxy answers with a snapshot instead of asking the server. */
export const SNAPSHOT_PREFIX = '/__snapshot/';

// Connection-level headers, which belong to each hop rather than to the message.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/** Raw headers (name, value, name, value…) without the hop-by-hop ones. */
export function endToEndHeaders(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}

/** The encoding to send a snapshot in, as the server chooses for its pages: brotli, else gzip, else none. */
export function snapshotEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([coding]) => coding?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

interface Snapshot {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface SnapshotProxy {
  /** The proxy's address: the server's pages, and the snapshots under SNAPSHOT_PREFIX. */
  baseUrl: string;
  /** Serves `html` at the path returned, compressed once now (as the server does its pages, at brotli 5). */
  addSnapshot(key: string, html: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the server at `targetUrl`: every request is passed on untouched
 * (method, path, headers, body; the answer's status, headers and body streamed back), except
 * `GET /__snapshot/<key>`, answered from memory. Real pages and their snapshots thus come from the
 * same origin and the same server process, down the same path.
 */
export async function startSnapshotProxy(targetUrl: string): Promise<SnapshotProxy> {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true });
  const snapshots = new Map<string, Snapshot>();

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method === 'GET' && url.startsWith(SNAPSHOT_PREFIX)) {
      const snapshot = snapshots.get(decodeURIComponent(url.slice(SNAPSHOT_PREFIX.length).split('?')[0] ?? ''));
      if (!snapshot) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('no such snapshot');
        return;
      }
      const encoding = snapshotEncoding(request.headers['accept-encoding']);
      const body = encoding === null ? snapshot.html : snapshot[encoding];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(encoding === null ? {} : { 'content-encoding': encoding }),
        'content-length': body.length,
      });
      response.end(body);
      return;
    }
    const upstream = http.request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: url, headers: endToEndHeaders(request.rawHeaders), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEndHeaders(answer.rawHeaders));
        pipeline(answer, response, () => undefined);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`proxy: ${error.message}`);
    });
    pipeline(request, upstream, () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${LOOPBACK}:${port}`,
    async addSnapshot(key, html) {
      const bytes = Buffer.from(html, 'utf8');
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes),
      ]);
      snapshots.set(key, { html: bytes, br, gzip: gzipped });
      return `${SNAPSHOT_PREFIX}${encodeURIComponent(key)}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
