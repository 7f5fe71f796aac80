import type { ListingFacets } from '@backroom/core/listing-filters';
import { sanitizeSearchText } from '@backroom/core/search-text';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** What a listing is: a category's items or a search's. */
export type FilteredListing = { kind: 'category'; categoryId: string } | { kind: 'search'; searchText: string };

function facetsPath(listing: FilteredListing): string {
  return listing.kind === 'category'
    ? `/items/category/${encodeURIComponent(listing.categoryId)}/facets`
    : `/items/search/${encodeURIComponent(sanitizeSearchText(listing.searchText))}/facets`;
}

/** The counts beside a listing's filters under the filters of `filterQuery` (canonical). */
export function listingFacetsQuery(listing: FilteredListing, filterQuery: string) {
  const path = facetsPath(listing);
  return queryOptions({
    queryKey: ['facets', path, filterQuery],
    queryFn: () => fetchStoreJson<ListingFacets>(`${path}${filterQuery === '' ? '' : `?${filterQuery}`}`),
    staleTime: 60_000,
  });
}

/** The counts beside a listing's filters; the last ones stay shown while the next load. */
export function useListingFacets(listing: FilteredListing, filterQuery: string) {
  return useQuery({ ...listingFacetsQuery(listing, filterQuery), placeholderData: keepPreviousData });
}
