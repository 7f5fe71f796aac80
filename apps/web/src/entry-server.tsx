import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderStorefront } from '@backroom/core/storefront-render';
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { EMOTION_CACHE_KEY } from './app/emotion-cache-key';
import { firstScreens } from './app/first-screens';
import { primeQueryClient } from './app/prime-from-document';
import { loadLanguage } from './lib/i18n/catalogue';

/*
 * The storefront's server entry (built by `vite build --ssr` into dist-server; the server imports
 * it, docs/decisions/028). It renders a path's first view from the data the server also embeds
 * in the page, for the visitor the server saw, so the browser hydrates exactly this markup.
 */

async function streamText(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * The markup of a storefront path and the critical CSS it uses. Each call has its own query
 * client and Emotion cache: nothing of one visitor's page reaches another's.
 */
export const renderStorefront: RenderStorefront = async ({ url, firstView, bootstrap, route }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  primeQueryClient(queryClient, bootstrap, route);
  const { pathname } = new URL(url, 'http://storefront.invalid');
  // Every screen of the first view and its messages in the page's language are loaded before the
  // render, so it renders whole in one pass.
  await Promise.all(firstScreens(pathname, bootstrap.config, firstView).map((screen) => screen.preload()));
  await loadLanguage(firstView.locale);

  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  try {
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <AppRoot queryClient={queryClient} firstView={firstView} router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />
      </CacheProvider>,
      // Every boundary in place, in document order: no boundary is sent apart with a script to
      // move it in (the page's policy runs no inline script, and a page without JavaScript must read whole).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamText(prelude);
    return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
  } finally {
    queryClient.clear();
  }
};
