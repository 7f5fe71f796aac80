import type { SignedIn, StaffSetPasswordBody } from '@backroom/core/identity/account-contract';
import { postBaseJson } from '../../../../lib/api-client';

/** POST (base) staff/set-password: an invitation's or reset's link and the password; answers a session. */
export function setStaffPassword(body: StaffSetPasswordBody): Promise<SignedIn> {
  return postBaseJson<SignedIn>('/staff/set-password', body);
}
