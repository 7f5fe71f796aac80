import type { Db } from '../db/database.js';
import { deleteLeftCartsOfEmail, listLeftCartsOfEmail, listOptOutsOfEmail } from './left-cart.repository.js';

/** A member's left carts and opt-outs, by their account's address, for their data (docs/decisions/061). */
export async function leftCartsOfEmail(db: Db, email: string) {
  return { carts: await listLeftCartsOfEmail(db, email), optOuts: await listOptOutsOfEmail(db, email) };
}

/** Deletes a member's left carts and with them their reminder consents; opt-outs stay, so no reminder ever goes again. */
export async function forgetLeftCartsOfEmail(db: Db, email: string): Promise<number> {
  return deleteLeftCartsOfEmail(db, email);
}
