import type { Db } from '../db/database.js';
import { deleteAlertsOfEmail, listAlertsOfEmail } from './stock-alert.repository.js';

/** A member's back-in-stock alerts, by their account's address, for their data (docs/decisions/061). */
export async function alertsOfEmail(db: Db, email: string) {
  return listAlertsOfEmail(db, email.toLowerCase());
}

/** Deletes a member's alerts and with them their consents. */
export async function forgetAlertsOfEmail(db: Db, email: string): Promise<number> {
  return deleteAlertsOfEmail(db, email.toLowerCase());
}
