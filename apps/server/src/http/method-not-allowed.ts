import type { HTTPMethods } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { sendError } from './error-handler.js';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** A route's url as a whole-path pattern: `:param` is one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      return segment.replace(/:[A-Za-z0-9_]+/g, '\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0000', '[^/]+');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * A request whose path is served, but not for its method, gets a 405 with an Allow header
 * rather than a 404 ("no such page"); OPTIONS gets the Allow header with a 204. No CORS header
 * is given: a preflight from another site is still refused by its browser. Paths no route
 * serves are left to the not-found handler (the storefront's pages, or a JSON 404).
 */
export const methodNotAllowed = fastifyPlugin(
  async (app) => {
    const known = new Map<string, KnownPath>();
    // A GET that found no route can only be answered by a path some other method serves: the
    // storefront's pages (every one a "404" to the router) need not test the hundreds of static files' routes.
    let servedByOtherMethods: KnownPath[] | null = null;
    app.addHook('onRoute', (route) => {
      const path = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
      for (const method of ([] as HTTPMethods[]).concat(route.method)) {
        path.methods.add(method);
        // Fastify answers HEAD for every GET route.
        if (method === 'GET') path.methods.add('HEAD');
      }
      known.set(route.url, path);
      servedByOtherMethods = null;
    });

    // A callback hook: it runs before every request, and nearly all of them are routed (no promise for those).
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404) return done();
      const pathname = request.url.split('?')[0] ?? '/';
      const readOnly = request.method === 'GET' || request.method === 'HEAD';
      servedByOtherMethods ??= [...known.values()].filter((path) => [...path.methods].some((method) => method !== 'GET' && method !== 'HEAD'));
      const candidates = readOnly ? servedByOtherMethods : known.values();
      const allowed = new Set<string>();
      for (const path of candidates) if (path.pattern.test(pathname)) for (const method of path.methods) allowed.add(method);
      if (allowed.size === 0) return done();
      allowed.add('OPTIONS');
      const allow = [...allowed].sort().join(', ');
      // Answered here: the request goes no further (done is not called).
      if (request.method === 'OPTIONS') {
        void reply.status(204).header('allow', allow).send();
        return;
      }
      void reply.header('allow', allow);
      void sendError(reply, {
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `${request.method} is not answered at ${pathname.slice(0, 200)}: use ${allow}.`,
      });
    });
  },
  { name: 'method-not-allowed' },
);
