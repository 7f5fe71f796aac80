import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';

/** The content codings an answer is kept in besides its text. */
export type ContentCoding = 'gzip' | 'br';

export interface CachedResponse {
  version: number;
  /** A string, not a Buffer: Node then writes headers and body in one go. */
  body: string;
  bytes: number;
  /** The answer compressed, per coding, made the first time a client accepted it. */
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

// Below this a gzip header costs about what it saves.
const GZIP_FROM_BYTES = 1024;

/**
 * Serialised catalogue answers, kept while the store's catalogue version stays the same. Every
 * process re-reads the version at least four times a second (CatalogVersions), so a change made
 * through any process reaches all of them within a quarter second; the least recently used
 * answers go first once the byte budget is spent.
 */
export class CatalogResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.forget(key, entry);
    if (entry.version !== version) return undefined;
    this.remember(key, entry);
    return entry;
  }

  set(key: string, version: number, body: string): CachedResponse {
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    const entry: CachedResponse = { version, body, bytes: Buffer.byteLength(body), encoded: {} };
    if (entry.bytes <= this.maxBytes / 8) this.remember(key, entry);
    return entry;
  }

  /** The gzip form of an answer, made once. */
  gzipped(key: string, entry: CachedResponse): Buffer {
    return entry.encoded.gzip ?? this.keepEncoded(key, entry, 'gzip', gzipSync(entry.body, { level: 6 }));
  }

  /** Keeps an answer's compressed form with it (counted in the budget), so it is compressed once per catalogue version. */
  keepEncoded(key: string, entry: CachedResponse, coding: ContentCoding, bytes: Buffer): Buffer {
    const previous = entry.encoded[coding];
    if (previous) return previous;
    entry.encoded[coding] = bytes;
    if (this.entries.get(key) === entry) {
      this.bytes += bytes.length;
      this.evictOverBudget();
    }
    return bytes;
  }

  private remember(key: string, entry: CachedResponse) {
    this.entries.set(key, entry);
    this.bytes += entry.bytes + encodedBytes(entry);
    this.evictOverBudget();
  }

  private evictOverBudget() {
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldKey, old);
    }
  }

  private forget(key: string, entry: CachedResponse) {
    this.entries.delete(key);
    this.bytes -= entry.bytes + encodedBytes(entry);
  }
}

function encodedBytes(entry: CachedResponse): number {
  return (entry.encoded.gzip?.length ?? 0) + (entry.encoded.br?.length ?? 0);
}

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted);
}

/**
 * Answers a store-scoped GET from the cache while the catalogue is unchanged, else from
 * `produce` (serialised with the route's response schema). Browsers revalidate with the ETag.
 */
export async function replyFromCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
  /** What makes the answer distinct; the url unless the caller normalises it. */
  cacheKey: string = request.url,
): Promise<FastifyReply> {
  const { catalogCache, catalogVersions } = request.server;
  // Read the version before the data: an answer is never filed under a newer version than its own.
  const version = await catalogVersions.current(request.storeId);
  if (version === undefined) throw new AppError(404, 'STORE_NOT_FOUND', `There is no store named '${request.storeId}'.`);
  const key = `${request.storeId} ${cacheKey}`;
  const entry =
    catalogCache.get(key, version) ??
    catalogCache.set(key, version, reply.serialize(await produce()) as string);
  const etag = `W/"${request.storeId}-${version}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (entry.bytes >= GZIP_FROM_BYTES && acceptsGzip(request)) {
    return reply.header('content-encoding', 'gzip').send(catalogCache.gzipped(key, entry));
  }
  return reply.send(entry.body);
}
