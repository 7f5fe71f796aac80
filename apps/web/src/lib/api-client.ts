import type { ErrorBody } from '@backroom/core/api-error';

/** The store the storefront talks to; kept in local storage, defaulting to the main store. */
export const STORE_STORAGE_KEY = 'store';
export const DEFAULT_STORE = 'backroom';

export function activeStore(): string {
  const stored = globalThis.localStorage?.getItem(STORE_STORAGE_KEY)?.trim();
  return stored && /^[a-z0-9][a-z0-9-]{0,31}$/.test(stored) ? stored : DEFAULT_STORE;
}

/** An API failure carrying the server's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GETs a store-scoped API path (`/items/…`) and returns its JSON, or throws an ApiError. */
// The error body is checked by hand: zod would add its weight to every page's first download.
export async function fetchStoreJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`/${activeStore()}/api/v1${path}`, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const error = body?.error;
    throw typeof error?.code === 'string' && typeof error.message === 'string'
      ? new ApiError(response.status, error.code, error.message)
      : new ApiError(response.status, 'INTERNAL_ERROR', `Request failed with status ${response.status}`);
  }
  return (await response.json()) as T;
}

/** POSTs JSON to a store-scoped API path and returns the JSON answer, or throws an ApiError. */
export function postStoreJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return fetchStoreJson<T>(path, {
    ...init,
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
}
