import type { Category } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { errorCode, errorMessage } from '../testing/staff-client.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';

describe.each(DIALECTS)('staff category calls on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue()] });


  async function categories(): Promise<Category[]> {
    const response = await shop.api.call('GET', '/categories');
    expect(response.statusCode).toBe(200);
    return response.json<Category[]>();
  }
  /** A parent's children as the storefront orders them. */
  async function childrenOf(parentId: string): Promise<string[]> {
    return (await categories())
      .filter((category) => category.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .map((category) => category.id);
  }
  const trail = (categoryId: string) => auditTrail(shop.shop.db, 'teststore', 'category', categoryId);

  it('creates a category under the parent its path names, last among its siblings', async () => {
    await categories(); // a cached answer the change must refresh
    const response = await shop.api.call('PUT', '/categories', { token: shop.staff, body: { path: 'nutrients/liquid', name: 'Root Boosters' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Category>()).toMatchObject({
      id: 'root-boosters',
      name: 'Root Boosters',
      shortName: 'Root Boosters',
      parentId: 'liquid',
      url: '/category/liquid/root-boosters',
      position: 1,
    });
    expect(await childrenOf('liquid')).toEqual(['bloom', 'root-boosters']);
    expect((await trail('root-boosters'))[0]).toMatchObject({ action: 'create', actor: 'staff:Sam the staff' });

    const again = await shop.api.call('PUT', '/categories', { token: shop.staff, body: { path: '', name: 'Root Boosters' } });
    expect(again.json<Category>()).toMatchObject({ id: 'root-boosters-2', parentId: '1' });
  });

  it('refuses a path that does not lead anywhere', async () => {
    const unknown = await shop.api.call('PUT', '/categories', { token: shop.staff, body: { path: 'nutrients/nowhere', name: 'X' } });
    expect(unknown.statusCode).toBe(404);
    const skipping = await shop.api.call('PUT', '/categories', { token: shop.staff, body: { path: 'bloom', name: 'X' } });
    expect(skipping.statusCode).toBe(400);
    expect(errorMessage(skipping)).toMatch(/not inside/);
  });

  it('renames a category', async () => {
    const response = await shop.api.call('PUT', '/categories/soil', { token: shop.staff, body: { id: 'soil', name: 'Soils & Media' } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await categories()).find((category) => category.id === 'soil')).toMatchObject({ name: 'Soils & Media', shortName: 'Soils & Media' });
    const audit = (await trail('soil'))[0]!;
    expect([JSON.parse(audit.before!), JSON.parse(audit.after!)]).toEqual([
      { name: 'Soil', shortName: 'Soil' },
      { name: 'Soils & Media', shortName: 'Soils & Media' },
    ]);
    const mismatch = await shop.api.call('PUT', '/categories/soil', { token: shop.staff, body: { id: 'bloom', name: 'X' } });
    expect(mismatch.statusCode).toBe(400);
  });

  it('refuses to delete a category that still holds items or subcategories, saying so', async () => {
    const withItems = await shop.api.call('DELETE', '/categories/bloom', { token: shop.staff });
    expect(withItems.statusCode).toBe(409);
    expect(errorCode(withItems)).toBe('CONFLICT');
    expect(errorMessage(withItems)).toMatch(/still holds \d+ item\(s\)/);
    const withChildren = await shop.api.call('DELETE', '/categories/nutrients', { token: shop.staff });
    expect(withChildren.statusCode).toBe(409);
    expect(errorMessage(withChildren)).toMatch(/subcategor/);
    expect((await categories()).map((category) => category.id)).toEqual(expect.arrayContaining(['bloom', 'nutrients']));
  });

  it('deletes an empty category and audits it', async () => {
    const response = await shop.api.call('DELETE', '/categories/empty', { token: shop.staff });
    expect(response.statusCode, response.body).toBe(204);
    expect((await categories()).map((category) => category.id)).not.toContain('empty');
    expect((await trail('empty'))[0]).toMatchObject({ action: 'delete', after: null });
    expect((await shop.api.call('DELETE', '/categories/empty', { token: shop.staff })).statusCode).toBe(404);
  });

  it('moves a category to a place among its siblings', async () => {
    const before = await childrenOf('1');
    expect(before[0]).toBe('nutrients');
    const response = await shop.api.call('POST', '/categories/soil/move/0', { token: shop.staff });
    expect(response.statusCode, response.body).toBe(200);
    const expected = ['soil', ...before.filter((id) => id !== 'soil')];
    expect(response.json<Category[]>().map((category) => category.id)).toEqual(expected);
    expect(await childrenOf('1')).toEqual(expected);
    expect((await shop.api.call('POST', '/categories/soil/move/99', { token: shop.staff })).statusCode).toBe(200);
    expect((await childrenOf('1')).at(-1)).toBe('soil');
    expect((await trail('soil'))[0]).toMatchObject({ action: 'move' });
    expect((await shop.api.call('POST', '/categories/soil/move/-1', { token: shop.staff })).statusCode).toBe(400);
  });

  it('re-parents a category, and refuses a loop', async () => {
    const loop = await shop.api.call('PUT', '/categories/nutrients/bloom', { token: shop.staff, body: { childId: 'nutrients', parentId: 'bloom' } });
    expect(loop.statusCode).toBe(409);
    expect(errorMessage(loop)).toMatch(/inside 'nutrients'.*loop/);
    const itself = await shop.api.call('PUT', '/categories/liquid/liquid', { token: shop.staff, body: { childId: 'liquid', parentId: 'liquid' } });
    expect(itself.statusCode).toBe(409);
    expect((await categories()).find((category) => category.id === 'nutrients')?.parentId).toBe('1');

    const response = await shop.api.call('PUT', '/categories/bloom/soil', { token: shop.staff, body: { childId: 'bloom', parentId: 'soil' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Category>()).toMatchObject({ id: 'bloom', parentId: 'soil', url: '/category/soil/bloom' });
    expect(await childrenOf('liquid')).toEqual(['root-boosters']);
    expect((await trail('bloom'))[0]).toMatchObject({ action: 'reparent' });

    const top = await shop.api.call('PUT', '/categories/bloom/1', { token: shop.staff, body: { childId: 'bloom', parentId: '1' } });
    expect(top.json<Category>()).toMatchObject({ parentId: '1', url: '/category/bloom' });
    const unknown = await shop.api.call('PUT', '/categories/bloom/nowhere', { token: shop.staff, body: { childId: 'bloom', parentId: 'nowhere' } });
    expect(unknown.statusCode).toBe(404);
    const mismatch = await shop.api.call('PUT', '/categories/bloom/soil', { token: shop.staff, body: { childId: 'soil', parentId: 'bloom' } });
    expect(mismatch.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to a viewer, changing nothing', async () => {
    const calls = [
      ['PUT', '/categories', { path: '', name: 'Intruders' }],
      ['PUT', '/categories/soil', { id: 'soil', name: 'Hacked' }],
      ['DELETE', '/categories/root-boosters-2', undefined],
      ['POST', '/categories/soil/move/0', undefined],
      ['PUT', '/categories/soil/nutrients', { childId: 'soil', parentId: 'nutrients' }],
    ] as const;
    const before = await categories();
    for (const [method, path, body] of calls) {
      expect((await shop.api.call(method, path, { body })).statusCode, `${method} ${path}`).toBe(401);
      expect((await shop.api.call(method, path, { token: shop.viewer, body })).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await categories()).toEqual(before);
  });
});
