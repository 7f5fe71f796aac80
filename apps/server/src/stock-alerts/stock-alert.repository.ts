import { type ExpressionBuilder, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import type { Db } from '../db/database.js';
import type { NewStockAlertRow, StockAlertRow, StockAlertState } from './stock-alert.table.js';

/** States of an alert that is still on: asked, waiting, or being sent. */
const ACTIVE: StockAlertState[] = ['PENDING', 'CONFIRMED', 'SENDING'];
// The active alerts' unique index (migration 0018) in its own words, as ON CONFLICT must name it.
const ACTIVE_PREDICATE = sql<boolean>`state in ('PENDING', 'CONFIRMED', 'SENDING')`;

/** Inserts a new pending alert; undefined when the address already has one on for the item. */
export async function insertPendingAlert(db: Db, row: NewStockAlertRow): Promise<StockAlertRow | undefined> {
  return db
    .insertInto('stock_alerts')
    .values(row)
    .onConflict((conflict) => conflict.columns(['store_id', 'item_id', 'email_key']).where(ACTIVE_PREDICATE).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The alert an address has on for an item, if any. */
export async function findActiveAlert(db: Db, storeId: string, itemId: string, emailKey: string): Promise<StockAlertRow | undefined> {
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .where('email_key', '=', emailKey)
    .where('state', 'in', ACTIVE)
    .executeTakeFirst();
}

/** A pending alert asked for again: a new link (the old one stops working) and the new request's consent. */
export async function renewPendingAlert(
  db: Db,
  id: string,
  renewal: Pick<StockAlertRow, 'token_hash' | 'consent_text' | 'consent_at' | 'consent_ip' | 'locale' | 'item_name' | 'email' | 'created_at'>,
): Promise<StockAlertRow | undefined> {
  return db.updateTable('stock_alerts').set(renewal).where('id', '=', id).where('state', '=', 'PENDING').returningAll().executeTakeFirst();
}

/** The alert a link's secret opens: the confirmation e-mail's, or the back-in-stock e-mail's (`notice`). */
export async function findAlertByTokenHash(db: Db, storeId: string, tokenHash: string): Promise<(StockAlertRow & { notice: boolean }) | undefined> {
  const row = await db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('notice_token_hash', '=', tokenHash)]))
    .executeTakeFirst();
  return row && { ...row, notice: row.notice_token_hash === tokenHash };
}

/** Gives a claimed alert the secret of its back-in-stock e-mail's unsubscribe link. */
export async function setNoticeToken(db: Db, id: string, claimId: string, noticeTokenHash: string): Promise<boolean> {
  const set = await db
    .updateTable('stock_alerts')
    .set({ notice_token_hash: noticeTokenHash })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .where('state', '=', 'SENDING')
    .executeTakeFirst();
  return set.numUpdatedRows > 0n;
}

/** PENDING to CONFIRMED, if it is still pending and was asked for after `askedAfter`. */
export async function confirmPendingAlert(db: Db, id: string, confirmation: { at: string; ip: string; askedAfter: string }): Promise<boolean> {
  const confirmed = await db
    .updateTable('stock_alerts')
    .set({ state: 'CONFIRMED', confirmed_at: confirmation.at, confirmed_ip: confirmation.ip })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .where('created_at', '>', confirmation.askedAfter)
    .executeTakeFirst();
  return confirmed.numUpdatedRows > 0n;
}

