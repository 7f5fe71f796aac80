import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Units taken by orders that are open or paid and still on the shelf; items.stock is what is
  // left to sell: the inventory total less this.
  await db.schema.alterTable('items').addColumn('held_stock', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('orders')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    // The token is never stored: its hash checks it, and it is kept sealed with the idempotency
    // key (itself stored hashed) so that a replayed submission can hand it back.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('idempotency_key_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    .addColumn('shipping_name', 'text', (c) => c.notNull())
    .addColumn('customer_first_name', 'text', (c) => c.notNull())
    .addColumn('customer_last_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('delivery_first_name', 'text', (c) => c.notNull())
    .addColumn('delivery_last_name', 'text', (c) => c.notNull())
    .addColumn('delivery_street', 'text', (c) => c.notNull())
    .addColumn('delivery_additional', 'text', (c) => c.notNull())
    .addColumn('delivery_city', 'text', (c) => c.notNull())
    .addColumn('delivery_province', 'text', (c) => c.notNull())
    .addColumn('delivery_postal', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gift_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_code', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // An unpaid order is cancelled by itself from this instant on; null: never.
    .addColumn('hold_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addPrimaryKeyConstraint('orders_pk', ['store_id', 'id'])
    .addUniqueConstraint('orders_idempotency_key_unique', ['store_id', 'idempotency_key_hash'])
    .execute();
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at']).execute();
  await db.schema.createIndex('orders_store_created_idx').on('orders').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('orders_hold_idx').on('orders').columns(['state', 'hold_until']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // null for the shipping line.
    .addColumn('item_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['store_id', 'order_id', 'position'])
    .addForeignKeyConstraint('order_lines_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();

  // Each state an order reached, when and by whom. States never repeat, so the state is a key.
  await db.schema
    .createTable('order_events')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_events_pk', ['store_id', 'order_id', 'state'])
    .addForeignKeyConstraint('order_events_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('discount_codes')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // Upper-case: codes are matched without regard to case.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount_amount', 'integer')
    .addColumn('discount_percent', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('discount_codes_pk', ['store_id', 'code'])
    .addCheckConstraint('discount_codes_one_kind', sql`(discount_amount is null) <> (discount_percent is null)`)
    .addCheckConstraint('discount_codes_used_count', sql`used_count >= 0`)
    .execute();

  // Staff sign-in arrives later; a session is a bearer token's hash with a role and an expiry.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['staff_sessions', 'discount_codes', 'order_events', 'order_lines', 'orders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('items').dropColumn('held_stock').execute();
}
