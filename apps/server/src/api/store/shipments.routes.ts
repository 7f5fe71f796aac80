import { ErrorBody } from '@backroom/core/api-error';
import { OrderView } from '@backroom/core/orders/order-contract';
import { FulfilmentSettingsBody, FulfilmentSettingsView } from '@backroom/core/shipments/fulfilment-settings';
import { PackingSlip } from '@backroom/core/shipments/packing-slip';
import { NewParcel, ShipOrderBody } from '@backroom/core/shipments/parcel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addParcel, removeParcel } from '../../flows/order-parcels.js';
import { packingSlip } from '../../flows/packing-slip.js';
import { requireRole } from '../../identity/require-role.js';
import { changeOrderState } from '../../flows/change-order-state.js';
import { settingsVersion } from '../../store-settings/settings-version.js';
import { readSettings, replaceSettings } from '../../store-settings/store-settings.service.js';

const tags = ['staff orders'];
const OrderParams = z.object({ store: z.string(), id: z.string().max(40) });
const staffOnly = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const refused = { 400: ErrorBody, 409: ErrorBody, ...staffOnly };

/** Staff ship orders in parcels with tracking numbers, and keep the links and pickup details the shopper's e-mails give (docs/decisions/041). */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order/:id/shipment', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Mark a paid order SHIPPED in its parcels (carrier and tracking number each; another carrier with its name and link). A courier order needs at least one; ' +
        "the shop's own LOCAL delivery none. The shopper is e-mailed the tracking links",
      params: OrderParams,
      body: ShipOrderBody,
      response: { 200: OrderView, ...refused },
    },
    handler: async (request) =>
      changeOrderState(request.ctx, app, request.params.id, 'SHIPPED', { kind: 'staff', name: request.staff?.name ?? 'staff' }, { parcels: request.body.parcels }),
  });

  app.post('/order/:id/parcels', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Add a parcel to a shipped order (a box sent later); the shopper is e-mailed its tracking link',
      params: OrderParams,
      body: NewParcel,
      response: { 201: OrderView, ...refused },
    },
    handler: async (request, reply) => reply.code(201).send(await addParcel(request.ctx, app, request.params.id, request.body)),
  });

  app.delete('/order/:id/parcels/:parcelId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Remove a parcel given by mistake (a shipped courier order keeps at least one)',
      params: OrderParams.extend({ parcelId: z.string().max(40) }),
      response: { 200: OrderView, ...refused },
    },
    handler: async (request) => removeParcel(request.ctx, request.params.id, request.params.parcelId),
  });

  app.get('/order/:id/packing-slip', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'What to pack for an order and where it goes: the customer, the address, notes and gift message, the lines and the parcels',
      params: OrderParams,
      response: { 200: PackingSlip, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return packingSlip(request.ctx, request.params.id);
    },
  });

  app.get('/settings/fulfilment', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['staff settings'],
      summary: "The store's tracking-link templates and pickup address and hours, and their version (null: the defaults)",
      params: z.object({ store: z.string() }),
      response: { 200: FulfilmentSettingsView, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readSettings(request.ctx.db, request.ctx.storeId, 'fulfilment');
    },
  });

  app.put('/settings/fulfilment', {
    onRequest: requireRole('staff'),
    schema: {
      tags: ['staff settings'],
      summary:
        "Replace the tracking-link templates ({tracking} where the number goes, {lang} for en or fr) and the pickup address (empty: the shop's) and hours; " +
        'If-Match: "<updatedAt>", or If-None-Match: * when none are stored',
      params: z.object({ store: z.string() }),
      headers: z.looseObject({ 'if-match': z.string().max(100).optional(), 'if-none-match': z.string().max(100).optional() }),
      body: FulfilmentSettingsBody,
      response: { 200: FulfilmentSettingsView, 428: ErrorBody, ...refused },
    },
    handler: async (request) => replaceSettings(request.ctx, app.catalogVersions, 'fulfilment', request.body, settingsVersion(request)),
  });
};
