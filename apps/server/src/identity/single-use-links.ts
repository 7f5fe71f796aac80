import type { Selectable } from 'kysely';
import type { PasswordResetRefusal } from '@backroom/core/identity/account-contract';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/database-schema.js';
import { AppError } from '../errors/app-error.js';

/**
 * The tables of links sent by e-mail that work once, until they expire (docs/decisions/059): a
 * member's password reset, a member's change of e-mail, a member of staff's invitation or reset.
 * Each keeps its own rows (a link of one kind never opens another), and all share the columns the
 * rules below read: `token_hash` (SHA-256 of the secret), `account_id`, `expires_at`, `used_at`.
 */
export type LinkTable = 'password_reset_tokens' | 'email_change_tokens' | 'staff_password_links';
/** A link's row: its own columns, and the shared ones the rules read. */
export type LinkRow<T extends LinkTable> = Selectable<DatabaseSchema[T]> & LinkState;
interface LinkState {
  account_id: string;
  expires_at: string;
  used_at: string | null;
}

/** What a refused link says, by reason: each kind words it for its reader. */
export type LinkRefusalMessages = Record<PasswordResetRefusal, string>;

// The shared columns have the same types in the three tables, so one of them types the statements.
const as = (table: LinkTable) => table as 'password_reset_tokens';

/** Forgets links that expired before `forgetBefore`: past it, an old link is just unknown. */
export async function forgetExpiredLinks(db: Db, table: LinkTable, forgetBefore: string): Promise<void> {
  await db.deleteFrom(as(table)).where('expires_at', '<=', forgetBefore).execute();
}

export async function findLink<T extends LinkTable>(db: Db, table: T, tokenHash: string): Promise<LinkRow<T> | undefined> {
  const row = await db.selectFrom(as(table)).selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row as LinkRow<T> | undefined;
}

/** Every unused link of the account in `table` stops working. */
export async function useAccountLinks(db: Db, table: LinkTable, accountId: string, now: string): Promise<void> {
  await db.updateTable(as(table)).set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}

/** Why a link does not work at `now`, or null when it does. At `expires_at` exactly it has expired. */
export function linkRefusal(link: Pick<LinkState, 'used_at' | 'expires_at'> | undefined, now: string): PasswordResetRefusal | null {
  if (!link) return 'token-unknown';
  if (link.used_at !== null) return 'token-used';
  return link.expires_at <= now ? 'token-expired' : null;
}

/** A refused link: 400 with one detail on `token` and its closed reason, which the pages word. */
export function linkRefused(reason: PasswordResetRefusal, messages: LinkRefusalMessages): AppError {
  return new AppError(400, 'VALIDATION_FAILED', messages[reason], [{ path: 'token', message: messages[reason], reason }]);
}

/** Refuses, before any slow work, a link that does not work now; returns it when it does. */
export async function workingLink<T extends LinkTable>(db: Db, table: T, tokenHash: string, now: string, messages: LinkRefusalMessages): Promise<LinkRow<T>> {
  const found = await findLink(db, table, tokenHash);
  const reason = linkRefusal(found, now);
  if (reason || !found) throw linkRefused(reason ?? 'token-unknown', messages);
  return found;
}

/**
 * Uses a link up if it is still unused and in time: one conditional update, so of two concurrent
 * uses only one goes on; the other is refused with the reason the link has then.
 */
export async function useLinkOrRefuse(db: Db, table: LinkTable, tokenHash: string, now: string, messages: LinkRefusalMessages): Promise<void> {
  const updated = await db
    .updateTable(as(table))
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  throw linkRefused(linkRefusal(await findLink(db, table, tokenHash), now) ?? 'token-used', messages);
}
