import { z } from 'zod';

/** One backup the server's schedule or `npm run backup` made or tried (GET /api/v1/backups/status). */
export const BackupRunView = z.object({
  startedAt: z.string(),
  /** Null while it runs. */
  finishedAt: z.string().nullable(),
  /** RUNNING until it ends; OK: a whole, checked backup is in place; FAILED: see `failure`. */
  outcome: z.enum(['RUNNING', 'OK', 'FAILED']),
  /** The backup's size in bytes, when it was made. */
  bytes: z.number().int().nullable(),
  /** Where it is kept: a file on the machine that made it, or s3://bucket/key in the shop's bucket. */
  location: z.string().nullable(),
  /** Why it failed, in the words an operator acts on. */
  failure: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof BackupRunView>;

/** Why the backups need someone: the last one failed, or none was made for more than twice the interval. */
export const BackupAttention = z.enum(['FAILED', 'OVERDUE']);
export type BackupAttention = z.infer<typeof BackupAttention>;

/** The shop's backups as staff see them: the schedule this server runs, the last run and the last good backup. */
export const BackupStatusView = z.object({
  /** BACKUP_EVERY and BACKUP_KEEP of the server that answered; null when it runs no schedule. */
  schedule: z
    .object({
      everySeconds: z.number().int().positive(),
      keep: z.number().int().positive(),
      /** Where the schedule keeps them: BACKUP_DIR, or s3://bucket/prefix/backups/ with BACKUP_TO=bucket. */
      folder: z.string(),
    })
    .nullable(),
  /** The newest run, whatever its outcome; null before the first. */
  lastRun: BackupRunView.nullable(),
  /** The newest backup that was made whole; null before the first. */
  lastGood: BackupRunView.nullable(),
  attention: BackupAttention.nullable(),
});
export type BackupStatusView = z.infer<typeof BackupStatusView>;

/**
 * Whether the backups need someone now: the newest run failed, or, on a schedule, no backup was
 * made for more than twice its interval (counted from the last good one, else from when the
 * schedule began). A shop with no schedule is not flagged for having none: its owner chose so.
 */
export function backupAttention(
  status: { everySeconds: number | null; lastRun: Pick<BackupRunView, 'outcome'> | null; lastGood: Pick<BackupRunView, 'finishedAt'> | null; scheduleSince: string | null },
  now: Date,
): BackupAttention | null {
  if (status.lastRun?.outcome === 'FAILED') return 'FAILED';
  if (status.everySeconds === null) return null;
  const since = status.lastGood?.finishedAt ?? status.scheduleSince;
  if (since === null) return null;
  return now.getTime() - Date.parse(since) > 2 * status.everySeconds * 1000 ? 'OVERDUE' : null;
}

/** An interval as an owner writes it: `30m`, `6h`, `1d`. */
export function describeInterval(seconds: number): string {
  const units: ReadonlyArray<[number, string]> = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([length]) => seconds % length === 0) ?? [1, 'second'];
  const count = seconds / size;
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

/** A backup's size for people: bytes, kB, MB or GB (powers of 1024), one decimal from MB on. */
export function backupSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 ** 2) return `${Math.round(bytes / 1024)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

const UNIT_SECONDS = { m: 60, h: 3_600, d: 86_400 } as const;

/**
 * BACKUP_EVERY as the server reads it: a whole number and a unit, m (minutes), h (hours) or d
 * (days), from 1 minute to 30 days. Anything else is a message saying what is expected.
 */
export function parseBackupEvery(text: string): { seconds: number } | { problem: string } {
  const match = /^([1-9]\d{0,5})([mhd])$/.exec(text.trim());
  const problem = `BACKUP_EVERY must be a number and a unit, m, h or d (e.g. 30m, 6h, 1d), from 1m to 30d; "${text}" is not`;
  if (!match) return { problem };
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  if (seconds > 30 * 86_400) return { problem };
  return { seconds };
}
