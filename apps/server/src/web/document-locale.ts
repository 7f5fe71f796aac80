import { LOCALE_COOKIE, type Locale, localeForAcceptLanguage, parseLocale } from '@backroom/core/locale';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookie-value.js';

/**
 * The language of a storefront page's first view: the shopper's choice (the storefront's
 * `backroom_lang` cookie, when valid), else the browser's Accept-Language, else English.
 */
export function documentLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return parseLocale(cookieValue(request.headers.cookie, LOCALE_COOKIE)) ?? localeForAcceptLanguage(request.headers['accept-language']);
}
