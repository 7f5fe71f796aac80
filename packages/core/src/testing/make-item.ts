import type { Item } from '../catalog.js';

/** A complete shopper item for tests; override what the test is about. */
export function makeItem(overrides: Partial<Item> & Pick<Item, 'id'>): Item {
  return {
    name: 'Big Bloom',
    description: 'Organic liquid plant food.',
    brand: 'FoxFarm',
    sku: 'FF-BB',
    codes: { upc: 'FF-BB', sku: 'FF-BB' },
    vendor: null,
    externalId: null,
    supplierUrls: [],
    homeUrls: [],
    imageId: null,
    categoryId: 'bloom',
    price: 1899,
    regularPrice: null,
    saleEndsAt: null,
    inventory: {},
    stock: 100,
    group: { enabled: false, parentId: null, variantName: null, variantSummary: null },
    hidden: false,
    discontinued: false,
    special: false,
    florist: false,
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}
