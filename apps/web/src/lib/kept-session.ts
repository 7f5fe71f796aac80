import type { SignedIn } from '@backroom/core/identity/account-contract';
import { readStored, removeStored, writeStored } from './browser-state';

function isSignedIn(value: unknown): value is SignedIn {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session.token === 'string' && typeof session.expiresAt === 'string' && Array.isArray(session.roles);
}

/** A sign-in session kept in local storage under its own key (none on the server: it renders for every visitor). */
export interface KeptSession {
  /** The session kept in this browser, unless there is none or its time is up. */
  read(now?: Date): SignedIn | null;
  save(session: SignedIn): void;
  clear(): void;
  /** The Authorization header of the kept session, or none. */
  headers(): Record<string, string>;
}

/** The session kept under `storageKey`: members and staff each keep their own. */
export function keptSession(storageKey: string): KeptSession {
  const read = (now = new Date()): SignedIn | null => {
    let stored: unknown;
    try {
      stored = JSON.parse(readStored(storageKey) ?? 'null');
    } catch {
      stored = null;
    }
    if (!isSignedIn(stored) || !(Date.parse(stored.expiresAt) > now.getTime())) return null;
    return stored;
  };
  return {
    read,
    save: (session) => {
      writeStored(storageKey, JSON.stringify(session));
    },
    clear: () => removeStored(storageKey),
    headers: (): Record<string, string> => {
      const session = read();
      return session ? { authorization: `Bearer ${session.token}` } : {};
    },
  };
}
