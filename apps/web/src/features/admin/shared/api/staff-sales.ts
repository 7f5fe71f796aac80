import type { StaffItem } from '@backroom/core/catalog';
import type { Sale, SaleBody, SalePatch } from '@backroom/core/sales/sale-contract';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../staff-fetch';

/** Every sale query's key starts so: a change to one sale refreshes them all. */
const SALES_KEY = ['admin', 'sales'] as const;

/** GET sales: every sale, on now, coming and ended (the server's order within each). */
export const salesQuery = queryOptions({
  queryKey: [...SALES_KEY, 'all'],
  queryFn: async () => (await staffStoreJson<{ sales: Sale[] }>('/sales')).sales,
});

/** GET sales?itemId=…: the sales on one item (or on its group head). */
export function itemSalesQuery(itemId: string) {
  return queryOptions({
    queryKey: [...SALES_KEY, 'item', itemId],
    queryFn: async () => (await staffStoreJson<{ sales: Sale[] }>(`/sales?itemId=${encodeURIComponent(itemId)}`)).sales,
  });
}

/** GET items?showHidden=true: the items a sale may be put on, and the brands they carry. */
export const saleItemsQuery = queryOptions({
  queryKey: [...SALES_KEY, 'items'],
  queryFn: () => staffStoreJson<StaffItem[]>('/items?showHidden=true'),
  staleTime: 60_000,
});

/** The key that refreshes every sale query. */
export const allSalesKey = { queryKey: SALES_KEY };

/** POST sales. Times are Halifax's clock ("2026-05-01T00:00"); no start means now. */
export function createSale(body: Omit<SaleBody, 'name'> & { name?: string }): Promise<Sale> {
  return sendStoreJson<Sale>('POST', '/sales', body);
}

/** PATCH sales/{id}: its name, price or percent, start or end. */
export function patchSale(id: string, patch: SalePatch): Promise<Sale> {
  return sendStoreJson<Sale>('PATCH', `/sales/${encodeURIComponent(id)}`, patch);
}

/** POST sales/{id}/end: the sale ends now (a coming one never starts). */
export function endSale(id: string): Promise<Sale> {
  return sendStoreJson<Sale>('POST', `/sales/${encodeURIComponent(id)}/end`, {});
}

/** DELETE sales/{id}. */
export function deleteSale(id: string): Promise<null> {
  return staffStoreJson<null>(`/sales/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
