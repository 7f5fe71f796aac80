// The fonts a shop may configure for its title and menu (core's SHIPPED_FONT_FAMILIES), served by
// the shop itself: these are @font-face rules only, and a browser downloads a font's file only when
// the page uses that family. Menus are drawn at 500, titles at 700.
import '@fontsource/bebas-neue/latin-400.css';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/merriweather/latin-500.css';
import '@fontsource/merriweather/latin-700.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/oswald/latin-500.css';
import '@fontsource/oswald/latin-700.css';
import '@fontsource/playfair-display/latin-500.css';
import '@fontsource/playfair-display/latin-700.css';
import { FIRST_VIEW_AGAIN, type FirstView } from '@backroom/core/storefront-render';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { firstScreens } from './app/first-screens';
import { embeddedFirstView, primeFromDocument } from './app/prime-from-document';
import { currentGateAnswers, shareAgeAnswerWithServer } from './lib/gate-answers';
import { clientConfigQuery } from './lib/get-client-config';
import { loadLanguage } from './lib/i18n/catalogue';
import { preferredLocale, shareLocaleWithServer } from './lib/i18n/stored-locale';

/**
 * Gives the server's markup its clicks back once hydration has committed (its effects run then):
 * a click on a part React has not hydrated yet would be dropped. Renders nothing, so the markup
 * hydrates unchanged.
 */
function TakesClicksWhenHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('data-server-rendered'), [root]);
  return null;
}

/** Ends the current task, so the browser may paint and handle input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the server's first view, or renders the page when the server did not. */
function startStorefront(): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  const root = document.getElementById('root')!;
  const primed = primeFromDocument(queryClient);
  // The server's markup is hydrated only with the data it was rendered from: a shopper who switched
  // to another store gets a page rendered here instead.
  const serverView: FirstView | null = primed ? embeddedFirstView() : null;
  const firstView: FirstView = serverView ?? { locale: preferredLocale(), ...currentGateAnswers() };
  const { locale } = firstView;
  shareLocaleWithServer(locale);
  shareAgeAnswerWithServer();
  document.documentElement.lang = locale;
  // The chunks the first view needs (the server has them on the way already): the page's, and its gate's.
  const screens = firstScreens(window.location.pathname, queryClient.getQueryData(clientConfigQuery.queryKey), firstView);
  const app = (
    <StrictMode>
      <AppRoot queryClient={queryClient} firstView={firstView} router={BrowserRouter} />
    </StrictMode>
  );

  if (serverView) {
    // The server's markup is hydrated once the first screen's chunks and, in French, its messages
    // are here (the page asked for them with this script): nothing then suspends, so a click or a
    // key from the moment the page takes them reaches a handler (React hydrates at once what is
    // used, but drops an event on a part still waiting for its code). As a transition, hydration
    // works in slices that leave the main thread free; the server's markup shows meanwhile.
    // A chunk that failed to arrive is asked for again by its screen (and its error boundary shows if it cannot be).
    const ready = [...screens.map((screen) => screen.preload().catch(() => undefined)), loadLanguage(locale).catch(() => undefined)];
    void Promise.all(ready).then(() => {
      startTransition(() => {
        hydrateRoot(
          root,
          <>
            {app}
            <TakesClicksWhenHydrated root={root} />
          </>,
          {
            // React's report names a minified error; what went wrong is its cause.
            onRecoverableError: (error) => console.error(error, error instanceof Error ? error.cause : undefined),
          },
        );
      });
    });
    return;
  }
  // The first screen's modules are evaluated in a task of their own, not with the app's (one task
  // for both held a slow phone's main thread for 150 ms). The first render waits for them, and for
  // the French messages of the frame and the first screen in French (the server preloads both), so
  // it commits whole ('Loading...' shows until then) rather than a frame without the page; as a
  // transition, it renders in slices that leave the main thread free between them.
  void yieldToBrowser()
    .then(() => Promise.all(screens.map((screen) => screen.preload())))
    .then(() => loadLanguage(locale).catch(() => undefined))
    .then(() => startTransition(() => createRoot(root).render(app)));
}

// A page the server's first-view check is asking for again (apps/server/src/web/first-view-check.ts)
// is about to go: starting would write the cookies back to what this page was rendered for.
if (!(FIRST_VIEW_AGAIN in window)) startStorefront();
