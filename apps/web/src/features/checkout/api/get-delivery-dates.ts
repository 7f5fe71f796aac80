import type { FloristDeliveryDates } from '@backroom/core/florist/florist-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET florist/delivery-dates: the dates a florist order may be delivered on, by the server's clock. */
export async function getDeliveryDates(): Promise<FloristDeliveryDates> {
  const answer = await fetchStoreJson<Partial<FloristDeliveryDates> & Pick<FloristDeliveryDates, 'today' | 'sameDayCutoff' | 'dates'>>('/florist/delivery-dates');
  // A server from before delivery windows answers without them: no window to choose.
  return { windows: [], openWindows: {}, ...answer };
}

// The list changes at the same-day cut-off and at midnight (Halifax): asked afresh each time the step opens.
export const deliveryDatesQuery = queryOptions({ queryKey: ['florist', 'delivery-dates'], queryFn: getDeliveryDates, staleTime: 0 });

export function useDeliveryDates() {
  return useQuery({ ...deliveryDatesQuery, refetchOnMount: 'always', retry: 1 });
}

/** The dates as last fetched, for a cart with flowers (whether a window must be chosen); nothing is fetched for others. */
export function useDeliveryDatesIfFlorist(florist: boolean): FloristDeliveryDates | undefined {
  return useQuery({ ...deliveryDatesQuery, enabled: florist }).data;
}
