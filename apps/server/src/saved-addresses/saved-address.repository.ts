import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DialectName, Tx } from '../db/database.js';
import type { Db } from '../db/database.js';
import type { NewSavedAddressRow, SavedAddressRow } from './saved-address.table.js';

type AddressFields = Omit<NewSavedAddressRow, 'id' | 'member_id' | 'is_default' | 'created_at'>;

/**
 * Makes the member's address writes wait for each other until the transaction ends (PostgreSQL;
 * SQLite writes one transaction at a time already): two "make this the default" or two adds at
 * once then each see what the other did, so the count and the one default hold.
 */
export async function lockMemberAddresses(tx: Tx, dialect: DialectName, memberId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  const key = createHash('sha256').update(`saved-addresses:${memberId}`).digest();
  await sql`select pg_advisory_xact_lock(${key.readInt32BE(0)}, ${key.readInt32BE(4)})`.execute(tx);
}

/** The member's addresses: the default first, then oldest first. */
export async function listSavedAddresses(db: Db, memberId: string): Promise<SavedAddressRow[]> {
  return db.selectFrom('saved_addresses').selectAll().where('member_id', '=', memberId).orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();
}

export async function countSavedAddresses(db: Db, memberId: string): Promise<number> {
  const row = await db.selectFrom('saved_addresses').select((eb) => eb.fn.countAll<number | string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One of the member's addresses; undefined for an unknown id or another member's. */
export async function findSavedAddress(db: Db, memberId: string, id: string): Promise<SavedAddressRow | undefined> {
  return db.selectFrom('saved_addresses').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function insertSavedAddress(db: Db, row: NewSavedAddressRow): Promise<void> {
  await db.insertInto('saved_addresses').values(row).execute();
}

/** Replaces an address's fields; false when the member has no such address. */
export async function updateSavedAddress(db: Db, memberId: string, id: string, fields: AddressFields): Promise<boolean> {
  const result = await db.updateTable('saved_addresses').set(fields).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSavedAddress(db: Db, memberId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_addresses').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes `id` the member's one default: the old default is cleared first, so the unique index never sees two. */
export async function makeDefaultAddress(db: Db, memberId: string, id: string, at: string): Promise<void> {
  await db.updateTable('saved_addresses').set({ is_default: 0 }).where('member_id', '=', memberId).where('is_default', '=', 1).where('id', '!=', id).execute();
  await db.updateTable('saved_addresses').set({ is_default: 1, updated_at: at }).where('id', '=', id).where('member_id', '=', memberId).where('is_default', '=', 0).execute();
}

/** Deletes every address of a member (their account is deleted). */
export async function deleteMemberAddresses(db: Db, memberId: string): Promise<number> {
  const deleted = await db.deleteFrom('saved_addresses').where('member_id', '=', memberId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
