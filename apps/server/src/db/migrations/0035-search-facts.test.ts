import type { Item } from '@backroom/core/catalog';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { databaseAtMigration, type MigrationTestDatabase } from '../../testing/migration-test-database.js';
import { DIALECTS } from '../../testing/test-shop.js';

const AT = '2026-01-02T12:00:00.000Z';

const itemRow = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  store_id: 'old',
  id,
  name,
  sort_name: name.toLowerCase(),
  description: '',
  brand: 'FoxFarm',
  sku: id.toUpperCase(),
  price: 1000,
  sale_price: null,
  hidden: 0,
  stock: 100,
  sold_out: 0,
  created_at: AT,
  updated_at: AT,
  ...extra,
});

const entry = (itemId: string, name: string) => ({ store_id: 'old', item_id: itemId, name, brand: 'FoxFarm', codes: itemId.toUpperCase(), description: '' });

describe.each(DIALECTS)('migration 0035 on %s', (dialect) => {
  let database: MigrationTestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it("keeps each item's search facts beside its entry, and a search finds what it found before", async () => {
    database = await databaseAtMigration(dialect, '0034-order-lines-by-item');
    const { before } = database;
    await before.insertInto('stores').values({ id: 'old', name: 'Old', created_at: AT }).execute();
    await before
      .insertInto('items')
      .values([
        itemRow('big-bloom', 'Big Bloom', { sold_out: 1, stock: 0 }),
        itemRow('tiger-bloom', 'Tiger Bloom', { sale_price: 800 }),
        itemRow('secret-bloom', 'Secret Bloom', { hidden: 1 }),
        itemRow('no-entry', 'No Entry'),
      ])
      .execute();
    await before.insertInto('item_search').values([entry('big-bloom', 'Big Bloom'), entry('tiger-bloom', 'Tiger Bloom'), entry('secret-bloom', 'Secret Bloom')]).execute();
    if (dialect === 'sqlite') {
      // An entry of no item, as no search writes but a database may hold: it must not keep a number a new item is given.
      await before.insertInto('item_search').values(entry('gone', 'Gone Bloom')).execute();
    }

    await database.migrateToLatest();

    const { db } = database.shop;
    const facts = await db.selectFrom('item_search_facts').select(['id', 'hidden', 'sold_out', 'price', 'sale_price', 'sort_name']).orderBy('id').execute();
    expect(facts).toEqual([
      { id: 'big-bloom', hidden: 0, sold_out: 1, price: 1000, sale_price: null, sort_name: 'big bloom' },
      { id: 'no-entry', hidden: 0, sold_out: 0, price: 1000, sale_price: null, sort_name: 'no entry' },
      { id: 'secret-bloom', hidden: 1, sold_out: 0, price: 1000, sale_price: null, sort_name: 'secret bloom' },
      { id: 'tiger-bloom', hidden: 0, sold_out: 0, price: 1000, sale_price: 800, sort_name: 'tiger bloom' },
    ]);
    if (dialect === 'sqlite') {
      const { rows: entries } = await sql<{ rowid: number; item_id: string }>`select rowid, item_id from item_search order by rowid`.execute(db);
      const numbers = await db.selectFrom('item_search_facts').select(['entry', 'id']).execute();
      expect(entries.map(({ item_id }) => item_id)).toEqual(['big-bloom', 'tiger-bloom', 'secret-bloom']);
      for (const { rowid, item_id } of entries) expect(numbers.find(({ id }) => id === item_id)?.entry).toBe(rowid);
    }

    const app = await buildApp({ shop: database.shop, webRoot: null, reconcilePaymentsEverySeconds: null });
    try {
      const search = async (path: string) => (await app.inject({ url: `/old/api/v1/items/search/${path}` })).json<Item[]>().map((item) => item.id);
      // In stock first; the hidden item and the stray entry are not found.
      expect(await search('bloom')).toEqual(['tiger-bloom', 'big-bloom']);
      expect(await search('bloom?inStock=true')).toEqual(['tiger-bloom']);
      expect(await search('bloom/price/800')).toEqual(['tiger-bloom']);
    } finally {
      await app.close();
    }
  });
});
