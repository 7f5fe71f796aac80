import type { SignedIn } from '@backroom/core/identity/account-contract';

/** Where the signed-in session is kept in local storage. */
export const SESSION_STORAGE_KEY = 'session';

function isSignedIn(value: unknown): value is SignedIn {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session.token === 'string' && typeof session.expiresAt === 'string' && Array.isArray(session.roles);
}

/** The session kept in this browser, unless there is none or its time is up. */
export function readSession(now = new Date()): SignedIn | null {
  let stored: unknown;
  try {
    stored = JSON.parse(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (!isSignedIn(stored) || !(Date.parse(stored.expiresAt) > now.getTime())) return null;
  return stored;
}

export function saveSession(session: SignedIn): void {
  globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
}

/** The Authorization header of the kept session (SPEC: sent when available), or none. */
export function sessionHeaders(): Record<string, string> {
  const session = readSession();
  return session ? { authorization: `Bearer ${session.token}` } : {};
}
