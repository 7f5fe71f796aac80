import type { FloristDeliveryDates } from '@backroom/core/florist/florist-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET florist/delivery-dates: the dates a florist order may be delivered on, by the server's clock. */
export function getDeliveryDates(): Promise<FloristDeliveryDates> {
  return fetchStoreJson<FloristDeliveryDates>('/florist/delivery-dates');
}

// The list changes at the same-day cut-off and at midnight (Halifax): asked afresh each time the step opens.
export const deliveryDatesQuery = queryOptions({ queryKey: ['florist', 'delivery-dates'], queryFn: getDeliveryDates, staleTime: 0 });

export function useDeliveryDates() {
  return useQuery({ ...deliveryDatesQuery, refetchOnMount: 'always', retry: 1 });
}
