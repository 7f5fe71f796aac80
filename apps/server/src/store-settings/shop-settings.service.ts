import { isDeepStrictEqual } from 'node:util';
import { ClientConfig, DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import { type ClientConfigBody, type ClientConfigView, PAYMENT_CONFIG_PARTS } from '@backroom/core/client-config-body';
import {
  SHIPPING_SETTINGS_NAME,
  type ShippingSettings,
  ShippingSettings as ShippingSettingsSchema,
  type ShippingSettingsBody,
  type ShippingSettingsView,
} from '@backroom/core/shipping/shipping-settings';
import { recordAudit } from '../audit/audit-log.js';
import { nextUpdatedAt } from '../catalog/item-version.js';
import { commitCatalogChange, type StaffCatalogContext } from '../catalog/staff-catalog-context.js';
import { findConfig, replaceConfigAt } from '../client-config/client-config.repository.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { DEFAULT_SHIPPING_SETTINGS } from '../shipping/shipping.service.js';
import type { StaffRole } from '../identity/staff-role.js';
import { findStoreSettings, replaceStoreSettingsAt } from './store-settings.repository.js';
import { staleSettings } from './settings-version.js';

/** Who changes a store's settings, with which role (payment parts need an admin). */
export interface ShopSettingsContext extends StaffCatalogContext {
  role: StaffRole;
}

function configView(row: { body: string; updated_at: string }): ClientConfigView {
  // A stored configuration that no longer fits the schema is a server fault: a 500.
  return { name: DEFAULT_CONFIG_NAME, config: ClientConfig.parse(JSON.parse(row.body)), updatedAt: row.updated_at };
}

/** The store's client configuration (the one GET config serves) with its version. */
export async function readConfigSettings(db: Db, storeId: string): Promise<ClientConfigView> {
  const row = await findConfig(db, storeId, DEFAULT_CONFIG_NAME);
  if (!row) throw notFound(`Store '${storeId}' has no configuration.`);
  return configView(row);
}

const part = (config: ClientConfig, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], config);

/**
 * Replaces the store's client configuration if it is still at `seen`. Where card payments go
 * (payment providers and the card providers' keys) only an admin may change. The change and its
 * audit row commit together; then the catalogue version rises, so every process drops the cached
 * config answers and pages within a quarter second.
 */
export async function replaceConfigSettings(ctx: ShopSettingsContext, body: ClientConfigBody, seen: string): Promise<ClientConfigView> {
  return commitCatalogChange(ctx, async (tx) => {
    const row = await findConfig(tx, ctx.storeId, DEFAULT_CONFIG_NAME);
    if (!row) throw notFound(`Store '${ctx.storeId}' has no configuration.`);
    if (row.updated_at !== seen) throw staleSettings('settings');
    const before = configView(row);
    const changedPayments = PAYMENT_CONFIG_PARTS.filter((path) => !isDeepStrictEqual(part(before.config, path), part(body, path)));
    if (changedPayments.length > 0 && ctx.role !== 'admin') {
      throw new AppError(403, 'FORBIDDEN', `Changing where card payments go (${changedPayments.join(', ')}) needs the admin role; you are ${ctx.role}.`);
    }
    const updatedAt = nextUpdatedAt(ctx.now(), row.updated_at);
    if (!(await replaceConfigAt(tx, ctx.storeId, DEFAULT_CONFIG_NAME, seen, JSON.stringify(body), updatedAt))) throw staleSettings('settings');
    const after: ClientConfigView = { name: DEFAULT_CONFIG_NAME, config: body, updatedAt };
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: 'update',
      entity: 'config',
      entityId: DEFAULT_CONFIG_NAME,
      before: before.config,
      after: body,
      at: updatedAt,
    });
    return after;
  });
}

/** Settings as staff see them: every method's rates, and no Canada Post password. */
function shippingView(settings: ShippingSettings, updatedAt: string | null): ShippingSettingsView {
  const { canadaPost, ...rest } = settings;
  if (!canadaPost) return { settings: { ...rest, canadaPost: null }, updatedAt };
  const shown: Partial<typeof canadaPost> = { ...canadaPost };
  delete shown.password;
  return { settings: { ...rest, canadaPost: { ...(shown as Omit<typeof canadaPost, 'password'>), passwordSet: true } }, updatedAt };
}

async function storedShipping(db: Db, storeId: string): Promise<{ settings: ShippingSettings; updatedAt: string | null }> {
  const row = await findStoreSettings(db, storeId, SHIPPING_SETTINGS_NAME);
  if (!row) return { settings: DEFAULT_SHIPPING_SETTINGS, updatedAt: null };
  return { settings: ShippingSettingsSchema.parse(JSON.parse(row.body)), updatedAt: row.updated_at };
}

/** The store's shipping settings (the defaults, version null, when it has none stored). */
export async function readShippingSettings(db: Db, storeId: string): Promise<ShippingSettingsView> {
  const { settings, updatedAt } = await storedShipping(db, storeId);
  return shippingView(settings, updatedAt);
}

/**
 * Replaces the store's shipping settings if they are still at `seen` (null: none stored yet).
 * A Canada Post password left out keeps the stored one. Quotes read the settings afresh, so the
 * next estimate uses them; audited without the password.
 */
export async function replaceShippingSettings(ctx: ShopSettingsContext, body: ShippingSettingsBody, seen: string | null): Promise<ShippingSettingsView> {
  return ctx.shop.db.transaction().execute(async (tx) => {
    const before = await storedShipping(tx, ctx.storeId);
    if (before.updatedAt !== seen) throw staleSettings('shipping settings');
    let canadaPost = null;
    if (body.canadaPost) {
      const password = body.canadaPost.password ?? before.settings.canadaPost?.password;
      if (!password) {
        const message = 'Give the Canada Post password: none is kept yet.';
        throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'canadaPost.password', message }]);
      }
      canadaPost = { ...body.canadaPost, password };
    }
    const stored = ShippingSettingsSchema.parse({ ...body, canadaPost });
    const updatedAt = nextUpdatedAt(ctx.now(), before.updatedAt);
    if (!(await replaceStoreSettingsAt(tx, ctx.storeId, SHIPPING_SETTINGS_NAME, seen, JSON.stringify(stored), updatedAt))) {
      throw staleSettings('shipping settings');
    }
    const after = shippingView(stored, updatedAt);
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: seen === null ? 'create' : 'update',
      entity: 'settings',
      entityId: SHIPPING_SETTINGS_NAME,
      before: shippingView(before.settings, before.updatedAt).settings,
      after: after.settings,
      at: updatedAt,
    });
    return after;
  });
}
