import type { DiscountCodeBody, StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET discounts: the store's codes with their use. */
export const discountCodesQuery = queryOptions({
  queryKey: ['admin', 'discounts'],
  queryFn: () => staffStoreJson<StaffDiscountCode[]>('/discounts'),
});

/** PUT discounts/{code}: creates the code or changes what it gives and when. */
export function putDiscountCode(code: string, body: Partial<DiscountCodeBody>): Promise<StaffDiscountCode> {
  return sendStoreJson<StaffDiscountCode>('PUT', `/discounts/${encodeURIComponent(code)}`, body);
}

/** DELETE discounts/{code}. */
export function deleteDiscountCode(code: string): Promise<null> {
  return staffStoreJson<null>(`/discounts/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
