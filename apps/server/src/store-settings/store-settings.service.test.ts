import { DEFAULT_FLORIST_SETTINGS } from '@backroom/core/florist/florist-settings';
import { DEFAULT_ORDER_LIMITS } from '@backroom/core/orders/order-limits';
import { DEFAULT_PAYMENT_SETTINGS } from '@backroom/core/payments/payment-settings';
import { DEFAULT_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import type { StaffRole } from '../identity/staff-role.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { TableQueryCounter } from '../testing/table-query-counter.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import type { RequestContext } from '../request-context.js';
import { readSettings, readSettingsTogether, replaceSettings, writeSettings } from './store-settings.service.js';
import { readStoreSetup } from './store-setup.js';

describe.each(DIALECTS)("a store's settings, kind by kind, on %s", (dialect) => {
  const store = 'kinds';
  const raised: string[] = [];

  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue(store)] });

  const changeBy = (role: StaffRole, storeId = store): RequestContext => ({
    db: shop.shop.db,
    dialect: shop.shop.dialect,
    storeId,
    actor: `staff:${role}`,
    now: () => new Date(),
    log: shop.app.log,
    staffRole: role,
  });
  const catalog = { changed: async (changed: string) => void raised.push(changed) };

  it('reads the defaults, version null, for every kind none are stored of; the general configuration is required', async () => {
    expect(await readSettings(shop.shop.db, store, 'shipping')).toEqual({ settings: DEFAULT_SHIPPING_SETTINGS, updatedAt: null });
    expect(await readSettings(shop.shop.db, store, 'florist')).toEqual({ settings: DEFAULT_FLORIST_SETTINGS, updatedAt: null });
    expect(await readSettings(shop.shop.db, store, 'payments')).toEqual({ settings: DEFAULT_PAYMENT_SETTINGS, updatedAt: null });
    expect(await readSettings(shop.shop.db, store, 'orderLimits')).toEqual({ settings: DEFAULT_ORDER_LIMITS, updatedAt: null });
    const general = await readSettings(shop.shop.db, store, 'general');
    expect(general.settings.general.product_name).toBe(fixtureConfig.general.product_name);
    await expect(readSettings(shop.shop.db, 'nowhere', 'general')).rejects.toMatchObject({ statusCode: 404 });
    await expect(readStoreSetup(shop.shop.db, 'nowhere')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('reads a submission’s set-up in one query, stored kinds and defaults alike, tax as a view of the configuration', async () => {
    await writeSettings(shop.shop.db, store, 'florist', { ...DEFAULT_FLORIST_SETTINGS, leadDays: 3 });
    const counter = new TableQueryCounter(['store_configs', 'store_settings']);
    const setup = await readStoreSetup(shop.shop.db.withPlugin(counter), store);
    expect(counter.queries).toBe(1);
    expect(setup.florist.leadDays).toBe(3);
    expect(setup.shipping).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(setup.orderLimits).toEqual(DEFAULT_ORDER_LIMITS);
    expect(setup.general.general.phone).toBe(fixtureConfig.general.phone);
    expect(setup.tax).toEqual({ tax_mode: fixtureConfig.general.tax_mode, tax_registrations: fixtureConfig.general.tax_registrations });
  });

  it('refuses to store settings that do not fit their kind, storing nothing', async () => {
    await expect(writeSettings(shop.shop.db, store, 'orderLimits', { ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 0 })).rejects.toThrow();
    expect((await readSettings(shop.shop.db, store, 'orderLimits')).updatedAt).toBeNull();
  });

  it('treats a stored document that no longer fits its schema as a server fault, not as the defaults', async () => {
    await shop.shop.db
      .insertInto('store_settings')
      .values({ store_id: store, name: 'order-limits', body: '{"maxLineQuantity": "lots"}', updated_at: '2026-11-23T00:00:00.000Z' })
      .execute();
    await expect(readSettings(shop.shop.db, store, 'orderLimits')).rejects.toThrow(/invalid 'order-limits' settings/);
    await expect(readSettingsTogether(shop.shop.db, store, ['general', 'orderLimits'])).rejects.toThrow(/invalid 'order-limits' settings/);
    await shop.shop.db.deleteFrom('store_settings').where('store_id', '=', store).where('name', '=', 'order-limits').execute();
  });

  it('replaces settings from the version read, once: stale is 409, and each change is audited in its transaction', async () => {
    const created = await replaceSettings(changeBy('staff'), catalog, 'orderLimits', { ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 7 }, null);
    expect(created.updatedAt).not.toBeNull();
    await expect(replaceSettings(changeBy('staff'), catalog, 'orderLimits', DEFAULT_ORDER_LIMITS, null)).rejects.toMatchObject({ statusCode: 409 });
    const updated = await replaceSettings(changeBy('staff'), catalog, 'orderLimits', (before) => ({ ...before, windowMinutes: 30 }), created.updatedAt);
    expect(updated.settings).toMatchObject({ maxLineQuantity: 7, windowMinutes: 30 });
    await expect(replaceSettings(changeBy('admin'), catalog, 'orderLimits', DEFAULT_ORDER_LIMITS, created.updatedAt)).rejects.toMatchObject({ statusCode: 409 });
    expect(await readSettings(shop.shop.db, store, 'orderLimits')).toEqual(updated);
    const trail = await auditTrail(shop.shop.db, store, 'settings', 'order-limits');
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'create']);
    // Server-only settings are read afresh: no cached answer to drop.
    expect(raised).toEqual([]);
  });

  it('lets only an admin change the card payment settings', async () => {
    const sandboxOff = { ...DEFAULT_PAYMENT_SETTINGS, sandbox: { test: false, prod: false } };
    await expect(replaceSettings(changeBy('staff'), catalog, 'payments', sandboxOff, null)).rejects.toMatchObject({ statusCode: 403 });
    expect((await readSettings(shop.shop.db, store, 'payments')).updatedAt).toBeNull();
    expect((await replaceSettings(changeBy('admin'), catalog, 'payments', sandboxOff, null)).settings.sandbox.test).toBe(false);
  });

  it('raises the catalogue version after a change of what shoppers’ pages carry', async () => {
    const read = await readSettings(shop.shop.db, store, 'general');
    const changed = { ...read.settings, general: { ...read.settings.general, welcome_text: 'Open late on Fridays.' } };
    await replaceSettings(changeBy('staff'), catalog, 'general', changed, read.updatedAt);
    expect(raised).toEqual([store]);
    expect((await readSettings(shop.shop.db, store, 'general')).settings.general.welcome_text).toBe('Open late on Fridays.');
  });
});
