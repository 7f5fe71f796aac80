import type { Category, Item } from '@backroom/core/catalog';
import { ClientConfig } from '@backroom/core/client-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { buildDemoCatalogue } from './demo-catalogue.js';
import { isProviderEnabled, readPaymentSettings } from '../payments/card-providers.js';
import { seedStore } from './seed-store.js';

describe.each(DIALECTS)('the demo shop on %s', (dialect) => {
  let shop: TestShop;
  let seeded: Awaited<ReturnType<typeof seedStore>>;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    seeded = await seedStore(shop.shop, buildDemoCatalogue());
  });
  afterAll(async () => shop?.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await shop.app.inject({ url: `/backroom/api/v1${url}` });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it('is a store of over 400 items in over 40 categories, three levels deep', async () => {
    expect(seeded).toMatchObject({ created: true });
    expect(seeded.items).toBeGreaterThanOrEqual(400);
    const categories = await get<Category[]>('/categories');
    expect(categories.length).toBeGreaterThanOrEqual(40);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const depth = (category: Category): number =>
      category.parentId === '1' ? 1 : 1 + depth(byId.get(category.parentId)!);
    expect(Math.max(...categories.map(depth))).toBeGreaterThanOrEqual(3);
    expect(categories.every((category) => category.imageId !== null)).toBe(true);
  });

  it('has every kind of item a shopper meets', async () => {
    const items = await get<Item[]>('/items?limit=1000');
    expect(items.length).toBeGreaterThanOrEqual(380);
    const heads = items.filter((item) => item.group.enabled);
    const rangedHeads = heads.filter((item) => item.group.variantSummary!.priceLow < item.group.variantSummary!.priceHigh);
    expect(rangedHeads.length).toBeGreaterThanOrEqual(15);
    expect(items.filter((item) => item.special).length).toBeGreaterThan(5);
    const discontinued = items.filter((item) => item.discontinued);
    expect(discontinued.length).toBeGreaterThan(3);
    expect(discontinued.some((item) => item.stock > 0 && item.stock < 5)).toBe(true);
    expect(items.some((item) => !item.group.enabled && Object.keys(item.inventory).length === 0 && item.stock === 100)).toBe(true);
    expect(items.some((item) => item.stock === 0)).toBe(true);
    expect(items.some((item) => item.name.includes('>'))).toBe(true);
    expect(new Set(items.flatMap((item) => Object.keys(item.inventory))).size).toBeGreaterThanOrEqual(2);
    expect(items.every((item) => item.imageId !== null)).toBe(true);
    expect(items.every((item) => Number.isInteger(item.price) && item.price >= 0)).toBe(true);
    const hidden = await shop.shop.db
      .selectFrom('items')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('store_id', '=', 'backroom')
      .where('hidden', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(hidden.count)).toBeGreaterThan(3);
  });

  it('is configured in every field of the client configuration', async () => {
    const config = ClientConfig.parse(await get('/config'));
    expect(config.general).toMatchObject({ product_name: 'The Back Room', age_check: true, root_category: '1' });
    expect(config.general.menus.length).toBeGreaterThan(0);
    expect(config.general.shipping).toEqual(['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
    expect(config.general.address).toMatchObject({ city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' });
  });

  it('takes card payments through the sandbox only, in both environments, since the demo takes no real money', async () => {
    const settings = await readPaymentSettings(shop.shop.db, 'backroom');
    expect(isProviderEnabled(settings, 'sandbox', 'PROD')).toBe(true);
    expect(isProviderEnabled(settings, 'sandbox', 'TEST')).toBe(true);
    expect(isProviderEnabled(settings, 'square', 'PROD')).toBe(false);
    expect(isProviderEnabled(settings, 'paysafe', 'TEST')).toBe(false);
  });

  it('keeps its shipping settings on the server and delivers LOCAL in Liverpool only', async () => {
    const settings = await shop.shop.db.selectFrom('store_settings').select('name').where('store_id', '=', 'backroom').execute();
    expect(settings.map((row) => row.name).sort()).toEqual(['payments', 'shipping']);
    const options = async (city: string, postal: string) => {
      const response = await shop.app.inject({ method: 'POST', url: '/backroom/api/v1/shipping', payload: { city, province: 'NS', postal, value: 2_000 } });
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ code: string }>>().map((option) => option.code);
    };
    expect(await options('Liverpool', 'B0T 1K0')).toContain('LOCAL');
    expect(await options('Bridgewater', 'B4V 2W9')).not.toContain('LOCAL');
  });

  it('finds FoxFarm by a prefix and nutrients despite a typo', async () => {
    expect((await get<Item[]>('/items/search/fox')).every((item) => /fox/i.test(`${item.name} ${item.brand} ${item.description}`))).toBe(true);
    expect((await get<Item[]>('/items/search/fox')).length).toBeGreaterThan(2);
    expect((await get<Item[]>('/items/search/nutrent')).length).toBeGreaterThan(0);
  });

  it('is created once: seeding again changes nothing', async () => {
    expect(await seedStore(shop.shop, buildDemoCatalogue())).toEqual({ created: false, categories: 0, items: 0 });
  });
});
