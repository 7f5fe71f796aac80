import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllItems, ITEMS_PAGE_SIZE } from './get-all-items';

function page(length: number, from: number) {
  return Array.from({ length }, (_, index) => ({ id: `item-${from + index}` }));
}

describe('fetchAllItems', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for pages of 1000 until a page comes back short', async () => {
    const pages = [page(ITEMS_PAGE_SIZE, 0), page(ITEMS_PAGE_SIZE, 1000), page(3, 2000)];
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(pages.shift() ?? [])));
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];

    const items = await fetchAllItems((count) => progress.push(count));

    expect(items).toHaveLength(2003);
    expect(items.at(-1)?.id).toBe('item-2002');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/backroom/api/v1/items?limit=1000&offset=0',
      '/backroom/api/v1/items?limit=1000&offset=1000',
      '/backroom/api/v1/items?limit=1000&offset=2000',
    ]);
    expect(progress).toEqual([1000, 2000, 2003]);
  });

  it('stops after one request when the store has fewer than 1000 items', async () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchAllItems()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
