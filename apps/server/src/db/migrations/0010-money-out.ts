import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

/** The transactions table as 0006 made it, without its one-refund-per-order constraint. */
async function createTransactionTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('transactions_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('transactions_local_date_idx').on('transactions').columns(['local_date']).execute();
  await db.schema
    .createTable('transaction_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
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

/**
 * An order has one sale but may now have several refunds ({id}-R1, -R2, …): the unique (store,
 * order, kind) of 0006 becomes one SALE per order. SQLite cannot drop a table's constraint, so
 * there both tables are made again and their rows copied over.
 */
async function allowSeveralRefundsPerOrder(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('transactions').dropConstraint('transactions_order_kind_unique').execute();
  } else {
    await sql`create table transactions_copy as select * from transactions`.execute(db);
    await sql`create table transaction_lines_copy as select * from transaction_lines`.execute(db);
    await db.schema.dropTable('transaction_lines').execute();
    await db.schema.dropTable('transactions').execute();
    await createTransactionTables(db);
    const columns = (names: string[]) => sql.join(names.map((name) => sql.ref(name)));
    const transactionColumns = ['store_id', 'id', 'order_id', 'kind', 'environment', 'payment_method', 'recorded_by', 'subtotal', 'discount_amount', 'shipping', 'tax', 'total', 'local_date', 'created_at', 'modified_at'];
    const lineColumns = ['store_id', 'transaction_id', 'id', 'position', 'item_id', 'name', 'price', 'count', 'note'];
    await sql`insert into transactions (${columns(transactionColumns)}) select ${columns(transactionColumns)} from transactions_copy`.execute(db);
    await sql`insert into transaction_lines (${columns(lineColumns)}) select ${columns(lineColumns)} from transaction_lines_copy`.execute(db);
    await db.schema.dropTable('transaction_lines_copy').execute();
    await db.schema.dropTable('transactions_copy').execute();
  }
  await db.schema
    .createIndex('transactions_one_sale_per_order')
    .on('transactions')
    .columns(['store_id', 'order_id'])
    .unique()
    .where(sql.ref('kind'), '=', 'SALE')
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await allowSeveralRefundsPerOrder(db);
  // Money given back on an order: a staff refund of lines, shipping or an amount, or the rest of a
  // paid order that is cancelled. Its figures are what the shopper gets back, tax reversed at the
  // rates the order was charged; `number` counts an order's refunds from 1 (transaction `{id}-R{n}`).
  await db.schema
    .createTable('order_refunds')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key_hash', 'text', (c) => c.notNull())
    // STAFF: a refund staff asked for; CANCELLATION: the rest of a paid order, given back as it is cancelled.
    .addColumn('kind', 'text', (c) => c.notNull())
    // card or emt: how the money goes back.
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('goods', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('adjustment', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_refunds_pk', ['store_id', 'id'])
    .addUniqueConstraint('order_refunds_number_unique', ['store_id', 'order_id', 'number'])
    .addUniqueConstraint('order_refunds_key_unique', ['store_id', 'idempotency_key_hash'])
    .addForeignKeyConstraint('order_refunds_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('order_refund_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // What became of the units: RELEASED (held for the order, back on sale), RETURNED (had left the
    // shelf, counted in again) or NONE (no stock moved: not put back, or released before).
    .addColumn('stock', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_refund_lines_pk', ['store_id', 'refund_id', 'position'])
    .execute();
  await db.schema
    .createTable('order_refund_tax_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('rate_per_100k', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_refund_tax_lines_pk', ['store_id', 'refund_id', 'position'])
    .execute();
  // What all of an order's refunds came to: lists and exports read it without adding them up.
  await db.schema.alterTable('orders').addColumn('refunded_total', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Every time the shop must give money back through a provider (or by e-transfer): written in the
  // transaction that decides it, carried out after, retried with back-off until it succeeds or is
  // handed to staff (FAILED: needs attention).
  await db.schema
    .createTable('money_returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('payment_attempt_id', 'text')
    // ORDER_REFUND, WRONG_AMOUNT (a provider took another amount than asked) or
    // PAID_AFTER_CANCEL (a charge landed on an order already cancelled).
    .addColumn('reason', 'text', (c) => c.notNull())
    // card: through `provider`; emt: staff send an Interac e-transfer and say so; manual: staff give
    // it back their own way (a card order marked paid by hand) and say so.
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // PENDING until done: SUCCEEDED, or FAILED when it needs staff.
    .addColumn('state', 'text', (c) => c.notNull())
    // VOID or REFUND at the provider, E_TRANSFER or MANUAL when staff did it; null until known.
    .addColumn('kind', 'text')
    .addColumn('provider_return_id', 'text')
    .addColumn('outcome_code', 'text')
    .addColumn('outcome_message', 'text')
    .addColumn('provider_response', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_try_at', 'text', (c) => c.notNull())
    // A process carrying it out holds it until then; another may take it over after.
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('completed_by', 'text')
    .execute();
  await db.schema.createIndex('money_returns_due').on('money_returns').columns(['state', 'next_try_at']).execute();
  await db.schema.createIndex('money_returns_by_order').on('money_returns').columns(['store_id', 'order_id']).execute();
  // A payment is given back at most once for each reason that is not a refund staff asked for.
  await db.schema
    .createIndex('money_returns_once_per_payment')
    .on('money_returns')
    .columns(['payment_attempt_id', 'reason'])
    .unique()
    .where(sql.ref('reason'), 'in', ['WRONG_AMOUNT', 'PAID_AFTER_CANCEL'])
    .execute();

  // The built-in sandbox provider's refunds, kept on its side as a real provider would.
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_one_sale_per_order').ifExists().execute();
  await db.schema.dropTable('sandbox_refunds').ifExists().execute();
  await db.schema.dropTable('money_returns').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('refunded_total').execute();
  await db.schema.dropTable('order_refund_tax_lines').ifExists().execute();
  await db.schema.dropTable('order_refund_lines').ifExists().execute();
  await db.schema.dropTable('order_refunds').ifExists().execute();
}
