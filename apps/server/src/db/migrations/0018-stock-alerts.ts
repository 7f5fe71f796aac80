import { type Kysely, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // A shopper's request to hear once when a sold-out item is back (docs/decisions/046). The row
  // is also the record of their consent (CASL): when, the exact wording shown in their language,
  // and from which address. state: PENDING (asked, not confirmed), CONFIRMED (waiting), SENDING
  // (claimed by one server process; sent after its claim committed), then NOTIFIED,
  // UNSUBSCRIBED, EXPIRED (never confirmed) or FAILED (the mail server kept refusing).
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    // The item as the shopper saw it, for the e-mails.
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // The address folded to lower case: one active alert per address and item.
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // SHA-256 of the links' secret (confirm, unsubscribe); the secret is only in the e-mails.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // SHA-256 of the back-in-stock e-mail's own unsubscribe secret, made when it is sent.
    .addColumn('notice_token_hash', 'text', (c) => c.unique())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('consent_ip', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_ip', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('claim_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('stock_alerts_item_fk', ['store_id', 'item_id'], 'items', ['store_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('stock_alerts_active_idx')
    .on('stock_alerts')
    .columns(['store_id', 'item_id', 'email_key'])
    .unique()
    .where(sql<boolean>`state in ('PENDING', 'CONFIRMED', 'SENDING')`)
    .execute();
  await db.schema.createIndex('stock_alerts_state_idx').on('stock_alerts').columns(['state', 'store_id', 'item_id']).execute();

  // Requests counted against the flood limits: per client address (429 past it) and per e-mail
  // (confirmations sent; past it nothing is sent, and the answer does not say so).
  await db.schema
    .createTable('stock_alert_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('limit_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_alert_requests_key_idx').on('stock_alert_requests').columns(['store_id', 'limit_key', 'at']).execute();
  await db.schema.createIndex('stock_alert_requests_at_idx').on('stock_alert_requests').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_alert_requests').ifExists().execute();
  await db.schema.dropTable('stock_alerts').ifExists().execute();
}
