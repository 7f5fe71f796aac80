import type { Kysely } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  // The language the shopper ordered in ('en-CA' or 'fr-CA'): the order's e-mails are written in
  // it. Every order placed before the French storefront was placed in English.
  await db.schema.alterTable('orders').addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-CA')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('locale').execute();
}
