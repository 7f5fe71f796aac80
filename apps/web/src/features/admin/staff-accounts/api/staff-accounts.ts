import type {
  CreateStaffAccountBody,
  StaffAccountView,
  StaffInvitationBody,
  StaffLinkBody,
  StaffLinkSent,
  UpdateStaffAccountBody,
} from '@backroom/core/identity/account-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffBaseJson, staffStoreJson } from '../../shared/staff-fetch';

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

/** POST {store} staff/invitations: a new account, invited by e-mail to choose its password (the store's name signs the e-mail). */
export function inviteStaff(body: StaffInvitationBody): Promise<StaffAccountView> {
  return staffStoreJson<StaffAccountView>('/staff/invitations', json('POST', body));
}

/** POST {store} staff/{id}/invitation: the invitation again, with a new link (the older one stops working). */
export function resendInvitation(id: string, body: StaffLinkBody = {}): Promise<StaffLinkSent> {
  return staffStoreJson<StaffLinkSent>(`/staff/${encodeURIComponent(id)}/invitation`, json('POST', body));
}

/** POST {store} staff/{id}/password-link: a one-hour link to choose a new password. */
export function sendResetLink(id: string, body: StaffLinkBody): Promise<StaffLinkSent> {
  return staffStoreJson<StaffLinkSent>(`/staff/${encodeURIComponent(id)}/password-link`, json('POST', body));
}
