import { type Kysely, sql } from 'kysely';

// Frozen once landed. Orders live in their own migration: this one knows an order only by its id.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per payment the shop asked a card provider for, written before the provider is called.
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // PENDING until the provider's answer is recorded: APPROVED, DECLINED or FAILED.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('outcome_code', 'text')
    .addColumn('outcome_message', 'text')
    .addColumn('provider_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    // When the order was told (paid or cancelled); null while that is still to do.
    .addColumn('order_updated_at', 'text')
    .execute();
  // An order has at most one payment in flight or taken: a second key for it is refused.
  await db.schema
    .createIndex('payment_attempts_one_live_per_order')
    .on('payment_attempts')
    .columns(['store_id', 'order_id'])
    .unique()
    .where(sql.ref('state'), 'in', ['PENDING', 'APPROVED'])
    .execute();
  await db.schema.createIndex('payment_attempts_by_state').on('payment_attempts').columns(['state', 'created_at']).execute();

  // The built-in sandbox provider's side: single-use card tokens and the payments it took.
  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').ifExists().execute();
  await db.schema.dropTable('sandbox_card_tokens').ifExists().execute();
  await db.schema.dropTable('payment_attempts').ifExists().execute();
}
