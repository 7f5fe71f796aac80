import { backUpSqlite, type MadeBackup } from './sqlite-backup.js';

export interface SqliteBackupTask {
  dataDir: string;
  backupDir: string;
  sqliteFile: string;
  /** When the backup is taken (ISO): its name and the time it carries. */
  now: string;
}

/**
 * The server's scheduled SQLite backup, on a worker thread with its own connection to the shop's
 * file: VACUUM INTO and integrity_check are synchronous in better-sqlite3 and would otherwise
 * hold up every request while they run (docs/decisions/058).
 */
export function backUpSqliteTask(task: SqliteBackupTask): Promise<MadeBackup> {
  return backUpSqlite({ ...task, now: new Date(task.now) });
}
