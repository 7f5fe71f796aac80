import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeStore, ApiError, fetchStoreJson } from './api-client';

describe('activeStore', () => {
  it("defaults to the shop's main store and ignores a malformed stored name", () => {
    expect(activeStore()).toBe('backroom');
    localStorage.setItem('store', 'Bad Store!');
    expect(activeStore()).toBe('backroom');
    localStorage.setItem('store', 'florist');
    expect(activeStore()).toBe('florist');
  });
});

describe('fetchStoreJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("rethrows the server's error body as an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'There is no item x.' } }), { status: 404 })),
    );
    await expect(fetchStoreJson('/items/x')).rejects.toEqual(new ApiError(404, 'NOT_FOUND', 'There is no item x.'));
  });
});
