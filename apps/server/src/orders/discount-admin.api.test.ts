import type { StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { seedStore } from '../seed/seed-store.js';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

describe.each(DIALECTS)('staff keep discount codes on %s', (dialect) => {
  let shop: TestShop;
  let staff: string;
  let viewer: string;
  const base = '/codes/api/v1';

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue('codes'));
    staff = (await signedInAccount(shop.app, shop.shop.db, 'staff')).token;
    viewer = (await signedInAccount(shop.app, shop.shop.db, 'viewer')).token;
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    shop.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const shopperSees = (code: string) => shop.app.inject({ method: 'GET', url: `${base}/order/discount/${code}` });

  it('creates a code that shoppers can use at once, changes it, and deletes it, each change audited', async () => {
    const created = await call('PUT', '/discounts/spring15', staff, { discountPercent: 15, usageLimit: 50 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<StaffDiscountCode>()).toMatchObject({ code: 'SPRING15', discountPercent: 15, discountAmount: null, usageLimit: 50, usedCount: 0 });
    expect((await shopperSees('spring15')).json()).toEqual({ code: 'SPRING15', discountPercent: 15 });

    const changed = await call('PUT', '/discounts/SPRING15', staff, { discountAmount: 500, minSubtotal: 2_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffDiscountCode>()).toMatchObject({ discountAmount: 500, discountPercent: null, minSubtotal: 2_000, usageLimit: null });

    const listed = await call('GET', '/discounts', viewer);
    expect(listed.json<StaffDiscountCode[]>().map((code) => code.code)).toContain('SPRING15');

    expect((await call('DELETE', '/discounts/spring15', staff)).statusCode).toBe(204);
    expect((await shopperSees('SPRING15')).statusCode).toBe(404);
    expect((await call('DELETE', '/discounts/spring15', staff)).statusCode).toBe(404);

    const trail = await auditTrail(shop.shop.db, 'codes', 'discount', 'SPRING15');
    expect(trail.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
    expect(trail.every((row) => row.actor.startsWith('staff:'))).toBe(true);
  });

  it('refuses a code that gives both or neither, an end before its start, and a bad code, changing nothing', async () => {
    for (const body of [{ discountAmount: 100, discountPercent: 10 }, {}, { discountPercent: 101 }, { discountPercent: 10, extra: true }]) {
      const response = await call('PUT', '/discounts/BAD', staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const backwards = await call('PUT', '/discounts/BAD', staff, { discountPercent: 10, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect((await call('PUT', '/discounts/no%20spaces', staff, { discountPercent: 10 })).statusCode).toBe(400);
    expect((await call('GET', '/discounts', viewer)).json<StaffDiscountCode[]>().some((code) => code.code === 'BAD')).toBe(false);
  });

  it('lets a viewer read the codes but not change them', async () => {
    expect((await call('PUT', '/discounts/VIEWER', viewer, { discountPercent: 5 })).statusCode).toBe(403);
    expect((await shopperSees('VIEWER')).statusCode).toBe(404);
  });
});
