import type { DiscountCodeBody, StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import type { DiscountCodeRow } from './discount-code.table.js';


function view(row: DiscountCodeRow): StaffDiscountCode {
  return {
    code: row.code,
    discountAmount: row.discount_amount,
    discountPercent: row.discount_percent,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minSubtotal: row.min_subtotal,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    createdAt: row.created_at,
  };
}

const findRow = (db: Db, storeId: string, code: string) =>
  db.selectFrom('discount_codes').selectAll().where('store_id', '=', storeId).where('code', '=', code).executeTakeFirst();

/** The store's codes, by code. */
export async function listDiscountCodes(db: Db, storeId: string): Promise<StaffDiscountCode[]> {
  const rows = await db.selectFrom('discount_codes').selectAll().where('store_id', '=', storeId).orderBy('code').execute();
  return rows.map(view);
}

/**
 * Creates a code or replaces what it gives and when; the orders already using it keep their
 * discount and their count. Audited in the same transaction.
 */
export async function putDiscountCode(ctx: Pick<RequestContext, 'db' | 'storeId' | 'actor' | 'now'>, code: string, body: DiscountCodeBody): Promise<{ created: boolean; code: StaffDiscountCode }> {
  const at = ctx.now().toISOString();
  const changes = {
    discount_amount: body.discountAmount,
    discount_percent: body.discountPercent,
    starts_at: body.startsAt === null ? null : new Date(body.startsAt).toISOString(),
    ends_at: body.endsAt === null ? null : new Date(body.endsAt).toISOString(),
    min_subtotal: body.minSubtotal,
    usage_limit: body.usageLimit,
  };
  return ctx.db.transaction().execute(async (tx) => {
    const before = await findRow(tx, ctx.storeId, code);
    if (before) {
      await tx.updateTable('discount_codes').set(changes).where('store_id', '=', ctx.storeId).where('code', '=', code).execute();
    } else {
      await tx.insertInto('discount_codes').values({ store_id: ctx.storeId, code, created_at: at, ...changes }).execute();
    }
    const after = view((await findRow(tx, ctx.storeId, code))!);
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: before ? 'update' : 'create',
      entity: 'discount',
      entityId: code,
      before: before ? view(before) : null,
      after,
      at,
    });
    return { created: !before, code: after };
  });
}

/** Deletes a code: it stops working at once; orders that used it keep their discount. Audited. */
export async function deleteDiscountCode(ctx: Pick<RequestContext, 'db' | 'storeId' | 'actor' | 'now'>, code: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const before = await findRow(tx, ctx.storeId, code);
    if (!before) throw notFound(`There is no discount code '${code}'.`);
    await tx.deleteFrom('discount_codes').where('store_id', '=', ctx.storeId).where('code', '=', code).execute();
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'delete', entity: 'discount', entityId: code, before: view(before), after: null, at: ctx.now().toISOString() });
  });
}
