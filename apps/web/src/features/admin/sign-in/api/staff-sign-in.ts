import type { SignedIn, SignInBody } from '@backroom/core/identity/account-contract';
import { postBaseJson } from '../../../../lib/api-client';
import { staffSession } from '../../shared/staff-session';

/** POST (base) auth/sign-in. */
export function staffSignIn(body: SignInBody): Promise<SignedIn> {
  return postBaseJson<SignedIn>('/auth/sign-in', body);
}

/** POST (base) auth/sign-out with the staff session, then forgets it here whatever the answer. */
export async function staffSignOut(): Promise<void> {
  const headers = staffSession.headers();
  staffSession.clear();
  await postBaseJson<null>('/auth/sign-out', {}, { headers }).catch(() => null);
}
