import type { Sale } from '../sales/sale-contract.js';

/** A sale as staff see it for tests: Big Bloom at $14.99 from Nov 20 to Dec 1, 2026 (Halifax); override what the test is about. */
export function makeSale(overrides: Partial<Sale> & Pick<Sale, 'id' | 'status'>): Sale {
  return {
    name: '',
    scope: 'item',
    itemId: 'big-bloom',
    categoryId: null,
    brand: null,
    salePrice: 1499,
    percent: null,
    startsAt: '2026-11-20T04:00:00.000Z',
    endsAt: '2026-12-01T04:00:00.000Z',
    startsAtLocal: '2026-11-20T00:00',
    endsAtLocal: '2026-12-01T00:00',
    createdAt: '2026-11-19T00:00:00.000Z',
    updatedAt: '2026-11-19T00:00:00.000Z',
    ...overrides,
  };
}
