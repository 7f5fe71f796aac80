import type { ClientConfig } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import type { ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { auditTrail } from '../audit/audit-log.js';
import { CATALOG_VERSION_TTL_MS } from '../stores/catalog-versions.js';
import { seedStore } from '../seed/seed-store.js';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

const versionOf = (updatedAt: string | null): Record<string, string> => (updatedAt === null ? { 'if-none-match': '*' } : { 'if-match': `"${updatedAt}"` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)("staff keep the shop's settings on %s", (dialect) => {
  let shop: TestShop;
  /** A second server process on the same database. */
  let other: FastifyInstance;
  let staff: string;
  let admin: string;
  let viewer: string;
  const store = 'settings';
  const base = `/${store}/api/v1`;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue(store));
    other = await buildApp({ shop: shop.shop, webRoot: null, reconcilePaymentsEverySeconds: null });
    await other.ready();
    staff = (await signedInAccount(shop.app, shop.shop.db, 'staff')).token;
    admin = (await signedInAccount(shop.app, shop.shop.db, 'admin')).token;
    viewer = (await signedInAccount(shop.app, shop.shop.db, 'viewer')).token;
  });
  afterAll(async () => {
    await other?.close();
    await shop?.close();
  });

  const call = (method: 'GET' | 'PUT', path: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method, url: `${base}${path}`, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
  const readConfig = async () => (await call('GET', '/settings/config', viewer)).json<ClientConfigView>();
  const readShipping = async () => (await call('GET', '/settings/shipping', viewer)).json<ShippingSettingsView>();
  const publicConfig = async (app: FastifyInstance = shop.app) => (await app.inject({ method: 'GET', url: `${base}/config` })).json<ClientConfig>();
  const withGeneral = (config: ClientConfig, general: Partial<ClientConfig['general']>): ClientConfig => ({ ...config, general: { ...config.general, ...general } });

  it('shows a viewer the configuration with its version, privately', async () => {
    const response = await call('GET', '/settings/config', viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const read = response.json<ClientConfigView>();
    expect(read.config.general.product_name).toBe('Test Shop');
    expect(read.config.paysafe.dev.username).toBe('dev-user');
    expect(Date.parse(read.updatedAt)).not.toBeNaN();
  });

  it('closes the shop for every shopper at once, on this process and the others, and audits it', async () => {
    // Both processes have the open shop's answer cached.
    expect((await publicConfig()).general.site_disabled).toBe(false);
    expect((await publicConfig(other)).general.site_disabled).toBe(false);
    const read = await readConfig();

    const changed = withGeneral(read.config, { site_disabled: true, product_name: 'Closed For Inventory', welcome_text: 'Back on Monday.' });
    const response = await call('PUT', '/settings/config', staff, changed, versionOf(read.updatedAt));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ClientConfigView>();
    expect(saved.updatedAt > read.updatedAt).toBe(true);
    expect(saved.config.general.site_disabled).toBe(true);

    expect((await publicConfig()).general).toMatchObject({ site_disabled: true, product_name: 'Closed For Inventory', welcome_text: 'Back on Monday.' });
    await sleep(CATALOG_VERSION_TTL_MS + 50);
    expect((await publicConfig(other)).general.site_disabled).toBe(true);

    const [audit] = await auditTrail(shop.shop.db, store, 'config', 'default');
    expect(audit).toMatchObject({ action: 'update', entity: 'config' });
    expect(audit!.actor).toMatch(/^staff:/);
    expect(JSON.parse(audit!.before!).general.site_disabled).toBe(false);
    expect(JSON.parse(audit!.after!).general.site_disabled).toBe(true);

    // Open again for the tests that follow.
    const reopened = await call('PUT', '/settings/config', staff, withGeneral(saved.config, { site_disabled: false }), versionOf(saved.updatedAt));
    expect(reopened.statusCode).toBe(200);
    expect((await publicConfig()).general.site_disabled).toBe(false);
  });

  it('refuses an edit from a stale version (409) or without one (428), changing nothing', async () => {
    const read = await readConfig();
    const first = await call('PUT', '/settings/config', staff, withGeneral(read.config, { phone: '902-555-0111' }), versionOf(read.updatedAt));
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/settings/config', admin, withGeneral(read.config, { phone: '902-555-0999' }), versionOf(read.updatedAt));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: { code: string } }>().error.code).toBe('CONFLICT');
    const blind = await call('PUT', '/settings/config', admin, withGeneral(read.config, { phone: '902-555-0999' }));
    expect(blind.statusCode).toBe(428);
    expect((await publicConfig()).general.phone).toBe('902-555-0111');
  });

  it('refuses bad bodies with 400 naming the field, changing nothing', async () => {
    const read = await readConfig();
    const trailBefore = (await auditTrail(shop.shop.db, store, 'config', 'default')).length;
    const { config } = read;
    const bad: [string, unknown][] = [
      ['unknown field', { ...config, extra: true }],
      ['unknown general field', withGeneral(config, { colour: 'red' } as never)],
      ['empty product name', withGeneral(config, { product_name: '  ' })],
      ['long welcome text', withGeneral(config, { welcome_text: 'x'.repeat(5_001) })],
      ['bad e-mail', withGeneral(config, { email: 'not an address' })],
      ['script menu url', withGeneral(config, { menus: [{ name: 'Evil', url: 'javascript:alert(1)' }] })],
      ['protocol-relative menu url', withGeneral(config, { menus: [{ name: 'Away', url: '//evil.example' }] })],
      ['too many menus', withGeneral(config, { menus: Array.from({ length: 13 }, (_, index) => ({ name: `M${index}`, url: '/about' })) })],
      ['font breaking out of CSS', withGeneral(config, { fonts: { title: 'Serif"; x', menu: 'Sans' } })],
      ['unknown shipping method', withGeneral(config, { shipping: ['PICKUP', 'DRONE'] as never })],
      ['a method twice', withGeneral(config, { shipping: ['PICKUP', 'PICKUP'] })],
      ['huge logo', withGeneral(config, { logo: { left: 0, top: 0, height: 5_000 } })],
      ['site_disabled as text', withGeneral(config, { site_disabled: 'yes' as never })],
    ];
    for (const [why, body] of bad) {
      const response = await call('PUT', '/settings/config', staff, body as object, versionOf(read.updatedAt));
      expect(response.statusCode, why).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, why).toBe('VALIDATION_FAILED');
    }
    expect(await readConfig()).toEqual(read);
    expect((await auditTrail(shop.shop.db, store, 'config', 'default')).length).toBe(trailBefore);
    // In-app paths and web addresses are both menu urls.
    const good = withGeneral(config, { menus: [{ name: 'Florist', url: '/florist' }, { name: 'Facebook', url: 'https://facebook.com/backroom' }] });
    expect((await call('PUT', '/settings/config', staff, good, versionOf(read.updatedAt))).statusCode).toBe(200);
  });

  it('lets only an admin change where card payments go', async () => {
    const read = await readConfig();
    const keys = { ...read.config, paysafe: { ...read.config.paysafe, prod: { ...read.config.paysafe.prod, username: 'someone-else' } } };
    const byStaff = await call('PUT', '/settings/config', staff, keys, versionOf(read.updatedAt));
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json<{ error: { message: string } }>().error.message).toContain('paysafe');
    expect(await readConfig()).toEqual(read);
    const byAdmin = await call('PUT', '/settings/config', admin, keys, versionOf(read.updatedAt));
    expect(byAdmin.statusCode).toBe(200);
    expect((await publicConfig()).paysafe.prod.username).toBe('someone-else');
  });

  it('lets a viewer read but not change the configuration', async () => {
    const read = await readConfig();
    const response = await call('PUT', '/settings/config', viewer, withGeneral(read.config, { age_check: false }), versionOf(read.updatedAt));
    expect(response.statusCode).toBe(403);
    expect(await readConfig()).toEqual(read);
  });

  it('reads the default shipping tables until some are stored, then quotes with the new ones', async () => {
    const estimate = async () =>
      (await shop.app.inject({ method: 'POST', url: `${base}/shipping/estimate`, payload: { province: 'NS', postal: 'B3H 1A1', value: 2_000 } })).json<ShippingQuote[]>();
    const regular = async () => (await estimate()).find((quote) => quote.code === 'CP.RP');
    expect(await regular()).toMatchObject({ price: 1_195, freeShippingThreshold: 9_900 });

    const read = await readShipping();
    expect(read.updatedAt).toBeNull();
    expect(Object.keys(read.settings.rates).sort()).toEqual(['ARMOUR', 'CP.EP', 'CP.PC', 'CP.RP', 'CP.XP', 'LOCAL', 'PICKUP']);
    const rates = structuredClone(read.settings.rates);
    rates['CP.RP']!.zones.NS = { minDays: 1, maxDays: 3, prices: [{ fromValue: 0, price: 777 }, { fromValue: 10_000, price: 555 }], freeShippingThreshold: 15_000 };
    const body = { ...read.settings, rates };

    // Nothing stored yet: a blind edit names If-None-Match: *, an If-Match is stale.
    expect((await call('PUT', '/settings/shipping', staff, body, { 'if-match': '"2026-01-01T00:00:00.000Z"' })).statusCode).toBe(409);
    const created = await call('PUT', '/settings/shipping', staff, body, versionOf(null));
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<ShippingSettingsView>();
    expect(saved.updatedAt).not.toBeNull();
    expect(await regular()).toMatchObject({ price: 777, minDays: 1, maxDays: 3, freeShippingThreshold: 15_000 });
    // A second creation is stale now.
    expect((await call('PUT', '/settings/shipping', staff, body, versionOf(null))).statusCode).toBe(409);

    const [audit] = await auditTrail(shop.shop.db, store, 'settings', 'shipping');
    expect(audit).toMatchObject({ action: 'create', entity: 'settings' });
    expect(JSON.parse(audit!.after!).rates['CP.RP'].zones.NS.prices[0].price).toBe(777);
  });

  it('refuses bad shipping tables, changing nothing', async () => {
    const read = await readShipping();
    const withNs = (zone: unknown) => ({ ...read.settings, rates: { ...read.settings.rates, 'CP.RP': { ...read.settings.rates['CP.RP'], zones: { NS: zone } } } });
    const bad: [string, unknown][] = [
      ['negative price', withNs({ minDays: 1, maxDays: 2, prices: [{ fromValue: 0, price: -1 }], freeShippingThreshold: null })],
      ['cents with a fraction', withNs({ minDays: 1, maxDays: 2, prices: [{ fromValue: 0, price: 9.5 }], freeShippingThreshold: null })],
      ['bands going down', withNs({ minDays: 1, maxDays: 2, prices: [{ fromValue: 0, price: 100 }, { fromValue: 5_000, price: 90 }, { fromValue: 1_000, price: 80 }], freeShippingThreshold: null })],
      ['first band not at 0', withNs({ minDays: 1, maxDays: 2, prices: [{ fromValue: 100, price: 100 }], freeShippingThreshold: null })],
      ['fewer days than more', withNs({ minDays: 5, maxDays: 2, prices: [{ fromValue: 0, price: 100 }], freeShippingThreshold: null })],
      ['unknown zone field', withNs({ minDays: 1, maxDays: 2, prices: [{ fromValue: 0, price: 100 }], freeShippingThreshold: null, colour: 'red' })],
      ['unknown method', { ...read.settings, rates: { ...read.settings.rates, DRONE: read.settings.rates.PICKUP } }],
      ['bad origin postal', { ...read.settings, originPostal: '12345' }],
      ['Canada Post without a password', { ...read.settings, canadaPost: { username: 'u', customerNumber: '123' } }],
    ];
    for (const [why, body] of bad) {
      const response = await call('PUT', '/settings/shipping', staff, body as object, versionOf(read.updatedAt));
      expect(response.statusCode, `${why}: ${response.body}`).toBe(400);
    }
    expect(await readShipping()).toEqual(read);
  });

  it('never shows the Canada Post password and keeps it when an edit leaves it out', async () => {
    const read = await readShipping();
    const withAccount = { ...read.settings, canadaPost: { username: 'cp-user', password: 'cp-secret-password', customerNumber: '1234567' } };
    const saved = await call('PUT', '/settings/shipping', admin, withAccount, versionOf(read.updatedAt));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('cp-secret-password');
    const shown = await readShipping();
    expect(shown.settings.canadaPost).toMatchObject({ username: 'cp-user', passwordSet: true });
    expect(JSON.stringify(shown)).not.toContain('cp-secret-password');

    const kept: Partial<NonNullable<ShippingSettingsView['settings']['canadaPost']>> = { ...shown.settings.canadaPost! };
    delete kept.passwordSet;
    const again = await call('PUT', '/settings/shipping', staff, { ...shown.settings, canadaPost: { ...kept, timeoutMs: 2_000 } }, versionOf(shown.updatedAt));
    expect(again.statusCode, again.body).toBe(200);
    const stored = await shop.shop.db.selectFrom('store_settings').select('body').where('store_id', '=', store).where('name', '=', 'shipping').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body).canadaPost).toMatchObject({ password: 'cp-secret-password', timeoutMs: 2_000 });
    const trail = await auditTrail(shop.shop.db, store, 'settings', 'shipping');
    expect(JSON.stringify(trail)).not.toContain('cp-secret-password');
  });
});
