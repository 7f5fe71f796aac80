import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@backroom/core/members/saved-address';
import { describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { errorCode } from '../testing/staff-client.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';

const home = { label: 'Home', firstName: 'Rose', lastName: 'Gardner', street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'b0t1k0' };
const cottage = { label: 'Cottage', firstName: 'Rose', lastName: 'Gardner', street: '4 Lake Rd', additional: 'Unit 2', city: 'Kingston', province: 'ON', postal: 'K7L 3N6' };

describe.each(DIALECTS)('saved addresses on %s', (dialect) => {
  const shop = shopUnderTest(dialect);

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
    shop.app.inject({ method, url: `/api/v1/members/addresses${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const add = async (token: string, address: object) => {
    const response = await call(token, 'POST', '', address);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedAddress>();
  };
  const list = async (token: string) => {
    const response = await call(token, 'GET');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SavedAddress[]>();
  };
  const defaults = async (token: string) => (await list(token)).filter((address) => address.isDefault).map((address) => address.label);
  const member = () => signedInAccount(shop.app, shop.shop.db, 'member');

  it('keeps several addresses, the first the default, and changes, deletes and re-chooses the default', async () => {
    const { token } = await member();
    expect(await list(token)).toEqual([]);
    const first = await add(token, home);
    expect(first).toMatchObject({ label: 'Home', postal: 'B0T 1K0', additional: '', isDefault: true });
    const second = await add(token, cottage);
    expect(second.isDefault).toBe(false);
    expect((await list(token)).map((address) => address.label)).toEqual(['Home', 'Cottage']);

    const chosen = await call(token, 'PUT', `/${second.id}/default`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<SavedAddress[]>().map((address) => [address.label, address.isDefault])).toEqual([
      ['Cottage', true],
      ['Home', false],
    ]);

    const edited = await call(token, 'PUT', `/${first.id}`, { ...home, street: '14 Main St', isDefault: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SavedAddress>()).toMatchObject({ street: '14 Main St', isDefault: true });
    expect(await defaults(token)).toEqual(['Home']);

    // Deleting the default makes the oldest other one the default: a member with addresses always has one.
    expect((await call(token, 'DELETE', `/${first.id}`)).statusCode).toBe(204);
    expect((await list(token)).map((address) => [address.label, address.isDefault])).toEqual([['Cottage', true]]);
    expect((await call(token, 'DELETE', `/${first.id}`)).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another member's address", async () => {
    const owner = await member();
    const stranger = await member();
    const address = await add(owner.token, home);
    expect(await list(stranger.token)).toEqual([]);
    for (const [method, path, payload] of [
      ['PUT', `/${address.id}`, cottage],
      ['PUT', `/${address.id}/default`, undefined],
      ['DELETE', `/${address.id}`, undefined],
    ] as const) {
      const response = await call(stranger.token, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await list(owner.token)).toEqual([address]);
  });

  it('is for signed-in members only', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'POST', '', home)).statusCode).toBe(401);
    expect((await call('expired-or-unknown-token-value', 'GET')).statusCode).toBe(401);
  });

  it('refuses an address the checkout could not deliver to, and changes nothing', async () => {
    const { token } = await member();
    const kept = await add(token, home);
    const refusals: Array<[object, string[]]> = [
      [{ ...home, street: '  ' }, ['delivery.street.required']],
      [{ ...home, postal: 'B0T' }, ['delivery.postal.incomplete']],
      [{ ...home, postal: '12345' }, ['delivery.postal.incomplete']],
      [{ ...home, postal: 'K7L 3N6' }, ['delivery.postal.wrongProvince']],
      [{ ...home, firstName: '', city: '' }, ['delivery.firstName.required', 'delivery.city.required']],
    ];
    for (const [address, reasons] of refusals) {
      const response = await call(token, 'POST', '', address);
      expect(response.statusCode, JSON.stringify(address)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
      expect(response.json<{ error: { details: Array<{ reason?: string }> } }>().error.details.map((detail) => detail.reason)).toEqual(reasons);
      const edit = await call(token, 'PUT', `/${kept.id}`, address);
      expect(edit.statusCode).toBe(400);
    }
    for (const malformed of [{ ...home, province: 'XX' }, { ...home, street: 'x'.repeat(201) }, { ...home, isDefault: 'yes' }, { ...home, memberId: 'someone' }, {}]) {
      expect((await call(token, 'POST', '', malformed)).statusCode, JSON.stringify(malformed)).toBe(400);
    }
    expect(await list(token)).toEqual([kept]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses a member`, async () => {
    const { token } = await member();
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1) await add(token, { ...home, label: `Place ${index}` });
    const refused = await call(token, 'POST', '', { ...home, label: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { details: Array<{ reason?: string }> } }>().error.details[0]?.reason).toBe('savedAddress.limitReached');
    expect(await list(token)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps exactly one default when the member chooses and adds defaults at once', async () => {
    const { token } = await member();
    const addresses = [await add(token, home)];
    for (let index = 1; index < 6; index += 1) addresses.push(await add(token, { ...cottage, label: `Place ${index}` }));
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all([
        ...addresses.map((address) => call(token, 'PUT', `/${address.id}/default`)),
        call(token, 'POST', '', { ...home, label: `New default ${round}`, isDefault: true }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([...addresses.map(() => 200), 201]);
      expect(await defaults(token)).toHaveLength(1);
    }
    // Two first addresses at once: one of them is the default.
    const fresh = await member();
    await Promise.all([add(fresh.token, home), add(fresh.token, cottage)]);
    expect(await defaults(fresh.token)).toHaveLength(1);
  });
});
