import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ShopDatabase } from './database.js';

/** The last work queued under each name in this process, which the next one waits for. */
const queued = new Map<string, Promise<unknown>>();

async function inTurn<T>(name: string, work: () => Promise<T>): Promise<T> {
  const before = queued.get(name) ?? Promise.resolve();
  const done = before.catch(() => undefined).then(work);
  const last = done.catch(() => undefined);
  queued.set(name, last);
  try {
    return await done;
  } finally {
    if (queued.get(name) === last) queued.delete(name);
  }
}

/**
 * Runs `work` holding PostgreSQL's advisory lock of `name`, so that of several server processes
 * about to do the same work at the same moment (started together on a new database), one does it
 * while the others wait, then find it done. The lock belongs to a transaction on a connection of
 * its own, so it also holds behind PgBouncer in transaction mode and ends with the process if that
 * dies. `work` uses the pool's other connections, so the pool needs more connections than the
 * locks this process waits for at once. On SQLite, whose data folder one process serves, the
 * lock is this process's own: a second caller waits until the first one's `work` has ended.
 */
export async function whileLocked<T>(shop: ShopDatabase, name: string, work: () => Promise<T>): Promise<T> {
  if (shop.dialect !== 'postgres') return inTurn(name, work);
  const key = createHash('sha256').update(name).digest();
  return shop.db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${key.readInt32BE(0)}, ${key.readInt32BE(4)})`.execute(tx);
    return work();
  });
}
