import type { CreateStaffAccountBody, StaffAccountView, UpdateStaffAccountBody } from '@backroom/core/identity/account-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson } from '../../shared/staff-fetch';

/** GET (base) staff: every staff account (admins only). */
export const staffAccountsQuery = queryOptions({
  queryKey: ['admin', 'staff-accounts'],
  queryFn: () => staffBaseJson<StaffAccountView[]>('/staff'),
});

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

export function createStaffAccount(body: CreateStaffAccountBody): Promise<StaffAccountView> {
  return staffBaseJson<StaffAccountView>('/staff', json('POST', body));
}

/** PATCH (base) staff/{id}: disable, enable or change the role, over the account as read. */
export function updateStaffAccount(id: string, body: UpdateStaffAccountBody): Promise<StaffAccountView> {
  return staffBaseJson<StaffAccountView>(`/staff/${encodeURIComponent(id)}`, json('PATCH', body));
}
