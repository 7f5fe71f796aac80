import { open } from 'node:fs/promises';
import { BetterSqliteDatabase } from '../db/better-sqlite-database.js';
import { migrations } from '../db/migrations/migrations.js';
import { BackupRefusal } from './backup-refusal.js';

/** The table a backup's copy carries its time in; a restore reads it and drops it. */
export const BACKUP_MADE_TABLE = 'backup_made';

/** What a shop's database holds, in the figures an owner recognises. */
export interface ShopContents {
  stores: number;
  items: number;
  orders: number;
  pictures: number;
}

export interface CheckedCopy {
  contents: ShopContents;
  /** When the backup was made (ISO), if the copy says. */
  takenAt: string | null;
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Checks a SQLite copy of the shop as a restore or a backup needs it: a SQLite file, whole by
 * integrity_check, made by this code's migrations or older ones. Throws BackupRefusal, naming
 * `shownAs`, otherwise.
 */
export async function checkSqliteCopy(file: string, shownAs: string): Promise<CheckedCopy> {
  if (!(await firstBytes(file, SQLITE_HEADER.length)).equals(SQLITE_HEADER)) throw new BackupRefusal(`${shownAs} does not hold a SQLite database.`);
  let sqlite;
  try {
    sqlite = new BetterSqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupRefusal(`${shownAs} cannot be opened as a SQLite database: ${(error as Error).message}.`);
  }
  try {
    let problems: string[];
    try {
      problems = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
    } catch (error) {
      throw new BackupRefusal(`${shownAs} is damaged: ${(error as Error).message}.`);
    }
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new BackupRefusal(`${shownAs} is damaged; SQLite's integrity check says: ${problems.slice(0, 3).join('; ')}.`);
    }
    const tables = new Set((sqlite.prepare(`select name from sqlite_master where type = 'table'`).all() as Array<{ name: string }>).map((row) => row.name));
    if (!tables.has('kysely_migration') || !tables.has('orders')) throw new BackupRefusal(`${shownAs} is a SQLite database, but not a Backroom shop's.`);
    const unknown = (sqlite.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>)
      .map((row) => row.name)
      .filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupRefusal(`${shownAs} was made by a newer Backroom (migration ${unknown.join(', ')}): update this copy of Backroom first, then restore.`);
    }
    const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const takenAt = tables.has(BACKUP_MADE_TABLE)
      ? ((sqlite.prepare(`select taken_at from ${BACKUP_MADE_TABLE}`).get() as { taken_at: string } | undefined)?.taken_at ?? null)
      : null;
    return {
      contents: { stores: count('stores'), items: count('items'), orders: count('orders'), pictures: count('picture_bytes') },
      takenAt,
    };
  } finally {
    sqlite.close();
  }
}

/** The first bytes of a file, where its format says what it is. */
export async function firstBytes(file: string, count: number): Promise<Buffer> {
  const bytes = Buffer.alloc(count);
  const handle = await open(file, 'r');
  try {
    const { bytesRead } = await handle.read(bytes, 0, count, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
