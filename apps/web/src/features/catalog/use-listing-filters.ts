import { type ListingFilters, listingFiltersFromSearch, listingFiltersQuery } from '@backroom/core/listing-filters';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface ListingFiltersState {
  filters: ListingFilters;
  /** Their canonical query string, '' for none: what the address shows and the API is asked with. */
  filterQuery: string;
  /** Shows the listing under other filters: a new entry in the history, so Back returns to these. */
  setFilters(next: ListingFilters): void;
}

/**
 * A listing's filters live in its address (docs/decisions/045), read as core reads them: a value
 * out of the grammar is dropped, the rest apply. The address is then put in canonical form,
 * without a new history entry (unless `keepAddress`: the listing is behind an item's dialog, and
 * its address is not the page's). Choosing filters keeps the scroll position.
 */
export function useListingFilters({ keepAddress = false } = {}): ListingFiltersState {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => listingFiltersFromSearch(new URLSearchParams(location.search)), [location.search]);
  const filterQuery = listingFiltersQuery(filters);
  const shown = location.search.replace(/^\?/, '');

  useEffect(() => {
    if (keepAddress || shown === filterQuery) return;
    void navigate({ pathname: location.pathname, search: filterQuery, hash: location.hash }, { replace: true, preventScrollReset: true, state: location.state });
  }, [keepAddress, shown, filterQuery, navigate, location.pathname, location.hash, location.state]);

  const setFilters = useCallback(
    (next: ListingFilters) => void navigate({ pathname: location.pathname, search: listingFiltersQuery(next) }, { preventScrollReset: true }),
    [navigate, location.pathname],
  );
  return { filters, filterQuery, setFilters };
}
