import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler.js';
import { documentEncoding, encodeDocument } from '../../http/document-encoding.js';
import { registerGateAnswerForm } from './gate-answer-form.js';
import { registerSearchEngineFiles } from './search-engine-files.js';
import { sameSiteLocation } from '../../web/same-site-location.js';
import { renderStorefrontDocument } from '../../web/storefront-document.js';
import { loadStorefrontRenderer } from '../../web/storefront-renderer.js';
import { ScreenChunks } from '../../web/storefront-routes.js';
import { API_PATH } from '../../http/api-path.js';


/**
 * Serves the built storefront: hashed assets cached for a year, and index.html for every other
 * path that is not the API, so deep links survive a reload; rendered on the server when its server
 * entry (`serverEntry`, apps/web/dist-server/entry-server.js) is built (docs/decisions/028). API paths that match no route get
 * a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null, serverEntry: string | null = null): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWebApp = indexFile !== null && existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      index: false,
      // The build leaves brotli and gzip copies of its text assets (apps/web/scripts/precompress.mjs),
      // smaller than what compressing each answer on the fly could afford to make.
      preCompressed: true,
      // Our own Cache-Control below; send's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const screenChunks = hasWebApp ? await ScreenChunks.load(webRoot!) : null;
  const renderStorefront = hasWebApp ? await loadStorefrontRenderer(serverEntry) : null;
  registerSearchEngineFiles(app);
  registerGateAnswerForm(app);
  let indexHtml: string | null = null;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PATH.test(pathname) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, { statusCode: 404, code: 'NOT_FOUND', message: `No ${request.method} ${pathname.slice(0, 200)} here.` });
    }
    // Double slashes in a storefront path are redirected to single ones (SPEC section 2).
    if (pathname.includes('//')) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(sameSiteLocation(`${pathname.replace(/\/{2,}/g, '/')}${query}`) ?? '/', 301);
    }
    indexHtml ??= await readFile(indexFile!, 'utf8');
    const document = await renderStorefrontDocument(app, request, pathname, { indexHtml, screenChunks: screenChunks!, renderStorefront });
    // The not-found handler is no route, so the compression plugin does not see it: pages are
    // encoded here (a category's page is about 33 KB of HTML and embedded data, 7 KB as brotli).
    const encoding = documentEncoding(request.headers['accept-encoding']);
    reply
      .status(document.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .header('content-security-policy', document.contentSecurityPolicy);
    if (!encoding) return reply.send(document.html);
    reply.header('content-encoding', encoding);
    // A page kept in the catalogue cache keeps its compressed forms too (its HTML's, not the cache entry's status line).
    const { cached } = document;
    const kept = cached?.entry.encoded[encoding];
    if (kept) return reply.send(kept);
    const encoded = await encodeDocument(document.html, encoding);
    return reply.send(cached ? app.catalogCache.keepEncoded(cached.key, cached.entry, encoding, encoded) : encoded);
  });
}
