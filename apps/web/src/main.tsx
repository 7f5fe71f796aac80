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
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, isAdminPath, screensFor } from './app/app-routes';
import { gateFor, siteDisabledAcknowledged } from './app/gated-outlet';
import { primeFromDocument } from './app/prime-from-document';
import { AgeGate, SiteDisabledGate } from './app/screens';
import { ShopThemeProvider } from './app/shop-theme-provider';
import { readCart } from './features/cart/cart-store';
import { clientConfigQuery } from './features/client-config/api/get-client-config';
import { loadLanguage } from './lib/i18n/catalogue';
import { LocaleProvider } from './lib/i18n/locale-context';
import { preferredLocale, shareLocaleWithServer } from './lib/i18n/stored-locale';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
primeFromDocument(queryClient);
const locale = preferredLocale();
shareLocaleWithServer(locale);
document.documentElement.lang = locale;

/** The chunks the first screen needs (the server has them on the way already): the gate, or the page. */
function firstScreens() {
  const config = queryClient.getQueryData(clientConfigQuery.queryKey);
  const { pathname } = window.location;
  const gate = config && !isAdminPath(pathname) ? gateFor(config, readCart(), pathname, siteDisabledAcknowledged()) : null;
  if (gate === 'age') return [AgeGate];
  if (gate === 'site-disabled') return [SiteDisabledGate];
  return screensFor(pathname);
}

/** Ends the current task, so the browser may paint and handle input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first screen's modules are evaluated in a task of their own, not with the app's (one task
// for both held a slow phone's main thread for 150 ms). The first render waits for them, so it
// commits whole ('Loading...' shows until then) rather than a frame without the page; as a
// transition, it renders in slices that leave the main thread free between them. In French it
// also waits for the French messages of the frame and the first screen (the server preloads
// them), so the page never shows English first.
void yieldToBrowser()
  .then(() => Promise.all(firstScreens().map((screen) => screen.preload())))
  .then(() => loadLanguage(locale).catch(() => undefined))
  .then(() =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <LocaleProvider initialLocale={locale}>
              <ShopThemeProvider>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </ShopThemeProvider>
            </LocaleProvider>
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
