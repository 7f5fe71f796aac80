import { z } from 'zod';

/**
 * Transactions (SPEC section 3 and the transaction calls of section 7): money that changed hands,
 * a SALE when an order is paid and a REFUND when a paid order is cancelled. Money in cents;
 * a refund's figures are negative. `created_at` and `modified_at` keep the SPEC's names.
 */
export const TRANSACTION_KINDS = ['SALE', 'REFUND'] as const;
export const TransactionKind = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof TransactionKind>;

export const TransactionLineItem = z.object({
  id: z.string(),
  /** null for the shipping line (its name starts with 'Shipping'). */
  itemId: z.string().nullable(),
  name: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  note: z.string(),
});
export type TransactionLineItem = z.infer<typeof TransactionLineItem>;

export const Transaction = z.object({
  store: z.string(),
  id: z.string(),
  orderId: z.string(),
  kind: TransactionKind,
  environment: z.enum(['TEST', 'PROD']),
  paymentMethod: z.string(),
  recordedBy: z.string(),
  /** The calendar date in the shop's time zone (Nova Scotia). */
  date: z.string(),
  subtotal: z.number().int(),
  discountAmount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  /** Send it back with a line item edit: an edit made on an older copy is refused (409). */
  modified_at: z.string(),
  lineItems: z.array(TransactionLineItem),
});
export type Transaction = z.infer<typeof Transaction>;

/** GET (base) /api/v1/transactions/{from}/{to}: calendar dates in the shop's time zone, both included. */
export const TransactionRangeParams = z.object({ from: z.iso.date(), to: z.iso.date() });
export type TransactionRangeParams = z.infer<typeof TransactionRangeParams>;

/** Sums over the transactions asked for (real PROD orders unless `?environment=` says otherwise), in cents. */
export const TransactionTotals = z.object({
  count: z.number().int(),
  subtotal: z.number().int(),
  discountAmount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type TransactionTotals = z.infer<typeof TransactionTotals>;

/** GET (base) /api/v1/transactions/summary/years: each year that has transactions, oldest first. */
export const YearSummary = TransactionTotals.extend({ year: z.number().int() });
export type YearSummary = z.infer<typeof YearSummary>;

/** GET (base) /api/v1/transactions/summary/{year}/months: all twelve months, January first. */
export const MonthSummary = TransactionTotals.extend({ month: z.number().int().min(1).max(12) });
export type MonthSummary = z.infer<typeof MonthSummary>;

/**
 * PATCH (base) /api/v1/transactions/{store}/{year}/{transactionId}/lineItem/{lineId}: the line
 * item's editable fields, and the transaction's `modified_at` as read. The transaction's totals
 * follow the edited line.
 */
export const TransactionLineItemPatch = z
  .strictObject({
    /** May be sent back as read; must then be the line's own id. */
    id: z.string().max(40).optional(),
    name: z.string().trim().min(1).max(300).optional(),
    price: z.number().int().min(0).max(100_000_000).optional(),
    count: z.number().int().min(0).max(100_000).optional(),
    note: z.string().max(1000).optional(),
    modified_at: z.string().max(40),
  })
  .refine((patch) => patch.name !== undefined || patch.price !== undefined || patch.count !== undefined || patch.note !== undefined, {
    error: 'Say what to change: name, price, count or note.',
  });
export type TransactionLineItemPatch = z.infer<typeof TransactionLineItemPatch>;
