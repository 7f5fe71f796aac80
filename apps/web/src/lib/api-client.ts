import type { ErrorBody, ErrorDetail } from '@backroom/core/api-error';
import { readStored } from './browser-state';

/** The store the storefront talks to; kept in local storage, defaulting to the main store. */
export const STORE_STORAGE_KEY = 'store';
export const DEFAULT_STORE = 'backroom';

export function activeStore(): string {
  const stored = readStored(STORE_STORAGE_KEY)?.trim();
  return stored && /^[a-z0-9][a-z0-9-]{0,31}$/.test(stored) ? stored : DEFAULT_STORE;
}

/** An API failure carrying the server's error code, message and, when it gave them, the details by field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GETs a store-scoped API path (`/items/…`) and returns its JSON, or throws an ApiError. */
export function fetchStoreJson<T>(path: string, init?: RequestInit): Promise<T> {
  return fetchApiJson<T>(`/${activeStore()}/api/v1${path}`, init);
}

/** GETs a shop-wide API path (`/auth/…`, no store segment) and returns its JSON, or throws an ApiError. */
export function fetchBaseJson<T>(path: string, init?: RequestInit): Promise<T> {
  return fetchApiJson<T>(`/api/v1${path}`, init);
}

/** POSTs JSON to a shop-wide API path and returns the JSON answer (null for 204), or throws an ApiError. */
export function postBaseJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return fetchBaseJson<T>(path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...init?.headers } });
}

// The error body is checked by hand: zod would add its weight to every page's first download.
/** Fetches an API url (`/api/v1/…` or `/{store}/api/v1/…`) and returns its JSON, or throws an ApiError. */
export async function fetchApiJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetchApiResponse(url, init);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Fetches an API url and returns the answer when it is a success (for its headers too), or throws an ApiError. */
export async function fetchApiResponse(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const error = body?.error;
    throw typeof error?.code === 'string' && typeof error.message === 'string'
      ? new ApiError(response.status, error.code, error.message, Array.isArray(error.details) ? error.details : [])
      : new ApiError(response.status, 'INTERNAL_ERROR', `Request failed with status ${response.status}`);
  }
  return response;
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
