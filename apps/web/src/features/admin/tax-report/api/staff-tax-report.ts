import type { TaxReportView } from '@backroom/core/reports/report-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson, staffBaseResponse } from '../../shared/staff-fetch';

/** GET (base) reports/tax?period=…: a filing period's taxes per province, refunds netted. */
export function taxReportQuery(period: string) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'tax', period],
    queryFn: () => staffBaseJson<TaxReportView>(`/reports/tax?${new URLSearchParams({ period }).toString()}`),
  });
}

/** GET (base) reports/tax.csv?period=…: the same as a CSV file, fetched with the staff token (so not a plain link). */
export async function fetchTaxReportCsv(period: string): Promise<Blob> {
  const response = await staffBaseResponse(`/reports/tax.csv?${new URLSearchParams({ period }).toString()}`, { headers: { accept: 'text/csv' } });
  return response.blob();
}
