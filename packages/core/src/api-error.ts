import { z } from 'zod';

/** Every error code the API answers with; a client may branch on these, never on messages. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'NOT_FOUND',
  'STORE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'ITEM_UNAVAILABLE',
  'OUT_OF_STOCK',
  'QUANTITY_OVER_LIMIT',
  'STOCK_BELOW_HELD',
  'SHIPPING_UNAVAILABLE',
  'DELIVERY_DATE_UNAVAILABLE',
  'DISCOUNT_NOT_VALID',
  'DISCOUNT_USED_UP',
  'STATE_CHANGE_NOT_ALLOWED',
  'CONFLICT',
  'PRECONDITION_REQUIRED',
  'IMAGE_REJECTED',
  'IMAGE_URL_REFUSED',
  'IMAGE_FETCH_FAILED',
  'PAYMENT_DECLINED',
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'REFUND_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
  /** Why, as a closed code of the error's own (e.g. a ShippingRefusalReason): what a client words the refusal by. */
  reason: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The body of every error response: `{ "error": { "code", "message", "details"? } }`. */
export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    details: z.array(ErrorDetail).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
