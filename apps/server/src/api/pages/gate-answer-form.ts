import { AGE_CONFIRMED_COOKIE, AGE_GATE_LEAVE_URL, GATE_ANSWER_PATH, GATE_FORM_ANSWERS, type GateFormAnswer, SITE_NOTICE_COOKIE } from '@backroom/core/storefront-gates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler.js';
import { sameSiteLocation } from '../../web/same-site-location.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const MAX_FORM_BYTES = 4096;

interface GateForm {
  answer: GateFormAnswer;
  /** The storefront path the visitor answered on, to go back to, encoded for the Location header. */
  returnTo: string;
}

function readGateForm(body: string): GateForm | null {
  const fields = new URLSearchParams(body);
  const answer = fields.get('answer');
  if (!(GATE_FORM_ANSWERS as readonly (string | null)[]).includes(answer)) return null;
  return { answer: answer as GateFormAnswer, returnTo: sameSiteLocation(fields.get('return') ?? '') ?? '/' };
}

/** Whether the form was posted from a page of this shop (browsers send Origin with every form post). */
function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number | null): string {
  return `; Path=/; SameSite=Lax${maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`}${request.protocol === 'https' ? '; Secure' : ''}`;
}

/**
 * The gates' answers for a page without scripts (docs/decisions/028): the gate is a form that posts
 * here; the answer goes in the same cookie the storefront's scripts write, and the visitor goes
 * back to the page they were on, which the server now renders without the gate. With scripts the
 * storefront answers in the page and never posts. Its own scope: the form body is read here only,
 * never by the API (which takes JSON alone, so no other site's form can post to it).
 */
export function registerGateAnswerForm(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => done(null, body));
    scope.post(GATE_ANSWER_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!fromThisSite(request)) {
        return sendError(reply, { statusCode: 403, code: 'FORBIDDEN', message: 'Answer the question on the shop’s own page.' });
      }
      const form = typeof request.body === 'string' ? readGateForm(request.body) : null;
      if (!form) {
        return sendError(reply, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `Send the form's answer: one of ${GATE_FORM_ANSWERS.join(', ')}.`,
          details: [{ path: 'answer', message: `One of ${GATE_FORM_ANSWERS.join(', ')}.` }],
        });
      }
      reply.header('cache-control', 'no-store');
      if (form.answer === 'leave') return reply.redirect(AGE_GATE_LEAVE_URL, 303);
      const cookie =
        form.answer === 'age-ok'
          ? `${AGE_CONFIRMED_COOKIE}=1${cookieAttributes(request, ONE_YEAR_SECONDS)}`
          : `${SITE_NOTICE_COOKIE}=1${cookieAttributes(request, null)}`;
      return reply.header('set-cookie', cookie).redirect(form.returnTo, 303);
    });
  });
}
