import type {
  MonthSummary,
  Transaction,
  TransactionLineItemPatch,
  TransactionTotals,
  YearSummary,
} from '@backroom/core/transactions/transaction-contract';
import { type EnvironmentFilter, environmentsOf } from '@backroom/core/orders/order-environment';
import { transactionTotals } from '@backroom/core/transactions/transaction-totals';
import { recordAudit } from '../audit/audit-log.js';
import type { RequestContext } from '../request-context.js';
import { laterTimestamp } from '../db/later-timestamp.js';
import { AppError, notFound } from '../errors/app-error.js';
import { orderTaxLines } from '../orders/order-tax-lines.js';
import {
  findTransaction,
  findTransactionLines,
  listTransactionLines,
  listTransactions,
  sumTransactionsBy,
  updateTransactionLine,
} from './transaction.repository.js';
import type { TransactionLineRow, TransactionRow } from './transaction.table.js';


/** Longest date range one call lists. */
export const MAX_RANGE_DAYS = 366;

function toTransaction(row: TransactionRow, lines: readonly TransactionLineRow[]): Transaction {
  return {
    store: row.store_id,
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    environment: row.environment,
    paymentMethod: row.payment_method,
    recordedBy: row.recorded_by,
    date: row.local_date,
    subtotal: row.subtotal,
    discountAmount: row.discount_amount,
    shipping: row.shipping,
    tax: row.tax,
    total: row.total,
    created_at: row.created_at,
    modified_at: row.modified_at,
    lineItems: lines.map((line) => ({ id: line.id, itemId: line.item_id, name: line.name, price: line.price, count: line.count, note: line.note })),
  };
}

/** GET transactions/{from}/{to}: every store's transactions of `environment` (PROD: real orders) on those shop dates, oldest first. */
export async function transactionsBetween(ctx: Pick<RequestContext, 'db' | 'now'>, from: string, to: string, environment: EnvironmentFilter): Promise<Transaction[]> {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) throw new AppError(400, 'VALIDATION_FAILED', `The range ends (${to}) before it starts (${from}).`);
  if (days >= MAX_RANGE_DAYS) throw new AppError(400, 'VALIDATION_FAILED', `Ask for at most ${MAX_RANGE_DAYS} days at a time.`);
  const environments = environmentsOf(environment);
  const [rows, lines] = await Promise.all([listTransactions(ctx.db, from, to, environments), listTransactionLines(ctx.db, from, to, environments)]);
  const linesOf = new Map<string, TransactionLineRow[]>();
  for (const line of lines) {
    const key = `${line.store_id}/${line.transaction_id}`;
    linesOf.set(key, [...(linesOf.get(key) ?? []), line]);
  }
  return rows.map((row) => toTransaction(row, linesOf.get(`${row.store_id}/${row.id}`) ?? []));
}

type Sums = Awaited<ReturnType<typeof sumTransactionsBy>>[number];

const totalsOf = (sums: Sums | undefined): TransactionTotals => ({
  count: Number(sums?.count ?? 0),
  subtotal: Number(sums?.subtotal ?? 0),
  discountAmount: Number(sums?.discount_amount ?? 0),
  shipping: Number(sums?.shipping ?? 0),
  tax: Number(sums?.tax ?? 0),
  total: Number(sums?.total ?? 0),
});

/** GET transactions/summary/years: totals of each year with transactions of `environment`, oldest first. */
export async function yearSummaries(ctx: Pick<RequestContext, 'db' | 'now'>, environment: EnvironmentFilter): Promise<YearSummary[]> {
  return (await sumTransactionsBy(ctx.db, environmentsOf(environment), 4)).map((sums) => ({ year: Number(sums.period), ...totalsOf(sums) }));
}

/** GET transactions/summary/{year}/months: totals of `environment`'s transactions in the year's twelve months (zero when none). */
export async function monthSummaries(ctx: Pick<RequestContext, 'db' | 'now'>, year: number, environment: EnvironmentFilter): Promise<MonthSummary[]> {
  const byMonth = new Map((await sumTransactionsBy(ctx.db, environmentsOf(environment), 7, String(year).padStart(4, '0'))).map((sums) => [Number(sums.period.slice(5, 7)), sums]));
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...totalsOf(byMonth.get(index + 1)) }));
}

/** Where a line item is: `PATCH transactions/{store}/{year}/{transactionId}/lineItem/{lineId}`. */
export interface LineItemAddress {
  store: string;
  year: number;
  transactionId: string;
  lineId: string;
}

/**
 * Staff correct a line item; the transaction's totals follow. An edit made on a copy older than
 * the transaction's `modified_at` is refused (409), also when two edits race. Audited.
 */
export async function editTransactionLine(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  address: LineItemAddress,
  patch: TransactionLineItemPatch,
  actor: string,
): Promise<Transaction> {
  const transaction = await findTransaction(ctx.db, address.store, address.transactionId);
  if (!transaction || Number(transaction.local_date.slice(0, 4)) !== address.year) {
    throw notFound(`There is no transaction '${address.transactionId.slice(0, 60)}' of ${address.year} in store '${address.store.slice(0, 32)}'.`);
  }
  const lines = await findTransactionLines(ctx.db, address.store, transaction.id);
  const line = lines.find((candidate) => candidate.id === address.lineId);
  if (!line) throw notFound(`Transaction ${transaction.id} has no line item '${address.lineId.slice(0, 40)}'.`);
  if (patch.id !== undefined && patch.id !== line.id) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A line item keeps its id.', [{ path: 'body.id', message: `must be '${line.id}'` }]);
  }
  const stale = () =>
    new AppError(409, 'CONFLICT', `Transaction ${transaction.id} was changed by someone else meanwhile: reload it and edit again.`);
  if (patch.modified_at !== transaction.modified_at) throw stale();

  const edited = { name: patch.name ?? line.name, price: patch.price ?? line.price, count: patch.count ?? line.count, note: patch.note ?? line.note };
  const newLines = lines.map((candidate) => (candidate.id === line.id ? { ...candidate, ...edited } : candidate));
  const totals = transactionTotals(
    newLines.map((candidate) => ({ itemId: candidate.item_id, name: candidate.name, price: candidate.price, count: candidate.count })),
    transaction.discount_amount,
    transaction.kind,
    await orderTaxLines(ctx.db, address.store, transaction.order_id),
  );
  const modifiedAt = laterTimestamp(ctx.now(), transaction.modified_at);
  const after: TransactionRow = {
    ...transaction,
    subtotal: totals.subtotal,
    discount_amount: totals.discountAmount,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total,
    modified_at: modifiedAt,
  };
  await ctx.db.transaction().execute(async (tx) => {
    const changed = await updateTransactionLine(
      tx,
      { storeId: address.store, transactionId: transaction.id, lineId: line.id, readModifiedAt: transaction.modified_at },
      edited,
      { subtotal: after.subtotal, discount_amount: after.discount_amount, shipping: after.shipping, tax: after.tax, total: after.total, modified_at: modifiedAt },
    );
    if (!changed) throw stale();
    await recordAudit(tx, {
      storeId: address.store,
      actor,
      action: 'update',
      entity: 'transaction',
      entityId: transaction.id,
      before: { lineItem: toTransaction(transaction, [line]).lineItems[0], total: transaction.total, tax: transaction.tax },
      after: { lineItem: { ...toTransaction(after, [{ ...line, ...edited }]).lineItems[0] }, total: after.total, tax: after.tax },
      at: modifiedAt,
    });
  });
  return toTransaction(after, newLines);
}
