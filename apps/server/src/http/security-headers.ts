import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { CARD_PROVIDER_HOSTS } from '@backroom/core/payments/card-provider-hosts';

/**
 * Full urls (with the order id of a receipt, or a shopper's cancel token) stay on our own site;
 * another site learns only our origin, and nothing at all over plain http.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Where card fields and their issuers' checks run: our origin (the sandbox form) and the card providers' frames. */
const CARD_FRAME_ORIGINS = [...new Set(Object.values(CARD_PROVIDER_HOSTS).flatMap((hosts) => hosts.scripts))];
const cardFrames = `(self ${CARD_FRAME_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;

/**
 * Browser features a shop never uses are off for the page and every frame in it. Payment and
 * WebAuthn stay on for the card providers' frames: a card issuer's check (3-D Secure, Secure
 * Payment Confirmation) may ask for them inside the provider's iframe. Only features Chromium
 * knows are named: an unknown one is an error in the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  // Chrome's ad-interest Topics: the shop takes no part in them.
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  `payment=${cardFrames}`,
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  `publickey-credentials-get=${cardFrames}`,
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** A year, without includeSubDomains: the shop's domain may have other hosts it does not run. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The docs page (Swagger UI at /api/docs): its own scripts and styles only, run from files (no
 * inline script, no eval), reading the OpenAPI document from our origin; never framed. Swagger
 * UI writes style attributes at run time, hence 'unsafe-inline' for styles alone.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * What a JSON answer carries beyond its Content-Type, as the OWASP REST Security Cheat Sheet asks
 * (docs/decisions/074): a policy that lets nothing load and nothing frame it, framing refused for
 * older browsers too, and no caching unless the route says how it may be cached.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_FRAME_OPTIONS = 'DENY';
export const API_CACHE_CONTROL = 'no-store';

/** A JSON body (application/json, or a +json type such as application/problem+json). */
export function isJsonType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * The headers every answer carries; a route that set its own (the sandbox card form's stricter
 * Referrer-Policy, the docs page's policy) keeps it. A JSON answer gets the API's set
 * (API_CONTENT_SECURITY_POLICY and the rest): Referrer-Policy and Permissions-Policy speak to
 * documents, and were most of a small answer's bytes. Everything else (pages, files, the docs
 * page) keeps the documents' set. HSTS only when the request came over HTTPS: request.protocol
 * reads X-Forwarded-Proto only with TRUST_PROXY on, so a client cannot ask for it over plain http.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('x-content-type-options')) void reply.header('x-content-type-options', 'nosniff');
  if (isJsonType(reply.getHeader('content-type'))) {
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    if (!reply.hasHeader('x-frame-options')) void reply.header('x-frame-options', API_FRAME_OPTIONS);
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', API_CACHE_CONTROL);
  } else {
    if (!reply.hasHeader('referrer-policy')) void reply.header('referrer-policy', REFERRER_POLICY);
    if (!reply.hasHeader('permissions-policy')) void reply.header('permissions-policy', PERMISSIONS_POLICY);
  }
  if (request.protocol === 'https') void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** Gives every response the security headers (docs/decisions/026, 074). */
export const securityHeaders = fastifyPlugin(
  async (app) => {
    // A callback hook, not an async one: it runs on every answer, and a promise per answer is
    // a measurable part of a cached catalogue answer's time (docs/decisions/032).
    app.addHook('onSend', (request, reply, _payload, done) => {
      setSecurityHeaders(request, reply);
      done();
    });
  },
  { name: 'security-headers' },
);
