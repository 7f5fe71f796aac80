import { DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import type { ClientConfigBody, ClientConfigView } from '@backroom/core/client-config-body';
import { type ShippingSettings, ShippingSettings as ShippingSettingsSchema, type ShippingSettingsBody, type ShippingSettingsView, shippingSettingsShown } from '@backroom/core/shipping/shipping-settings';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { readSettings, replaceSettings } from './store-settings.service.js';

const configView = ({ settings, updatedAt }: { settings: ClientConfigView['config']; updatedAt: string }): ClientConfigView => ({
  name: DEFAULT_CONFIG_NAME,
  config: settings,
  updatedAt,
});

/** The store's client configuration (the one GET config serves) with its version. */
export async function readConfigSettings(db: Db, storeId: string): Promise<ClientConfigView> {
  return configView(await readSettings(db, storeId, 'general'));
}

/**
 * Replaces the store's client configuration if it is still at `seen`. Where card payments go
 * (payment providers and the card providers' keys) only an admin may change (settings-kinds.ts);
 * every process drops the cached config answers and pages within a quarter second.
 */
export async function replaceConfigSettings(ctx: RequestContext,
  catalog: CatalogChanges, body: ClientConfigBody, seen: string | null): Promise<ClientConfigView> {
  return configView(await replaceSettings(ctx, catalog, 'general', body, seen));
}

const shippingView = ({ settings, updatedAt }: { settings: ShippingSettings; updatedAt: string | null }): ShippingSettingsView => ({
  settings: shippingSettingsShown(settings),
  updatedAt,
});

/** The store's shipping settings (the defaults, version null, when it has none stored). */
export async function readShippingSettings(db: Db, storeId: string): Promise<ShippingSettingsView> {
  return shippingView(await readSettings(db, storeId, 'shipping'));
}

/** The settings a shipping body stores: a Canada Post password left out keeps the stored one (staff never see it). */
function storedShipping(body: ShippingSettingsBody, before: ShippingSettings): ShippingSettings {
  let canadaPost = null;
  if (body.canadaPost) {
    const password = body.canadaPost.password ?? before.canadaPost?.password;
    if (!password) {
      const message = 'Give the Canada Post password: none is kept yet.';
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'canadaPost.password', message }]);
    }
    canadaPost = { ...body.canadaPost, password };
  }
  return ShippingSettingsSchema.parse({ ...body, canadaPost });
}

/**
 * Replaces the store's shipping settings if they are still at `seen` (null: none stored yet).
 * Quotes read the settings afresh, so the next estimate uses them; audited without the password.
 */
export async function replaceShippingSettings(ctx: RequestContext,
  catalog: CatalogChanges, body: ShippingSettingsBody, seen: string | null): Promise<ShippingSettingsView> {
  return shippingView(await replaceSettings(ctx, catalog, 'shipping', (before) => storedShipping(body, before), seen));
}
