import type { Item } from '@backroom/core/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { demoShopWithoutPictures } from '../testing/demo-shop-without-pictures.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

// A search's items are written as JSON by the database (search-item-json.ts); every other
// catalogue answer by toItem and the Item schema. A shopper must not tell them apart.
describe.each(DIALECTS)("search answers' items on %s", (dialect) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, demoShopWithoutPictures());
    const { db } = shop.shop;
    // Rows no seed makes: more held than counted (stock and a location below zero), and text
    // that JSON must escape.
    await db
      .updateTable('items')
      .set({ inventory: JSON.stringify({ 'liverpool-store': { count: -3 }, warehouse: { count: 2 } }), stock: -1 })
      .where('store_id', '=', 'backroom')
      .where('id', '=', 'bluelab-ph-pen')
      .execute();
    await db
      .updateTable('items')
      .set({ variant_stock: -2 })
      .where('store_id', '=', 'backroom')
      .where('id', '=', 'advanced-nutrients-voodoo-juice')
      .execute();
    await db
      .updateTable('items')
      .set({ name: 'Truncheon "Nutrient" Meter \\ 1/2\nnew line\ttab é 🌹 \u2028', description: '' })
      .where('store_id', '=', 'backroom')
      .where('id', '=', 'bluelab-truncheon-nutrient-meter')
      .execute();
  });
  afterAll(async () => shop?.close());

  async function get<T>(url: string): Promise<T> {
    const response = await shop.app.inject({ url: `/backroom/api/v1${url}` });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  }

  it('are the items the item route answers, field for field, for every item a search can find', async () => {
    const listed = (await get<Item[]>('/items?limit=1000')).filter((item) => item.group.parentId === null);
    const byId = new Map(listed.map((item) => [item.id, item]));
    const found = new Map<string, Item>();
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      for (const item of await get<Item[]>(`/items/search/${letter}?limit=200`)) found.set(item.id, item);
    }
    expect(found.size).toBeGreaterThan(350);
    expect([...byId.keys()].filter((id) => !found.has(id))).toEqual([]);
    for (const [id, item] of found) expect(item, id).toEqual(byId.get(id));
  });

  it('never show a count below zero, as the item route does not', async () => {
    const [pen] = await get<Item[]>('/items/search/ph pen');
    expect(pen).toEqual(await get<Item>('/items/bluelab-ph-pen'));
    expect(pen).toMatchObject({ stock: 0, inventory: { 'liverpool-store': { count: 0 }, warehouse: { count: 2 } } });
    const [voodoo] = await get<Item[]>('/items/search/voodoo juice');
    expect(voodoo!.group.variantSummary!.stock).toBe(0);
    expect(voodoo).toEqual(await get<Item>('/items/advanced-nutrients-voodoo-juice'));
  });

  it('keep quotes, backslashes, control characters and any letter intact', async () => {
    const [meter] = await get<Item[]>('/items/search/truncheon');
    expect(meter!.name).toBe('Truncheon "Nutrient" Meter \\ 1/2\nnew line\ttab é 🌹 \u2028');
    expect(meter).toEqual(await get<Item>('/items/bluelab-truncheon-nutrient-meter'));
  });

  it('are the item route\'s answers for the items a likely-meant word adds, written after the ranking', async () => {
    // 'spidx' finds Spidex through 'spidex'; 'nutreint' its names only through 'nutrient'; 'oceen
    // forest' has exact matches for 'forest' and adds the Ocean Forest soils.
    for (const text of ['spidx', 'nutreint', 'oceen forest', 'tomatoe']) {
      const found = await get<Item[]>(`/items/search/${encodeURIComponent(text)}`);
      expect(found.length, text).toBeGreaterThan(0);
      for (const item of found) expect(item, `${text}: ${item.id}`).toEqual(await get<Item>(`/items/${item.id}`));
    }
  });

  it('leave the staff-only fields out', async () => {
    const [item] = await get<Array<Item & Record<string, unknown>>>('/items/search/canna');
    expect(Object.keys(item!).sort()).toEqual(Object.keys(await get<Item>(`/items/${item!.id}`)).sort());
    expect(item).not.toHaveProperty('cost');
    expect(item).not.toHaveProperty('notes');
  });
});
