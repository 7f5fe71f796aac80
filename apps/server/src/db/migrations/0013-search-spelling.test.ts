import type { Item } from '@backroom/core/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { databaseAtMigration, type MigrationTestDatabase } from '../../testing/migration-test-database.js';
import { DIALECTS } from '../../testing/test-shop.js';

const AT = '2026-01-02T12:00:00.000Z';

const itemRow = (id: string, name: string, description: string) => ({
  store_id: 'old',
  id,
  name,
  sort_name: name.toLowerCase(),
  description,
  brand: 'FoxFarm',
  sku: id.toUpperCase(),
  created_at: AT,
  updated_at: AT,
});

describe.each(DIALECTS)('migration 0013 on %s', (dialect) => {
  let database: MigrationTestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it("names entries as shoppers see items and learns each store's spelling words from them", async () => {
    database = await databaseAtMigration(dialect, '0011-order-submission-limits');
    const { before } = database;
    await before.insertInto('stores').values({ id: 'old', name: 'Old', created_at: AT }).execute();
    await before
      .insertInto('items')
      .values([
        itemRow('cha-ching', 'FoxFarm>Dry Nutrients>Cha Ching', 'Water-soluble bloom booster.'),
        itemRow('big-bloom', 'Big Bloom', 'Gentle organic bloom nutrient.'),
      ])
      .execute();
    // Entries as the search before this migration wrote them: every '>' segment in the name.
    await before
      .insertInto('item_search')
      .values([
        { store_id: 'old', item_id: 'cha-ching', name: 'FoxFarm Dry Nutrients Cha Ching', brand: 'FoxFarm', codes: 'CHA-CHING', description: 'Water-soluble bloom booster.' },
        { store_id: 'old', item_id: 'big-bloom', name: 'Big Bloom 1 L 4 L', brand: 'FoxFarm', codes: 'BIG-BLOOM', description: 'Gentle organic bloom nutrient.' },
      ])
      .execute();

    await database.migrateToLatest();

    const { db } = database.shop;
    const entries = await db.selectFrom('item_search').select(['item_id', 'name', 'description']).orderBy('item_id').execute();
    expect(entries).toEqual([
      { item_id: 'big-bloom', name: 'Big Bloom 1 L 4 L', description: 'Gentle organic bloom nutrient.' },
      { item_id: 'cha-ching', name: 'Cha Ching', description: 'FoxFarm Dry Nutrients Water-soluble bloom booster.' },
    ]);
    const words = await db
      .withTables<{ item_search_words: { store_id: string; word: string } }>()
      .selectFrom('item_search_words')
      .select('word')
      .where('store_id', '=', 'old')
      .orderBy('word')
      .execute();
    expect(words.map(({ word }) => word)).toEqual(['bloom', 'booster', 'ching', 'foxfarm', 'gentle', 'nutrient', 'nutrients', 'organic', 'soluble', 'water']);

    // The search reads the entries as they are now, a misspelt word too; a word only in a
    // segment before the name is found among descriptions.
    const app = await buildApp({ shop: database.shop, webRoot: null, reconcilePaymentsEverySeconds: null });
    try {
      const search = async (text: string) =>
        (await app.inject({ url: `/old/api/v1/items/search/${text}` })).json<Item[]>().map((item) => item.id);
      expect((await search('nutrient')).sort()).toEqual(['big-bloom', 'cha-ching']);
      expect(await search('bloon')).toEqual(['big-bloom', 'cha-ching']);
      expect(await search('ching')).toEqual(['cha-ching']);
    } finally {
      await app.close();
    }
  });
});
