import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefusal } from './backup-refusal.js';
import { backupFileName } from './sqlite-backup.js';

const run = promisify(execFile);

export interface PostgresBackupOptions {
  databaseUrl: string;
  backupDir: string;
  /** Only this schema (tests keep a shop per schema); the whole database otherwise. */
  schema?: string | undefined;
  now?: Date | undefined;
}

export interface MadePostgresBackup {
  file: string;
  bytes: number;
  takenAt: string;
}

/** What to do when pg_dump or pg_restore is not on PATH. */
export const POSTGRES_TOOLS_MISSING =
  'pg_dump and pg_restore are not on PATH: install the PostgreSQL client (Debian: apt-get install postgresql-client, the same major version as the server or newer), or use your provider\'s backups and point-in-time recovery.';

/**
 * pg_dump's custom format (-Fc): one consistent snapshot taken in a repeatable-read transaction
 * while the shop serves, compressed, and read back selectively by pg_restore. Pictures kept in the
 * database (picture_bytes) are in it.
 */
export async function backUpPostgres({ databaseUrl, backupDir, schema, now = new Date() }: PostgresBackupOptions): Promise<MadePostgresBackup> {
  await mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, backupFileName(now, 'pgdump'));
  const partial = `${file}.partial`;
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...(schema ? [`--schema=${schema}`] : []), `--file=${partial}`, `--dbname=${databaseUrl}`]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, takenAt: now.toISOString() };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Runs a PostgreSQL client tool; a missing tool or its complaint becomes a refusal saying so. */
export async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') throw new BackupRefusal(POSTGRES_TOOLS_MISSING);
    throw new BackupRefusal(`${tool} failed: ${(failed.stderr ?? failed.message).trim()}`);
  }
}
