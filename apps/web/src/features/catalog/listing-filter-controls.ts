import { lazyScreen } from '../../lib/lazy-screen';

/**
 * A category's or search's filter bar and drawer (listing-filter-bar.tsx), in a chunk of its own:
 * the first view of a category or search loads it with the listing (app-routes' screensFor, the
 * server's storefront routes), an item's page and the departments do without it.
 */
export const ListingFilterControls = lazyScreen('listing-filter-controls', async () => (await import('./listing-filter-bar')).ListingFilterControls);
