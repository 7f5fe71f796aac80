import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BetterSqliteDatabase } from '../db/better-sqlite-database.js';
import { BackupRefusal } from './backup-refusal.js';
import { BACKUP_MADE_TABLE, checkSqliteCopy, type ShopContents } from './sqlite-copy-check.js';

export interface MadeBackup {
  file: string;
  bytes: number;
  takenAt: string;
  contents: ShopContents;
}

export interface SqliteBackupOptions {
  dataDir: string;
  backupDir: string;
  sqliteFile?: string | undefined;
  now?: Date | undefined;
}

/** The backup's name: its time, to the second, in a form every file system takes. */
export const backupFileName = (takenAt: Date, extension: string) =>
  `backroom-${takenAt.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-')}.${extension}`;

/**
 * Copies the shop's SQLite database while it serves, checks the copy and writes it gzipped into
 * backupDir. VACUUM INTO reads one snapshot in a single read transaction: writers go on (WAL), and
 * the copy is what was committed when it began (docs/decisions/058).
 */
/** The names backups get (backupFileName), whoever made them: the time sorts them. */
export const BACKUP_NAME = /^backroom-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(sqlite\.gz|pgdump)$/;

export async function backUpSqlite({ dataDir, backupDir, sqliteFile = 'backroom.sqlite', now = new Date() }: SqliteBackupOptions): Promise<MadeBackup> {
  const source = path.join(dataDir, sqliteFile);
  await mkdir(backupDir, { recursive: true });
  const name = backupFileName(now, 'sqlite.gz');
  const copy = path.join(backupDir, `${name}.copy`);
  const partial = path.join(backupDir, `${name}.partial`);
  try {
    let live;
    try {
      live = new BetterSqliteDatabase(source, { fileMustExist: true });
    } catch (error) {
      throw new BackupRefusal(`There is no shop database at ${source} (${(error as Error).message}): set DATA_DIR to the server's.`);
    }
    try {
      live.pragma('busy_timeout = 5000');
      live.prepare('vacuum into ?').run(copy);
    } finally {
      live.close();
    }
    const copied = new BetterSqliteDatabase(copy);
    try {
      copied.exec(`create table ${BACKUP_MADE_TABLE} (taken_at text not null)`);
      copied.prepare(`insert into ${BACKUP_MADE_TABLE} (taken_at) values (?)`).run(now.toISOString());
    } finally {
      copied.close();
    }
    const { contents } = await checkSqliteCopy(copy, 'The copy just made');
    await pipeline(createReadStream(copy), createGzip(), createWriteStream(partial));
    const file = path.join(backupDir, name);
    // Only a whole, checked backup ever carries the backup's name.
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, takenAt: now.toISOString(), contents };
  } finally {
    await rm(copy, { force: true });
    await rm(partial, { force: true });
  }
}
