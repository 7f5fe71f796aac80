import type { Db } from '../db/database.js';
import type { StaffRole } from './staff-role.js';

/** The live session of a bearer token's hash, or undefined. */
export async function findStaffSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_sessions')
    .select(['staff_name', 'role'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; staffName: string; role: StaffRole; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_name: session.staffName,
      role: session.role,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}
