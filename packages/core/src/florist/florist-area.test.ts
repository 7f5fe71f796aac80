import { describe, expect, it } from 'vitest';
import { isInFloristArea } from './florist-area.js';
import { floristShippingProblems, hasFloristItem } from './florist-order.js';

const liverpool = { city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

describe('florist area and shipping', () => {
  it('takes Queens County communities with a Queens County postal code', () => {
    expect(isInFloristArea(liverpool)).toBe(true);
    expect(isInFloristArea({ city: 'port mouton', province: 'ns', postal: 'b0t1t0' })).toBe(true);
    expect(isInFloristArea({ city: 'Mill Village', province: 'NS', postal: 'B0J 2H0' })).toBe(true);
  });

  it('refuses places outside the county, even with a shared name or postal area', () => {
    expect(isInFloristArea({ city: 'Brooklyn', province: 'NS', postal: 'B0N 1H0' })).toBe(false); // Hants County
    expect(isInFloristArea({ city: 'Lockeport', province: 'NS', postal: 'B0T 1L0' })).toBe(false); // Shelburne County
    expect(isInFloristArea({ city: 'Bridgewater', province: 'NS', postal: 'B4V 1A1' })).toBe(false);
    expect(isInFloristArea({ ...liverpool, province: 'NB' })).toBe(false);
  });

  it('lets a florist cart use PICKUP or LOCAL in the area, with a date', () => {
    const order = { hasFloristItem: true, shippingMethod: 'PICKUP', deliveryAddress: { city: '', province: '', postal: '' }, deliveryDate: '2026-12-01' };
    expect(floristShippingProblems(order)).toEqual([]);
    expect(floristShippingProblems({ ...order, shippingMethod: 'LOCAL', deliveryAddress: liverpool })).toEqual([]);
    expect(floristShippingProblems({ ...order, shippingMethod: 'CP.EP' }).map((p) => p.path)).toEqual(['shippingMethod']);
    expect(floristShippingProblems({ ...order, shippingMethod: 'LOCAL', deliveryAddress: { ...liverpool, city: 'Halifax', postal: 'B3H 1A1' } }).map((p) => p.path)).toEqual([
      'deliveryAddress.city',
    ]);
    expect(floristShippingProblems({ ...order, deliveryDate: null }).map((p) => p.path)).toEqual(['deliveryDate']);
  });

  it('names each florist problem by a stable code', () => {
    const order = { hasFloristItem: true, shippingMethod: 'PICKUP', deliveryAddress: liverpool, deliveryDate: '2026-12-01' };
    expect(floristShippingProblems({ ...order, shippingMethod: 'CP.EP', deliveryDate: null }).map((p) => p.code)).toEqual([
      'florist.methodNotOffered',
      'florist.dateRequired',
    ]);
    const halifax = { ...liverpool, city: 'Halifax', postal: 'B3H 1A1' };
    expect(floristShippingProblems({ ...order, shippingMethod: 'LOCAL', deliveryAddress: halifax }).map((p) => p.code)).toEqual(['florist.outsideArea']);
  });

  it('asks nothing of a cart without florist items', () => {
    expect(floristShippingProblems({ hasFloristItem: false, shippingMethod: 'CP.EP', deliveryAddress: liverpool, deliveryDate: null })).toEqual([]);
    expect(hasFloristItem({ a: { item: { florist: false } }, b: { item: {} } })).toBe(false);
    expect(hasFloristItem({ a: { item: { florist: true } } })).toBe(true);
  });
});
