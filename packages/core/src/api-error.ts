import { z } from 'zod';
import { DEPOSIT_PROBLEM_REASONS } from './emt/deposit.js';
import { DELIVERY_DATE_PROBLEMS } from './florist/delivery-dates.js';
import { DELIVERY_WINDOW_PROBLEMS } from './florist/delivery-windows.js';
import { SAVED_ADDRESS_REFUSALS } from './members/saved-address.js';
import { ACCOUNT_CHANGE_REFUSALS, PASSWORD_RESET_REFUSALS } from './identity/account-contract.js';
import { FIELD_PROBLEM_CODES } from './orders/checkout-rules.js';
import { FLOOD_REFUSALS } from './orders/order-limits.js';
import { REFUND_PROBLEM_REASONS } from './orders/order-refunds.js';
import { UNPAID_HOLD_REFUSALS } from './orders/unpaid-hold-cap.js';
import { SHIPPING_REFUSAL_REASONS } from './shipping/shipping-refusal.js';
import { STOCK_ALERT_REFUSALS } from './stock-alerts/stock-alert-rules.js';
import { TEXT_PROBLEMS } from './text-in.js';

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
  'SALE_TARGET_NOT_FOUND',
  'SALE_TARGET_GIFT_CARD',
  'SALE_ENDED',
  'PROMOTION_USED_UP',
  'PROMOTION_TARGET_UNKNOWN',
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
  'DEPOSITS_UNREADABLE',
  'CATALOG_FILE_UNREADABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Gift cards (docs/decisions/067).
  'GIFT_CARD_NOT_FOUND',
  'GIFT_CARD_INVALID',
  'GIFT_CARD_LINE_EXPECTED',
  'GIFT_CARD_BALANCE_CHANGED',
  'GIFT_CARD_STATE',
  'GIFT_CARD_BALANCE_TOO_LOW',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Every `reason` an error detail may carry: why, as a closed code a client words the refusal by
 * (in the page's language), never matching the English message.
 */
export const ERROR_REASONS = [
  ...FIELD_PROBLEM_CODES,
  ...DELIVERY_DATE_PROBLEMS,
  ...DELIVERY_WINDOW_PROBLEMS,
  ...SHIPPING_REFUSAL_REASONS,
  ...FLOOD_REFUSALS,
  ...UNPAID_HOLD_REFUSALS,
  ...REFUND_PROBLEM_REASONS,
  ...DEPOSIT_PROBLEM_REASONS,
  ...STOCK_ALERT_REFUSALS,
  ...SAVED_ADDRESS_REFUSALS,
  ...TEXT_PROBLEMS,
  ...PASSWORD_RESET_REFUSALS,
  ...ACCOUNT_CHANGE_REFUSALS,
  // A catalogue import previewed before the items it writes changed (docs/decisions/060).
  'catalog-changed',
] as const;
export const ErrorReason = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReason>;

export const ErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
  reason: ErrorReason.optional(),
  /** A number the reason speaks of, for a client to word it: how many units may still be ordered (`unpaid-share`). */
  count: z.number().int().nonnegative().optional(),
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
