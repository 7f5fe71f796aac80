import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The message of the one line a request leaves in the log at info (docs/decisions/074). */
export const ACCESS_LINE = 'request completed';

/**
 * One access-log line per request, written when the answer is done, instead of Fastify's two
 * ('incoming request' with the request, 'request completed' with the status): the same fields in
 * one line (reqId, req, res, responseTime), half the log writes. A request that failed in the
 * middle of its answer is still 'request errored', at error.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, ACCESS_LINE);
  }
}
