import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { ifMatchVersion } from '../http/if-match.js';

/**
 * The version a settings edit started from, as docs/decisions/009 has it for items:
 * `If-Match: "<updatedAt>"` as read. Settings that were never stored (the defaults apply) are
 * created with `If-None-Match: *` and answer null here. Neither header: 428, no blind overwrite.
 */
export function settingsVersion(request: FastifyRequest): string | null {
  const version = ifMatchVersion(request);
  if (version) return version;
  if (request.headers['if-match'] === undefined && request.headers['if-none-match'] === '*') return null;
  throw new AppError(
    428,
    'PRECONDITION_REQUIRED',
    'Send the updatedAt of the settings you edited as If-Match: "<updatedAt>" (If-None-Match: * when none were stored), so a newer change is not overwritten.',
  );
}

export function staleSettings(what: string): AppError {
  return new AppError(409, 'CONFLICT', `The ${what} were changed by someone else since you opened them; reload them and make your change again.`);
}
