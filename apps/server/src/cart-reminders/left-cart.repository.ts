import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LeftCartRow, LeftCartStatus, LeftCartTable } from './left-cart.table.js';

export async function insertLeftCart(db: Db, row: Insertable<LeftCartTable>): Promise<void> {
  await db.insertInto('left_carts').values(row).execute();
}

export async function findLeftCart(db: Db, storeId: string, token: string): Promise<LeftCartRow | undefined> {
  return db.selectFrom('left_carts').selectAll().where('store_id', '=', storeId).where('token', '=', token).executeTakeFirst();
}

/** Changes a waiting cart's lines and language; false when it is no longer waiting. */
export async function updateWaitingLeftCart(db: Db, storeId: string, id: string, change: Pick<LeftCartRow, 'lines' | 'locale' | 'updated_at'>): Promise<boolean> {
  const updated = await db
    .updateTable('left_carts')
    .set(change)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Ends the waiting carts of one e-mail address (or one cart by id) with `status`; how many ended. */
export async function endWaitingLeftCarts(db: Db, storeId: string, which: { email: string } | { id: string }, status: LeftCartStatus, at: string): Promise<number> {
  let query = db.updateTable('left_carts').set({ status, ended_at: at }).where('store_id', '=', storeId).where('status', '=', 'waiting');
  query = 'email' in which ? query.where('email', '=', which.email) : query.where('id', '=', which.id);
  const ended = await query.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

// A LIKE pattern that matches `text` itself: its wildcards and the escape character escaped.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Carts recorded in the store since `since`: all, or from one client address, or for one inbox
 * (`inbox` as core's inboxKey gives it: the address itself, or with a "+tag" on its mailbox).
 */
export async function countLeftCartsSince(db: Db, storeId: string, since: string, who: { ip: string } | { inbox: string } | null): Promise<number> {
  let query = db.selectFrom('left_carts').select((eb) => eb.fn.countAll<number | string>().as('count')).where('store_id', '=', storeId).where('created_at', '>=', since);
  if (who && 'ip' in who) query = query.where('consent_ip', '=', who.ip);
  if (who && 'inbox' in who) {
    const at = Math.max(0, who.inbox.lastIndexOf('@'));
    const tagged = `${likeLiteral(who.inbox.slice(0, at))}+%${likeLiteral(who.inbox.slice(at))}`;
    query = query.where((eb) => eb.or([eb('email', '=', who.inbox), sql<boolean>`email like ${tagged} escape '\\'`]));
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function isOptedOut(db: Db, storeId: string, email: string): Promise<boolean> {
  return (await db.selectFrom('left_cart_opt_outs').select('email').where('store_id', '=', storeId).where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function addOptOut(db: Db, storeId: string, email: string, at: string): Promise<void> {
  await db
    .insertInto('left_cart_opt_outs')
    .values({ store_id: storeId, email, at })
    .onConflict((conflict) => conflict.columns(['store_id', 'email']).doNothing())
    .execute();
}

/** The stores that have carts waiting since before `before`. */
export async function listStoresWithWaitingCarts(db: Db, before: string): Promise<string[]> {
  const rows = await db.selectFrom('left_carts').select('store_id').distinct().where('status', '=', 'waiting').where('updated_at', '<=', before).execute();
  return rows.map((row) => row.store_id);
}

/** A store's carts waiting since before `before`, the longest waiting first. */
export async function listWaitingLeftCarts(db: Db, storeId: string, before: string, limit: number): Promise<LeftCartRow[]> {
  return db
    .selectFrom('left_carts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', '=', 'waiting')
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a waiting cart's reminder for this sender: the conditional update only one of several
 * processes sweeping at once wins. The cart is marked sent before the e-mail goes.
 */
export async function claimLeftCart(db: Db, storeId: string, id: string, at: string): Promise<boolean> {
  return (await endWaitingLeftCarts(db, storeId, { id }, 'sent', at)) > 0;
}

/** Every left cart kept for an address (lower case), in every store: a member's data (docs/decisions/061). */
export async function listLeftCartsOfEmail(db: Db, email: string): Promise<LeftCartRow[]> {
  return db.selectFrom('left_carts').selectAll().where('email', '=', email).orderBy('created_at').orderBy('id').execute();
}

/** The stores an address asked never to remind it again. */
export async function listOptOutsOfEmail(db: Db, email: string) {
  return db.selectFrom('left_cart_opt_outs').selectAll().where('email', '=', email).orderBy('at').execute();
}

/** Deletes every left cart, and with it the reminder consent, of an address in every store. */
export async function deleteLeftCartsOfEmail(db: Db, email: string): Promise<number> {
  const deleted = await db.deleteFrom('left_carts').where('email', '=', email).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
