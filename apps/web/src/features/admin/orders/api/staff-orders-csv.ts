import type { EnvironmentFilter } from '@backroom/core/orders/order-environment';
import { staffBaseResponse } from '../../shared/staff-fetch';

/** The orders CSV of a range and the name the server gives it. */
export interface OrdersCsvFile {
  fileName: string;
  file: Blob;
}

/** The file name of a Content-Disposition header (`attachment; filename="…"`), or null. */
export function attachmentFileName(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * GET (base) order/export.csv?from=…&to=…&environment=…: the orders created on those shop dates
 * (both included, Halifax) as the accountant's CSV, one column per tax; real orders unless TEST
 * ones are asked for. Fetched with the staff token, so it cannot be a plain link.
 */
export async function fetchOrdersCsv(from: string, to: string, environment: EnvironmentFilter = 'PROD'): Promise<OrdersCsvFile> {
  const query = new URLSearchParams({ from, to, environment });
  const response = await staffBaseResponse(`/order/export.csv?${query.toString()}`, { headers: { accept: 'text/csv' } });
  return {
    fileName: attachmentFileName(response.headers.get('content-disposition')) ?? `orders-${from}-${to}.csv`,
    file: await response.blob(),
  };
}
