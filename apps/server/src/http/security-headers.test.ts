import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, type TestShop } from '../testing/test-shop.js';
import {
  API_CACHE_CONTROL,
  API_CONTENT_SECURITY_POLICY,
  API_FRAME_OPTIONS,
  DOCS_CONTENT_SECURITY_POLICY,
  isJsonType,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.js';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** The policy as feature → allowlist. */
function permissionsOf(header: string): Map<string, string> {
  return new Map(header.split(', ').map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
}

/** A document's (page, file) security headers. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['referrer-policy'], what).toBe(REFERRER_POLICY);
  expect(response.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
}

/**
 * A JSON answer's: those the OWASP REST Security Cheat Sheet asks every API answer for, and none
 * written for documents (docs/decisions/074).
 */
function expectApiSecurityHeaders(response: LightMyRequestResponse, what: string, cacheControl = API_CACHE_CONTROL) {
  expect(response.headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['content-security-policy'], what).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers['x-frame-options'], what).toBe(API_FRAME_OPTIONS);
  expect(response.headers['cache-control'], what).toBe(cacheControl);
  expect(response.headers['referrer-policy'], what).toBeUndefined();
  expect(response.headers['permissions-policy'], what).toBeUndefined();
}

describe('security headers', () => {
  let webRoot: string;
  let shop: TestShop;
  let behindProxy: TestShop;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets', 'home-1a2b3c.js'), 'export const home = 1;');
    shop = await createTestShop('sqlite', { webRoot });
    await seedStore(shop.shop, fixtureCatalogue('backroom'));
    behindProxy = await createTestShop('sqlite', { webRoot, trustProxy: true });
    await seedStore(behindProxy.shop, fixtureCatalogue('backroom'));
  });
  afterAll(async () => {
    await shop?.close();
    await behindProxy?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  type Request = { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: string; headers?: Record<string, string> };
  /** One JSON answer of each kind the server gives, with the Cache-Control it should carry. */
  const apiAnswers: Array<[string, Request, number, string]> = [
    // The catalogue says how it may be cached: revalidated with its ETag.
    ['an API answer', { url: '/backroom/api/v1/items' }, 200, 'no-cache'],
    ['a base API answer', { url: '/healthz' }, 200, API_CACHE_CONTROL],
    ['an API error', { url: '/backroom/api/v1/items/nope' }, 404, API_CACHE_CONTROL],
    ['a refused body', { method: 'POST', url: '/backroom/api/v1/order/submit', payload: '{"cart":', headers: { 'content-type': 'application/json' } }, 400, API_CACHE_CONTROL],
    ['a refused method', { method: 'DELETE', url: '/healthz' }, 405, API_CACHE_CONTROL],
    ['a path the router refuses', { url: '/backroom/api/v1/items/%E0%A4%A' }, 400, API_CACHE_CONTROL],
  ];
  /** One answer of each other kind: documents and files. */
  const documentAnswers: Array<[string, Request, number]> = [
    ['a storefront page', { url: '/category/nutrients' }, 200],
    ['a storefront page that is not there', { url: '/no/such/page' }, 404],
    ['a static asset', { url: '/assets/home-1a2b3c.js' }, 200],
    ['robots.txt', { url: '/robots.txt' }, 200],
    ['the docs page', { url: '/api/docs/' }, 200],
  ];
  const answers: Array<[string, Request, number]> = [...apiAnswers.map(([what, request, status]): [string, Request, number] => [what, request, status]), ...documentAnswers];

  it.each(apiAnswers)('gives %s the headers the OWASP REST cheat sheet asks for, and no more', async (what, request, status, cacheControl) => {
    const response = await shop.app.inject(request);
    expect(response.statusCode, what).toBe(status);
    expectApiSecurityHeaders(response, what, cacheControl);
  });

  it.each(documentAnswers)('gives %s the Referrer-Policy, the Permissions-Policy and nosniff', async (what, request, status) => {
    const response = await shop.app.inject(request);
    expect(response.statusCode, what).toBe(status);
    expectSecurityHeaders(response, what);
  });

  it("keeps a JSON answer's own Cache-Control: a province's cities may be kept an hour", async () => {
    const cities = await shop.app.inject({ url: '/backroom/api/v1/shipping/cities/NS' });
    expect(cities.statusCode).toBe(200);
    expectApiSecurityHeaders(cities, 'cities', 'public, max-age=3600');
  });

  it('tells JSON from other types', () => {
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/problem+json')).toBe(true);
    expect(isJsonType('text/html; charset=utf-8')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });

  it('keeps the full url on our own site only, and names nothing a shop never uses', () => {
    // Order ids and a shopper's cancel token are in paths: another site sees our origin at most.
    expect(['strict-origin-when-cross-origin', 'same-origin', 'strict-origin', 'no-referrer']).toContain(REFERRER_POLICY);
    const policy = permissionsOf(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // The card providers' frames keep what a card issuer's check may ask for.
    for (const feature of ['payment', 'publickey-credentials-get']) {
      expect(policy.get(feature)).toMatch(/^\(self /);
      for (const origin of ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com', 'https://hosted.paysafe.com', 'https://hosted.test.paysafe.com']) {
        expect(policy.get(feature), `${feature} ${origin}`).toContain(`"${origin}"`);
      }
    }
  });

  it("keeps a route's own stricter Referrer-Policy: the sandbox card form's", async () => {
    const form = await shop.app.inject({ url: '/backroom/api/v1/payment/sandbox/form' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('same-origin');
    expect(form.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('asks a JSON answer to load nothing and be framed nowhere', () => {
    expect(API_CONTENT_SECURITY_POLICY.split('; ').sort()).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(API_FRAME_OPTIONS).toBe('DENY');
    expect(API_CACHE_CONTROL).toBe('no-store');
  });

  describe('Strict-Transport-Security', () => {
    // A url the router refuses is answered before Fastify reads X-Forwarded-Proto: it goes without
    // HSTS (never wrongly with it); the browser keeps HSTS from any other answer.
    const overProxy = answers.filter(([what]) => what !== 'a path the router refuses');

    it.each(overProxy)('is sent with %s that came over HTTPS through the trusted proxy', async (what, request, status) => {
      const response = await behindProxy.app.inject({ ...request, headers: { ...request.headers, 'x-forwarded-proto': 'https' } });
      expect(response.statusCode, what).toBe(status);
      expect(response.headers['strict-transport-security'], what).toBe(STRICT_TRANSPORT_SECURITY);
      if (apiAnswers.some(([api]) => api === what)) expect(response.headers['x-frame-options'], what).toBe(API_FRAME_OPTIONS);
      else expectSecurityHeaders(response, what);
    });

    it('is never sent over plain http, behind the proxy or not', async () => {
      for (const request of answers.map(([, answer]) => answer)) {
        expect((await behindProxy.app.inject({ ...request, headers: { ...request.headers, 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
        expect((await behindProxy.app.inject(request)).headers['strict-transport-security']).toBeUndefined();
        expect((await shop.app.inject(request)).headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('is not sent when a client claims HTTPS to a server that trusts no proxy', async () => {
      const response = await shop.app.inject({ url: '/category/nutrients', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('asks for a year, HTTPS being the shop’s only way in', () => {
      expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000');
    });
  });

  describe('the API docs page', () => {
    it('has a Content-Security-Policy of its own, and every file it loads carries it too', async () => {
      const page = await shop.app.inject({ url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
      const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(files.filter((file) => file.endsWith('.js'))).toEqual([
        './static/swagger-ui-bundle.js',
        './static/swagger-ui-standalone-preset.js',
        './static/swagger-initializer.js',
      ]);
      // The page runs no inline script: every script has a src, so script-src 'self' lets it work.
      expect(page.body.match(/<script/g)).toHaveLength(3);
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
      for (const file of [...files, './json']) {
        const asset = await shop.app.inject({ url: new URL(file, 'http://shop.test/api/docs/').pathname });
        expect(asset.statusCode, file).toBe(200);
        expect(asset.headers['content-security-policy'], file).toBe(DOCS_CONTENT_SECURITY_POLICY);
        expect(asset.headers['x-content-type-options'], file).toBe('nosniff');
        // The OpenAPI document is JSON: the API's headers, under the docs page's own policy.
        if (file === './json') expect(asset.headers['permissions-policy'], file).toBeUndefined();
        else expectSecurityHeaders(asset, file);
      }
      // The initializer reads the OpenAPI document from our own origin, which connect-src allows.
      expect((await shop.app.inject({ url: '/api/docs/static/swagger-initializer.js' })).body).toContain("resolveUrl('./json')");
    });

    it('allows only our own files, no inline script, no eval, and no framing', () => {
      const directives = new Map(DOCS_CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
      expect(directives.get('default-src')).toBe("'none'");
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('connect-src')).toBe("'self'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(DOCS_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
      expect(directives.get('script-src')).not.toContain('unsafe-inline');
    });

    it('leaves the API and the storefront under their own policies', async () => {
      expect((await shop.app.inject({ url: '/backroom/api/v1/items' })).headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      const page = await shop.app.inject({ url: '/category/nutrients' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).not.toBe(DOCS_CONTENT_SECURITY_POLICY);
    });
  });
});
