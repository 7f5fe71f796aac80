import { ErrorBody } from '@backroom/core/api-error';
import {
  Item,
  ItemBatchBody,
  ItemId,
  ItemListFilter,
  PriceParam,
  SearchTextParam,
  StaffItem,
} from '@backroom/core/catalog';
import { ListingFacetsBody, listingFiltersOf, withListingFilters } from '@backroom/core/listing-filter-query';
import { type ListingFilters, listingFiltersQuery } from '@backroom/core/listing-filters';
import { searchTerms } from '@backroom/core/search-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCatalog, replyJsonFromCatalog, searchMatchesCacheOf } from '../../catalog/catalog-response-cache.js';
import {
  DEFAULT_SEARCH_LIMIT,
  getCategoryFacets,
  getCategoryItems,
  getItem,
  getItemByVendor,
  getItems,
  getItemsByIds,
  getSearchFacets,
  getVariants,
  searchCatalogJson,
} from '../../catalog/item.service.js';
import { getStaffItem, getStaffItems } from '../../catalog/staff-item.service.js';
import { requireViewerForStaffView, sendStaffView, ShowHiddenQuery } from '../../catalog/staff-view.js';

const tags = ['catalogue'];
const StoreParams = z.object({ store: z.string() });
const Items = z.array(Item);
const StaffItems = z.array(StaffItem);
const notFound = { 404: ErrorBody };
const staffOnly = { 401: ErrorBody, 403: ErrorBody };
const SEARCH_LIMIT = z.coerce.number().int().min(1).max(200).default(DEFAULT_SEARCH_LIMIT);
const SearchQuery = withListingFilters({ limit: SEARCH_LIMIT });
const FilterQuery = withListingFilters({});
const badInput = { 400: ErrorBody };
const FILTERS_NOTE =
  ' Filters (docs/decisions/045): brand and size (repeat for several, any of them), minPrice and maxPrice in cents (inclusive), ' +
  "inStock=true and florist=true; a grouped item matches when one of its variants is at once in the size, the price range and in stock.";

