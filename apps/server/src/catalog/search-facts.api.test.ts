import type { Item, StaffItem } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

const HOUR = 3_600_000;

/**
 * A search's ranking and filters read what they need of an item beside its search entry
 * (item_search_facts, migration 0035, decision 081), not from the item: every change a shopper
 * could notice there must reach it at once. Each answer below is the server's, over HTTP, with
 * nothing kept between the change and the search that would hide a stale index.
 */
describe.each(DIALECTS)('search index follows the catalogue on %s', (dialect) => {
  let now = new Date('2026-05-01T12:00:00.000Z');
  const shop = shopUnderTest(dialect, { app: { clock: () => now }, stores: 'facts' });

  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  async function call(store: string, method: 'GET' | 'PATCH' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    return shop.app.inject({
      method,
      url: `/${store}/api/v1${path}`,
      headers: { ...headers, ...(method === 'GET' ? {} : { authorization: `Bearer ${shop.staff}` }) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }
  async function found(store: string, path: string): Promise<string[]> {
    const response = await call(store, 'GET', `/items/search/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Item[]>().map((item) => item.id);
  }
  async function edit(store: string, itemId: string, field: string, value: unknown) {
    const current = await call(store, 'GET', `/items/${itemId}?showHidden=true`, undefined, { authorization: `Bearer ${shop.staff}` });
    expect(current.statusCode, current.body).toBe(200);
    const response = await call(store, 'PATCH', `/items/${itemId}/${field}`, { [field]: value }, { 'if-match': `"${current.json<StaffItem>().updatedAt}"` });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("follows an item's stock: sold out, it leaves the in-stock search and its count; restocked, it is back", async () => {
    const store = await shop.newStore();
    expect(await found(store, 'bloom?inStock=true')).toContain('big-bloom');

    await edit(store, 'big-bloom', 'inventory', { store: { count: 0 }, warehouse: { count: 0 } });
    expect(await found(store, 'bloom?inStock=true')).not.toContain('big-bloom');
    const facets = await call(store, 'GET', '/items/search/bloom/facets?inStock=true');
    expect(facets.json<{ total: number }>().total).toBe((await found(store, 'bloom?inStock=true')).length);

    await edit(store, 'big-bloom', 'inventory', { store: { count: 4 } });
    expect(await found(store, 'bloom?inStock=true')).toContain('big-bloom');
  });

  it("follows a group's variants: the head is in stock while one visible variant is", async () => {
    const store = await shop.newStore();
    expect(await found(store, 'fabric?inStock=true')).toEqual(['fabric-pot']);
    // The 1 gal was the only visible variant in stock (the 5 gal has none, the 10 gal is hidden).
    await edit(store, 'fabric-pot-1', 'inventory', { store: { count: 0 } });
    expect(await found(store, 'fabric?inStock=true')).toEqual([]);
    expect(await found(store, 'fabric')).toEqual(['fabric-pot']);
    await edit(store, 'fabric-pot-5', 'inventory', { store: { count: 2 } });
    expect(await found(store, 'fabric?inStock=true')).toEqual(['fabric-pot']);
  });

  it("follows an item's price and visibility", async () => {
    const store = await shop.newStore();
    expect(await found(store, 'ocean%20forest/price/2999')).toEqual(['ocean-forest']);
    expect(await found(store, 'ocean%20forest?maxPrice=2500')).toEqual([]);

    await edit(store, 'ocean-forest', 'price', 2499);
    expect(await found(store, 'ocean%20forest/price/2999')).toEqual([]);
    expect(await found(store, 'ocean%20forest/price/2499')).toEqual(['ocean-forest']);
    expect(await found(store, 'ocean%20forest?maxPrice=2500')).toEqual(['ocean-forest']);

    await edit(store, 'ocean-forest', 'hidden', true);
    expect(await found(store, 'ocean%20forest')).toEqual([]);
    expect(await found(store, 'ocean%20forest?maxPrice=2500')).toEqual([]);
    await edit(store, 'ocean-forest', 'hidden', false);
    expect(await found(store, 'ocean%20forest')).toEqual(['ocean-forest']);
  });

  it('follows a sale: its price is searched and filtered on from the moment it starts until the moment it ends', async () => {
    const store = await shop.newStore();
    const startsAt = new Date(now.getTime() + HOUR);
    const endsAt = new Date(now.getTime() + 2 * HOUR);
    const sale = await call(store, 'POST', '/sales', { scope: 'item', itemId: 'ocean-forest', salePrice: 1999, startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(sale.statusCode, sale.body).toBe(201);
    // A brand's sale on a group's variants: the head's range follows them.
    const pouch = await call(store, 'POST', '/sales', { scope: 'brand', brand: 'root pouch', percent: 50, startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(pouch.statusCode, pouch.body).toBe(201);
    const before = now;
    try {
      const onSale = async () => [
        await found(store, 'ocean%20forest/price/1999'),
        await found(store, 'ocean%20forest?maxPrice=2000'),
        await found(store, 'fabric?maxPrice=300'),
        await found(store, 'fabric/price/400'),
      ];
      const off = [[], [], [], []];
      const on = [['ocean-forest'], ['ocean-forest'], ['fabric-pot'], ['fabric-pot']];
      expect(await onSale()).toEqual(off);
      now = new Date(startsAt.getTime() - 1);
      expect(await onSale()).toEqual(off);
      now = startsAt;
      expect(await onSale()).toEqual(on);
      expect(await found(store, 'ocean%20forest/price/2999')).toEqual([]);
      now = new Date(endsAt.getTime() - 1);
      expect(await onSale()).toEqual(on);
      now = endsAt;
      expect(await onSale()).toEqual(off);
      expect(await found(store, 'ocean%20forest/price/2999')).toEqual(['ocean-forest']);
    } finally {
      now = before;
    }
  });
});
