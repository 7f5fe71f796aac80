import { isDiscountInEffect, normalizeDiscountCode } from '@backroom/core/orders/discount-rules';
import type { DiscountView } from '@backroom/core/orders/order-contract';
import type { Discount } from '@backroom/core/orders/order-totals';
import { notFound } from '../errors/app-error.js';
import { findDiscountCode } from './discount-code.repository.js';
import type { DiscountCodeRow } from './discount-code.table.js';
import type { OrderContext } from './order-context.js';

/** A code of the store that is in effect now, or undefined (unknown, not started or ended). */
export async function findDiscountInEffect(ctx: OrderContext, typed: string): Promise<DiscountCodeRow | undefined> {
  const code = normalizeDiscountCode(typed);
  const row = code === '' ? undefined : await findDiscountCode(ctx.db, ctx.storeId, code);
  return row && isDiscountInEffect({ startsAt: row.starts_at, endsAt: row.ends_at }, ctx.now()) ? row : undefined;
}

export function discountOf(row: DiscountCodeRow): Discount {
  return row.discount_percent !== null ? { discountPercent: row.discount_percent } : { discountAmount: row.discount_amount ?? 0 };
}

/** GET order/discount/{code}: the amount or percent off; 404 when the code is not in effect. */
export async function getDiscountView(ctx: OrderContext, typed: string): Promise<DiscountView> {
  const row = await findDiscountInEffect(ctx, typed);
  if (!row) throw notFound(`The discount code '${normalizeDiscountCode(typed).slice(0, 40)}' is not valid.`);
  return { code: row.code, ...discountOf(row) };
}
