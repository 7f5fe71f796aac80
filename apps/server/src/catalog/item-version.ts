import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { ifMatchVersion } from '../http/if-match.js';

/**
 * The version an edit without an item body started from: `If-Match: "<updatedAt>"`, the
 * item's updatedAt as staff last read it. Required, so that no edit overwrites blindly.
 */
export function editedVersion(request: FastifyRequest): string {
  const version = ifMatchVersion(request);
  if (!version) {
    throw new AppError(
      428,
      'PRECONDITION_REQUIRED',
      'Send the updatedAt of the item you edited as If-Match: "<updatedAt>", so a newer change is not overwritten.',
    );
  }
  return version;
}

export function staleEdit(itemId: string, current: string): AppError {
  return new AppError(
    409,
    'CONFLICT',
    `Item '${itemId}' was changed by someone else since you opened it (it is now at ${current}); reload it and edit again.`,
  );
}

/**
 * The updatedAt an edit gives: now, or a millisecond past the previous one when the clock has
 * not moved on, so two edits never share a version.
 */
export function nextUpdatedAt(now: Date, previous: string | null): string {
  const previousTime = previous === null ? Number.NaN : Date.parse(previous);
  const time = Number.isNaN(previousTime) ? now.getTime() : Math.max(now.getTime(), previousTime + 1);
  return new Date(time).toISOString();
}
