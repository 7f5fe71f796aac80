import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // Links an admin has a staff member sent (docs/decisions/062): an invitation to choose a first
  // password (7 days) or a reset (an hour). A table of its own, apart from the members'
  // password_reset_tokens: a staff link is never taken on the storefront's page, nor a member's
  // in the back office. Only the SHA-256 of the secret is kept; single use (used_at set by one
  // conditional update).
  await db.schema
    .createTable('staff_password_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_password_links_account_idx').on('staff_password_links').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_password_links').ifExists().execute();
}
