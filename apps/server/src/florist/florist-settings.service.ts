import { DEFAULT_FLORIST_SETTINGS, FLORIST_SETTINGS_NAME, FloristSettings, type FloristSettingsView } from '@backroom/core/florist/florist-settings';
import { recordAudit } from '../audit/audit-log.js';
import { nextUpdatedAt } from '../catalog/item-version.js';
import type { StaffCatalogContext } from '../catalog/staff-catalog-context.js';
import type { Db } from '../db/database.js';
import { findStoreSettings, replaceStoreSettingsAt } from '../store-settings/store-settings.repository.js';
import { staleSettings } from '../store-settings/settings-version.js';

/** The store's florist delivery settings with their version (the defaults, version null, when none are stored). */
export async function readFloristSettings(db: Db, storeId: string): Promise<FloristSettingsView> {
  const row = await findStoreSettings(db, storeId, FLORIST_SETTINGS_NAME);
  // Stored settings that no longer fit the schema are a server fault: a 500.
  if (!row) return { settings: DEFAULT_FLORIST_SETTINGS, updatedAt: null };
  return { settings: FloristSettings.parse(JSON.parse(row.body)), updatedAt: row.updated_at };
}

/**
 * Replaces the florist settings if they are still at `seen` (null: none stored yet). Blackout
 * dates are kept sorted; the calendar and the next submission read the new settings at once.
 */
export async function replaceFloristSettings(ctx: StaffCatalogContext, body: FloristSettings, seen: string | null): Promise<FloristSettingsView> {
  return ctx.shop.db.transaction().execute(async (tx) => {
    const before = await readFloristSettings(tx, ctx.storeId);
    if (before.updatedAt !== seen) throw staleSettings('florist delivery settings');
    const settings: FloristSettings = { ...body, blackoutDates: [...body.blackoutDates].sort() };
    const updatedAt = nextUpdatedAt(ctx.now(), before.updatedAt);
    if (!(await replaceStoreSettingsAt(tx, ctx.storeId, FLORIST_SETTINGS_NAME, seen, JSON.stringify(settings), updatedAt))) {
      throw staleSettings('florist delivery settings');
    }
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: seen === null ? 'create' : 'update',
      entity: 'settings',
      entityId: FLORIST_SETTINGS_NAME,
      before: before.settings,
      after: settings,
      at: updatedAt,
    });
    return { settings, updatedAt };
  });
}
