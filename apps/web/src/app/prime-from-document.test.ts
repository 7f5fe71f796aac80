import type { Category } from '@backroom/core/catalog';
import { makeItem } from '@backroom/core/testing/make-item';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesQuery, useCategories } from '../features/catalog/api/get-categories';
import { useCategoryItems } from '../features/catalog/api/get-category-items';
import { useItem } from '../features/catalog/api/get-item';
import { useVariants } from '../features/catalog/api/get-variants';
import { useSearchItems } from '../features/catalog/api/search-items';
import { clientConfigQuery, useClientConfig } from '../lib/get-client-config';
import { stubShopApi, type FakeRequest } from '../testing/fake-shop-api';
import { makeClientConfig } from '../testing/render-with-shop';
import { primeFromDocument } from './prime-from-document';

const config = makeClientConfig({ product_name: 'The Back Room', phone: '(902) 555-0142' });
const categories: Category[] = [
  { id: 'nutrients', name: 'Nutrients', shortName: 'Nutrients', parentId: '1', url: '/category/nutrients', imageId: null, position: 0 },
  { id: 'seeds', name: 'Seeds <new>', shortName: 'Seeds', parentId: '1', url: '/category/seeds', imageId: null, position: 1 },
];
const bigBloom = makeItem({ id: 'big-bloom', name: 'Big Bloom' });
const voodoo = makeItem({ id: 'voodoo-juice', name: 'Voodoo Juice' });
const voodooLarge = makeItem({ id: 'voodoo-juice-1-l', name: 'Voodoo Juice 1 L' });

/** Embeds JSON in the page as the server does (apps/server/src/web/script-json.ts): `<` escaped. */
function embedJson(id: string, value: unknown) {
  embedText(id, JSON.stringify(value).replace(/</g, '\\u003c'));
}

function embedText(id: string, text: string) {
  const script = document.createElement('script');
  script.id = id;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

let requests: FakeRequest[];
let queryClient: QueryClient;

beforeEach(() => {
  requests = stubShopApi((request) => {
    if (request.path === '/config') return { body: config };
    if (request.path === '/categories') return { body: categories };
    return undefined;
  });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

/** Mounts what the first screen asks for, and lets any call it would make go out. */
async function firstScreen<T>(useScreenData: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(useScreenData, { wrapper });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}

const requestedPaths = () => requests.map((request) => request.path);

describe('primeFromDocument', () => {
  it('hands the first screen the embedded configuration and categories, so it asks the API for neither', async () => {
    embedJson('backroom-bootstrap', { store: 'backroom', config, categories });
    primeFromDocument(queryClient);

    const shown = await firstScreen(() => [useClientConfig().data, useCategories().data] as const);
    expect(shown.current).toEqual([config, categories]);
    expect(shown.current[1]?.[1]?.name).toBe('Seeds <new>');
    expect(requestedPaths()).toEqual([]);
  });

  it('hands the first screen its own listing, search, item and variants, so it asks the API for none', async () => {
    embedJson('backroom-bootstrap', { store: 'backroom', config, categories });
    embedJson('backroom-route', {
      categoryItems: { categoryId: 'nutrients', items: [bigBloom] },
      search: { text: 'voodoo', items: [voodoo] },
      item: voodoo,
      variants: { itemId: 'voodoo-juice', items: [voodooLarge] },
    });
    primeFromDocument(queryClient);

    const shown = await firstScreen(() => ({
      listing: useCategoryItems('nutrients').data,
      found: useSearchItems('voodoo').data,
      item: useItem('voodoo-juice').data,
      variants: useVariants('voodoo-juice', true).data,
    }));
    expect(shown.current).toEqual({ listing: [bigBloom], found: [voodoo], item: voodoo, variants: [voodooLarge] });
    expect(requestedPaths()).toEqual([]);
  });

  it('leaves the first screen to load everything when nothing is embedded', async () => {
    expect(() => primeFromDocument(queryClient)).not.toThrow();

    const shown = await firstScreen(() => [useClientConfig().data, useCategories().data] as const);
    await waitFor(() => expect(shown.current).toEqual([config, categories]));
    expect(requestedPaths().sort()).toEqual(['/categories', '/config']);
  });

  it.each([
    ['damaged', '{"store":"backroom","config":{"general"'],
    ['empty', ''],
    ['not an object', '"backroom"'],
    ['null', 'null'],
  ])('ignores a %s embed without failing, and the first screen loads from the API', async (_kind, text) => {
    embedText('backroom-bootstrap', text);
    embedText('backroom-route', text);
    expect(() => primeFromDocument(queryClient)).not.toThrow();

    const shown = await firstScreen(() => [useClientConfig().data, useCategories().data] as const);
    await waitFor(() => expect(shown.current).toEqual([config, categories]));
    expect(requestedPaths().sort()).toEqual(['/categories', '/config']);
  });

  it('still uses the configuration and categories when only the screen data is damaged', async () => {
    embedJson('backroom-bootstrap', { store: 'backroom', config, categories });
    embedText('backroom-route', '{"item":');
    expect(() => primeFromDocument(queryClient)).not.toThrow();

    const shown = await firstScreen(() => [useClientConfig().data, useCategories().data] as const);
    expect(shown.current).toEqual([config, categories]);
    expect(requestedPaths()).toEqual([]);
  });

  it("ignores the embed once the shopper has switched to another store: that store's data is not the page's", async () => {
    localStorage.setItem('store', 'florist');
    embedJson('backroom-bootstrap', { store: 'backroom', config, categories });
    primeFromDocument(queryClient);

    expect(queryClient.getQueryData(clientConfigQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(categoriesQuery.queryKey)).toBeUndefined();
  });
});
