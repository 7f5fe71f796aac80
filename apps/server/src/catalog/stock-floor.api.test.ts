import { randomUUID } from 'node:crypto';
import type { Item, StaffItem } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { cartOf } from '../testing/order-fixtures.js';
import { errorCode } from '../testing/staff-client.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

describe.each(DIALECTS)('the stock floor on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'floor' });

  const call = (store: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST', path: string, options: { body?: object; headers?: Record<string, string>; token?: string } = {}) =>
    shop.app.inject({
      method,
      url: `/${store}/api/v1${path}`,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.body ? { payload: options.body } : {}),
    });
  async function staffItem(store: string, itemId: string): Promise<StaffItem> {
    const response = await call(store, 'GET', `/items/${itemId}?showHidden=true`, { token: shop.staff });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffItem>();
  }
  async function shopper<T>(store: string, path: string): Promise<T> {
    const response = await call(store, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  let shoppers = 0;
  /** An order from a shopper of their own (their own address and e-mail), holding the units. */
  async function order(store: string, lines: Record<string, number>) {
    shoppers += 1;
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: `10.9.${Math.floor(shoppers / 250)}.${shoppers % 250}`,
      payload: { cart: cartOf(lines, { shippingMethod: 'PICKUP', customerAddress: { ...cartOf({}).customerAddress, email: `floor${shoppers}@example.ca` } }) },
    });
    return response;
  }
  async function setInventory(store: string, itemId: string, inventory: Record<string, { count: number }>, confirm?: boolean) {
    const item = await staffItem(store, itemId);
    return call(store, 'PATCH', `/items/${itemId}/inventory${confirm === undefined ? '' : `?confirmBelowHeld=${confirm}`}`, {
      token: shop.staff,
      body: { inventory },
      headers: { 'if-match': `"${item.updatedAt}"` },
    });
  }

  it('shows staff the units orders hold, and the stock left to sell', async () => {
    const store = await shop.newStore();
    expect((await order(store, { 'big-bloom': 3 })).statusCode).toBe(201);
    expect(await staffItem(store, 'big-bloom')).toMatchObject({ inventory: { store: { count: 3 }, warehouse: { count: 2 } }, heldStock: 3, stock: 2 });
  });

  it('refuses an inventory below the units orders hold without a word from staff (409), changing nothing', async () => {
    const store = await shop.newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    expect((await order(store, { 'big-bloom': 4 })).statusCode).toBe(201);
    const before = await staffItem(store, 'big-bloom');
    const trailBefore = await auditTrail(shop.shop.db, store, 'item', 'big-bloom');

    for (const confirm of [undefined, false]) {
      const refused = await setInventory(store, 'big-bloom', { store: { count: 1 }, warehouse: { count: 0 } }, confirm);
      expect(refused.statusCode, refused.body).toBe(409);
      const { error } = refused.json<ErrorReply>();
      expect(error.code).toBe('STOCK_BELOW_HELD');
      expect(error.message).toBe(
        "Orders hold 4 of 'Big Bloom' that have not left the shelf; an inventory of 1 leaves -3 to sell. " +
          'Confirm to set it anyway (confirmBelowHeld=true): shoppers will see it sold out.',
      );
      expect(error.details).toEqual([{ path: 'inventory', message: '4 held by orders, 1 in the inventory, -3 left to sell' }]);
    }
    expect(await staffItem(store, 'big-bloom')).toEqual(before);
    expect(await auditTrail(shop.shop.db, store, 'item', 'big-bloom')).toHaveLength(trailBefore.length);
    expect((await shopper<Item>(store, '/items/big-bloom')).stock).toBe(1);

    // Down to exactly what the orders hold is no shortfall.
    const exact = await setInventory(store, 'big-bloom', { store: { count: 4 }, warehouse: { count: 0 } });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json<StaffItem>()).toMatchObject({ stock: 0, heldStock: 4 });
  });

  it('sets it below when staff say so; shoppers then see the item sold out, never a stock below zero', async () => {
    const store = await shop.newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    expect((await order(store, { 'big-bloom': 4, 'fabric-pot-1': 4 })).statusCode).toBe(201);

    const bigBloom = await setInventory(store, 'big-bloom', { store: { count: 1 }, warehouse: { count: -2 } }, true);
    expect(bigBloom.statusCode, bigBloom.body).toBe(200);
    expect(bigBloom.json<StaffItem>()).toMatchObject({ stock: -5, heldStock: 4, inventory: { store: { count: 1 }, warehouse: { count: -2 } } });
    const [audit] = await auditTrail(shop.shop.db, store, 'item', 'big-bloom');
    expect(audit).toMatchObject({ action: 'update' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ stock: -5, heldStock: 4 });

    // A variant oversold: its group adds nothing for it, and another variant's stock still shows.
    expect((await setInventory(store, 'fabric-pot-1', { store: { count: 1 } }, true)).statusCode).toBe(200);
    expect((await setInventory(store, 'fabric-pot-5', { store: { count: 7 } })).statusCode).toBe(200);

    const item = await shopper<Item>(store, '/items/big-bloom');
    expect(item.stock).toBe(0);
    expect(item.inventory).toEqual({ store: { count: 1 }, warehouse: { count: 0 } });
    const listed = (items: Item[], id: string) => items.find((entry) => entry.id === id);
    const category = await shopper<Item[]>(store, '/items/category/bloom');
    expect(listed(category, 'big-bloom')?.stock).toBe(0);
    // Sold out sorts after the items in stock.
    expect(category.map((entry) => entry.id).indexOf('big-bloom')).toBeGreaterThan(category.map((entry) => entry.id).indexOf('zeta-bloom'));
    expect(listed(await shopper<Item[]>(store, '/items'), 'big-bloom')?.stock).toBe(0);
    expect(listed(await shopper<Item[]>(store, '/items/search/big%20bloom'), 'big-bloom')?.stock).toBe(0);
    const batch = await call(store, 'POST', '/items/batch', { body: { ids: ['big-bloom', 'fabric-pot-1'] } });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<Item[]>().map((entry) => entry.stock)).toEqual([0, 0]);

    const variants = await shopper<Item[]>(store, '/items/fabric-pot/variants');
    expect(variants.map((variant) => [variant.id, variant.stock])).toEqual([
      ['fabric-pot-1', 0],
      ['fabric-pot-5', 7],
    ]);
    expect((await shopper<Item>(store, '/items/fabric-pot')).group.variantSummary).toMatchObject({ stock: 7 });
    expect((await staffItem(store, 'fabric-pot-1')).stock).toBe(-3);

    // Nothing more can be ordered of it.
    const more = await order(store, { 'big-bloom': 1 });
    expect(more.statusCode, more.body).toBe(409);
    expect(errorCode(more)).toBe('OUT_OF_STOCK');
  });

  it('holds the floor for a whole item saved at once, and lets an oversold item be edited without touching its inventory', async () => {
    const store = await shop.newStore();
    expect((await order(store, { 'big-bloom': 2 })).statusCode).toBe(201);
    const save = async (item: StaffItem, changes: Partial<StaffItem>, confirm = false) =>
      call(store, 'PUT', `/items${confirm ? '?confirmBelowHeld=true' : ''}`, {
        token: shop.staff,
        body: { item: JSON.stringify({ ...item, ...changes, stock: undefined, heldStock: undefined }) },
      });

    const before = await staffItem(store, 'big-bloom');
    const refused = await save(before, { inventory: { store: { count: 1 } } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorCode(refused)).toBe('STOCK_BELOW_HELD');
    expect(await staffItem(store, 'big-bloom')).toEqual(before);

    const confirmed = await save(before, { inventory: { store: { count: 1 } } }, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const oversold = confirmed.json<StaffItem>();
    expect(oversold).toMatchObject({ stock: -1, heldStock: 2 });

    // A new price on the oversold item changes no inventory: no question asked.
    const renamed = await save(oversold, { price: 2100 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<StaffItem>()).toMatchObject({ price: 2100, stock: -1 });
    const patched = await call(store, 'PATCH', '/items/big-bloom/price', { token: shop.staff, body: { price: 2200 }, headers: { 'if-match': `"${renamed.json<StaffItem>().updatedAt}"` } });
    expect(patched.statusCode, patched.body).toBe(200);

    // A new item counted below zero is below the floor too.
    const created = await call(store, 'PUT', '/items', {
      token: shop.staff,
      body: { item: JSON.stringify({ ...before, id: 'new-bloom', updatedAt: null, inventory: { store: { count: -1 } }, stock: undefined, heldStock: undefined }) },
    });
    expect(created.statusCode, created.body).toBe(409);
    expect(errorCode(created)).toBe('STOCK_BELOW_HELD');
    expect((await call(store, 'GET', '/items/new-bloom?showHidden=true', { token: shop.staff })).statusCode).toBe(404);
  });

  it('never lets an inventory edit racing orders leave stock below zero unasked', async () => {
    const store = await shop.newStore();
    // big-bloom: 5 on the shelf, none held. Staff count 2 while four shoppers each order one.
    const [edit, ...orders] = await Promise.all([
      setInventory(store, 'big-bloom', { store: { count: 2 }, warehouse: { count: 0 } }),
      ...Array.from({ length: 4 }, () => order(store, { 'big-bloom': 1 })),
    ]);
    const placed = orders.filter((response) => response.statusCode === 201).length;
    expect(orders.every((response) => response.statusCode === 201 || (response.statusCode === 409 && errorCode(response) === 'OUT_OF_STOCK'))).toBe(true);
    expect([200, 409]).toContain(edit!.statusCode);
    const item = await staffItem(store, 'big-bloom');
    expect(item.heldStock).toBe(placed);
    expect(item.stock).toBeGreaterThanOrEqual(0);
    const onShelf = Object.values(item.inventory).reduce((sum, location) => sum + location.count, 0);
    expect(item.stock + item.heldStock).toBe(onShelf);
    if (edit!.statusCode === 200) expect(onShelf).toBe(2);
    else expect(errorCode(edit!)).toBe('STOCK_BELOW_HELD');
  });
});
