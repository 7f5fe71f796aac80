import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Automatic promotions (docs/decisions/066): what staff set, the rule as JSON (core's
  // PromotionRule, targets with their names and expanded sub-categories), when it runs, how many
  // orders may use it and how many do (counted at submission in one conditional update).
  await db.schema
    .createTable('promotions')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('combines_with_promotions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotions_pk', ['store_id', 'id'])
    .execute();

  // Each line keeps the discounts spread on it, in cents, for all its units: null on the orders
  // placed before (their refunds share the order's discount by goods, as then). A line is taxed
  // unless `taxable` is 0 (a gift card). `promotion_amount` is the promotions' part of the
  // order's `discount_amount`, which stays every discount together.
  await db.schema.alterTable('order_lines').addColumn('promotion_discount', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('code_discount', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('taxable', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('orders').addColumn('promotion_amount', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // The promotions an order got: the label as the shopper saw it, and the amount.
  await db.schema
    .createTable('order_promotions')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_promotions_pk', ['store_id', 'order_id', 'position'])
    .addForeignKeyConstraint('order_promotions_order_fk', ['store_id', 'order_id'], 'orders', ['store_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('order_promotions_promotion_idx').on('order_promotions').columns(['store_id', 'promotion_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_promotions').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('promotion_amount').execute();
  for (const column of ['taxable', 'code_discount', 'promotion_discount']) await db.schema.alterTable('order_lines').dropColumn(column).execute();
  await db.schema.dropTable('promotions').ifExists().execute();
}
