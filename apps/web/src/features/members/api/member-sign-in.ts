import type { RegisterMemberBody, SignedIn, SignInBody } from '@backroom/core/identity/account-contract';
import { postBaseJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';

/** POST (base) auth/sign-in. */
export function signIn(body: SignInBody): Promise<SignedIn> {
  return postBaseJson<SignedIn>('/auth/sign-in', body);
}

/** POST (base) members/register: the new member is signed in. */
export function registerMember(body: RegisterMemberBody): Promise<SignedIn> {
  return postBaseJson<SignedIn>('/members/register', body);
}

/** POST (base) auth/sign-out: ends the kept session on the server. */
export function signOut(): Promise<null> {
  return postBaseJson<null>('/auth/sign-out', {}, { headers: sessionHeaders() });
}

/** POST (base) auth/sign-out-everywhere: every session of the member's account ends, on every device. */
export function signOutEverywhere(): Promise<null> {
  return postBaseJson<null>('/auth/sign-out-everywhere', {}, { headers: sessionHeaders() });
}
