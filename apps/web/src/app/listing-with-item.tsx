import { Box } from '@mui/material';
import { Suspense, useDeferredValue } from 'react';
import { Route, Routes, useLocation, useMatch } from 'react-router';
import { CategoryListingPage } from '../features/catalog/category-listing-page';
import { useHydrating } from '../lib/first-view';
// Its own chunk: a listing opened without an item does not download the dialog.
import { ItemDialog } from './screens';

const LISTING_PATHS = ['/category', '/category/:categoryId', '/category/:group/:categoryId', '/search/:searchText'];

/**
 * The category or search listing, with an item's dialog over it on /item/{id}. An item opened
 * from a listing keeps that listing (its path comes in the navigation state) mounted underneath,
 * so it does not reload; a deep link to an item shows it over the departments. The server renders
 * those departments behind the item (from the categories every page carries), so the page a link
 * opens shows in its HTML what it shows once hydrated (docs/decisions/073).
 */
export function ListingWithItem() {
  const itemMatch = useMatch('/item/:itemId');
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const cameFromListing = typeof from === 'string' && from.startsWith('/');
  const background = itemMatch ? (cameFromListing ? from : '/category') : location;
  // The server's page and its hydration show the departments at once; an item the browser opens
  // by itself (from the cart, say) shows the item first and the departments behind it afterwards.
  const hydrating = useHydrating();
  const showBackground = useDeferredValue(true, !itemMatch || cameFromListing || hydrating);
  return (
    <>
      {showBackground ? (
        <Routes location={background}>
          {LISTING_PATHS.map((path) => (
            <Route key={path} path={path} element={<CategoryListingPage underItem={itemMatch !== null} />} />
          ))}
        </Routes>
      ) : (
        // Holds the footer below the screen until the listing is there, so nothing moves.
        <Box sx={{ minHeight: '100vh' }} />
      )}
      {itemMatch && (
        <Suspense fallback={null}>
          <ItemDialog />
        </Suspense>
      )}
    </>
  );
}
