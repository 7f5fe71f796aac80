import { type ErrorBody, type ErrorCode, type ErrorDetail, ErrorReason } from '@backroom/core/api-error';
import { textProblemAt } from '@backroom/core/text-in';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { setSecurityHeaders } from './security-headers.js';

interface ErrorReply {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

// Fastify's own client errors, by their code, mapped onto ours.
const FASTIFY_ERRORS: Record<string, Omit<ErrorReply, 'message'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'MALFORMED_JSON' },
  // @fastify/multipart (picture uploads)
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FIELDS_LIMIT: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_PROTO_VIOLATION: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_MP_PREMATURE_CLOSE: { statusCode: 400, code: 'VALIDATION_FAILED' },
};

/** Errors of reading a request's body (before any route code runs). */
const BODY_ERRORS = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

// busboy, under @fastify/multipart, reports a body cut short or a broken part header as a plain
// Error without a code (nothing else to tell it by than its words); it is the client's body at fault.
const BROKEN_MULTIPART = /^(?:Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header|Multipart: Boundary not found)$/;

function isMultipart(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The body parser's refusals in the caller's terms rather than Fastify's. */
function bodyErrorMessage(code: string, request: FastifyRequest): string | undefined {
  const contentType = String(request.headers['content-type'] ?? '').slice(0, 100);
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty although its Content-Type says JSON: send a JSON body.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return contentType
        ? `Send the request body as JSON (Content-Type: application/json), not as ${contentType}.`
        : 'Say what the request body is: send it as JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large: at most ${sizeOf(request.routeOptions.bodyLimit)} here.`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not as long as its Content-Length header says.';
    default:
      return undefined;
  }
}

function toErrorReply(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorReply {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `The ${where} is not valid.`,
      details: error.validation.map((issue) => {
        // A refinement's closed reason (core's TextIn gives one) travels in the zod issue's params.
        const reason = ErrorReason.safeParse((issue.params as { params?: { reason?: unknown } } | undefined)?.params?.reason);
        return {
          path: `${where}${issue.instancePath === '/' ? '' : issue.instancePath}`,
          message: issue.message ?? 'is not valid',
          ...(reason.success ? { reason: reason.data } : {}),
        };
      }),
    };
  }
  const fastifyError = error as FastifyError;
  // A body sent to a path no route serves is not read for its own sake: the answer is that there is no such route.
  if (request.is404 && (BODY_ERRORS.has(fastifyError.code) || error instanceof SyntaxError)) return notFoundReply(request);
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return { ...known, message: bodyErrorMessage(fastifyError.code, request) ?? error.message };
  if (fastifyError.code === undefined && isMultipart(request) && BROKEN_MULTIPART.test(error.message)) {
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The multipart body is cut short or malformed: send each file whole.' };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { statusCode: status, code: status === 429 ? 'TOO_MANY_REQUESTS' : 'VALIDATION_FAILED', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

function notFoundReply(request: FastifyRequest): ErrorReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return { statusCode: 404, code: 'NOT_FOUND', message: `No ${request.method} ${pathname.slice(0, 200)} here.` };
}

export function sendError(reply: FastifyReply, error: ErrorReply): FastifyReply {
  const body: ErrorBody = {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Malformed urls and over-long path segments, refused by the router itself before any hook runs:
 * the answer gets the security headers here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Typed first: the security headers of a JSON answer are the API's (docs/decisions/074).
  void reply.type('application/json; charset=utf-8');
  setSecurityHeaders(request, reply);
  void sendError(reply, {
    statusCode: tooLong ? 414 : 400,
    code: 'VALIDATION_FAILED',
    message: tooLong ? 'A part of the path is too long.' : 'The path is not a valid url.',
    // The router refuses a path whose percent-encoded bytes are not UTF-8 text (docs/decisions/054).
    ...(error.code === 'FST_ERR_BAD_URL' ? { details: [textProblemAt('path', 'not-utf-8')] } : {}),
  });
}

/** The one place errors become responses: 4xx say what was wrong, 5xx hide their details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = toErrorReply(error, request);
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    if (mapped.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: mapped.code, message: mapped.message }, 'request refused');
    return sendError(reply, mapped);
  });
}
