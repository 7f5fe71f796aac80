import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type ShopDatabase } from '../database.js';
import { testDatabaseUrl } from '../../testing/test-database-url.js';
import { DIALECTS } from '../../testing/test-shop.js';
import { migrations } from './migrations.js';

const ORDER = {
  store_id: 'old',
  token_hash: 'h',
  token_sealed: 's',
  state: 'PAID',
  environment: 'PROD',
  payment_method: 'emt',
  shipping_method: 'CP.RP',
  shipping_name: 'Canada Post Regular Parcel',
  customer_first_name: 'Ada',
  customer_last_name: 'Lovelace',
  customer_email: 'ada@example.ca',
  customer_phone: '902-555-0101',
  delivery_first_name: 'Ada',
  delivery_last_name: 'Lovelace',
  delivery_street: '800 Robson St',
  delivery_additional: '',
  delivery_city: 'Vancouver',
  delivery_province: 'BC',
  delivery_postal: 'V6Z 2E7',
  subtotal: 10_000,
  discount_amount: 0,
  shipping: 1_500,
  created_at: '2025-01-02T12:00:00.000Z',
  updated_at: '2025-01-02T12:00:00.000Z',
};

describe.each(DIALECTS)('migration 0007 on %s', (dialect) => {
  let shop: ShopDatabase;
  let dataDir: string;
  let schema: string | undefined;
  afterEach(async () => {
    if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(shop.db);
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives every order placed before it one Tax 15% line of its tax, so old receipts read the same', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-migration-'));
    schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
    shop = openDatabase({ databaseUrl: dialect === 'postgres' ? testDatabaseUrl() : undefined, dataDir, postgresSchema: schema, poolSize: 2 });
    if (schema) await shop.db.schema.createSchema(schema).execute();
    const migrator = new Migrator({
      db: shop.db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const before = await migrator.migrateTo('0006-identity');
    expect(before.error).toBeUndefined();
    // The tables as they stood at 0006, not as the app's schema type says.
    const db = shop.db as unknown as Kysely<any>;
    await db.insertInto('stores').values({ id: 'old', name: 'Old', created_at: ORDER.created_at }).execute();
    await db
      .insertInto('orders')
      .values([
        { ...ORDER, id: 'A', idempotency_key_hash: 'a', tax: 1_725, total: 13_225 },
        { ...ORDER, id: 'B', idempotency_key_hash: 'b', subtotal: 0, shipping: 0, tax: 0, total: 0 },
      ])
      .execute();

    await migrateToLatest(shop, schema);

    const lines = await shop.db.selectFrom('order_tax_lines').selectAll().orderBy('order_id').execute();
    expect(lines).toEqual([
      { store_id: 'old', order_id: 'A', position: 0, kind: 'TAX', label: 'Tax 15%', rate_per_100k: 15_000, amount: 1_725 },
      { store_id: 'old', order_id: 'B', position: 0, kind: 'TAX', label: 'Tax 15%', rate_per_100k: 15_000, amount: 0 },
    ]);
  });
});
