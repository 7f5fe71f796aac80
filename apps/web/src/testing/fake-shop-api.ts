import { vi } from 'vitest';

/** A call the storefront made to its store's API, as the fake saw it. */
export interface FakeRequest {
  method: string;
  /** The path after `/{store}/api/v1`, e.g. `/order/submit`. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body read back, or the FormData of a multipart upload as it was sent. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Headers beyond the JSON content type, e.g. a Link to the next page. */
  headers?: Record<string, string>;
}

/** An API error body as the server writes it. */
export function errorAnswer(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { error: { code, message } } };
}

/**
 * Replaces fetch with a fake of the store's API: `answer` replies to each call, and a call it
 * does not know gets a 404. Returns the calls made, in order.
 */
export function stubShopApi(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://shop.test');
      const request: FakeRequest = {
        method: init?.method ?? 'GET',
        path: decodeURIComponent(url.pathname.replace(/^\/[^/]+\/api\/v1/, '')),
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? init.body : undefined,
      };
      requests.push(request);
      const reply = (await answer(request)) ?? errorAnswer(404, 'NOT_FOUND', `no route ${request.method} ${request.path}`);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json', ...reply.headers } });
    }),
  );
  return requests;
}
