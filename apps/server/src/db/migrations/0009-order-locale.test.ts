import { afterEach, describe, expect, it } from 'vitest';
import { databaseAtMigration, type MigrationTestDatabase } from '../../testing/migration-test-database.js';
import { DIALECTS } from '../../testing/test-shop.js';

// Names, address and secrets do not matter here; every one is required.
const TEXT_COLUMNS = [
  'token_hash', 'token_sealed', 'shipping_name', 'customer_first_name', 'customer_last_name', 'customer_email', 'customer_phone',
  'delivery_first_name', 'delivery_last_name', 'delivery_street', 'delivery_additional', 'delivery_city', 'delivery_province', 'delivery_postal',
];
const AT = '2026-01-02T12:00:00.000Z';

const orderRow = (id: string) => ({
  ...Object.fromEntries(TEXT_COLUMNS.map((column) => [column, 'x'])),
  ...Object.fromEntries(['subtotal', 'discount_amount', 'shipping', 'tax', 'total'].map((column) => [column, 0])),
  store_id: 'old',
  id,
  idempotency_key_hash: id,
  state: 'PAID',
  environment: 'PROD',
  payment_method: 'emt',
  shipping_method: 'PICKUP',
  created_at: AT,
  updated_at: AT,
});

describe.each(DIALECTS)('migration 0009 on %s', (dialect) => {
  let database: MigrationTestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('says every order placed before it was placed in English, and requires a language of later ones', async () => {
    database = await databaseAtMigration(dialect, '0008-florist-delivery');
    await database.before.insertInto('stores').values({ id: 'old', name: 'Old', created_at: AT }).execute();
    await database.before.insertInto('orders').values(orderRow('A')).execute();

    await database.migrateToLatest();

    const { db } = database.shop;
    expect(await db.selectFrom('orders').select(['id', 'locale']).execute()).toEqual([{ id: 'A', locale: 'en-CA' }]);
    await db.insertInto('orders').values({ ...orderRow('B'), locale: 'fr-CA' } as never).execute();
    await expect(db.insertInto('orders').values({ ...orderRow('C'), locale: null } as never).execute()).rejects.toThrow();
    expect(await db.selectFrom('orders').select(['id', 'locale']).orderBy('id').execute()).toEqual([
      { id: 'A', locale: 'en-CA' },
      { id: 'B', locale: 'fr-CA' },
    ]);
  });
});
