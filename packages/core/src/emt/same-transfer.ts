import { shopCalendarDate } from '../orders/business-days.js';
import type { DepositSource } from './deposit.js';

/**
 * One e-transfer read twice: from Interac's notice (pasted or an .eml file) and from the line the
 * bank's CSV gives it. The two records have different fingerprints (docs/decisions/040), so the
 * second would be matched to orders again; this rule tells them apart (docs/decisions/042).
 */

/** What the rule reads of a deposit, stored or new. */
export interface TransferRecord {
  source: DepositSource;
  sender: string;
  amountCents: number;
  /** An ISO date, or a UTC date-time (DepositDate). */
  receivedAt: string;
  bankReference?: string | null | undefined;
}

/** A stored deposit the rule may link to: `linked` when it repeats another, or another repeats it already. */
export interface StoredTransferRecord extends TransferRecord {
  linked: boolean;
}

/** The bank posts a transfer the day of the notice or up to three days later; a notice sent just after midnight may follow its line by a day. */
export const BANK_POSTS_DAYS_BEFORE_NOTICE = 1;
export const BANK_POSTS_DAYS_AFTER_NOTICE = 3;

const isNotice = (source: DepositSource) => source !== 'csv';

/** A sender's name as compared: accents, case, punctuation and spacing do not count ("Jean-François Côté" is "JEAN FRANCOIS COTE"). */
export const senderKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Interac's reference as compared: case, spaces and dashes do not count. */
const referenceKey = (reference: string | null | undefined) => (reference ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The shop's calendar day of a deposit's date: a date as it is, a UTC date-time as Halifax reads it. */
export function depositDay(receivedAt: string): string {
  return receivedAt.length === 10 ? receivedAt : shopCalendarDate(new Date(receivedAt));
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Whether one deposit is a notice and the other a CSV line carrying the notice's Interac reference. */
export function isSameReference(a: TransferRecord, b: TransferRecord): boolean {
  if (isNotice(a.source) === isNotice(b.source)) return false;
  const reference = referenceKey(a.bankReference);
  return reference !== '' && reference === referenceKey(b.bankReference);
}

/**
 * Whether two deposits are the one transfer read from the notice and from the bank's CSV: one of
 * each kind, and either the CSV line carries the notice's Interac reference, or (neither giving a
 * reference the other contradicts) the amounts are equal, the senders' names are the same (both
 * given) and the CSV's day is from the notice's day less one to three days after it.
 */
export function isSameTransfer(a: TransferRecord, b: TransferRecord): boolean {
  if (isNotice(a.source) === isNotice(b.source)) return false;
  if (isSameReference(a, b)) return true;
  const [notice, line] = isNotice(a.source) ? [a, b] : [b, a];
  if (referenceKey(line.bankReference) !== '' && referenceKey(notice.bankReference) !== '') return false;
  if (a.amountCents !== b.amountCents) return false;
  const sender = senderKey(notice.sender);
  if (sender === '' || sender !== senderKey(line.sender)) return false;
  const days = dayNumber(depositDay(line.receivedAt)) - dayNumber(depositDay(notice.receivedAt));
  return days >= -BANK_POSTS_DAYS_BEFORE_NOTICE && days <= BANK_POSTS_DAYS_AFTER_NOTICE;
}

export type SameTransfer<T> = { kind: 'linked'; first: T } | { kind: 'none' } | { kind: 'ambiguous'; firsts: T[] };

/**
 * The stored deposit a new one repeats: linked when exactly one stored deposit not linked already
 * is the same transfer (one carrying the same Interac reference wins over any other);
 * `ambiguous` when several are (a person decides, as for `none`).
 */
export function findSameTransfer<T extends StoredTransferRecord>(deposit: TransferRecord, stored: readonly T[]): SameTransfer<T> {
  const open = stored.filter((one) => !one.linked);
  const byReference = open.filter((one) => isSameReference(deposit, one));
  const firsts = byReference.length > 0 ? byReference : open.filter((one) => isSameTransfer(deposit, one));
  if (firsts.length === 1) return { kind: 'linked', first: firsts[0]! };
  return firsts.length === 0 ? { kind: 'none' } : { kind: 'ambiguous', firsts };
}
