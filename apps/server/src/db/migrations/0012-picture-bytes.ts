import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Pictures leave DATA_DIR/images for a store every server process reaches (docs/decisions/030):
  // by default this table, keyed by the SHA-256 of the bytes, so the same picture is kept once
  // and a write is safe to repeat.
  await db.schema
    .createTable('picture_bytes')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  if (postgres) {
    // WebP is compressed already: kept out of line without trying to compress it again.
    await sql`alter table picture_bytes alter column bytes set storage external`.execute(db);
  }
  // An image names its pictures by their key in the store. Rows from before keep their file
  // names (img-….webp under DATA_DIR/images/{store}/) until `npm run images -- move` puts the
  // files in the store and writes their keys here.
  await db.schema.alterTable('images').renameColumn('file_name', 'picture_key').execute();
  await db.schema.alterTable('images').renameColumn('card_file_name', 'card_picture_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').renameColumn('card_picture_key', 'card_file_name').execute();
  await db.schema.alterTable('images').renameColumn('picture_key', 'file_name').execute();
  await db.schema.dropTable('picture_bytes').ifExists().execute();
}
