import type { DashboardView } from '@backroom/core/reports/report-contract';
import type { DateRange } from '@backroom/core/reports/report-periods';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson } from '../../shared/staff-fetch';

/** GET (base) reports/dashboard?from=…&to=…: the shop's figures over Halifax dates, both included, and the work waiting now. */
export function dashboardQuery({ from, to }: DateRange) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'dashboard', from, to],
    queryFn: () => staffBaseJson<DashboardView>(`/reports/dashboard?${new URLSearchParams({ from, to }).toString()}`),
  });
}
