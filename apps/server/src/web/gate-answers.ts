import { AGE_CONFIRMED_COOKIE, type GateAnswers, SITE_NOTICE_COOKIE } from '@backroom/core/storefront-gates';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookie-value.js';

/**
 * What a visitor has answered at the storefront's gates, as their cookies tell the server
 * (apps/web/src/lib/gate-answers.ts writes them): the age question, and the closed-shop notice in
 * this browser session.
 */
export function gateAnswersOf(request: Pick<FastifyRequest, 'headers'>): GateAnswers {
  return {
    ageConfirmed: cookieValue(request.headers.cookie, AGE_CONFIRMED_COOKIE) === '1',
    siteNoticeAcknowledged: cookieValue(request.headers.cookie, SITE_NOTICE_COOKIE) === '1',
  };
}
