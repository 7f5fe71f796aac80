import { afterEach, describe, expect, it } from 'vitest';
import { databaseAtMigration, type MigrationTestDatabase } from '../../testing/migration-test-database.js';
import { DIALECTS } from '../../testing/test-shop.js';

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
  let database: MigrationTestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('gives every order placed before it one Tax 15% line of its tax, so old receipts read the same', async () => {
    database = await databaseAtMigration(dialect, '0006-identity');
    const db = database.before;
    await db.insertInto('stores').values({ id: 'old', name: 'Old', created_at: ORDER.created_at }).execute();
    await db
      .insertInto('orders')
      .values([
        { ...ORDER, id: 'A', idempotency_key_hash: 'a', tax: 1_725, total: 13_225 },
        { ...ORDER, id: 'B', idempotency_key_hash: 'b', subtotal: 0, shipping: 0, tax: 0, total: 0 },
      ])
      .execute();

    await database.migrateToLatest();

    const lines = await database.shop.db.selectFrom('order_tax_lines').selectAll().orderBy('order_id').execute();
    expect(lines).toEqual([
      { store_id: 'old', order_id: 'A', position: 0, kind: 'TAX', label: 'Tax 15%', rate_per_100k: 15_000, amount: 1_725 },
      { store_id: 'old', order_id: 'B', position: 0, kind: 'TAX', label: 'Tax 15%', rate_per_100k: 15_000, amount: 0 },
    ]);
  });
});
