import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { backupAttention, type BackupRunView, type BackupStatusView } from '@backroom/core/backups/backup-status';
import type { FastifyInstance } from 'fastify';
import { ParsingPool, TOOK_TOO_LONG } from '../parsing/parsing-pool.js';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { backupsPrefix, bucketUrl, pruneBucketBackups, sendBackupToBucket } from './backup-bucket.js';
import type { SqliteBackupTask } from './backup-worker.js';
import {
  claimBackupRound,
  endAbandonedRuns,
  finishBackupRun,
  insertBackupRun,
  latestBackupRuns,
  releaseBackupLease,
  renewBackupLease,
  scheduleRow,
  scheduleSince,
} from './backup-run.repository.js';
import type { BackupRunTable } from './backup-run.table.js';
import { backUpPostgres } from './postgres-backup.js';
import { BACKUP_NAME, type MadeBackup } from './sqlite-backup.js';

/** What the schedule backs up: the SQLite file the server serves, or its PostgreSQL database. */
export type BackupSource =
  | { dialect: 'sqlite'; dataDir: string; sqliteFile?: string | undefined }
  | { dialect: 'postgres'; databaseUrl: string; schema?: string | undefined };

export interface BackupScheduleOptions {
  /** BACKUP_EVERY: one backup per this many milliseconds, whatever the number of processes. */
  everyMs: number;
  /** BACKUP_KEEP: the newest backups kept (in `backupDir`, or in `bucket` when set); older ones are deleted. */
  keep: number;
  /** Where each backup is made; with `bucket`, only until it is in the bucket. */
  backupDir: string;
  /**
   * BACKUP_TO=bucket: the S3-compatible bucket of IMAGE_STORE=s3, where the backups are kept (as
   * S3_PREFIX + backups/<file>) so that they outlive the machine that made them.
   */
  bucket?: S3PictureSettings | undefined;
  source: BackupSource;
  /** How often each process looks whether a backup is due: a minute, or a quarter of a shorter interval. */
  checkEveryMs?: number | undefined;
}

