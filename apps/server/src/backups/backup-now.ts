import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { bucketUrl, sendBackupToBucket } from './backup-bucket.js';
import { insertBackupRun, finishBackupRun } from './backup-run.repository.js';
import { backUpPostgres } from './postgres-backup.js';
import { backUpSqlite, type MadeBackup } from './sqlite-backup.js';

export interface BackUpNowOptions {
  /** The PostgreSQL shop (DATABASE_URL); unset: SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  postgresSchema?: string | undefined;
  dataDir: string;
  backupDir: string;
  /** Also put the backup into this bucket (--to-bucket, or BACKUP_TO=bucket). */
  bucket?: S3PictureSettings | undefined;
  now?: Date | undefined;
  /** What the command says as it goes. */
  say?: ((line: string) => void) | undefined;
}

export interface BackedUpNow {
  file: string;
  bytes: number;
  /** The bucket's object (s3://bucket/key) when it was put there. */
  inBucket: string | null;
  /** SQLite's count of what the copy holds; undefined for PostgreSQL. */
  contents?: MadeBackup['contents'] | undefined;
}

/**
 * What `npm run backup` does (docs/decisions/058): the backup, into the bucket too when asked, and
 * recorded in the shop's `backup_runs` as the schedule's are (OK or FAILED), so that the back
 * office's last backup is the last one, whoever made it. The record is written once it is over: a
 * run under way is never in its own copy. It does not move the schedule: the next scheduled backup
 * is due an interval after the schedule's last, whatever the command made meanwhile.
 */
export async function backUpNow(options: BackUpNowOptions): Promise<BackedUpNow> {
  const say = options.say ?? (() => {});
  const startedAt = options.now ?? new Date();
  const began = Date.now();
  const record = (end: Parameters<typeof finishBackupRun>[2]) => recordRun(options, startedAt, end, say);
  let made: BackedUpNow;
  try {
    if (options.databaseUrl) {
      const dump = await backUpPostgres({ databaseUrl: options.databaseUrl, schema: options.postgresSchema, backupDir: options.backupDir, now: startedAt });
      made = { file: dump.file, bytes: dump.bytes, inBucket: null };
      say(`Backed up the PostgreSQL shop to ${made.file} (${megabytes(made.bytes)}) in ${seconds(began)}.`);
    } else {
      const copy = await backUpSqlite({ dataDir: options.dataDir, backupDir: options.backupDir, now: startedAt });
      made = { file: copy.file, bytes: copy.bytes, inBucket: null, contents: copy.contents };
      const { stores, items, orders, pictures } = copy.contents;
      say(`Backed up the shop to ${made.file} (${megabytes(made.bytes)}) in ${seconds(began)}: ${stores} stores, ${items} items, ${orders} orders, ${pictures} pictures; integrity check ok.`);
    }
    if (options.bucket) {
      made.inBucket = bucketUrl(options.bucket, await sendBackupToBucket(options.bucket, made.file));
      say(`Put it into bucket ${options.bucket.bucket} as ${made.inBucket}.`);
    }
  } catch (error) {
    await record({ finished_at: new Date().toISOString(), outcome: 'FAILED', bytes: null, location: null, failure: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await record({ finished_at: new Date().toISOString(), outcome: 'OK', bytes: made.bytes, location: made.inBucket ?? made.file, failure: null });
  return made;
}

/**
 * Records the command's run in the shop it backed up. A SQLite shop that is not there is not made
 * by recording (its backup was refused); a shop whose database cannot take the record (older than
 * the table, unreachable) keeps its backup, and the command says why it is not recorded.
 */
async function recordRun(options: BackUpNowOptions, startedAt: Date, end: Parameters<typeof finishBackupRun>[2], say: (line: string) => void): Promise<void> {
  if (!options.databaseUrl && !existsSync(path.join(options.dataDir, 'backroom.sqlite'))) return;
  const shop = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, postgresSchema: options.postgresSchema, poolSize: 1 });
  try {
    const id = `bkp_${randomBytes(12).toString('hex')}`;
    await insertBackupRun(shop.db, { id, started_at: startedAt.toISOString(), holder: `npm run backup on ${hostname()}:${process.pid}` });
    await finishBackupRun(shop.db, id, end);
  } catch (error) {
    say(`The backup is not recorded for the back office: ${(error as Error).message}`);
  } finally {
    await shop.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
