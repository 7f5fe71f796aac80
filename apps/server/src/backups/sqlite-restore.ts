import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BetterSqliteDatabase } from '../db/better-sqlite-database.js';
import { BackupRefusal } from './backup-refusal.js';
import { serversRunningIn } from './server-presence.js';
import { FORGET_RUNS_UNDER_WAY } from './backup-runs-restored.js';
import { BACKUP_MADE_TABLE, checkSqliteCopy, type CheckedCopy, firstBytes } from './sqlite-copy-check.js';

export interface SqliteRestoreOptions {
  file: string;
  dataDir: string;
  sqliteFile?: string | undefined;
  now?: Date | undefined;
}

export interface RestoredShop extends CheckedCopy {
  /** Where the database that was there before now is, if there was one. */
  keptAs: string | null;
}

/**
 * Puts a backup made by backUpSqlite in place as DATA_DIR's database. Everything is checked on a
 * copy beside it first; the database in place is only touched once the backup has passed, and is
 * kept beside it, so a refused file changes nothing and a wrong restore can be undone.
 */
export async function restoreSqlite({ file, dataDir, sqliteFile = 'backroom.sqlite', now = new Date() }: SqliteRestoreOptions): Promise<RestoredShop> {
  const shownAs = path.basename(file);
  refuseWhileServed(dataDir);
  if (!existsSync(file)) throw new BackupRefusal(`There is no file ${file}.`);
  await mkdir(dataDir, { recursive: true });
  const target = path.join(dataDir, sqliteFile);
  const incoming = `${target}.restoring`;
  try {
    try {
      await pipeline(createReadStream(file), createGunzip(), createWriteStream(incoming));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'Z_DATA_ERROR') {
        if ((await firstBytes(file, 5)).toString('latin1') === 'PGDMP') {
          throw new BackupRefusal(`${shownAs} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to a new, empty database.`);
        }
        throw new BackupRefusal(`${shownAs} is not a gzip-compressed backup (${(error as Error).message}).`);
      }
      if (code === 'Z_BUF_ERROR') throw new BackupRefusal(`${shownAs} is cut short: the compressed backup ends before its end.`);
      throw error;
    }
    const checked = await checkSqliteCopy(incoming, shownAs);
    const restored = new BetterSqliteDatabase(incoming);
    try {
      restored.exec(`drop table if exists ${BACKUP_MADE_TABLE}`);
      // The schedule's run that made this backup was under way when the copy was taken.
      if (restored.prepare(`select 1 from sqlite_master where type = 'table' and name = 'backup_runs'`).get()) for (const statement of FORGET_RUNS_UNDER_WAY) restored.exec(statement);
    } finally {
      restored.close();
    }
    // A server may have started while the backup was checked.
    refuseWhileServed(dataDir);
    const keptAs = existsSync(target) ? await keepBeside(target, now) : null;
    await rename(incoming, target);
    return { ...checked, keptAs };
  } finally {
    await rm(incoming, { force: true });
  }
}

function refuseWhileServed(dataDir: string): void {
  const servers = serversRunningIn(dataDir);
  if (servers.length > 0) {
    throw new BackupRefusal(
      `A server is using ${dataDir} (process ${servers.join(', ')}): stop it, then restore. (If no server runs, delete ${dataDir}/server-*.pid.)`,
    );
  }
}

/**
 * Keeps the database in place under a second name, as one file: what its write-ahead log holds is
 * written into it first, and the log removed, so that it cannot be replayed into the restored one.
 * The database's own name keeps pointing at it until the restored file is renamed over it: a
 * restore cut short never leaves the folder without a database (a server would start an empty shop).
 */
async function keepBeside(target: string, now: Date): Promise<string> {
  const current = new BetterSqliteDatabase(target, { fileMustExist: true });
  try {
    current.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    current.close();
  }
  const keptAs = `${target}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
  // A file system without hard links gets a copy.
  await link(target, keptAs).catch(() => copyFile(target, keptAs));
  await rm(`${target}-wal`, { force: true });
  await rm(`${target}-shm`, { force: true });
  return keptAs;
}