/** How long a process holds the lease without renewing it; renewed every third of it while it backs up. */
const LEASE_MS = 10 * 60_000;
/** A backup taking longer is stopped and counted as failed. */
const LONGEST_BACKUP_MS = 6 * 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The server's backups (BACKUP_EVERY, BACKUP_KEEP; docs/decisions/058). Every process looks
 * whether one is due; the lease in the database lets only one of them make it, once per interval,
 * however many processes share the database (PostgreSQL, or SQLite's folder). SQLite's copy is
 * made on a worker thread, pg_dump in a child process: the thread serving requests only waits.
 * Each run is recorded; older backups beyond `keep` are deleted. With a bucket, each backup is put
 * there and removed from the machine, and the bucket's older ones are deleted.
 */
export class BackupSchedule {
  readonly options: BackupScheduleOptions;
  readonly #app: FastifyInstance;
  readonly #holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  readonly #pool: ParsingPool | null;
  #current: Promise<unknown> | null = null;

  constructor(app: FastifyInstance, options: BackupScheduleOptions) {
    this.#app = app;
    this.options = options;
    this.#pool =
      options.source.dialect === 'sqlite' ? new ParsingPool('backups/backup-worker.js', { threads: 1, taskTimeoutMs: LONGEST_BACKUP_MS }) : null;
  }

  get checkEveryMs(): number {
    return this.options.checkEveryMs ?? Math.min(60_000, Math.max(250, Math.floor(this.options.everyMs / 4)));
  }

  /** One look: makes the backup if it is due and this process gets the lease. */
  round(): Promise<'made' | 'failed' | 'not due'> {
    const round = this.#round();
    this.#current = round.finally(() => (this.#current = null));
    return round;
  }

  async #round(): Promise<'made' | 'failed' | 'not due'> {
    const db = this.#app.shop.db;
    const clock = () => this.#app.clock().getTime();
    const startedAt = clock();
    await scheduleRow(db, iso(startedAt));
    const claimed = await claimBackupRound(db, {
      now: iso(startedAt),
      dueIfStartedBefore: iso(startedAt - this.options.everyMs),
      leaseUntil: iso(startedAt + LEASE_MS),
      holder: this.#holder,
    });
    if (!claimed) return 'not due';
    await endAbandonedRuns(db, this.#holder, iso(startedAt));
    const id = `bkp_${randomBytes(12).toString('hex')}`;
    await insertBackupRun(db, { id, started_at: iso(startedAt), holder: this.#holder });
    const renewing = setInterval(() => {
      renewBackupLease(db, this.#holder, iso(clock() + LEASE_MS)).catch((error: unknown) => this.#app.log.error({ err: error }, 'backup lease not renewed'));
    }, LEASE_MS / 3);
    renewing.unref();
    try {
      const made = await this.#backUp(new Date(startedAt));
      const location = await this.#keep(made.file);
      await finishBackupRun(db, id, { finished_at: iso(clock()), outcome: 'OK', bytes: made.bytes, location, failure: null });
      this.#app.log.info({ location, bytes: made.bytes, ms: clock() - startedAt }, 'backed up the shop');
      await this.#prune(made.file);
      return 'made';
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      await finishBackupRun(db, id, { finished_at: iso(clock()), outcome: 'FAILED', bytes: null, location: null, failure });
      this.#app.log.error({ err: error }, 'backup failed');
      return 'failed';
    } finally {
      clearInterval(renewing);
      await releaseBackupLease(db, this.#holder);
    }
  }

  async #backUp(now: Date): Promise<{ file: string; bytes: number }> {
    const { source, backupDir } = this.options;
    if (source.dialect === 'postgres') return backUpPostgres({ databaseUrl: source.databaseUrl, schema: source.schema, backupDir, now });
    const task: SqliteBackupTask = { dataDir: source.dataDir, sqliteFile: source.sqliteFile ?? 'backroom.sqlite', backupDir, now: now.toISOString() };
    const made = await this.#pool!.run<MadeBackup>('backUpSqliteTask', task);
    if (made === TOOK_TOO_LONG) throw new Error(`The backup took longer than ${LONGEST_BACKUP_MS / 3_600_000} hours and was stopped.`);
    return made;
  }

  /**
   * Where the backup is kept: the file it was made as, or, with a bucket, the bucket's object (the
   * file is then removed: the machine may keep nothing). When it cannot be put into the bucket the
   * run fails and the file stays, the one copy there is (the folder keeps at most `keep`).
   */
  async #keep(file: string): Promise<string> {
    const { bucket } = this.options;
    if (!bucket) return file;
    const key = await sendBackupToBucket(bucket, file);
    await rm(file, { force: true });
    return bucketUrl(bucket, key);
  }

  /** Deletes this kind of backup (SQLite's or PostgreSQL's) beyond the newest `keep`, in the folder and in the bucket. */
  async #prune(made: string): Promise<void> {
    const kind = made.endsWith('.pgdump') ? '.pgdump' : '.sqlite.gz';
    if (this.options.bucket) {
      try {
        const deleted = await pruneBucketBackups(this.options.bucket, kind, this.options.keep);
        if (deleted.length > 0) this.#app.log.info({ deleted }, `deleted backups in the bucket beyond the newest ${this.options.keep}`);
      } catch (error) {
        this.#app.log.error({ err: error }, 'older backups in the bucket not deleted');
      }
    }
    try {
      const names = (await readdir(this.options.backupDir)).filter((name) => BACKUP_NAME.test(name) && name.endsWith(kind)).sort().reverse();
      const older = names.slice(this.options.keep);
      for (const name of older) await rm(path.join(this.options.backupDir, name), { force: true });
      if (older.length > 0) this.#app.log.info({ deleted: older }, `deleted backups beyond the newest ${this.options.keep}`);
    } catch (error) {
      this.#app.log.error({ err: error }, 'older backups not deleted');
    }
  }

  async close(): Promise<void> {
    await this.#current;
    await this.#pool?.close();
  }
}

const toRunView = (row: BackupRunTable): BackupRunView => ({
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  outcome: row.outcome,
  bytes: row.bytes === null ? null : Number(row.bytes),
  location: row.location,
  failure: row.failure,
});

/** Where the schedule keeps its backups: its folder, or the bucket's (s3://bucket/prefix/backups/). */
export const scheduleFolder = (schedule: BackupScheduleOptions) => (schedule.bucket ? bucketUrl(schedule.bucket, backupsPrefix(schedule.bucket)) : schedule.backupDir);

/** The backups as staff see them (GET /api/v1/backups/status), with what needs attention now. */
export async function backupStatus(app: FastifyInstance, schedule: BackupScheduleOptions | null): Promise<BackupStatusView> {
  const [{ lastRun, lastGood }, since] = await Promise.all([latestBackupRuns(app.shop.db), scheduleSince(app.shop.db)]);
  const everySeconds = schedule ? Math.max(1, Math.round(schedule.everyMs / 1000)) : null;
  const runs = { lastRun: lastRun ? toRunView(lastRun) : null, lastGood: lastGood ? toRunView(lastGood) : null };
  return {
    schedule: schedule && everySeconds ? { everySeconds, keep: schedule.keep, folder: scheduleFolder(schedule) } : null,
    ...runs,
    attention: backupAttention({ everySeconds, ...runs, scheduleSince: since }, app.clock()),
  };
}
