import { Box } from '@mui/material';
import { Suspense, useDeferredValue } from 'react';
import { Route, Routes, useLocation, useMatch } from 'react-router';
import { CategoryListingPage } from '../features/catalog/category-listing-page';
// Its own chunk: a listing opened without an item does not download the dialog.
import { ItemDialog } from './screens';

const LISTING_PATHS = ['/category', '/category/:categoryId', '/category/:group/:categoryId', '/search/:searchText'];

/**
 * The category or search listing, with an item's dialog over it on /item/{id}. An item opened
 * from a listing keeps that listing (its path comes in the navigation state) mounted underneath,
 * so it does not reload; a deep link to an item shows it over the departments.
 */
export function ListingWithItem() {
  const itemMatch = useMatch('/item/:itemId');
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const cameFromListing = typeof from === 'string' && from.startsWith('/');
  const background = itemMatch ? (cameFromListing ? from : '/category') : location;
  // A shared link to an item shows the item first; the departments behind it render afterwards.
  const showBackground = useDeferredValue(true, !itemMatch || cameFromListing);
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
