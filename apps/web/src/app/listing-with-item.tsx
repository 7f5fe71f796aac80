import { Suspense } from 'react';
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
  const background = itemMatch ? (typeof from === 'string' && from.startsWith('/') ? from : '/category') : location;
  return (
    <>
      <Routes location={background}>
        {LISTING_PATHS.map((path) => (
          <Route key={path} path={path} element={<CategoryListingPage />} />
        ))}
      </Routes>
      {itemMatch && (
        <Suspense fallback={null}>
          <ItemDialog />
        </Suspense>
      )}
    </>
  );
}
