import { z } from 'zod';

/**
 * A deposit read from what staff bring in (a pasted Interac notice, an .eml file, the bank's CSV),
 * before it is matched to an order. Money in cents; the server stores `fingerprint` so that the same
 * deposit imported twice is seen as one.
 */
export const DEPOSIT_SOURCES = ['notification', 'eml', 'csv'] as const;
export const DepositSource = z.enum(DEPOSIT_SOURCES);
export type DepositSource = z.infer<typeof DepositSource>;

/** An ISO date ("2026-11-20") or an ISO date-time in UTC ("2026-11-20T14:03:11Z"). */
export const DepositDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/, 'an ISO date or a UTC date-time');

export const Deposit = z.object({
  source: DepositSource,
  /** The sender's name as the bank wrote it; empty when a CSV line names nobody. */
  sender: z.string().max(200),
  senderEmail: z.string().max(320).optional(),
  amountCents: z.number().int().positive(),
  receivedAt: DepositDate,
  /** The shopper's message, where the payment reference should be; empty when there is none. */
  message: z.string().max(2000),
  /** Interac's reference number for the transfer, e.g. "CA1Xj2Kp9". */
  bankReference: z.string().max(64).optional(),
  fingerprint: z.string().min(1).max(200),
});
export type Deposit = z.infer<typeof Deposit>;

/** Why an item could not be read as a deposit. */
export const DEPOSIT_PROBLEM_REASONS = [
  'empty',
  'not-a-deposit',
  'no-amount',
  'unreadable-amount',
  'no-sender',
  'unreadable-date',
  'unreadable-email',
  'unknown-layout',
  /** An e-mail whose parts nest deeper than any mailer's (refused unread, issue 29). */
  'nested-too-deep',
  /** A file whose reading was stopped for taking longer than any real notice or bank file. */
  'took-too-long',
] as const;
export const DepositProblemReason = z.enum(DEPOSIT_PROBLEM_REASONS);
export type DepositProblemReason = z.infer<typeof DepositProblemReason>;

export const DepositProblem = z.object({
  /** The line of the pasted text or CSV file (1-based) where the item starts. */
  line: z.number().int().positive().optional(),
  reason: DepositProblemReason,
  /** English for people; programs read `reason`. */
  message: z.string(),
});
export type DepositProblem = z.infer<typeof DepositProblem>;

/** CSV lines that were read but are not e-transfers in: withdrawals and other credits. */
export const IgnoredLine = z.object({ line: z.number().int().positive(), reason: z.enum(['debit', 'not-an-e-transfer']) });
export type IgnoredLine = z.infer<typeof IgnoredLine>;

/**
 * What reading a paste, file or CSV gives: the deposits read and a problem per item that could not
 * be; `ok` is false when nothing at all could be read (the whole thing is refused).
 */
export const DepositReading = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), deposits: z.array(Deposit).min(1), problems: z.array(DepositProblem), ignored: z.array(IgnoredLine) }),
  z.object({ ok: z.literal(false), deposits: z.array(Deposit).length(0), problems: z.array(DepositProblem), ignored: z.array(IgnoredLine) }),
]);
export type DepositReading = z.infer<typeof DepositReading>;

/** The reading of a batch from the deposits and problems found (ok when at least one deposit was read). */
export function depositReading(deposits: Deposit[], problems: DepositProblem[], ignored: IgnoredLine[] = []): DepositReading {
  return deposits.length > 0 ? { ok: true, deposits, problems, ignored } : { ok: false, deposits: [], problems, ignored };
}

/** FNV-1a, 64 bits, as 16 hex digits: a short stable key for text (not a secret, not a check against tampering). */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Text compared loosely: accents, case and runs of spaces do not make two deposits different. */
export const looseText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A deposit's stable key. Interac's reference number names one transfer wherever it is read (a pasted
 * notice and its .eml give the same key); without one, the sender, amount, message, the date when
 * the item itself gives it, and which of identical lines of one file it is.
 */
export function depositFingerprint(deposit: {
  bankReference?: string | undefined;
  sender: string;
  amountCents: number;
  message: string;
  /** Only a date read from the item itself: a paste's date would make a second paste a new deposit. */
  datedOn?: string | undefined;
  occurrence?: number;
}): string {
  if (deposit.bankReference) return `interac:${deposit.bankReference}`;
  const key = [looseText(deposit.sender), deposit.amountCents, looseText(deposit.message), deposit.datedOn ?? ''].join('\u0000');
  return `deposit:${deposit.datedOn ?? 'undated'}:${deposit.amountCents}:${fnv1a64(key)}${deposit.occurrence ? `#${deposit.occurrence + 1}` : ''}`;
}
