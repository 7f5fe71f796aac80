import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createStaffSession } from '../testing/order-fixtures.js';
import { expectedStatus, IDENTITIES, type Identity, type MatrixFixture, STAFF_CALLS } from '../testing/staff-calls.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { sql } from 'kysely';
import type { ShopDatabase } from '../db/database.js';

/** The shop's tables, read once per shop: no call in this file adds or drops one. */
const tablesOf = new WeakMap<ShopDatabase, Promise<string[]>>();

async function shopTables({ db, dialect }: ShopDatabase): Promise<string[]> {
  // PostgreSQL lists the tables of every schema: keep those of this test's own.
  const schema = dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return (await db.introspection.getTables())
    .filter((table) => !table.name.startsWith('kysely_') && (schema === undefined || table.schema === schema))
    .map((table) => table.name)
    .sort();
}

/** Every row of every table, in a stable order: what a refused call must leave as it was. */
async function databaseFingerprint(shop: ShopDatabase): Promise<string> {
  let tables = tablesOf.get(shop);
  if (!tables) {
    tables = shopTables(shop);
    tablesOf.set(shop, tables);
  }
  const dump: Record<string, string[]> = {};
  for (const table of await tables) {
    const rows = await shop.db.selectFrom(table as 'accounts').selectAll().execute();
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

describe.each(DIALECTS)('who may make each staff call on %s', (dialect) => {
  let shop: TestShop;
  let fixture: MatrixFixture;
  const tokens = {} as Record<Identity, string | undefined>;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, fixtureCatalogue('matrix'));
    for (const role of ['member', 'viewer', 'staff', 'admin'] as const) tokens[role] = (await signedInAccount(shop.app, shop.shop.db, role)).token;
    tokens.none = undefined;
    // An admin's session whose time is up: it counts for nothing.
    tokens.expired = await createStaffSession(shop.shop.db, 'admin', '2001-01-01T00:00:00.000Z');
    fixture = { app: shop.app, db: shop.shop.db, store: 'matrix', adminToken: tokens.admin! };
  });
  afterAll(async () => shop?.close());

  it('sees a change when one is made (so that "changes nothing" means something)', async () => {
    const before = await databaseFingerprint(shop.shop);
    const call = STAFF_CALLS.find((candidate) => candidate.name === 'POST (base) staff')!;
    const request = await call.request(fixture);
    const response = await shop.app.inject({ method: request.method, url: request.url, headers: bearer(tokens.admin!), payload: request.payload! });
    expect(response.statusCode).toBe(201);
    expect(await databaseFingerprint(shop.shop)).not.toBe(before);
  });

  describe.each(STAFF_CALLS.map((call) => [call.name, call] as const))('%s', (_name, call) => {
    it.each(IDENTITIES.map((identity) => [identity, expectedStatus(call, identity)] as const))('%s → %i', async (identity, status) => {
      const request = await call.request(fixture);
      const before = status >= 400 ? await databaseFingerprint(shop.shop) : null;
      const token = tokens[identity];
      const response = await shop.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...(token ? bearer(token) : {}) },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(status);
      if (before !== null) {
        if (status === 401 || status === 403) {
          expect(response.json<{ error: { code: string } }>().error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        }
        expect(JSON.parse(await databaseFingerprint(shop.shop))).toEqual(JSON.parse(before));
      }
    });
  });
});
