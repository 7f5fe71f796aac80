import { describe, expect, it } from 'vitest';
import { findCatalogVersion } from './store.repository.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { CatalogVersions } from './catalog-versions.js';

describe.each(DIALECTS)('catalogue versions on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue('versions')] });

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
