import type { Item } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { seedStore } from './seed-store.js';

describe.each(DIALECTS)('seeding a store on %s', (dialect) => {

  const shop = shopUnderTest(dialect);

  it('makes the store once when two servers start on a new database at the same moment', async () => {
    // As two servers starting together on a new database: neither finds the store at first.
    const results = await Promise.all([seedStore(shop.shop, fixtureCatalogue('twins')), seedStore(shop.shop, fixtureCatalogue('twins'))]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);

    const response = await shop.app.inject({ url: '/twins/api/v1/items?limit=1000' });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<Item[]>();
    expect(items.length).toBe(new Set(items.map((item) => item.id)).size);
    expect(items.length).toBeGreaterThan(0);
    expect(await seedStore(shop.shop, fixtureCatalogue('twins'))).toMatchObject({ created: false });
  });
});
