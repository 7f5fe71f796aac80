import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // E-transfer deposits staff bring in (pasted Interac notices, .eml files, the bank's CSV;
  // docs/decisions/042): one row per deposit, whatever became of it. The fingerprint is unique in
  // a store, so importing the same notice twice, or twice at once, stores it once.
  await db.schema
    .createTable('deposits')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('bank_reference', 'text')
    // matched (it paid order_id), to-confirm (a near match for a person), unmatched, dismissed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('near_reason', 'text')
    // The order ids a person may pick, as a JSON array, best first, as matching found them.
    .addColumn('candidates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('order_id', 'text')
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('settled_by', 'text')
    .addColumn('settled_at', 'text')
    .addPrimaryKeyConstraint('deposits_pk', ['store_id', 'id'])
    .addUniqueConstraint('deposits_fingerprint_unique', ['store_id', 'fingerprint'])
    .execute();
  await db.schema.createIndex('deposits_status_idx').on('deposits').columns(['store_id', 'status', 'imported_at']).execute();

  // When the shopper of an unpaid e-transfer order was reminded that its hold runs out; null: not yet.
  await db.schema.alterTable('orders').addColumn('emt_reminder_sent_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('emt_reminder_sent_at').execute();
  await db.schema.dropTable('deposits').ifExists().execute();
}
