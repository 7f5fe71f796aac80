import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { ACCESS_LINE } from './access-log.js';
import { API_CONTENT_SECURITY_POLICY, API_FRAME_OPTIONS } from './security-headers.js';

/** @fastify/compress's threshold in app.ts: smaller answers are never compressed, whatever the client accepts. */
export const COMPRESS_FROM_BYTES = 1024;

/** From this size a kept answer is sent from a Buffer rather than its text. */
const SENT_AS_BYTES_FROM = 16 * 1024;

/** The log levels at which every request leaves its access-log line (AccessLog). */
const REQUEST_LOGGING_LEVELS = new Set(['info', 'debug', 'trace']);

/** Answers a request if it can, and says whether it did; otherwise Fastify answers it. */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Fastify's serverFactory: Fastify's own http server (with the timeouts Fastify would give it),
 * whose requests go through `lane()` first, once the app has one.
 */
export function serverWithFastLane(lane: () => FastLane | undefined) {
  return (fastifyHandler: RequestListener, options: FastifyServerOptions): Server => {
    const server = http.createServer((request, response) => {
      if (lane()?.(request, response) !== true) fastifyHandler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket ?? null;
    return server;
  };
}

/**
 * Replays a catalogue answer Fastify already made (kept by replyFromCatalog under its url, for
 * the store's current catalogue version) without going through Fastify's request cycle again:
 * the same status, body and headers, security headers and request id included. Half or more of
 * a cached answer's time went to the cycle (hooks, validation, reply object, logger), which
 * gives the same answer for the same url every time (docs/decisions/032).
 *
 * Anything that could be answered differently goes to Fastify: another method than GET, a
 * conditional request (If-None-Match), a compressible answer to a client that accepts
 * compression, a request id chosen by the client, HTTPS or X-Forwarded-Proto (HSTS), a catalogue
 * version older than 250 ms (Fastify re-reads it), a url not kept, a closing server. With request
 * logging on (LOG_LEVEL info, the default) the lane writes the request's access-log line as
 * AccessLog does (docs/decisions/074); a request through a trusted proxy (X-Forwarded-For or
 * -Host) then goes to Fastify, which works out the client's address and host the proxy names.
 */
export function catalogFastLane(app: FastifyInstance, options: { trustsProxy: boolean }): FastLane {
  // Without a logger (tests), Fastify's stand-in has no level, and logs nothing.
  const logging = REQUEST_LOGGING_LEVELS.has(app.log.level);
  const proxied = logging && options.trustsProxy;
  const writeAccessLine = logging ? accessLineWriter(app.log) : undefined;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  return (request, response) => {
    if (closing || request.method !== 'GET') return false;
    const { headers } = request;
    if (headers['if-none-match'] !== undefined || headers['x-request-id'] !== undefined || headers['x-forwarded-proto'] !== undefined) {
      return false;
    }
    if (proxied && (headers['x-forwarded-for'] !== undefined || headers['x-forwarded-host'] !== undefined)) return false;
    if ((request.socket as TLSSocket).encrypted === true) return false;
    const url = request.url ?? '';
    const storeEnd = url.indexOf('/', 1);
    if (storeEnd < 2 || !url.startsWith('/api/v1/', storeEnd)) return false;
    const storeId = url.slice(1, storeEnd);
    const version = app.catalogVersions.freshVersion(storeId);
    if (version === undefined) return false;
    const key = `${storeId} ${url}`;
    const entry = app.catalogCache.get(key, version);
    if (entry === undefined || (entry.bytes >= COMPRESS_FROM_BYTES && headers['accept-encoding'] !== undefined)) return false;
    const started = logging ? performance.now() : 0;
    const requestId = randomUUID();
    response.writeHead(200, {
      // replyFromCatalog's ETag; catalog-fast-lane.test.ts holds the two answers' headers equal.
      etag: `W/"${storeId}-${version}"`,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      'x-content-type-options': 'nosniff',
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'x-frame-options': API_FRAME_OPTIONS,
      'content-length': entry.bytes,
    });
    // A small answer goes out as text, written with the headers in one piece; a large one as bytes
    // kept with it (re-encoding 80 KB of text per answer cost more than the rest of the answer).
    response.end(entry.bytes >= SENT_AS_BYTES_FROM ? app.catalogCache.textBytesOf(key, entry) : entry.body);
    if (writeAccessLine) {
      const { socket } = request;
      writeAccessLine(requestId, url, headers, socket.remoteAddress, socket.remotePort, performance.now() - started);
    }
    return true;
  };
}

type AccessLineWriter = (
  requestId: string,
  url: string,
  headers: IncomingMessage['headers'],
  remoteAddress: string | undefined,
  remotePort: number | undefined,
  responseTime: number,
) => void;

interface PinoInternals {
  [pino.symbols.streamSym]?: pino.DestinationStream & { [pino.symbols.needsMetadataGsym]?: boolean };
  [pino.symbols.chindingsSym]?: string;
}

/**
 * Writes the lane's access-log line: the line pino writes for AccessLog's call (level, time, the
 * logger's pid and hostname, reqId, Fastify's req and res serializers' fields, responseTime, msg),
 * put together as text and handed to the logger's destination. pino's serializers and object walk
 * cost about five times as much per line, and this is the line of every answer the lane gives
 * (docs/decisions/074). A destination that wants pino's metadata (a multistream) gets the line
 * through pino instead. catalog-fast-lane.test.ts holds the two lines equal.
 */
function accessLineWriter(log: FastifyBaseLogger): AccessLineWriter {
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  const chindings = internals[pino.symbols.chindingsSym];
  if (!stream || chindings === undefined || stream[pino.symbols.needsMetadataGsym] === true) {
    return (requestId, url, headers, remoteAddress, remotePort, responseTime) => {
      log.info(
        // What Fastify's req serializer reads of a request, and its res serializer of an answer.
        { reqId: requestId, req: { method: 'GET', url, headers, host: headers.host, ip: remoteAddress, socket: { remotePort } }, res: { statusCode: 200 }, responseTime },
        ACCESS_LINE,
      );
    };
  }
  const level = pino.levels.values.info;
  const message = JSON.stringify(ACCESS_LINE);
  return (requestId, url, headers, remoteAddress, remotePort, responseTime) => {
    const version = headers['accept-version'];
    const host = headers.host;
    stream.write(
      `{"level":${level},"time":${Date.now()}${chindings},"reqId":"${requestId}","req":{"method":"GET","url":${JSON.stringify(url)}` +
        `${version === undefined ? '' : `,"version":${JSON.stringify(version)}`}${host === undefined ? '' : `,"host":${JSON.stringify(host)}`}` +
        `${remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`}${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}}` +
        `,"res":{"statusCode":200},"responseTime":${responseTime},"msg":${message}}\n`,
    );
  };
}