/** Searches that come to the same words and filters share one cached answer ("Fox.Farm" and "fox farm"). */
function searchCacheKey(text: string, { price, limit, filters }: { price?: number; limit: number | null; filters: ListingFilters }): string {
  const filterQuery = listingFiltersQuery(filters);
  return `search ${searchTerms(text).join(' ')} price=${price ?? ''} limit=${limit ?? 'facets'}${filterQuery === '' ? '' : ` ${filterQuery}`}`;
}

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/items', {
    onRequest: requireViewerForStaffView,
    schema: {
      tags,
      summary:
        'Items in listing order (stock first, then name), a page at a time; filter=incomplete or orphans; ' +
        'showHidden=true (staff, viewer or above) adds hidden items, cost and notes',
      params: StoreParams,
      querystring: z
        .object({
          filter: ItemListFilter.optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(1000),
          offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
          showHidden: ShowHiddenQuery,
        })
        .strict(),
      response: { 200: Items, 400: ErrorBody, ...staffOnly },
    },
    handler: async (request, reply) => {
      const { showHidden, ...options } = request.query;
      if (showHidden === 'true') {
        return sendStaffView(reply, StaffItems, await getStaffItems(request.ctx, options));
      }
      return replyFromCatalog(request, reply, () => getItems(request.ctx, options));
    },
  });

  app.post('/items/batch', {
    schema: {
      tags,
      summary: 'Several items by id, e.g. to refresh a cart; unknown or hidden ids are left out',
      params: StoreParams,
      body: ItemBatchBody,
      response: { 200: Items },
    },
    handler: async (request) => getItemsByIds(request.ctx, request.body.ids),
  });

  app.get('/items/category/:categoryId', {
    schema: {
      tags,
      summary: "A category's items in listing order, under filters if any",
      description: FILTERS_NOTE,
      params: StoreParams.extend({ categoryId: z.string().max(64) }),
      querystring: FilterQuery,
      response: { 200: Items, ...badInput, ...notFound },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () =>
        getCategoryItems(request.ctx, request.params.categoryId, listingFiltersOf(request.query)),
      ),
  });

  app.get('/items/category/:categoryId/facets', {
    schema: {
      tags,
      summary: "The counts beside a category's filters: per brand, size, price band, in stock and florist, each given the other filters",
      description: FILTERS_NOTE,
      params: StoreParams.extend({ categoryId: z.string().max(64) }),
      querystring: FilterQuery,
      response: { 200: ListingFacetsBody, ...badInput, ...notFound },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () =>
        getCategoryFacets(request.ctx, request.params.categoryId, listingFiltersOf(request.query)),
      ),
  });

  app.get('/items/search/:text', {
    schema: {
      tags,
      summary: 'Full-text search over name, brand, description, sku and upc, under filters if any (among its best 2,000 matches)',
      description: FILTERS_NOTE,
      params: StoreParams.extend({ text: SearchTextParam }),
      querystring: SearchQuery,
      response: { 200: Items, ...badInput },
    },
    handler: async (request, reply) => {
      const { text } = request.params;
      const { limit, ...query } = request.query;
      const filters = listingFiltersOf(query);
      return replyJsonFromCatalog(
        request,
        reply,
        async () => searchCatalogJson(request.ctx, text, { limit, filters, matches: await searchMatchesCacheOf(app, request.storeId) }),
        searchCacheKey(text, { limit, filters }),
      );
    },
  });

  app.get('/items/search/:text/facets', {
    schema: {
      tags,
      summary: "The counts beside a search's filters, over its best 2,000 matches, each given the other filters",
      description: FILTERS_NOTE,
      params: StoreParams.extend({ text: SearchTextParam }),
      querystring: FilterQuery,
      response: { 200: ListingFacetsBody, ...badInput },
    },
    handler: async (request, reply) => {
      const { text } = request.params;
      const filters = listingFiltersOf(request.query);
      return replyFromCatalog(
        request,
        reply,
        async () => getSearchFacets(request.ctx, text, { filters, matches: await searchMatchesCacheOf(app, request.storeId) }),
        searchCacheKey(text, { limit: null, filters }),
      );
    },
  });

  app.get('/items/search/:text/price/:price', {
    schema: {
      tags,
      summary: 'Search among items at one price in cents, under filters if any',
      description: FILTERS_NOTE,
      params: StoreParams.extend({ text: SearchTextParam, price: PriceParam }),
      querystring: SearchQuery,
      response: { 200: Items, ...badInput },
    },
    handler: async (request, reply) => {
      const { text, price } = request.params;
      const { limit, ...query } = request.query;
      const filters = listingFiltersOf(query);
      return replyJsonFromCatalog(
        request,
        reply,
        async () => searchCatalogJson(request.ctx, text, { price, limit, filters, matches: await searchMatchesCacheOf(app, request.storeId) }),
        searchCacheKey(text, { price, limit, filters }),
      );
    },
  });

  app.get('/items/vendor/:vendor/:externalId', {
    schema: {
      tags,
      summary: "An item by its supplier's name and number",
      params: StoreParams.extend({ vendor: z.string().min(1).max(100), externalId: z.string().min(1).max(100) }),
      response: { 200: Item, ...notFound },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () =>
        getItemByVendor(request.ctx, request.params.vendor, request.params.externalId),
      ),
  });

  app.get('/items/:itemId', {
    onRequest: requireViewerForStaffView,
    schema: {
      tags,
      summary: 'One item; showHidden=true (staff, viewer or above) also finds a hidden one and adds cost and notes',
      params: StoreParams.extend({ itemId: ItemId }),
      querystring: z.object({ showHidden: ShowHiddenQuery }).strict(),
      response: { 200: Item, ...notFound, ...staffOnly },
    },
    handler: async (request, reply) => {
      const { itemId } = request.params;
      if (request.query.showHidden === 'true') {
        return sendStaffView(reply, StaffItem, await getStaffItem(request.ctx, itemId));
      }
      return replyFromCatalog(request, reply, () => getItem(request.ctx, itemId));
    },
  });

  app.get('/items/:itemId/variants', {
    schema: {
      tags,
      summary: "A grouped item's variants, cheapest first (empty for an item that is not grouped)",
      params: StoreParams.extend({ itemId: ItemId }),
      response: { 200: Items, ...notFound },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () => getVariants(request.ctx, request.params.itemId)),
  });
};
