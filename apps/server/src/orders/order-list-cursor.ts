import { z } from 'zod';

/** Where a page of the staff order list ended: the last order's creation time and key. */
export interface OrderListCursor {
  createdAt: string;
  id: string;
  store: string;
}

const Decoded = z.tuple([z.iso.datetime({ offset: true }), z.string().min(1).max(100), z.string().min(1).max(32)]);

/** The `after` value that continues the list past `row` (base64url of JSON, opaque to clients). */
export function encodeOrderCursor(row: { created_at: string; id: string; store_id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id, row.store_id])).toString('base64url');
}

/** The cursor an `after` value names, or null when it is not one this list gave. */
export function decodeOrderCursor(text: string): OrderListCursor | null {
  try {
    const parsed = Decoded.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const [createdAt, id, store] = parsed.data;
    return { createdAt, id, store };
  } catch {
    return null;
  }
}

/** The url of the next page: the same path and filters, `after` the last order, no `offset`. */
export function nextPageUrl(requestUrl: string, after: string): string {
  const url = new URL(requestUrl, 'http://backroom.invalid');
  url.searchParams.delete('offset');
  url.searchParams.set('after', after);
  return `${url.pathname}${url.search}`;
}
