import type { DepositImportResult, ImportedDeposit } from '@backroom/core/emt/deposit-contract';
import type { DepositMatch } from '@backroom/core/emt/deposit-matching';
import type { AppServices } from '../app-decorations.js';
import {
  type DepositOutcome,
  type DepositsRead,
  depositWithFingerprint,
  matchToAwaiting,
  requireSomeDeposit,
  storeDeposit,
  toDepositView,
} from '../deposits/deposit.service.js';
import { AppError } from '../errors/app-error.js';
import { ordersAwaitingTransfer } from '../orders/awaiting-transfer.js';
import { payOrderByTransfer } from './pay-order-by-transfer.js';
import type { RequestContext } from '../request-context.js';

/** Thrown inside an order's payment when its deposit was stored meanwhile: the payment is rolled back. */
class DepositStoredMeanwhile extends Error {}

type Result = ImportedDeposit['result'];

/** Stores a deposit that pays no order now, in a transaction of its own; `duplicate` when the store had it. */
async function storeWaiting(ctx: RequestContext, item: DepositsRead['deposits'][number], outcome: DepositOutcome): Promise<Result> {
  const stored = await ctx.db.transaction().execute((tx) => storeDeposit(ctx, tx, item, outcome));
  return stored ? (outcome.status as Result) : 'duplicate';
}

/**
 * An exact match pays its order as staff marking it PAID would, the deposit stored in the same
 * transaction: of two imports of one notice at once, one pays and the other finds it stored. An
 * order no longer open (paid by hand meanwhile) leaves the deposit for a person to confirm.
 */
async function settleMatch(ctx: RequestContext, services: AppServices, staffName: string, item: DepositsRead['deposits'][number], match: DepositMatch): Promise<Result> {
  switch (match.kind) {
    case 'duplicate':
      return 'duplicate';
    case 'none':
      return storeWaiting(ctx, item, { status: 'unmatched', nearReason: null, candidates: [], orderId: null });
    case 'near':
      return storeWaiting(ctx, item, {
        status: 'to-confirm',
        nearReason: match.reason,
        candidates: match.candidates.map((candidate) => candidate.orderId),
        orderId: null,
      });
    case 'exact':
      try {
        await payOrderByTransfer(ctx, services, match.orderId, staffName, async (tx) => {
          const outcome: DepositOutcome = { status: 'matched', nearReason: null, candidates: [match.orderId], orderId: match.orderId };
          if (!(await storeDeposit(ctx, tx, item, outcome))) throw new DepositStoredMeanwhile();
        });
        return 'matched';
      } catch (error) {
        if (error instanceof DepositStoredMeanwhile) return 'duplicate';
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
        if (await depositWithFingerprint(ctx, match.deposit.fingerprint)) return 'duplicate';
        return storeWaiting(ctx, item, { status: 'to-confirm', nearReason: 'order-already-matched', candidates: [match.orderId], orderId: null });
      }
  }
}

/**
 * Imports deposits read from a paste or files (docs/decisions/042): refuses (422, nothing stored)
 * what held none; matches them to the store's orders awaiting an e-transfer; pays exact matches
 * (PAID, a SALE, the shopper's "payment received" e-mail); keeps near ones for a person and the
 * others as unmatched. Deposits stored before come back as duplicates and change nothing.
 */
export async function importDeposits(ctx: RequestContext, services: AppServices, read: DepositsRead, staffName: string): Promise<DepositImportResult> {
  requireSomeDeposit(read);
  const matches = await matchToAwaiting(ctx, read, await ordersAwaitingTransfer(ctx));
  const results: Result[] = [];
  for (const [index, match] of matches.entries()) results.push(await settleMatch(ctx, services, staffName, read.deposits[index]!, match));
  // Candidates as they stand after this import's payments.
  const awaiting = await ordersAwaitingTransfer(ctx);
  const deposits: ImportedDeposit[] = [];
  for (const [index, result] of results.entries()) {
    const stored = await depositWithFingerprint(ctx, read.deposits[index]!.deposit.fingerprint);
    if (stored) deposits.push({ result, deposit: toDepositView(stored, awaiting) });
  }
  return { deposits, problems: read.problems, ignoredLines: read.ignoredLines };
}
