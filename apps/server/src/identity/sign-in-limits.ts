import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';

/** How many attempts a key may make in the window before it is told to wait (429). */
export interface AttemptLimit {
  key: string;
  max: number;
}

/** The window attempts count in: 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per e-mail in the window (whether or not the account exists). */
export const FAILURES_PER_EMAIL = 5;
/** Failed sign-ins per client address in the window: several people may share an address. */
export const FAILURES_PER_ADDRESS = 20;
/** Member registrations per client address in the window. */
export const REGISTRATIONS_PER_ADDRESS = 10;

/** An attempt under way: its rows count against the limits until it is released. */
export interface ReservedAttempt {
  ids: string[];
}

/**
 * Counts an attempt against each limit before it is made, in the database, so that every server
 * process sees the same counts and concurrent attempts cannot slip past a limit together (each
 * counts the others' rows). Over a limit: the attempt's rows are taken back and a 429 says when
 * to try again. The caller keeps the rows of a failed attempt and releases those of a good one.
 */
export async function reserveAttempt(db: Db, limits: readonly AttemptLimit[], now: Date): Promise<ReservedAttempt> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const at = now.toISOString();
  await db.deleteFrom('sign_in_attempts').where('at', '<=', since).execute();
  const rows = limits.map((limit) => ({ id: randomUUID(), limit_key: limit.key, at }));
  await db.insertInto('sign_in_attempts').values(rows).execute();

  for (const limit of limits) {
    const counted = await db
      .selectFrom('sign_in_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
      .where('limit_key', '=', limit.key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(counted.count) > limit.max) {
      await releaseAttempt(db, { ids: rows.map((row) => row.id) });
      const oldest = counted.oldest ? new Date(String(counted.oldest)).getTime() : now.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
      throw new AppError(429, 'TOO_MANY_REQUESTS', `Too many attempts: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, undefined, {
        'retry-after': String(retryAfterSeconds),
      });
    }
  }
  return { ids: rows.map((row) => row.id) };
}

/** Takes an attempt's rows back: it does not count (a good sign-in). */
export async function releaseAttempt(db: Db, attempt: ReservedAttempt): Promise<void> {
  if (attempt.ids.length > 0) await db.deleteFrom('sign_in_attempts').where('id', 'in', attempt.ids).execute();
}

/** Forgets a key's failures (an e-mail's, once its account signed in). */
export async function forgetFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('limit_key', '=', key).execute();
}
