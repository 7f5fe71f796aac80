import { ErrorBody } from '@backroom/core/api-error';
import { ItemId, StaffItem } from '@backroom/core/catalog';
import { SaveItemBody } from '@backroom/core/staff-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderImageRenditions } from '../../images/image.service.js';
import { requireRole } from '../../identity/require-role.js';
import { editedVersion } from '../../catalog/item-version.js';
import { deleteItem, editItemField, getStaffItem, saveItem, syncItem } from '../../catalog/staff-item.service.js';

const tags = ['staff catalogue'];
const StoreParams = z.object({ store: z.string() });
const ItemParams = StoreParams.extend({ itemId: ItemId });
const IfMatch = z.looseObject({ 'if-match': z.string().max(100).optional() });
const staffOnly = { 401: ErrorBody, 403: ErrorBody };
const refused = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 428: ErrorBody, ...staffOnly };
/** Staff say explicitly that the inventory may be fewer than orders hold (docs/decisions/024). */
const StockFloorQuery = z.object({
  confirmBelowHeld: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Staff change items (SPEC section 7); every change is audited and refreshes cached listings. */
export const staffItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/items', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Create or replace an item: {item: "<StaffItem as JSON>"}; its updatedAt is the version replaced (null to create), ' +
        'a stale one is 409; 201 when created. A changed inventory that leaves less to sell than zero (fewer units than orders hold) ' +
        'is 409 STOCK_BELOW_HELD unless ?confirmBelowHeld=true',
      params: StoreParams,
      querystring: StockFloorQuery,
      body: SaveItemBody,
      response: { 200: StaffItem, 201: StaffItem, ...refused },
    },
    handler: async (request, reply) => {
      const { item, created } = await saveItem(request.ctx, app.catalogVersions, request.body.item, request.query.confirmBelowHeld);
      // Read again after the commit: the sale prices were brought up to date after the change.
      return reply.code(created ? 201 : 200).send(await getStaffItem(request.ctx, item.id));
    },
  });

  app.patch('/items/:itemId/:field', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Change one editable field: {field: value}, of its own type; If-Match: "<updatedAt>" (stale: 409). An inventory that leaves ' +
        'less to sell than zero (fewer units than orders hold) is 409 STOCK_BELOW_HELD unless ?confirmBelowHeld=true',
      params: ItemParams.extend({ field: z.string().max(40) }),
      querystring: StockFloorQuery,
      headers: IfMatch,
      body: z.record(z.string(), z.unknown()),
      response: { 200: StaffItem, ...refused },
    },
    handler: async (request) => {
      const edited = await editItemField(
        request.ctx, app.catalogVersions,
        request.params.itemId,
        request.params.field,
        request.body,
        editedVersion(request),
        request.query.confirmBelowHeld,
      );
      // Read again after the commit: the sale prices were brought up to date after the change.
      return getStaffItem(request.ctx, edited.id);
    },
  });

  app.delete('/items/:itemId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Delete an item (not a group head with variants, nor one orders still hold); If-Match: "<updatedAt>"',
      params: ItemParams,
      headers: IfMatch,
      response: { 204: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await deleteItem(request.ctx, app.catalogVersions, request.params.itemId, editedVersion(request));
      return reply.code(204).send(null);
    },
  });

  app.get('/db/sync/:itemId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Re-derive an item's search entry, stock totals, group summary and picture renditions",
      params: ItemParams,
      response: { 200: StaffItem, 404: ErrorBody, ...staffOnly },
    },
    handler: async (request) =>
      syncItem(request.ctx, app.catalogVersions, request.params.itemId, (imageId) =>
        renderImageRenditions(app.shop, request.storeId, imageId),
      ),
  });
};
