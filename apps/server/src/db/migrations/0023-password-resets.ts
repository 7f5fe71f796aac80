import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // A member's "forgot password" links (docs/decisions/059): only the SHA-256 of the link's
  // secret is kept, so a copy of the database opens no account. Single use (used_at set by one
  // conditional update), an hour long.
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_account_idx').on('password_reset_tokens').column('account_id').execute();

  // Reset requests counted against the hourly limits (`address:{ip}`, `email:{inbox}`), whether or
  // not an account uses the address.
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('limit_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_requests_key_idx').on('password_reset_requests').columns(['limit_key', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_requests').ifExists().execute();
  await db.schema.dropTable('password_reset_tokens').ifExists().execute();
}
