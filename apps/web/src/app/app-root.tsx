import type { FirstView } from '@backroom/core/storefront-render';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FirstViewProvider } from '../lib/first-view';
import { LocaleProvider } from '../lib/i18n/locale-context';
import { AppRoutes } from './app-routes';
import { ShopThemeProvider } from './shop-theme-provider';

/**
 * The storefront as the server renders it and the browser hydrates it: the same providers and
 * routes around the router each side brings (StaticRouter on the server, BrowserRouter here).
 */
export function AppRoot({ queryClient, firstView, router: Router }: { queryClient: QueryClient; firstView: FirstView; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FirstViewProvider firstView={firstView}>
        <LocaleProvider initialLocale={firstView.locale}>
          <ShopThemeProvider>
            <Router>
              <AppRoutes />
            </Router>
          </ShopThemeProvider>
        </LocaleProvider>
      </FirstViewProvider>
    </QueryClientProvider>
  );
}
