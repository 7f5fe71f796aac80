import { Box } from '@mui/material';
import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import type { LazyScreen } from '../lib/lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';
import * as screens from './screens';
import { VisitorScreen } from './visitor-screen';
import { ListingFilterControls } from '../features/catalog/listing-filter-controls';

type Screen = LazyScreen<object>;

/** The listing's routes: it stays mounted under an item's dialog, so opening an item does not reload it. */
const LISTING_PATHS = ['/category', '/category/:categoryId', '/category/:group/:categoryId', '/search/:searchText', '/item/:itemId'];

/** Every other storefront route (SPEC section 2) and its screen. */
const PAGES: readonly (readonly [path: string, screen: Screen])[] = [
  ['/', screens.HomePage],
  ['/order/cart', screens.CartPage],
  ['/order/checkout', screens.CheckoutPage],
  ['/saved-cart/:token', screens.SavedCartPage],
  ['/saved-cart/:token/unsubscribe', screens.UnsubscribePage],
  ['/privacy', screens.PrivacyPage],
  ['/tos', screens.TermsPage],
  ['/payment', screens.PaymentPage],
  ['/ordering', screens.OrderingPage],
  ['/shipping', screens.ShippingPage],
  ['/returns', screens.ReturnsPage],
  ['/refunds', screens.ReturnsPage],
  ['/contact', screens.ContactPage],
  ['/florist', screens.FloristPage],
  ['/about', screens.AboutPage],
  ['/members', screens.MembersPage],
  ['/members/forgot-password', screens.ForgotPasswordPage],
  ['/members/new-password', screens.NewPasswordPage],
  ['/members/confirm-email', screens.ConfirmEmailPage],
  ['/gift-cards/balance', screens.GiftCardBalancePage],
  ['/export/csv', screens.ExportCsvPage],
  // Last: any other /order/{id} is a receipt.
  ['/order/:orderId', screens.ReceiptPage],
];

/** Screens drawn from the shopper's own cart or session, which only their browser holds. */
const VISITOR_SCREENS: ReadonlySet<Screen> = new Set([screens.CartPage, screens.CheckoutPage, screens.MembersPage, screens.SavedCartPage, screens.NewPasswordPage, screens.ConfirmEmailPage]);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_PATH} element={<AdminOutlet />} />
      <Route element={<AppShell />}>
        {PAGES.map(([path, Screen]) => (
          <Route key={path} path={path} element={VISITOR_SCREENS.has(Screen) ? <VisitorScreen screen={Screen} /> : <Screen />} />
        ))}
        <Route element={<screens.ListingWithItem />}>
          {LISTING_PATHS.map((path) => (
            // The listing itself draws these paths; `null` says so to the router, which otherwise
            // warns on every render (the server's too) that a leaf route has no element.
            <Route key={path} path={path} element={null} />
          ))}
        </Route>
        <Route path="*" element={<screens.NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The back office and everything under it: outside the storefront's shell and gates. */
const ADMIN_PATH = '/admin/*';

/** Whether a path is the back office's (staff are not shoppers: no age gate, no closed-shop notice). */
export function isAdminPath(pathname: string): boolean {
  return matchPath(ADMIN_PATH, pathname) !== null;
}

function AdminOutlet() {
  return (
    <ScreenErrorBoundary resetKey="admin">
      <Suspense fallback={<Box role="status" aria-label="Loading" sx={{ minHeight: '60vh' }} />}>
        <screens.AdminApp />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The screens a path shows: the chunks to have before the first render. */
export function screensFor(pathname: string): Array<Pick<Screen, 'preload'>> {
  if (isAdminPath(pathname)) return [screens.AdminApp];
  const page = PAGES.find(([path]) => matchPath(path, pathname));
  if (page) return [page[1]];
  if (matchPath('/item/:itemId', pathname)) return [screens.ListingWithItem, screens.ItemDialog];
  if (matchPath('/category', pathname)) return [screens.ListingWithItem];
  // A category's or a search's first view has its filter bar (its own chunk).
  if (LISTING_PATHS.some((path) => matchPath(path, pathname))) return [screens.ListingWithItem, ListingFilterControls];
  return [screens.NotFoundPage];
}
