import { type TextProblemFound, textProblemAt as problem, textProblemIn, textProblemOf } from '@backroom/core/text-in';
import { localeForAcceptLanguage, parseLocale, LOCALE_COOKIE } from '@backroom/core/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './cookie-value.js';
import { API_PATH } from './api-path.js';
import { sendError } from './error-handler.js';

/** A url part decoded as the router and the query parser decode it; null when its bytes are not UTF-8. */
function decoded(part: string, plusIsSpace: boolean): string | null {
  // Most parts have nothing encoded, and a '+' is no NUL: decodeURIComponent costs 0.3-0.8 µs a call.
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(plusIsSpace ? part.replace(/\+/g, ' ') : part);
  } catch {
    return null;
  }
}

/** A name as a detail's path shows it: a NUL or a lone half written as an escape, never sent raw. */
function shownName(name: string): string {
  return JSON.stringify(name).slice(1, -1);
}

/**
 * The first part of a url (a path segment, a query field's name or value) that is not text the shop
 * can take in. The query is read from the raw url, not from Fastify's parse of it, which keeps
 * bytes that are not UTF-8 (`%ED%A0%80`, `%E2%82`) as they were sent rather than refusing them.
 */
export function urlTextProblem(url: string): TextProblemFound | null {
  // Most urls have nothing encoded: one look at the whole (inject() can pass a NUL unencoded).
  if (!url.includes('%')) {
    const reason = textProblemOf(url);
    return reason ? problem(url.includes('?') ? 'querystring' : 'path', reason) : null;
  }
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const segment of pathname.split('/')) {
    const text = decoded(segment, false);
    if (text === null) return problem('path', 'not-utf-8');
    const reason = textProblemOf(text);
    if (reason) return problem('path', reason);
  }
  if (queryStart === -1) return null;
  for (const field of url.slice(queryStart + 1).split('&')) {
    const equals = field.indexOf('=');
    const name = decoded(equals === -1 ? field : field.slice(0, equals), true);
    if (name === null) return problem('querystring', 'not-utf-8');
    const nameReason = textProblemOf(name);
    if (nameReason) return problem(`querystring/${shownName(name)}`, nameReason);
    const value = equals === -1 ? '' : decoded(field.slice(equals + 1), true);
    if (value === null) return problem(`querystring/${name}`, 'not-utf-8');
    const valueReason = textProblemOf(value);
    if (valueReason) return problem(`querystring/${name}`, valueReason);
  }
  return null;
}

/** A path's problem named by the route's parameter that holds it (`params/itemId`), when a route matched (a wildcard's `*` names nothing). */
function namedByParam(found: TextProblemFound | null, params: unknown): TextProblemFound | null {
  if (found?.path !== 'path' || typeof params !== 'object' || params === null) return found;
  const name = Object.entries(params).find(([key, value]) => key !== '*' && typeof value === 'string' && textProblemOf(value) === found.reason)?.[0];
  return name === undefined ? found : problem(`params/${name}`, found.reason);
}

const PAGE_REFUSALS = {
  'en-CA': { lang: 'en', title: 'This address cannot be read', text: 'The link you followed holds characters the shop cannot read.', home: 'Go to the shop' },
  'fr-CA': { lang: 'fr', title: 'Cette adresse est illisible', text: 'Le lien suivi contient des caractères que la boutique ne peut pas lire.', home: 'Aller à la boutique' },
} as const;

/** A browser opening a storefront page (not the API, not a script's fetch) is shown a page, not JSON. */
function isPageVisit(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url) && (request.headers.accept ?? '').includes('text/html');
}

function refuse(request: FastifyRequest, reply: FastifyReply, found: TextProblemFound): FastifyReply {
  if (isPageVisit(request)) {
    const locale = parseLocale(cookieValue(request.headers.cookie, LOCALE_COOKIE)) ?? localeForAcceptLanguage(request.headers['accept-language']);
    const words = PAGE_REFUSALS[locale];
    // Fixed words only: nothing of the refused url is written back into the page.
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title></head><body><h1>${words.title}</h1><p>${words.text}</p><p><a href="/">${words.home}</a></p></body></html>`);
  }
  return sendError(reply, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: `The request holds text the shop cannot take: ${found.message}.`,
    details: [found],
  });
}

/**
 * One rule for every string that comes in (docs/decisions/054): a url (path and query, of the API
 * and of the storefront's pages alike) or a parsed body holding a NUL, a lone surrogate or
 * percent-encoded bytes that are not UTF-8 is answered 400 VALIDATION_FAILED, naming the field,
 * before any hook or handler reads it (no store lookup, no session, no query). The shared schemas
 * carry the same rule (core's TextIn) for the storefront's forms.
 */
export function requireWellFormedText(app: FastifyInstance): void {
  // Hooks of the root run before those of any route or plugin added after them.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const found = namedByParam(urlTextProblem(request.url), request.params);
    // Answered here, the request goes no further (done is not called; a reply returned would read as a promise).
    if (found) void refuse(request, reply, found);
    else done();
  });
  app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done) => {
    const found = textProblemIn(request.body, 'body');
    if (found) void refuse(request, reply, found);
    else done();
  });
}
