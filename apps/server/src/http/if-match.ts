import type { FastifyRequest } from 'fastify';

/**
 * The version a request's `If-Match` names: the updatedAt staff read, sent as `"<updatedAt>"`
 * (a weak `W/` prefix or missing quotes are accepted); undefined when there is none or it names
 * no version (`*`).
 */
export function ifMatchVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  return typeof header === 'string' ? /^(?:W\/)?"?([^"*]{1,40})"?$/.exec(header.trim())?.[1] : undefined;
}
