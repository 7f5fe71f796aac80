import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openServerSqlite, type SqliteConnection } from './database-target.js';
import { closestCategory, leafCategories, type CategoryEntry } from './page-render-pages.js';
import { describeOutcome, makeThirtyItemCategory, THIRTY_ITEM_CATEGORY } from './thirty-item-category.js';

const STORE = 'backroom';
const NOW = new Date('2025-01-02T03:04:05.000Z');
const SEEDED_AT = '2024-12-01T00:00:00.000Z';

// The columns of apps/server/src/db/migrations/0001-catalog.ts the category is made from.
const SCHEMA = `
  create table stores (id text primary key, catalog_version integer not null default 1);
  create table categories (
    store_id text not null, id text not null, name text not null, short_name text not null,
    parent_id text not null, position integer not null default 0, image_id text,
    created_at text not null, updated_at text not null, primary key (store_id, id));
  create table items (
    store_id text not null, id text not null, category_id text, group_parent_id text,
    hidden integer not null default 0, updated_at text not null, primary key (store_id, id));
`;

let database: SqliteConnection;

function exec(source: string) {
  for (const statement of source.split(';').filter((part) => part.trim() !== '')) database.prepare(statement).run();
}

function addCategory(id: string, parentId: string, position: number) {
  database
    .prepare('insert into categories values (?, ?, ?, ?, ?, ?, null, ?, ?)')
    .run(STORE, id, id, id, parentId, position, SEEDED_AT, SEEDED_AT);
}

/** `count` plain items in a category; every fifth hidden, and the second a group head with two variants. */
function addItems(categoryId: string, count: number) {
  const insert = database.prepare('insert into items values (?, ?, ?, ?, ?, ?)');
  for (let index = 0; index < count; index++) {
    const id = `${categoryId}-${index}`;
    insert.run(STORE, id, categoryId, null, index % 5 === 4 ? 1 : 0, SEEDED_AT);
    if (index === 1) for (const variant of ['v1', 'v2']) insert.run(STORE, `${id}-${variant}`, categoryId, id, 0, SEEDED_AT);
  }
}

function listed(categoryId: string): string[] {
  return database
    .prepare('select id from items where store_id = ? and category_id = ? and group_parent_id is null and hidden = 0 order by rowid')
    .all(STORE, categoryId)
    .map((row) => (row as { id: string }).id);
}

function catalogVersion(): number {
  return (database.prepare('select catalog_version from stores where id = ?').get(STORE) as { catalog_version: number }).catalog_version;
}

beforeEach(() => {
  database = openServerSqlite(':memory:');
  exec(SCHEMA);
  database.prepare('insert into stores (id) values (?)').run(STORE);
  addCategory('top', '1', 0);
  addCategory('mid', 'top', 0);
  addCategory('small', 'mid', 0); // too few to take 30 from
  addCategory('leaf-a', 'mid', 1);
  addCategory('leaf-b', 'mid', 2);
  addItems('small', 20);
  addItems('leaf-a', 100);
  addItems('leaf-b', 100);
});

afterEach(() => database.close());

describe('the 30-item category', () => {
  it('takes 30 listed items of the first generated leaf that has them, into a new last child of its parent', () => {
    const before = listed('leaf-a');
    const outcome = makeThirtyItemCategory(database, STORE, NOW);
    expect(outcome).toEqual({ made: true, parentId: 'mid', sourceId: 'leaf-a', moved: 30, variantsMoved: 2 });
    expect(listed(THIRTY_ITEM_CATEGORY.id)).toEqual(before.slice(0, 30));
    expect(listed('leaf-a')).toEqual(before.slice(30));
    expect(database.prepare('select * from categories where store_id = ? and id = ?').get(STORE, THIRTY_ITEM_CATEGORY.id)).toEqual({
      store_id: STORE,
      id: 'bench-thirty',
      name: 'Thirty Items',
      short_name: 'Thirty',
      parent_id: 'mid',
      position: 3,
      image_id: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
  });

  it('moves a group head with its variants, and leaves hidden items where they were', () => {
    makeThirtyItemCategory(database, STORE, NOW);
    const categoryOf = (id: string) => {
      const row = database.prepare('select category_id from items where store_id = ? and id = ?').get(STORE, id);
      return (row as { category_id: string }).category_id;
    };
    expect(['leaf-a-1', 'leaf-a-1-v1', 'leaf-a-1-v2'].map(categoryOf)).toEqual(Array(3).fill('bench-thirty'));
    expect(categoryOf('leaf-a-4')).toBe('leaf-a');
    const moved = database.prepare('select count(*) as count from items where category_id = ? and updated_at = ?');
    expect(moved.get('bench-thirty', NOW.toISOString())).toEqual({ count: 32 });
  });

  it('raises the catalogue version once, and does nothing on a second run', () => {
    makeThirtyItemCategory(database, STORE, NOW);
    expect(catalogVersion()).toBe(2);
    expect(makeThirtyItemCategory(database, STORE, new Date())).toEqual({ made: false, reason: 'exists' });
    expect(catalogVersion()).toBe(2);
    expect(listed(THIRTY_ITEM_CATEGORY.id)).toHaveLength(30);
  });

  it('is left unmade when no leaf lists 30 items', () => {
    database.prepare('delete from items where category_id <> ?').run('small');
    expect(makeThirtyItemCategory(database, STORE, NOW)).toEqual({ made: false, reason: 'no-source' });
    expect(catalogVersion()).toBe(1);
  });

  it('is the category the page section picks, at the path the storefront gives it', () => {
    makeThirtyItemCategory(database, STORE, NOW);
    // The url as core's categoryUrl gives it in GET /categories.
    const rows = database.prepare('select id, parent_id from categories order by parent_id, position').all() as { id: string; parent_id: string }[];
    const categories = rows.map(
      (row): CategoryEntry => ({
        id: row.id,
        parentId: row.parent_id,
        url: row.parent_id === '1' ? `/category/${row.id}` : `/category/${row.parent_id}/${row.id}`,
      }),
    );
    const counts = leafCategories(categories).map((category) => ({ category, items: listed(category.id).length }));
    const picked = closestCategory(counts, THIRTY_ITEM_CATEGORY.items);
    expect(picked).toEqual({ category: { id: 'bench-thirty', parentId: 'mid', url: '/category/mid/bench-thirty' }, items: 30 });
  });

  it('says what was done', () => {
    expect(describeOutcome({ made: true, parentId: 'mid', sourceId: 'leaf-a', moved: 30, variantsMoved: 2 })).toBe(
      "category 'bench-thirty' made under 'mid': 30 items (and 2 variants) moved from 'leaf-a'",
    );
    expect(describeOutcome({ made: false, reason: 'exists' })).toBe("category 'bench-thirty' exists already");
  });
});
