import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { findCatalogVersion } from './store.repository.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { CatalogVersions } from './catalog-versions.js';

describe.each(DIALECTS)('catalogue versions on %s', (dialect) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue('versions'));
  });
  afterAll(async () => shop?.close());

  it('raise once for many changes at once, and again for changes made while a raise runs', async () => {
    const versions = new CatalogVersions(shop.shop.db);
    const start = (await versions.current('versions'))!;
    await Promise.all(Array.from({ length: 20 }, () => versions.changed('versions')));
    // The first raise starts at once; the other 19 share the one queued behind it.
    expect(await findCatalogVersion(shop.shop.db, 'versions')).toBe(start + 2);
    expect(await versions.current('versions')).toBe(start + 2);
    await versions.changed('versions');
    expect(await findCatalogVersion(shop.shop.db, 'versions')).toBe(start + 3);
  });
});
