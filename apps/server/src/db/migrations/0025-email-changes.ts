import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // A signed-in member's change of e-mail (docs/decisions/061), confirmed by a link sent to the
  // new address: the forgot-password links' design (059) in a table of its own, so that a link of
  // one kind can never be used as the other. Only the SHA-256 of the link's secret is kept;
  // single use (used_at set by one conditional update), an hour long. The address changes only
  // when the link is confirmed; the links go with the account.
  await db.schema
    .createTable('email_change_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // Trimmed and lower-cased, as accounts.email.
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_change_tokens_account_idx').on('email_change_tokens').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_tokens').ifExists().execute();
}
