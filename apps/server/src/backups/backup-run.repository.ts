import type { Db } from '../db/database.js';
import type { BackupRunTable } from './backup-run.table.js';

const SCHEDULE = 'schedule';

/** The schedule's row, made on first use; `since` is when a schedule first ran on this database. */
export async function scheduleRow(db: Db, now: string) {
  await db
    .insertInto('backup_schedule')
    .values({ name: SCHEDULE, since: now, last_started_at: null, lease_until: null, holder: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return db.selectFrom('backup_schedule').selectAll().where('name', '=', SCHEDULE).executeTakeFirstOrThrow();
}

/**
 * Takes the schedule's lease when a backup is due (none began in the last `everyMs`) and no
 * process holds it: one conditional update, so of several processes at once only one gets it.
 * Marks the backup as begun now. False when it is not due or another process holds it.
 */
export async function claimBackupRound(db: Db, { now, dueIfStartedBefore, leaseUntil, holder }: { now: string; dueIfStartedBefore: string; leaseUntil: string; holder: string }): Promise<boolean> {
  const claimed = await db
    .updateTable('backup_schedule')
    .set({ lease_until: leaseUntil, holder, last_started_at: now })
    .where('name', '=', SCHEDULE)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .where((eb) => eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', dueIfStartedBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Keeps the lease while a long backup runs; false when another process took it meanwhile. */
export async function renewBackupLease(db: Db, holder: string, leaseUntil: string): Promise<boolean> {
  const renewed = await db.updateTable('backup_schedule').set({ lease_until: leaseUntil }).where('name', '=', SCHEDULE).where('holder', '=', holder).executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Gives the lease back once the backup is done, so that no process waits for it to run out. */
export async function releaseBackupLease(db: Db, holder: string): Promise<void> {
  await db.updateTable('backup_schedule').set({ lease_until: null, holder: null }).where('name', '=', SCHEDULE).where('holder', '=', holder).execute();
}

/**
 * Runs still RUNNING that no process makes any more (the holder of the lease is the only one
 * that can be backing up): a process stopped during its backup. They end as failed.
 */
export async function endAbandonedRuns(db: Db, holder: string, now: string): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({ outcome: 'FAILED', finished_at: now, failure: 'It stopped before it was done: the server making it stopped.' })
    .where('outcome', '=', 'RUNNING')
    .where('holder', '!=', holder)
    .execute();
}

export async function insertBackupRun(db: Db, run: Pick<BackupRunTable, 'id' | 'started_at' | 'holder'>): Promise<void> {
  await db.insertInto('backup_runs').values({ ...run, finished_at: null, outcome: 'RUNNING', bytes: null, location: null, failure: null }).execute();
}

export async function finishBackupRun(db: Db, id: string, end: Pick<BackupRunTable, 'finished_at' | 'outcome' | 'bytes' | 'location' | 'failure'>): Promise<void> {
  await db.updateTable('backup_runs').set(end).where('id', '=', id).execute();
}

/** The newest run, and the newest one that made a backup. */
export async function latestBackupRuns(db: Db): Promise<{ lastRun: BackupRunTable | undefined; lastGood: BackupRunTable | undefined }> {
  const newest = (outcome?: 'OK') => {
    let query = db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1);
    if (outcome) query = query.where('outcome', '=', outcome);
    return query.executeTakeFirst();
  };
  const [lastRun, lastGood] = await Promise.all([newest(), newest('OK')]);
  return { lastRun, lastGood };
}

export async function listBackupRuns(db: Db): Promise<BackupRunTable[]> {
  return db.selectFrom('backup_runs').selectAll().orderBy('started_at').orderBy('id').execute();
}

export async function scheduleSince(db: Db): Promise<string | null> {
  return (await db.selectFrom('backup_schedule').select('since').where('name', '=', SCHEDULE).executeTakeFirst())?.since ?? null;
}
