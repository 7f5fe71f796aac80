import { DEFAULT_ORDER_LIMITS, ORDER_LIMITS_SETTINGS_NAME, OrderLimits, type OrderLimitsView } from '@backroom/core/orders/order-limits';
import { recordAudit } from '../audit/audit-log.js';
import { nextUpdatedAt } from '../catalog/item-version.js';
import type { StaffCatalogContext } from '../catalog/staff-catalog-context.js';
import type { Db } from '../db/database.js';
import { findStoreSettings, replaceStoreSettingsAt } from './store-settings.repository.js';
import { staleSettings } from './settings-version.js';

/** The store's order submission limits with their version (the defaults, version null, when none are stored). */
export async function readOrderLimits(db: Db, storeId: string): Promise<OrderLimitsView> {
  const row = await findStoreSettings(db, storeId, ORDER_LIMITS_SETTINGS_NAME);
  // Stored settings that no longer fit the schema are a server fault: a 500.
  if (!row) return { settings: DEFAULT_ORDER_LIMITS, updatedAt: null };
  return { settings: OrderLimits.parse(JSON.parse(row.body)), updatedAt: row.updated_at };
}

/**
 * Replaces the order submission limits if they are still at `seen` (null: none stored yet); the
 * next submission on any server process is counted against them. Audited.
 */
export async function replaceOrderLimits(ctx: StaffCatalogContext, body: OrderLimits, seen: string | null): Promise<OrderLimitsView> {
  return ctx.shop.db.transaction().execute(async (tx) => {
    const before = await readOrderLimits(tx, ctx.storeId);
    if (before.updatedAt !== seen) throw staleSettings('order limits');
    const updatedAt = nextUpdatedAt(ctx.now(), before.updatedAt);
    if (!(await replaceStoreSettingsAt(tx, ctx.storeId, ORDER_LIMITS_SETTINGS_NAME, seen, JSON.stringify(body), updatedAt))) {
      throw staleSettings('order limits');
    }
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: seen === null ? 'create' : 'update',
      entity: 'settings',
      entityId: ORDER_LIMITS_SETTINGS_NAME,
      before: before.settings,
      after: body,
      at: updatedAt,
    });
    return { settings: body, updatedAt };
  });
}
