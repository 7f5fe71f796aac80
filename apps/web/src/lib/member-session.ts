import type { SignedIn } from '@backroom/core/identity/account-contract';
import { keptSession } from './kept-session';

/** Where the signed-in member's session is kept in local storage. */
export const SESSION_STORAGE_KEY = 'session';

const memberSession = keptSession(SESSION_STORAGE_KEY);

/** The session kept in this browser, unless there is none or its time is up. */
export function readSession(now = new Date()): SignedIn | null {
  return memberSession.read(now);
}

export function saveSession(session: SignedIn): void {
  memberSession.save(session);
}

export function clearSession(): void {
  memberSession.clear();
}

/** The Authorization header of the kept session (SPEC: sent when available), or none. */
export function sessionHeaders(): Record<string, string> {
  return memberSession.headers();
}
