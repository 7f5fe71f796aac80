import { randomUUID } from 'node:crypto';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { bearer } from '../testing/account-fixtures.js';
import { FakeOidcProvider } from '../testing/fake-oidc-provider.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

describe.each(DIALECTS)('bearer tokens of an OpenID Connect provider on %s', (dialect) => {
  let shop: TestShop;
  const provider = new FakeOidcProvider();

  beforeAll(async () => {
    const issuer = await provider.startProvider();
    // The keys are found through the issuer's discovery document; roles sit in a nested claim.
    shop = await createTestShop(dialect, {
      oidc: { issuer, audience: 'backroom', rolesClaim: 'realm_access.roles', roleMap: { 'shop-admins': 'admin', 'shop-viewers': 'viewer' } },
    });
    await seedStore(shop.shop, fixtureCatalogue('oidc'));
  });
  afterAll(async () => {
    await shop?.close();
    await provider.stop();
  });

  const rolesWith = async (token: string) => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/user/roles', headers: bearer(token) });
    return { status: response.statusCode, roles: response.statusCode === 200 ? response.json<string[]>() : null };
  };
  const staffOrderList = async (token: string) => (await shop.app.inject({ method: 'GET', url: '/api/v1/order', headers: bearer(token) })).statusCode;

  it('maps the configured claim to roles: the highest mapped role wins', async () => {
    const admin = await provider.token({ sub: 'u-1', aud: 'backroom', email: 'ada@example.ca', realm_access: { roles: ['shop-viewers', 'shop-admins', 'other'] } });
    expect(await rolesWith(admin)).toEqual({ status: 200, roles: ['admin', 'staff', 'viewer', 'member'] });
    expect(await staffOrderList(admin)).toBe(200);

    const viewer = await provider.token({ sub: 'u-2', aud: 'backroom', realm_access: { roles: ['shop-viewers'] } });
    expect(await rolesWith(viewer)).toEqual({ status: 200, roles: ['viewer', 'member'] });
    const changeState = await shop.app.inject({ method: 'GET', url: '/oidc/api/v1/order/XXXX-XXXX-XXXX-XXXX/state/PAID', headers: bearer(viewer) });
    expect(changeState.statusCode).toBe(403);
  });

  it('takes a person with no mapped role for a member, whose orders are theirs', async () => {
    const member = await provider.token({ sub: 'shopper-9', aud: 'backroom', realm_access: { roles: ['something-else'] } });
    expect(await rolesWith(member)).toEqual({ status: 200, roles: ['member'] });
    expect(await staffOrderList(member)).toBe(403);

    const placed = await shop.app.inject({
      method: 'POST',
      url: '/oidc/api/v1/order/submit',
      headers: { 'idempotency-key': randomUUID(), ...bearer(member) },
      payload: { cart: cartOf({ 'alpha-bloom': 1 }) },
    });
    const { id } = placed.json<SubmittedOrder>();
    const mine = await shop.app.inject({ method: 'GET', url: '/oidc/api/v1/members/orders', headers: bearer(member) });
    expect(mine.json<OrderView[]>().map((order) => order.id)).toEqual([id]);
  });

  it('refuses a token signed by another key, for another audience or issuer, or expired (401)', async () => {
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const claims = { sub: 'u-3', aud: 'backroom', realm_access: { roles: ['shop-admins'] } };
    const refused = [
      await provider.token(claims, { key: strangerKey }),
      await provider.token({ ...claims, aud: 'another-app' }),
      await provider.token({ ...claims, iss: 'https://impostor.example' }),
      await provider.token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    ];
    for (const token of refused) {
      expect(await rolesWith(token)).toEqual({ status: 401, roles: null });
      expect(await staffOrderList(token)).toBe(401);
    }
    // A forged token with the signature cut off, or "alg: none", is no better.
    const good = await provider.token(claims);
    const [header, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(await staffOrderList(`${header}.${payload}.AAAA`)).toBe(401);
    expect(await staffOrderList(none)).toBe(401);
  });

  it('fetches the keys once, not per request', async () => {
    const before = provider.jwksRequests;
    for (let round = 0; round < 3; round += 1) {
      await rolesWith(await provider.token({ sub: `u-${round}`, aud: 'backroom' }));
    }
    expect(provider.jwksRequests - before).toBeLessThanOrEqual(1);
  });
});
