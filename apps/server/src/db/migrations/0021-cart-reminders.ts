import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Carts shoppers left at checkout after giving their e-mail and ticking the reminder box
  // (docs/decisions/050): the lines (item ids and counts, no prices), the consent as CASL asks
  // (when, the exact words shown, from which address) and what became of the one reminder.
  await db.schema
    .createTable('left_carts')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    // The secret of the browser's updates and of the e-mail's links, kept as is: the links are
    // written from it when the reminder goes, hours later. It opens only the cart's item ids and
    // counts (never the e-mail address) and the unsubscribe.
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    // JSON array of { itemId, count }.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('consent_wording', 'text', (c) => c.notNull())
    .addColumn('consent_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The shopper's last change: the reminder is due a store-set delay after it.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // waiting, sent, ordered, withdrawn, unsubscribed, replaced (a newer cart of the same e-mail),
    // expired (due while staff had reminders off, or long overdue).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addPrimaryKeyConstraint('left_carts_pk', ['store_id', 'id'])
    .addUniqueConstraint('left_carts_token_unique', ['token'])
    .execute();
  await db.schema.createIndex('left_carts_due_idx').on('left_carts').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('left_carts_email_idx').on('left_carts').columns(['store_id', 'email', 'created_at']).execute();
  await db.schema.createIndex('left_carts_ip_idx').on('left_carts').columns(['store_id', 'consent_ip', 'created_at']).execute();

  // Addresses that unsubscribed: no reminder ever again in that store.
  await db.schema
    .createTable('left_cart_opt_outs')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('left_cart_opt_outs_pk', ['store_id', 'email'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('left_cart_opt_outs').ifExists().execute();
  await db.schema.dropTable('left_carts').ifExists().execute();
}
