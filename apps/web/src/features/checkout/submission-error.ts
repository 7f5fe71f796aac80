import { ApiError } from '../../lib/api-client';
import { MissingOrderIdError } from './api/submit-order';

/** SPEC section 8: the server's message, 'Error submitting order' without an id, else 'Unknown error submitting order'. */
export function submissionError(error: unknown): string {
  if (error instanceof MissingOrderIdError) return error.message;
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return 'Unknown error submitting order';
}
