import type { Db } from '../db/database.js';
import { deleteMemberAddresses } from './saved-address.repository.js';

/** Deletes every saved address of a member whose account goes (docs/decisions/061). */
export async function forgetMemberAddresses(db: Db, memberId: string): Promise<number> {
  return deleteMemberAddresses(db, memberId);
}
