import type { Item, StaffItem } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { findImage } from '../images/image.repository.js';
import { deleteSearchEntry } from './search.repository.js';
import { errorCode, errorMessage } from '../testing/staff-client.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';

describe.each(DIALECTS)('staff item calls on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue()] });


  const ids = (items: ReadonlyArray<Pick<Item, 'id'>>) => items.map((item) => item.id);
  async function shopperGet<T>(url: string): Promise<T> {
    const response = await shop.api.call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const trail = (itemId: string) => auditTrail(shop.shop.db, 'teststore', 'item', itemId);

  /** A new item as the back office would send it. */
  function newItem(id: string, overrides: Partial<StaffItem> = {}): Record<string, unknown> {
    return {
      id,
      name: 'Worm Castings',
      description: 'Pure worm castings for living soil.',
      brand: 'Wiggle Worm',
      sku: 'WW-15',
      codes: { upc: '', sku: 'WW-15' },
      vendor: null,
      externalId: null,
      supplierUrls: [],
      homeUrls: [],
      imageId: null,
      categoryId: 'soil',
      price: 2599,
      cost: 1300,
      inventory: { store: { count: 4 } },
      group: { enabled: false, parentId: null, variantName: null, variantSummary: null },
      hidden: false,
      discontinued: false,
      special: false,
      notes: 'Bags tear easily',
      updatedAt: null,
      ...overrides,
    };
  }

  describe("staff's view of items", () => {
    it('shows staff hidden items with their cost and notes, and shoppers neither', async () => {
      const staffList = await shop.api.call('GET', '/items?showHidden=true', { token: shop.viewer });
      expect(staffList.statusCode).toBe(200);
      expect(staffList.headers['cache-control']).toBe('private, no-store');
      const staffItems = staffList.json<StaffItem[]>();
      expect(ids(staffItems)).toContain('secret-bloom');
      expect(staffItems.find((item) => item.id === 'big-bloom')).toMatchObject({ cost: 1100, notes: 'Reorder at 5' });

      const shopperItems = await shopperGet<Array<Item & { cost?: number }>>('/items');
      expect(ids(shopperItems)).not.toContain('secret-bloom');
      expect(shopperItems.find((item) => item.id === 'big-bloom')).not.toHaveProperty('cost');
      expect((await shop.api.call('GET', '/items/secret-bloom')).statusCode).toBe(404);
      expect(await shop.api.staffItem(shop.viewer, 'secret-bloom')).toMatchObject({ hidden: true, cost: 500 });
    });

    it('asks for a staff session before showing hidden items', async () => {
      const noToken = await shop.api.call('GET', '/items?showHidden=true');
      expect(noToken.statusCode).toBe(401);
      expect(errorCode(noToken)).toBe('UNAUTHORIZED');
      expect((await shop.api.call('GET', '/items/secret-bloom?showHidden=true', { token: 'not-a-real-session-token' })).statusCode).toBe(401);
    });

    it('filters incomplete items and orphans, hidden ones included for staff', async () => {
      const incomplete = await shop.api.call('GET', '/items?filter=incomplete&showHidden=true', { token: shop.viewer });
      expect(ids(incomplete.json<Item[]>())).toEqual(expect.arrayContaining(['secret-bloom', 'no-description', 'orphan-thing']));
      expect(ids(incomplete.json<Item[]>())).not.toContain('big-bloom');
      expect(ids(await shopperGet<Item[]>('/items?filter=incomplete'))).not.toContain('secret-bloom');
      const orphans = await shop.api.call('GET', '/items?filter=orphans&showHidden=true', { token: shop.viewer });
      expect(ids(orphans.json<Item[]>()).sort()).toEqual(['lost-thing', 'orphan-thing']);
    });
  });

  describe('editing one field', () => {
    it('changes the price everywhere a shopper looks, and audits it', async () => {
      // Warm the cached answers first: the edit must refresh them.
      expect((await shopperGet<Item>('/items/big-bloom')).price).toBe(1899);
      await shopperGet<Item[]>('/items/category/bloom');
      const before = await shop.api.staffItem(shop.staff, 'big-bloom');

      const response = await shop.api.call('PATCH', '/items/big-bloom/price', {
        token: shop.staff,
        body: { price: 2499 },
        headers: { 'if-match': `"${before.updatedAt}"` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json<StaffItem>();
      expect(edited.price).toBe(2499);
      expect(edited.updatedAt > before.updatedAt).toBe(true);

      expect((await shopperGet<Item>('/items/big-bloom')).price).toBe(2499);
      const listed = await shopperGet<Item[]>('/items/category/bloom');
      expect(listed.find((item) => item.id === 'big-bloom')?.price).toBe(2499);
      expect(ids(await shopperGet<Item[]>('/items/search/big%20bloom/price/2499'))).toEqual(['big-bloom']);

      const [audit] = await trail('big-bloom');
      expect(audit).toMatchObject({ action: 'update', actor: 'staff:Sam the staff' });
      expect(JSON.parse(audit!.before!)).toMatchObject({ price: 1899 });
      expect(JSON.parse(audit!.after!)).toMatchObject({ price: 2499 });
    });

    it('refuses a stale edit with 409 and changes nothing', async () => {
      const opened = await shop.api.staffItem(shop.staff, 'tiger-bloom');
      const first = await shop.api.call('PATCH', '/items/tiger-bloom/brand', {
        token: shop.staff,
        body: { brand: 'Fox Farm' },
        headers: { 'if-match': `"${opened.updatedAt}"` },
      });
      expect(first.statusCode).toBe(200);
      const auditRows = (await trail('tiger-bloom')).length;

      const stale = await shop.api.call('PATCH', '/items/tiger-bloom/price', {
        token: shop.staff,
        body: { price: 1 },
        headers: { 'if-match': `"${opened.updatedAt}"` },
      });
      expect(stale.statusCode).toBe(409);
      expect(errorCode(stale)).toBe('CONFLICT');
      expect(errorMessage(stale)).toMatch(/changed by someone else/);
      expect(await shop.api.staffItem(shop.staff, 'tiger-bloom')).toMatchObject({ price: 1000, brand: 'Fox Farm' });
      expect(await trail('tiger-bloom')).toHaveLength(auditRows);
    });

    it('asks for the version edited (428) rather than overwrite blindly', async () => {
      const response = await shop.api.call('PATCH', '/items/tiger-bloom/price', { token: shop.staff, body: { price: 1 } });
      expect(response.statusCode).toBe(428);
      expect(errorCode(response)).toBe('PRECONDITION_REQUIRED');
      expect((await shop.api.staffItem(shop.staff, 'tiger-bloom')).price).toBe(1000);
    });

    it('takes only editable fields, each of its own type', async () => {
      const headers = await shop.api.currentVersion(shop.staff, 'alpha-bloom');
      for (const field of ['id', 'storeId', 'store_id', 'updatedAt', 'createdAt', 'stock', 'heldStock', 'group']) {
        const response = await shop.api.call('PATCH', `/items/alpha-bloom/${field}`, { token: shop.staff, body: { [field]: 'x' }, headers });
        expect(response.statusCode, field).toBe(400);
        expect(errorMessage(response)).toMatch(/not a field staff can edit/);
      }
      const refusals = [
        ['price', { price: '12.00' }],
        ['price', { price: -5 }],
        ['price', { price: 12.5 }],
        ['hidden', { hidden: 'yes' }],
        ['name', { name: '   ' }],
        ['price', { price: 1200, cost: 1 }],
        ['price', { cost: 1 }],
        ['categoryId', { categoryId: 'no-such-category' }],
        ['imageId', { imageId: 'img-unknown' }],
      ] as const;
      for (const [field, body] of refusals) {
        const response = await shop.api.call('PATCH', `/items/alpha-bloom/${field}`, { token: shop.staff, body, headers });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorCode(response)).toBe('VALIDATION_FAILED');
      }
      expect(await shop.api.staffItem(shop.staff, 'alpha-bloom')).toMatchObject({ price: 1000, cost: 500, hidden: false, categoryId: 'bloom' });
    });

    it('answers 401 without a session and 403 for a viewer, changing nothing', async () => {
      const headers = await shop.api.currentVersion(shop.staff, 'zeta-bloom');
      const noToken = await shop.api.call('PATCH', '/items/zeta-bloom/price', { body: { price: 1 }, headers });
      expect(noToken.statusCode).toBe(401);
      const asViewer = await shop.api.call('PATCH', '/items/zeta-bloom/price', { token: shop.viewer, body: { price: 1 }, headers });
      expect(asViewer.statusCode).toBe(403);
      expect(errorCode(asViewer)).toBe('FORBIDDEN');
      expect((await shop.api.staffItem(shop.staff, 'zeta-bloom')).price).toBe(1000);
      expect(await trail('zeta-bloom')).toEqual([]);
    });

    it('derives stock from new counts, and a group from its variants', async () => {
      let response = await shop.api.call('PATCH', '/items/old-bloom/inventory', {
        token: shop.staff,
        body: { inventory: { store: { count: 0 }, warehouse: { count: 0 } } },
        headers: await shop.api.currentVersion(shop.staff, 'old-bloom'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StaffItem>().stock).toBe(0);
      const listing = ids(await shopperGet<Item[]>('/items/category/bloom'));
      expect(listing.indexOf('old-bloom')).toBeGreaterThan(listing.indexOf('zeta-bloom'));

      response = await shop.api.call('PATCH', '/items/fabric-pot-5/price', {
        token: shop.staff,
        body: { price: 1299 },
        headers: await shop.api.currentVersion(shop.staff, 'fabric-pot-5'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await shopperGet<Item>('/items/fabric-pot')).group.variantSummary).toEqual({ stock: 10, priceLow: 499, priceHigh: 1299 });
    });

    it('renames an item in search', async () => {
      const response = await shop.api.call('PATCH', '/items/nutrient-kit/name', {
        token: shop.staff,
        body: { name: 'Hydro Trio Bundle' },
        headers: await shop.api.currentVersion(shop.staff, 'nutrient-kit'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ids(await shopperGet<Item[]>('/items/search/trio'))).toEqual(['nutrient-kit']);
      expect(ids(await shopperGet<Item[]>('/items/search/starter'))).toEqual([]);
    });
  });

  describe('saving a whole item', () => {
    it('creates an item that shoppers then find, and audits it', async () => {
      const response = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: JSON.stringify(newItem('worm-castings')) } });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<StaffItem>()).toMatchObject({ id: 'worm-castings', stock: 4, cost: 1300, notes: 'Bags tear easily' });
      expect(ids(await shopperGet<Item[]>('/items/category/soil'))).toContain('worm-castings');
      expect(ids(await shopperGet<Item[]>('/items/search/castings'))).toEqual(['worm-castings']);
      const [audit] = await trail('worm-castings');
      expect(audit).toMatchObject({ action: 'create', before: null });
    });

    it('replaces an item over the version it was read at, and refuses a stale one', async () => {
      const current = await shop.api.staffItem(shop.staff, 'flora-micro');
      const save = (item: StaffItem) => shop.api.call('PUT', '/items', { token: shop.staff, body: { item: JSON.stringify(item) } });
      const saved = await save({ ...current, price: 1550, hidden: true, notes: 'Seasonal' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<StaffItem>()).toMatchObject({ price: 1550, hidden: true, notes: 'Seasonal' });
      expect((await shop.api.call('GET', '/items/flora-micro')).statusCode).toBe(404);

      const stale = await save({ ...current, price: 1 });
      expect(stale.statusCode).toBe(409);
      expect((await shop.api.staffItem(shop.staff, 'flora-micro')).price).toBe(1550);

      const blind = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: JSON.stringify(newItem('flora-micro')) } });
      expect(blind.statusCode).toBe(409);
      expect(errorMessage(blind)).toMatch(/already exists/);
    });

    it('refuses mass assignment of the store, timestamps and other unknown fields', async () => {
      for (const extra of [{ storeId: 'otherstore' }, { store_id: 'otherstore' }, { createdAt: '2000-01-01T00:00:00.000Z' }, { held_stock: 5 }]) {
        const item = JSON.stringify({ ...newItem('sneaky-item'), ...extra });
        const response = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item } });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(errorCode(response)).toBe('VALIDATION_FAILED');
      }
      const nested = JSON.stringify({ ...newItem('sneaky-item'), group: { enabled: false, parentId: null, variantName: null, storeId: 'x' } });
      expect((await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: nested } })).statusCode).toBe(400);
      expect((await shop.api.call('GET', '/items/sneaky-item?showHidden=true', { token: shop.staff })).statusCode).toBe(404);
      // Held stock and stock are read back as GET gave them, and ignored: orders set them, not staff.
      const derived = JSON.stringify({ ...newItem('sneaky-item'), heldStock: 5, stock: 99 });
      const saved = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: derived } });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json<StaffItem>()).toMatchObject({ heldStock: 0, stock: 4 });
    });

    it('refuses an item that is not JSON, or not an item', async () => {
      const notJson = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: '{"id": "x",' } });
      expect(notJson.statusCode).toBe(400);
      expect(errorCode(notJson)).toBe('MALFORMED_JSON');
      const missingPrice = await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: JSON.stringify({ id: 'x', name: 'X' }) } });
      expect(missingPrice.statusCode).toBe(400);
      const selfVariant = newItem('loop-item', { group: { enabled: false, parentId: 'loop-item', variantName: 'A', variantSummary: null } });
      expect((await shop.api.call('PUT', '/items', { token: shop.staff, body: { item: JSON.stringify(selfVariant) } })).statusCode).toBe(400);
    });

    it('answers 401 and 403 to strangers and viewers, creating nothing', async () => {
      const body = { item: JSON.stringify(newItem('intruder-item')) };
      expect((await shop.api.call('PUT', '/items', { body })).statusCode).toBe(401);
      expect((await shop.api.call('PUT', '/items', { token: shop.viewer, body })).statusCode).toBe(403);
      expect((await shop.api.call('GET', '/items/intruder-item?showHidden=true', { token: shop.staff })).statusCode).toBe(404);
    });
  });

  describe('deleting an item', () => {
    it('removes it from listings and search, and audits it', async () => {
      await shopperGet<Item[]>('/items/category/liquid');
      const headers = await shop.api.currentVersion(shop.staff, 'nutrient-kit');
      expect((await shop.api.call('DELETE', '/items/nutrient-kit', { token: shop.viewer, headers })).statusCode).toBe(403);
      const response = await shop.api.call('DELETE', '/items/nutrient-kit', { token: shop.staff, headers });
      expect(response.statusCode, response.body).toBe(204);
      expect((await shop.api.call('GET', '/items/nutrient-kit?showHidden=true', { token: shop.staff })).statusCode).toBe(404);
      expect(ids(await shopperGet<Item[]>('/items/category/liquid'))).not.toContain('nutrient-kit');
      expect(ids(await shopperGet<Item[]>('/items/search/trio'))).toEqual([]);
      expect((await trail('nutrient-kit'))[0]).toMatchObject({ action: 'delete', after: null });
    });

    it('refuses a stale delete, and a group head that still has variants', async () => {
      const stale = await shop.api.call('DELETE', '/items/ocean-forest', { token: shop.staff, headers: { 'if-match': '"2001-01-01T00:00:00.000Z"' } });
      expect(stale.statusCode).toBe(409);
      expect((await shop.api.call('DELETE', '/items/ocean-forest', { token: shop.staff })).statusCode).toBe(428);
      const head = await shop.api.call('DELETE', '/items/fabric-pot', { token: shop.staff, headers: await shop.api.currentVersion(shop.staff, 'fabric-pot') });
      expect(head.statusCode).toBe(409);
      expect(errorMessage(head)).toMatch(/variant/);
      expect((await shopperGet<Item>('/items/ocean-forest')).id).toBe('ocean-forest');
    });
  });

  describe('sync', () => {
    it("re-derives an item's stock, search entry and picture renditions", async () => {
      await shop.shop.db.updateTable('items').set({ stock: 0, sold_out: 1 }).where('id', '=', 'big-bloom').execute();
      await deleteSearchEntry(shop.shop, 'teststore', 'big-bloom');
      expect(ids(await shopperGet<Item[]>('/items/search/big%20bloom?limit=5'))).toEqual([]);
      const bigBloom = await shop.api.staffItem(shop.staff, 'big-bloom');
      const { card_picture_key } = (await findImage(shop.shop.db, 'teststore', bigBloom.imageId!))!;
      await shop.shop.db.deleteFrom('picture_bytes').where('key', '=', card_picture_key).execute();
      expect((await shop.api.call('GET', `/images/${bigBloom.imageId}?size=card`)).statusCode).toBe(404);

      expect((await shop.api.call('GET', '/db/sync/big-bloom')).statusCode).toBe(401);
      expect((await shop.api.call('GET', '/db/sync/big-bloom', { token: shop.viewer })).statusCode).toBe(403);
      const response = await shop.api.call('GET', '/db/sync/big-bloom', { token: shop.staff });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StaffItem>()).toMatchObject({ stock: 5, updatedAt: bigBloom.updatedAt });
      expect((await shopperGet<Item>('/items/big-bloom')).stock).toBe(5);
      expect(ids(await shopperGet<Item[]>('/items/search/big%20bloom'))).toEqual(['big-bloom']);
      expect((await shop.api.call('GET', `/images/${bigBloom.imageId}?size=card`)).statusCode).toBe(200);
      expect((await trail('big-bloom'))[0]).toMatchObject({ action: 'sync' });
      expect((await shop.api.call('GET', '/db/sync/no-such-item', { token: shop.staff })).statusCode).toBe(404);
    });
  });
});
