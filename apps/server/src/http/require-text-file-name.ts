import { textProblemAt, textProblemOf } from '@backroom/core/text-in';
import { AppError } from '../errors/app-error.js';

/**
 * The rule for every string that comes in (docs/decisions/054), for the name of a file uploaded in
 * a multipart body, which the body's global check does not see: a NUL or a lone surrogate is a 400
 * naming the part (`path`, e.g. `files/0/filename`), before the file is read or its name stored.
 */
export function requireTextFileName(fileName: string, path: string): void {
  const reason = textProblemOf(fileName);
  if (reason === null) return;
  const found = textProblemAt(path, reason);
  throw new AppError(400, 'VALIDATION_FAILED', `The upload holds text the shop cannot take: ${found.message}. Nothing was changed.`, [found]);
}
