import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Everyone who signs in: members (shoppers) and staff. One table, so one e-mail is one account
  // and one sign-in; the role says what it may do.
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Trimmed and lower-cased before it is stored: unique without regard to case.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // argon2id, in its PHC string form (parameters and salt included).
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Sessions belong to an account from now on; rows made before sign-in existed have none.
  await db.schema.alterTable('staff_sessions').addColumn('account_id', 'text').execute();
  await db.schema.createIndex('staff_sessions_account_idx').on('staff_sessions').column('account_id').execute();
  await db.schema.createIndex('staff_sessions_expires_idx').on('staff_sessions').column('expires_at').execute();

  // Sign-in attempts that count against a limit, per client address and per e-mail, kept in the
  // database so that every server process behind a load balancer sees the same counts.
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('limit_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_key_idx').on('sign_in_attempts').columns(['limit_key', 'at']).execute();
  await db.schema.createIndex('sign_in_attempts_at_idx').on('sign_in_attempts').column('at').execute();

  // The member who placed an order while signed in; null for guest checkout.
  await db.schema.alterTable('orders').addColumn('member_id', 'text').execute();
  await db.schema.createIndex('orders_member_idx').on('orders').columns(['member_id', 'store_id', 'created_at']).execute();

  // Money that changed hands: a SALE when an order is paid, a REFUND when a paid order is
  // cancelled. Written in the same database transaction as the order's move.
  await db.schema
    .createTable('transactions')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    // Who or what recorded it: the card payment, or the member of staff who marked it paid.
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // The calendar date in the shop's time zone (YYYY-MM-DD): ranges and summaries group by it.
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('transactions_pk', ['store_id', 'id'])
    .addUniqueConstraint('transactions_order_kind_unique', ['store_id', 'order_id', 'kind'])
    .execute();
  await db.schema.createIndex('transactions_local_date_idx').on('transactions').columns(['local_date']).execute();

  await db.schema
    .createTable('transaction_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // null for the shipping line.
    .addColumn('item_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('transaction_lines_pk', ['store_id', 'transaction_id', 'id'])
    .addForeignKeyConstraint('transaction_lines_transaction_fk', ['store_id', 'transaction_id'], 'transactions', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['transaction_lines', 'transactions', 'sign_in_attempts', 'accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('orders_member_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('member_id').execute();
  await db.schema.dropIndex('staff_sessions_expires_idx').ifExists().execute();
  await db.schema.dropIndex('staff_sessions_account_idx').ifExists().execute();
  await db.schema.alterTable('staff_sessions').dropColumn('account_id').execute();
}
