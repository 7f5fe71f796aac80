import { formatCents } from '@backroom/core/money';
import { isDiscountInEffect, meetsMinimumSubtotal, normalizeDiscountCode } from '@backroom/core/orders/discount-rules';
import type { DiscountView } from '@backroom/core/orders/order-contract';
import type { Discount } from '@backroom/core/orders/order-totals';
import type { Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import { findDiscountCode, returnDiscountUse, useDiscountCode } from './discount-code.repository.js';
import type { DiscountCodeRow } from './discount-code.table.js';
import type { RequestContext } from '../request-context.js';

/** A code of the store that is in effect now, or undefined (unknown, not started or ended). */
export async function findDiscountInEffect(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, typed: string): Promise<DiscountCodeRow | undefined> {
  const code = normalizeDiscountCode(typed);
  const row = code === '' ? undefined : await findDiscountCode(ctx.db, ctx.storeId, code);
  return row && isDiscountInEffect({ startsAt: row.starts_at, endsAt: row.ends_at }, ctx.now()) ? row : undefined;
}

export function discountOf(row: DiscountCodeRow): Discount {
  return row.discount_percent !== null ? { discountPercent: row.discount_percent } : { discountAmount: row.discount_amount ?? 0 };
}

/** GET order/discount/{code}: the amount or percent off; 404 when the code is not in effect. */
export async function getDiscountView(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, typed: string): Promise<DiscountView> {
  const row = await findDiscountInEffect(ctx, typed);
  if (!row) throw notFound(`The discount code '${normalizeDiscountCode(typed).slice(0, 40)}' is not valid.`);
  return { code: row.code, ...discountOf(row) };
}

const discountUsedUp = (code: string) => new AppError(409, 'DISCOUNT_USED_UP', `The discount code '${code}' has been used up.`);

/** The code's discount on an order of `subtotal`, or a refusal naming why it does not apply; null for no code. */
export async function discountForOrder(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, typed: string, subtotal: number): Promise<{ code: string; discount: Discount } | null> {
  const code = normalizeDiscountCode(typed);
  if (code === '') return null;
  const row = await findDiscountInEffect(ctx, code);
  const path = [{ path: 'discountCode', message: 'not valid' }];
  if (!row) throw new AppError(400, 'DISCOUNT_NOT_VALID', `The discount code '${code}' is not valid.`, path);
  if (!meetsMinimumSubtotal(subtotal, row.min_subtotal)) {
    throw new AppError(400, 'DISCOUNT_NOT_VALID', `The discount code '${code}' needs a subtotal of at least ${formatCents(row.min_subtotal)}.`, path);
  }
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) throw discountUsedUp(code);
  return { code, discount: discountOf(row) };
}

/** Counts one use of the code in the order's transaction; a refusal (409) when its uses ran out meanwhile. */
export async function takeDiscountUse(tx: Tx, storeId: string, code: string): Promise<void> {
  if (!(await useDiscountCode(tx, storeId, code))) throw discountUsedUp(code);
}

/** Gives a use of the code back in a cancellation's transaction: the cancelled order no longer counts. */
export async function giveDiscountUseBack(tx: Tx, storeId: string, code: string): Promise<void> {
  await returnDiscountUse(tx, storeId, code);
}
