import type { DepositImportResult, ImportedDeposit } from '@backroom/core/emt/deposit-contract';
import type { DepositMatch, DepositMatcher } from '@backroom/core/emt/deposit-matching';
import type { AppServices } from '../app-decorations.js';
import {
  type DepositOutcome,
  type DepositsRead,
  depositWithFingerprint,
  matcherForAwaiting,
  requireSomeDeposit,
  storeDeposit,
  storeIfSameTransfer,
  viewsByFingerprint,
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
 * Settles one deposit of an import, reading what is stored at that moment (so a later deposit of the
 * batch finds an earlier one): a duplicate changes nothing; the same transfer as a deposit of the
 * other kind stored before (its notice, or its bank CSV line) is set aside naming it, before any
 * matching, so it never pays or is offered for an order; any other is matched to the orders.
 */
async function settleImported(ctx: RequestContext, services: AppServices, staffName: string, item: DepositsRead['deposits'][number], matcher: DepositMatcher): Promise<Result> {
  if (matcher.isDuplicate(item.deposit)) return 'duplicate';
  const setAside = await storeIfSameTransfer(ctx, item);
  if (setAside) return setAside;
  return settleMatch(ctx, services, staffName, item, matcher.match(item.deposit));
}

/**
 * Imports deposits read from a paste or files (docs/decisions/042): refuses (422, nothing stored)
 * what held none; sets aside the second record of a transfer read twice (notice and bank CSV);
 * matches the others to the store's orders awaiting an e-transfer; pays exact matches (PAID, a
 * SALE, the shopper's "payment received" e-mail); keeps near ones for a person and the others as
 * unmatched. Deposits stored before come back as duplicates and change nothing.
 */
export async function importDeposits(ctx: RequestContext, services: AppServices, read: DepositsRead, staffName: string): Promise<DepositImportResult> {
  requireSomeDeposit(read);
  const matcher = await matcherForAwaiting(ctx, read, await ordersAwaitingTransfer(ctx));
  const results: Result[] = [];
  for (const item of read.deposits) results.push(await settleImported(ctx, services, staffName, item, matcher));
  // Candidates as they stand after this import's payments.
  const awaiting = await ordersAwaitingTransfer(ctx);
  const views = await viewsByFingerprint(
    ctx,
    read.deposits.map(({ deposit }) => deposit.fingerprint),
    awaiting,
  );
  const deposits: ImportedDeposit[] = results.flatMap((result, index) => (views[index] ? [{ result, deposit: views[index] }] : []));
  return { deposits, problems: read.problems, ignoredLines: read.ignoredLines };
}