/** Ends an alert that is still on; false when it had ended already. */
export async function unsubscribeAlert(db: Db, id: string, at: string): Promise<boolean> {
  const ended = await db
    .updateTable('stock_alerts')
    .set({ state: 'UNSUBSCRIBED', ended_at: at })
    .where('id', '=', id)
    .where('state', 'in', ACTIVE)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/** Pending alerts asked for before `askedBefore` end unconfirmed. */
export async function expirePendingAlerts(db: Db, askedBefore: string, at: string): Promise<number> {
  const expired = await db
    .updateTable('stock_alerts')
    .set({ state: 'EXPIRED', ended_at: at })
    .where('state', '=', 'PENDING')
    .where('created_at', '<=', askedBefore)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/** Ended alerts (and the consent they record) are kept until `endedBefore`, then deleted. */
export async function deleteEndedAlerts(db: Db, endedBefore: string): Promise<void> {
  await db.deleteFrom('stock_alerts').where('state', 'not in', ACTIVE).where('ended_at', '<=', endedBefore).execute();
}

/** An alert that may be claimed for sending: confirmed, or claimed by a process that went quiet before `staleBefore`. */
function waiting(staleBefore: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'stock_alerts'>) =>
    eb.or([eb('state', '=', 'CONFIRMED'), eb.and([eb('state', '=', 'SENDING'), eb('claimed_at', '<=', staleBefore)])]);
}

/** The stores and items that confirmed shoppers wait for (a claim gone stale counts as waiting). */
export async function listAwaitedItems(db: Db, staleBefore: string): Promise<Array<{ store_id: string; item_id: string }>> {
  return db
    .selectFrom('stock_alerts')
    .select(['store_id', 'item_id'])
    .distinct()
    .where(waiting(staleBefore))
    .execute();
}

/**
 * Claims up to `limit` waiting alerts of the items for one sender, in one conditional update: on
 * PostgreSQL a second process updating the same rows waits for the first to commit, then finds
 * them no longer waiting and skips them; SQLite runs one writer at a time. So each alert is
 * claimed by one process only, and its e-mail is sent once the claim is committed.
 */
export async function claimAlerts(
  db: Db,
  storeId: string,
  itemIds: readonly string[],
  claim: { id: string; at: string; staleBefore: string; limit: number },
): Promise<StockAlertRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .updateTable('stock_alerts')
    .set({ state: 'SENDING', claimed_at: claim.at, claim_id: claim.id })
    .where('store_id', '=', storeId)
    .where('item_id', 'in', itemIds)
    .where(waiting(claim.staleBefore))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('stock_alerts')
        .select('id')
        .where('store_id', '=', storeId)
        .where('item_id', 'in', itemIds)
        .where(waiting(claim.staleBefore))
        .orderBy('confirmed_at')
        .limit(claim.limit),
    )
    .returningAll()
    .execute();
}

/** The claimed alert's e-mail went out: it ends. */
export async function markNotified(db: Db, id: string, claimId: string, at: string): Promise<void> {
  await db
    .updateTable('stock_alerts')
    .set({ state: 'NOTIFIED', ended_at: at })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .where('state', '=', 'SENDING')
    .execute();
}

/** The claimed alert's e-mail was refused: waiting again for the next sweep, or FAILED after `maxAttempts`. */
export async function releaseClaim(db: Db, alert: Pick<StockAlertRow, 'id' | 'claim_id' | 'attempts'>, maxAttempts: number, at: string): Promise<void> {
  const attempts = alert.attempts + 1;
  const failed = attempts >= maxAttempts;
  await db
    .updateTable('stock_alerts')
    .set({ state: failed ? 'FAILED' : 'CONFIRMED', attempts, claim_id: null, claimed_at: null, ended_at: failed ? at : null })
    .where('id', '=', alert.id)
    .where('claim_id', '=', alert.claim_id)
    .where('state', '=', 'SENDING')
    .execute();
}

/** Confirmed shoppers waiting per item of a store. */
export async function countWaitingShoppers(db: Db, storeId: string): Promise<Array<{ item_id: string; waiting: number }>> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select(['item_id', (eb) => eb.fn.countAll<number | string | bigint>().as('waiting')])
    .where('store_id', '=', storeId)
    .where('state', 'in', ['CONFIRMED', 'SENDING'])
    .groupBy('item_id')
    .orderBy('item_id')
    .execute();
  return rows.map((row) => ({ item_id: row.item_id, waiting: Number(row.waiting) }));
}

/** Counts a request against a limit key; answers its id (to take back) and how many the key has since `since`, this one included. */
export async function countRequest(db: Db, request: { id: string; store_id: string; limit_key: string; at: string }, since: string): Promise<number> {
  await db.insertInto('stock_alert_requests').values(request).execute();
  const counted = await db
    .selectFrom('stock_alert_requests')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('store_id', '=', request.store_id)
    .where('limit_key', '=', request.limit_key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

export async function forgetRequest(db: Db, id: string): Promise<void> {
  await db.deleteFrom('stock_alert_requests').where('id', '=', id).execute();
}

/** Requests older than every window are of no more use. */
export async function deleteRequestsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('stock_alert_requests').where('at', '<=', before).execute();
}

/** Every alert asked for with an address (folded to lower case), in every store: a member's data (docs/decisions/061). */
export async function listAlertsOfEmail(db: Db, emailKey: string): Promise<StockAlertRow[]> {
  return db.selectFrom('stock_alerts').selectAll().where('email_key', '=', emailKey).orderBy('created_at').orderBy('id').execute();
}

/** Deletes every alert, and with it the consent, of an address in every store (a member deleting their account). */
export async function deleteAlertsOfEmail(db: Db, emailKey: string): Promise<number> {
  const deleted = await db.deleteFrom('stock_alerts').where('email_key', '=', emailKey).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
