import { z } from 'zod';
import { OrderState } from '../orders/order-contract.js';
import { DepositDate, DepositProblem, DepositSource } from './deposit.js';
import { NearMatchReason, type OpenOrder } from './deposit-matching.js';
import { TextIn } from '../text-in.js';

/**
 * The staff deposits API (docs/decisions/042): what an import answers, the deposits kept and the
 * e-transfer orders still waiting for their money.
 */

/** What became of a stored deposit: it paid an order, waits for a person, matched nothing, or a person set it aside. */
export const DEPOSIT_STATUSES = ['matched', 'to-confirm', 'unmatched', 'dismissed'] as const;
export const DepositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** An order a person may pick for a deposit, as it stands now. */
export const DepositCandidateView = z.object({
  orderId: z.string(),
  reference: z.string(),
  totalCents: z.number().int(),
  customerName: z.string(),
  referenceInMessage: z.boolean(),
  amountEqual: z.boolean(),
  sender: z.enum(['email', 'name']).nullable(),
});
export type DepositCandidateView = z.infer<typeof DepositCandidateView>;

/**
 * The deposit another one repeats: the one e-transfer read from its Interac notice and from the
 * bank's CSV (docs/decisions/042). The second one read is set aside (dismissed) naming the first.
 */
export const SameTransferView = z
  .object({
    id: z.string(),
    source: DepositSource,
    fileName: z.string().nullable(),
    receivedAt: DepositDate,
    /** What became of it: the order it paid, or still waiting for a person. */
    status: DepositStatus,
    /** The order it paid, if it did. */
    orderId: z.string().nullable(),
  })
  .describe("The deposit this one repeats: the same e-transfer read from its Interac notice and from the bank's CSV");
export type SameTransferView = z.infer<typeof SameTransferView>;

/** The deposit set aside as repeating this one: the same transfer read again, with its message (a bank line rarely has one). */
export const RepeatingDepositView = z
  .object({
    id: z.string(),
    source: DepositSource,
    fileName: z.string().nullable(),
    receivedAt: DepositDate,
    message: z.string(),
  })
  .describe('The deposit set aside as the same e-transfer as this one, read again from its Interac notice or its bank CSV line');
export type RepeatingDepositView = z.infer<typeof RepeatingDepositView>;

export const DepositView = z.object({
  id: z.string(),
  source: DepositSource,
  fileName: z.string().nullable(),
  sender: z.string(),
  senderEmail: z.string().nullable(),
  amountCents: z.number().int(),
  receivedAt: DepositDate,
  message: z.string(),
  bankReference: z.string().nullable(),
  status: DepositStatus,
  /** Why a person must look (to-confirm only). */
  nearReason: NearMatchReason.nullable(),
  /** Open e-transfer orders that fit, best first, for a deposit still to confirm or unmatched. */
  candidates: z.array(DepositCandidateView),
  /** The order it paid (matched). */
  orderId: z.string().nullable(),
  importedBy: z.string(),
  importedAt: z.string(),
  settledBy: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Set aside on import as the same transfer as this stored deposit (status dismissed, settled by the importer); null otherwise. */
  sameTransferAs: SameTransferView.nullable(),
  /** The deposit set aside as repeating this one, if any: its message counts when candidates are worked out. */
  repeatedBy: RepeatingDepositView.nullable(),
});
export type DepositView = z.infer<typeof DepositView>;

/**
 * What an import did with one deposit: paid an order, kept it for a person (to confirm, unmatched),
 * `duplicate` when it was imported before (its stored deposit is shown), or `same-transfer` when it
 * is the same e-transfer as a deposit of the other kind stored before (a notice and the bank's CSV
 * line): kept set aside, naming it, and matched to no order.
 */
export const IMPORT_RESULTS = ['matched', 'to-confirm', 'unmatched', 'duplicate', 'same-transfer'] as const;
export const ImportedDeposit = z.object({
  result: z.enum(IMPORT_RESULTS),
  deposit: DepositView,
});
export type ImportedDeposit = z.infer<typeof ImportedDeposit>;

/** A problem of an import, with the file it came from when files were uploaded. */
export const ImportProblem = DepositProblem.extend({ fileName: z.string().optional() });
export type ImportProblem = z.infer<typeof ImportProblem>;

export const DepositImportResult = z.object({
  deposits: z.array(ImportedDeposit),
  problems: z.array(ImportProblem),
  /** Lines of a bank file that are not e-transfers in (withdrawals, other credits). */
  ignoredLines: z.number().int(),
});
export type DepositImportResult = z.infer<typeof DepositImportResult>;

/** Pasted text of one or more Interac deposit notices. */
export const MAX_PASTED_NOTICE_CHARACTERS = 200_000;
export const PastedNoticesBody = z.object({ text: TextIn.max(MAX_PASTED_NOTICE_CHARACTERS) });
export type PastedNoticesBody = z.infer<typeof PastedNoticesBody>;

/** Files of one upload: .eml notices or a bank's .csv. */
export const MAX_DEPOSIT_FILES = 50;
export const MAX_DEPOSIT_FILE_BYTES = 2 * 1024 * 1024;

/** An e-transfer order still waiting for its money, as the match screen lists it. */
export const AwaitingTransferView = z.object({
  orderId: z.string(),
  reference: z.string(),
  totalCents: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  createdAt: z.string(),
  holdUntil: z.string().nullable(),
});
export type AwaitingTransferView = z.infer<typeof AwaitingTransferView>;

/** An order awaiting a transfer as the deposit matcher reads it. */
export const openOrderOf = ({ orderId, totalCents, customerName, customerEmail, createdAt }: AwaitingTransferView): OpenOrder => ({
  id: orderId,
  totalCents,
  customerName,
  customerEmail,
  createdAt,
});

export const DepositList = z.object({
  deposits: z.array(DepositView),
  awaiting: z.array(AwaitingTransferView),
});
export type DepositList = z.infer<typeof DepositList>;

export const DepositListQuery = z.object({
  /** `open` (to confirm and unmatched, the default) or one status. */
  status: z.union([z.literal('open'), DepositStatus]).default('open'),
});
export type DepositListQuery = z.infer<typeof DepositListQuery>;

export const ConfirmDepositBody = z.object({ orderId: z.string().min(1).max(40) });
export type ConfirmDepositBody = z.infer<typeof ConfirmDepositBody>;

/** What confirming a deposit answers: the deposit, matched, and the order's state now. */
export const ConfirmedDeposit = z.object({ deposit: DepositView, orderState: OrderState });
export type ConfirmedDeposit = z.infer<typeof ConfirmedDeposit>;
