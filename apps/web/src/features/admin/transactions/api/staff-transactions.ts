import type { EnvironmentFilter } from '@backroom/core/orders/order-environment';
import type { MonthSummary, Transaction, YearSummary } from '@backroom/core/transactions/transaction-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson } from '../../shared/staff-fetch';

/** GET (base) transactions/{from}/{to}?environment=…: shop calendar dates, both included; real orders unless TEST ones are asked for. */
export function transactionsQuery(from: string, to: string, environment: EnvironmentFilter = 'PROD') {
  return queryOptions({
    queryKey: ['admin', 'transactions', from, to, environment],
    queryFn: () => staffBaseJson<Transaction[]>(`/transactions/${from}/${to}?environment=${environment}`),
  });
}

/** GET (base) transactions/summary/years?environment=…: the yearly totals. */
export function yearSummariesQuery(environment: EnvironmentFilter = 'PROD') {
  return queryOptions({
    queryKey: ['admin', 'transactions', 'years', environment],
    queryFn: () => staffBaseJson<YearSummary[]>(`/transactions/summary/years?environment=${environment}`),
  });
}

/** GET (base) transactions/summary/{year}/months?environment=…: the twelve months' totals. */
export function monthSummariesQuery(year: number, environment: EnvironmentFilter = 'PROD') {
  return queryOptions({
    queryKey: ['admin', 'transactions', 'months', year, environment],
    queryFn: () => staffBaseJson<MonthSummary[]>(`/transactions/summary/${year}/months?environment=${environment}`),
  });
}
