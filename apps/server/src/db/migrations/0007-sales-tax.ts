import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Each tax an order was charged (GST, HST, PST, QST, or the flat 'Tax 15%'), with its rate and
  // amount as charged: a later rate change or setting never changes an old receipt.
  await db.schema
    .createTable('order_tax_lines')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // Parts per 100 000: 5 % = 5000, QST 9.975 % = 9975.
    .addColumn('rate_per_100k', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_tax_lines_pk', ['store_id', 'order_id', 'position'])
    .addForeignKeyConstraint('order_tax_lines_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();

  // Every order placed before this was charged the flat 15 % of SPEC section 9: one line each.
  await sql`
    insert into order_tax_lines (store_id, order_id, position, kind, label, rate_per_100k, amount)
    select store_id, id, 0, 'TAX', 'Tax 15%', 15000, tax from orders
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_tax_lines').execute();
}
