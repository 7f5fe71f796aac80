import type { MonthSummary, Transaction, YearSummary } from '@backroom/core/transactions/transaction-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson } from './staff-fetch';

/** GET (base) transactions/{from}/{to}: shop calendar dates, both included. */
export function transactionsQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'transactions', from, to],
    queryFn: () => staffBaseJson<Transaction[]>(`/transactions/${from}/${to}`),
  });
}

export const yearSummariesQuery = queryOptions({
  queryKey: ['admin', 'transactions', 'years'],
  queryFn: () => staffBaseJson<YearSummary[]>('/transactions/summary/years'),
});

export function monthSummariesQuery(year: number) {
  return queryOptions({
    queryKey: ['admin', 'transactions', 'months', year],
    queryFn: () => staffBaseJson<MonthSummary[]>(`/transactions/summary/${year}/months`),
  });
}
