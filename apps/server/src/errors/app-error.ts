import type { ErrorCode, ErrorDetail } from '@backroom/core/api-error';

/** An expected failure: carries the HTTP status and the error code the client sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Response headers that go with the refusal, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function notFound(message: string): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}
