import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/database.js';
import type { SeedCatalogue } from '../seed/catalogue-source.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from './fixture-catalogue.js';
import { createStaffSession } from './order-fixtures.js';
import { staffClient } from './staff-client.js';
import { createTestShop, type TestShop } from './test-shop.js';

type TestShopOptions = NonNullable<Parameters<typeof createTestShop>[1]>;

export interface ShopUnderTestOptions {
  /** The app's options, or a function giving them once the shop opens (after a fake server has started). */
  app?: TestShopOptions | (() => TestShopOptions | Promise<TestShopOptions>);
  /** Catalogues seeded before the tests run. */
  seed?: SeedCatalogue[];
  /** What the stores `newStore` makes are called: `stores1`, `stores2`, … */
  stores?: string;
}

/** A test shop that the tests of one describe block share; read its fields in tests and hooks only. */
export interface ShopUnderTest extends TestShop {
  /** A staff member's and a viewer's bearer tokens, for sessions that outlive any clock a test sets. */
  readonly staff: string;
  readonly viewer: string;
  /** The teststore's API, called as staff or as nobody. */
  readonly api: ReturnType<typeof staffClient>;
  /** A store of a test's own, so that stock and codes start afresh: the fixture catalogue, `catalogue` over it. */
  newStore(catalogue?: Partial<SeedCatalogue>): Promise<string>;
}

/**
 * Opens a test shop before the tests of the describe block this is called in, with a staff and a
 * viewer session and the catalogues of `seed`, and closes it after them.
 */
export function shopUnderTest(dialect: DialectName, { app = {}, seed = [], stores = 'store' }: ShopUnderTestOptions = {}): ShopUnderTest {
  let opened: { test: TestShop; staff: string; viewer: string; api: ReturnType<typeof staffClient> } | undefined;
  let storeCount = 0;
  const current = () => {
    if (!opened) throw new Error('the shop under test opens in beforeAll: read it in a test or a hook');
    return opened;
  };

  beforeAll(async () => {
    const test = await createTestShop(dialect, typeof app === 'function' ? await app() : app);
    for (const catalogue of seed) await seedStore(test.shop, catalogue);
    const staff = await createStaffSession(test.shop.db, 'staff');
    const viewer = await createStaffSession(test.shop.db, 'viewer');
    opened = { test, staff, viewer, api: staffClient(test.app) };
  });
  afterAll(async () => opened?.test.close());

  return {
    get shop() {
      return current().test.shop;
    },
    get app() {
      return current().test.app;
    },
    get dataDir() {
      return current().test.dataDir;
    },
    close: () => current().test.close(),
    get staff() {
      return current().staff;
    },
    get viewer() {
      return current().viewer;
    },
    get api() {
      return current().api;
    },
    async newStore(catalogue = {}) {
      storeCount += 1;
      const id = `${stores}${storeCount}`;
      await seedStore(current().test.shop, { ...fixtureCatalogue(id), ...catalogue });
      return id;
    },
  };
}
