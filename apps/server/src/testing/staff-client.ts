import type { StaffItem } from '@backroom/core/catalog';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const STORE_API = '/teststore/api/v1';

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

/** Calls the store's API as a member of staff (or as nobody, with token null). */
export function staffClient(app: FastifyInstance) {
  async function call(
    method: Method,
    path: string,
    { token = null, body, headers = {} }: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url: `${STORE_API}${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    return app.inject(options);
  }

  /** An item as staff see it, hidden or not. */
  async function staffItem(token: string, itemId: string): Promise<StaffItem> {
    const response = await call('GET', `/items/${itemId}?showHidden=true`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffItem>();
  }

  /** If-Match for an edit over the item as it is now. */
  async function currentVersion(token: string, itemId: string): Promise<Record<string, string>> {
    return { 'if-match': `"${(await staffItem(token, itemId)).updatedAt}"` };
  }

  return { call, staffItem, currentVersion };
}

export function errorCode(response: LightMyRequestResponse): string {
  return response.json<{ error: { code: string } }>().error.code;
}

export function errorMessage(response: LightMyRequestResponse): string {
  return response.json<{ error: { message: string } }>().error.message;
}
