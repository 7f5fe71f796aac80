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
import { searchTerms } from '@backroom/core/search-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCatalog, replyJsonFromCatalog } from './catalog-response-cache.js';
import {
  DEFAULT_SEARCH_LIMIT,
  getCategoryItems,
  getItem,
  getItemByVendor,
  getItems,
  getItemsByIds,
  getVariants,
  searchCatalogJson,
} from './item.service.js';
import { getStaffItem, getStaffItems } from './staff-item.service.js';
import { requireViewerForStaffView, sendStaffView, ShowHiddenQuery } from './staff-view.js';

const tags = ['catalogue'];
const StoreParams = z.object({ store: z.string() });
const Items = z.array(Item);
const StaffItems = z.array(StaffItem);
const notFound = { 404: ErrorBody };
const staffOnly = { 401: ErrorBody, 403: ErrorBody };
const SEARCH_LIMIT = z.coerce.number().int().min(1).max(200).default(DEFAULT_SEARCH_LIMIT);
const SearchQuery = z.object({ limit: SEARCH_LIMIT }).strict();

/** Searches that come to the same words share one cached answer ("Fox.Farm" and "fox farm"). */
function searchCacheKey(text: string, { price, limit }: { price?: number; limit: number }): string {
  return `search ${searchTerms(text).join(' ')} price=${price ?? ''} limit=${limit}`;
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
      summary: "A category's items in listing order",
      params: StoreParams.extend({ categoryId: z.string().max(64) }),
      response: { 200: Items, ...notFound },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () =>
        getCategoryItems(request.ctx, request.params.categoryId),
      ),
  });

  app.get('/items/search/:text', {
    schema: {
      tags,
      summary: 'Full-text search over name, brand, description, sku and upc',
      params: StoreParams.extend({ text: SearchTextParam }),
      querystring: SearchQuery,
      response: { 200: Items },
    },
    handler: async (request, reply) => {
      const { text } = request.params;
      const { limit } = request.query;
      return replyJsonFromCatalog(
        request,
        reply,
        () => searchCatalogJson(request.ctx, text, { limit }),
        searchCacheKey(text, { limit }),
      );
    },
  });

  app.get('/items/search/:text/price/:price', {
    schema: {
      tags,
      summary: 'Search among items at one price in cents',
      params: StoreParams.extend({ text: SearchTextParam, price: PriceParam }),
      querystring: SearchQuery,
      response: { 200: Items },
    },
    handler: async (request, reply) => {
      const { text, price } = request.params;
      const { limit } = request.query;
      return replyJsonFromCatalog(
        request,
        reply,
        () => searchCatalogJson(request.ctx, text, { price, limit }),
        searchCacheKey(text, { price, limit }),
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
