import type { OrderEnvironment } from '@backroom/core/orders/order-environment';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NewTransactionRow, TransactionLineTable, TransactionTable } from './transaction.table.js';

export async function insertTransaction(db: Db, row: NewTransactionRow, lines: readonly TransactionLineTable[]): Promise<void> {
  await db.insertInto('transactions').values(row).execute();
  if (lines.length > 0) await db.insertInto('transaction_lines').values([...lines]).execute();
}

export async function findTransaction(db: Db, storeId: string, id: string) {
  return db.selectFrom('transactions').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
}

export async function findTransactionLines(db: Db, storeId: string, transactionId: string) {
  return db
    .selectFrom('transaction_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('transaction_id', '=', transactionId)
    .orderBy('position')
    .execute();
}

/** Transactions of every store in `environments` whose shop date lies from `from` to `to` (both included), oldest first. */
export async function listTransactions(db: Db, from: string, to: string, environments: readonly OrderEnvironment[]) {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('local_date', '>=', from)
    .where('local_date', '<=', to)
    .where('environment', 'in', environments)
    .orderBy('created_at')
    .orderBy('store_id')
    // A sale and its refund booked in the same millisecond (a charge landing on a cancelled order)
    // list in the order they happened: SALE before REFUND, not by their ids' letters (…-R before …-S).
    .orderBy('kind', 'desc')
    .orderBy('id')
    .execute();
}

/** The lines of the transactions `listTransactions` gives for the same dates. */
export async function listTransactionLines(db: Db, from: string, to: string, environments: readonly OrderEnvironment[]) {
  return db
    .selectFrom('transaction_lines')
    .innerJoin('transactions', (join) =>
      join.onRef('transactions.store_id', '=', 'transaction_lines.store_id').onRef('transactions.id', '=', 'transaction_lines.transaction_id'),
    )
    .selectAll('transaction_lines')
    .where('transactions.local_date', '>=', from)
    .where('transactions.local_date', '<=', to)
    .where('transactions.environment', 'in', environments)
    .orderBy('transaction_lines.position')
    .execute();
}

/**
 * Transactions of `environments` summed by a prefix of their shop date: 4 characters give years,
 * 7 months. `within` narrows to dates starting so (a year, for its months).
 */
export async function sumTransactionsBy(db: Db, environments: readonly OrderEnvironment[], prefixLength: 4 | 7, within?: string) {
  const period = sql<string>`substr(local_date, 1, ${sql.lit(prefixLength)})`;
  let query = db
    .selectFrom('transactions')
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('subtotal').as('subtotal'),
      eb.fn.sum<number>('discount_amount').as('discount_amount'),
      eb.fn.sum<number>('shipping').as('shipping'),
      eb.fn.sum<number>('tax').as('tax'),
      eb.fn.sum<number>('total').as('total'),
    ])
    .where('environment', 'in', environments);
  if (within !== undefined) query = query.where('local_date', 'like', `${within}-%`);
  return query.groupBy(period).orderBy(period).execute();
}

/**
 * Changes a line and its transaction's totals only if the transaction is still as it was read
 * (`modified_at`); false when someone else changed it meanwhile.
 */
export async function updateTransactionLine(
  db: Db,
  key: { storeId: string; transactionId: string; lineId: string; readModifiedAt: string },
  line: Pick<TransactionLineTable, 'name' | 'price' | 'count' | 'note'>,
  totals: Pick<TransactionTable, 'subtotal' | 'discount_amount' | 'shipping' | 'tax' | 'total' | 'modified_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable('transactions')
    .set(totals)
    .where('store_id', '=', key.storeId)
    .where('id', '=', key.transactionId)
    .where('modified_at', '=', key.readModifiedAt)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await db
    .updateTable('transaction_lines')
    .set(line)
    .where('store_id', '=', key.storeId)
    .where('transaction_id', '=', key.transactionId)
    .where('id', '=', key.lineId)
    .execute();
  return true;
}
