import type { WaitingShoppers } from '@backroom/core/stock-alerts/stock-alert-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffStoreJson } from '../../shared/staff-fetch';

/** GET stock-alerts/waiting: confirmed shoppers waiting for each item to be back (items nobody waits for left out). */
export const waitingShoppersQuery = queryOptions({
  queryKey: ['admin', 'stock-alerts', 'waiting'],
  queryFn: () => staffStoreJson<WaitingShoppers>('/stock-alerts/waiting'),
});
