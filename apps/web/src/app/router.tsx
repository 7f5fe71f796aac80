import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';

// Each screen is its own chunk: the first view downloads only what it shows.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
      {
        // The listing stays mounted under an item's dialog, so opening an item does not reload it.
        lazy: async () => ({ Component: (await import('./listing-with-item')).ListingWithItem }),
        children: [
          { path: '/category' },
          { path: '/category/:categoryId' },
          { path: '/category/:group/:categoryId' },
          { path: '/search/:searchText' },
          { path: '/item/:itemId' },
        ],
      },
      { path: '/order/cart', lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }) },
      { path: '/privacy', lazy: async () => ({ Component: (await import('../features/static-pages/privacy-page')).PrivacyPage }) },
      { path: '/tos', lazy: async () => ({ Component: (await import('../features/static-pages/terms-page')).TermsPage }) },
      { path: '/payment', lazy: async () => ({ Component: (await import('../features/static-pages/payment-page')).PaymentPage }) },
      { path: '/ordering', lazy: async () => ({ Component: (await import('../features/static-pages/ordering-page')).OrderingPage }) },
      { path: '/shipping', lazy: async () => ({ Component: (await import('../features/static-pages/shipping-page')).ShippingPage }) },
      { path: '/returns', lazy: async () => ({ Component: (await import('../features/static-pages/returns-page')).ReturnsPage }) },
      { path: '/refunds', lazy: async () => ({ Component: (await import('../features/static-pages/returns-page')).ReturnsPage }) },
      { path: '/contact', lazy: async () => ({ Component: (await import('../features/static-pages/contact-page')).ContactPage }) },
      { path: '/florist', lazy: async () => ({ Component: (await import('../features/static-pages/florist-page')).FloristPage }) },
      { path: '/about', lazy: async () => ({ Component: (await import('../features/static-pages/about-page')).AboutPage }) },
      { path: '/members', lazy: async () => ({ Component: (await import('../features/static-pages/members-page')).MembersPage }) },
      { path: '/export/csv', lazy: async () => ({ Component: (await import('../features/static-pages/export-csv-page')).ExportCsvPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/home/not-found-page')).NotFoundPage }) },
    ],
  },
]);
