// @vitest-environment-options {"url": "http://localhost:3000"}
// The page vitest gives every file (its default address), named so that this file gets a worker and
// a page of its own (vitest.config.ts: the others share one). React's server renderer marks each
// context it renders as its own, for good; the browser's renderer then warns "Detected multiple
// renderers concurrently rendering the same context provider" at every later render of that
// context, in every file after this one (2,486 lines in a shared run).
import type { Category } from '@backroom/core/catalog';
import type { Locale } from '@backroom/core/locale';
import type { FirstView, StorefrontBootstrap, StorefrontRouteData } from '@backroom/core/storefront-render';
import { makeItem } from '@backroom/core/testing/make-item';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app/app-root';
import { firstScreens } from './app/first-screens';
import { primeQueryClient } from './app/prime-from-document';
import { renderStorefront } from './entry-server';
import { loadLanguage } from './lib/i18n/catalogue';
import { stubShopApi } from './testing/fake-shop-api';
import { makeClientConfig } from './testing/render-with-shop';

const category = (id: string, name: string, parentId = '1', position = 0): Category => ({
  id,
  name,
  shortName: name,
  parentId,
  url: parentId === '1' ? `/category/${id}` : `/category/${parentId}/${id}`,
  imageId: null,
  position,
});
const bootstrap: StorefrontBootstrap = {
  store: 'backroom',
  config: makeClientConfig(),
  categories: [category('nutrients', 'Nutrients'), category('bloom', 'Bloom Boosters', 'nutrients'), category('soil', 'Soil', '1', 1), category('lights', 'Grow Lights', '1', 2)],
};
const bigBloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899, stock: 12, categoryId: 'bloom', description: 'Organic liquid plant food.' });

/** The text a visitor reads, one line per block of text, without the page's whitespace. */
function shownLines(root: HTMLElement): string[] {
  const lines: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (text && !node.parentElement?.closest('style, script')) lines.push(text);
  }
  return lines;
}

// Hydration here is driven by act(), as React's tests of their own do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/**
 * The server's markup of `url` put in a page, then hydrated as the browser does (the same data, the
 * same first view): what the page showed before its scripts ran, and what it shows once they have
 * and every deferred render is in.
 */
async function serverThenHydrated(url: string, locale: Locale, route: StorefrontRouteData): Promise<{ server: string[]; hydrated: string[] }> {
  const firstView: FirstView = { locale, ageConfirmed: true, siteNoticeAcknowledged: false };
  const { html } = await renderStorefront({ url, firstView, bootstrap, route });
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html.replace(/^(?:<link [^>]*>)+/, '');
  document.body.append(container);
  const server = shownLines(container);
  // React's server renderer leaves the contexts of its last task set (a server never hydrates, and its
  // next render starts by unwinding them): an empty render unwinds them, as a browser never has them.
  await prerenderToNodeStream(<></>);

  // The browser's side (main.tsx): primed from the page's data, its screens and messages loaded first.
  stubShopApi(() => new Promise(() => undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  primeQueryClient(queryClient, bootstrap, route);
  await Promise.all(firstScreens(url, bootstrap.config, firstView).map((screen) => screen.preload()));
  await loadLanguage(locale);
  const complaints: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppRoot queryClient={queryClient} firstView={firstView} router={({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>} />,
      { onRecoverableError: (error) => complaints.push(error) },
    );
  });
  // Deferred renders (useDeferredValue) and lazy parts settle.
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(complaints, 'hydration kept the server markup').toEqual([]);
  return { server, hydrated: shownLines(container) };
}

describe('the first view of an item opened from a link', () => {
  for (const [locale, heading] of [
    ['en-CA', 'All Departments'],
    ['fr-CA', 'Tous les rayons'],
  ] as const) {
    it(`shows in the server's HTML every line hydration shows, the departments behind the item included (${locale})`, async () => {
      const { server, hydrated } = await serverThenHydrated('/item/big-bloom', locale, { item: bigBloom });
      expect(hydrated).toEqual(expect.arrayContaining(['Big Bloom', 'Organic liquid plant food.']));
      expect(hydrated).toContain(heading);
      expect(hydrated).toEqual(expect.arrayContaining(['Nutrients', 'Soil', 'Grow Lights']));
      expect(hydrated.filter((line) => !server.includes(line)), 'lines only hydration shows').toEqual([]);
      expect(server).toEqual(hydrated);
    });
  }
});
