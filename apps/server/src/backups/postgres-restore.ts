import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.js';
import { migrations } from '../db/migrations/migrations.js';
import { BackupRefusal } from './backup-refusal.js';
import { FORGET_RUNS_UNDER_WAY } from './backup-runs-restored.js';
import { runTool } from './postgres-backup.js';
import { firstBytes, type ShopContents } from './sqlite-copy-check.js';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export interface PostgresRestoreOptions {
  file: string;
  databaseUrl: string;
  /** The schema the backup's shop lives in, if it was one schema's (tests); public otherwise. */
  schema?: string | undefined;
}

/**
 * Restores a pg_dump backup into DATABASE_URL, which must hold no shop yet: restoring over a
 * live shop's tables is what a restore must never do by accident, and a fresh database the
 * server is then pointed at can be swapped back if the restore was the wrong one.
 */
export async function restorePostgres({ file, databaseUrl, schema }: PostgresRestoreOptions): Promise<ShopContents> {
  const shownAs = path.basename(file);
  if (!existsSync(file)) throw new BackupRefusal(`There is no file ${file}.`);
  if ((await firstBytes(file, 2)).equals(GZIP_MAGIC)) {
    throw new BackupRefusal(`${shownAs} is a SQLite backup (gzip): restore it with DATABASE_URL unset, into DATA_DIR.`);
  }
  // pg_restore reads the archive's table of contents: a file that is not pg_dump's custom format stops here.
  const contents = await runTool('pg_restore', ['--list', file]).catch((error: unknown) => {
    throw new BackupRefusal(`${shownAs} is not a pg_dump backup (custom format): ${(error as Error).message}`);
  });
  if (!contents.includes('kysely_migration')) throw new BackupRefusal(`${shownAs} is a PostgreSQL backup, but not a Backroom shop's.`);

  const shop = openDatabase({ databaseUrl, dataDir: '.', postgresSchema: schema, poolSize: 1 });
  try {
    const there = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'kysely_migration' and table_schema = ${schema ?? 'public'}`.execute(shop.db);
    if (Number(there.rows[0]?.n) > 0) {
      throw new BackupRefusal('DATABASE_URL already holds a shop: restore into a new, empty database (createdb), then point DATABASE_URL at it.');
    }
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${databaseUrl}`, file]);
    const names = (await shop.db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as Array<{ name: string }>;
    const newer = names.map((row) => row.name).filter((name) => !(name in migrations));
    if (newer.length > 0) {
      throw new BackupRefusal(`Restored, but ${shownAs} was made by a newer Backroom (migration ${newer.join(', ')}): update this copy of Backroom before starting it.`);
    }
    const runs = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'backup_runs' and table_schema = ${schema ?? 'public'}`.execute(shop.db);
    if (Number(runs.rows[0]?.n) > 0) for (const statement of FORGET_RUNS_UNDER_WAY) await sql.raw(statement).execute(shop.db);
    const count = async (table: 'stores' | 'items' | 'orders' | 'picture_bytes') =>
      Number((await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { stores: await count('stores'), items: await count('items'), orders: await count('orders'), pictures: await count('picture_bytes') };
  } finally {
    await shop.close();
  }
}
