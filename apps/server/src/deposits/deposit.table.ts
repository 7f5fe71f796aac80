import type { DepositStatus } from '@backroom/core/emt/deposit-contract';
import type { DepositSource } from '@backroom/core/emt/deposit';
import type { NearMatchReason } from '@backroom/core/emt/deposit-matching';
import type { Generated, Insertable, Selectable } from 'kysely';

/** An e-transfer deposit staff brought in, and what became of it (docs/decisions/042). */
export interface DepositTable {
  store_id: string;
  id: string;
  /** The deposit's key (`interac:{reference}` or a hash): unique in a store. */
  fingerprint: string;
  source: DepositSource;
  /** The .eml or .csv file it was read from; null for pasted text. */
  file_name: string | null;
  sender: string;
  sender_email: string | null;
  /** Cents. */
  amount: number;
  /** ISO date, or UTC date-time, the bank gives. */
  received_at: string;
  message: string;
  bank_reference: string | null;
  status: DepositStatus;
  near_reason: NearMatchReason | null;
  /** JSON array of the order ids matching offered, best first. */
  candidates: Generated<string>;
  order_id: string | null;
  /** `staff:{name}`. */
  imported_by: string;
  imported_at: string;
  /** Who confirmed or dismissed it, and when; for an exact match, the importer. */
  settled_by: string | null;
  settled_at: string | null;
  /**
   * The deposit this one repeats: the same transfer read from its notice and from the bank's CSV
   * (status dismissed, settled by the importer). Unique in a store when set.
   */
  same_transfer_as: string | null;
}
export type DepositRow = Selectable<DepositTable>;
export type NewDepositRow = Insertable<DepositTable>;
