import type { ClientConfig } from '@backroom/core/client-config';
import type { Locale } from '@backroom/core/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { clientConfigQuery } from '../lib/get-client-config';
import { LocaleProvider } from '../lib/i18n/locale-context';

/** A client configuration for tests; override what the test is about. */
export function makeClientConfig(general: Partial<ClientConfig['general']> = {}): ClientConfig {
  return {
    general: {
      root_category: '1',
      product_name: 'The Back Room',
      product_subtext: 'Grow Supply & Florist',
      description: '',
      email: 'hello@thebackroom.ca',
      phone: '(902) 555-0142',
      url: 'https://thebackroom.ca',
      style: 'default',
      menus: [],
      fonts: { title: 'serif', menu: 'sans-serif' },
      logo: { left: 0, top: 0, height: 48 },
      site_disabled: false,
      age_check: false,
      welcome_text: '',
      shipping: ['PICKUP'],
      gift_card: false,
      payment_providers: [],
      address: { street: '1 Main St', poBox: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'Canada' },
      ...general,
    },
    user: { showHidden: false },
    paysafe: {
      dev: { username: '', password: '', environment: 'TEST' },
      prod: { username: '', password: '', environment: 'LIVE' },
    },
    square: { application_id: '', location_id: '' },
  };
}

/** Where the tested piece sent the shopper: the path is its title. */
function Elsewhere() {
  return <p title={useLocation().pathname}>Elsewhere</p>;
}

interface ShopOptions {
  /** The url the router starts at. */
  path?: string;
  /** Route pattern the element is mounted at, so that useParams works. */
  route?: string;
  /** Navigation state of the starting url. */
  state?: unknown;
  config?: ClientConfig;
  /** Paths visited before `path`, so that going back has somewhere to go. */
  visited?: string[];
  /** The page's language: English unless the test is about French (load it first: `loadLanguage`). */
  locale?: Locale;
}

/** Renders a storefront piece inside a router and a query client that already holds the configuration. */
export function renderWithShop(element: ReactElement, { path = '/', route = '*', state, config = makeClientConfig(), visited = [], locale = 'en-CA' }: ShopOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(clientConfigQuery.queryKey, config);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initialLocale={locale}>
        <MemoryRouter initialEntries={[...visited, { pathname: path, state }]} initialIndex={visited.length}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
