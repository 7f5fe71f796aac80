import { activeStore, ApiError, fetchApiJson, fetchApiResponse } from '../../../lib/api-client';
import { staffSession } from './staff-session';

/** The back office's signal that its session died: the admin app listens and shows the sign-in. */
export const STAFF_SIGNED_OUT_EVENT = 'backroom:staff-signed-out';

async function withStaffToken<T>(call: (init: RequestInit) => Promise<T>, init: RequestInit = {}): Promise<T> {
  try {
    return await call({ ...init, headers: { ...staffSession.headers(), ...init.headers } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      staffSession.clear();
      globalThis.dispatchEvent?.(new Event(STAFF_SIGNED_OUT_EVENT));
    }
    throw error;
  }
}

/** A request sending `body` as JSON. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

/** A staff call to an API url (`/api/v1/…` or `/{store}/api/v1/…`) with the staff session's bearer token. */
export function staffApiJson<T>(url: string, init?: RequestInit): Promise<T> {
  return withStaffToken((withToken) => fetchApiJson<T>(url, withToken), init);
}

/** A staff call to the active store (`/items/…`). */
export function staffStoreJson<T>(path: string, init?: RequestInit): Promise<T> {
  return staffApiJson<T>(`/${activeStore()}/api/v1${path}`, init);
}

/** A shop-wide staff call (`/order`, `/transactions/…`). */
export function staffBaseJson<T>(path: string, init?: RequestInit): Promise<T> {
  return staffApiJson<T>(`/api/v1${path}`, init);
}

/** A shop-wide staff call whose answer's headers matter too (the order list's Link to its next page). */
export function staffBaseResponse(path: string, init?: RequestInit): Promise<Response> {
  return withStaffToken((withToken) => fetchApiResponse(`/api/v1${path}`, withToken), init);
}

/** A store-scoped staff call whose answer is not JSON (a CSV file to save). */
export function staffStoreResponse(path: string, init?: RequestInit): Promise<Response> {
  return withStaffToken((withToken) => fetchApiResponse(`/${activeStore()}/api/v1${path}`, withToken), init);
}

/** A store-scoped staff call sending `body` as JSON. */
export function sendStoreJson<T>(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  return staffStoreJson<T>(path, jsonInit(method, body, headers));
}

/** The If-Match header naming the item version an edit started from (docs/decisions/009). */
export function ifMatch(updatedAt: string): Record<string, string> {
  return { 'if-match': `"${updatedAt}"` };
}
