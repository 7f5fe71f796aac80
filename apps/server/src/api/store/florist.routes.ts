import { ErrorBody } from '@backroom/core/api-error';
import { FloristDeliveriesQuery, FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import { FloristDeliveryDates, FloristSettings, FloristSettingsView } from '@backroom/core/florist/florist-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { SETTINGS_KINDS } from '../../store-settings/settings-kinds.js';
import { readSettings } from '../../store-settings/store-settings.service.js';
import { settingsVersion } from '../../store-settings/settings-version.js';
import { listFloristDeliveries } from '../../orders/florist-deliveries.js';
import { offeredDeliveryDates } from '../../florist/delivery-dates.service.js';
import { replaceFloristSettings } from '../../florist/florist-settings.service.js';

const StoreParams = z.object({ store: z.string() });
const Versions = z.looseObject({ 'if-match': z.string().max(100).optional(), 'if-none-match': z.string().max(100).optional() });
const staffOnly = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Florist delivery dates (docs/decisions/018): the dates a shopper may choose, by the server's
 * clock in America/Halifax; the settings staff keep (viewer reads, staff write, If-Match); and
 * the day's list of florist orders to prepare.
 */
export const floristRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/florist/delivery-dates', {
    schema: {
      tags: ['florist'],
      summary:
        'The florist delivery dates a shopper may choose now (YYYY-MM-DD, America/Halifax), by the server clock, with the delivery windows that still have room on each',
      params: StoreParams,
      response: { 200: FloristDeliveryDates, 404: ErrorBody },
    },
    handler: async (request, reply) => {
      // The list changes at the cut-off and at midnight: never kept.
      void reply.header('cache-control', 'no-store');
      return offeredDeliveryDates(app.shop.db, request.storeId, app.clock());
    },
  });

  app.get('/settings/florist', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['staff settings'],
      summary: "The store's florist delivery settings and their version (null: the defaults, none stored)",
      params: StoreParams,
      response: { 200: FloristSettingsView, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readSettings(app.shop.db, request.storeId, 'florist');
    },
  });

  app.put('/settings/florist', {
    onRequest: requireRole(SETTINGS_KINDS.florist.changedBy),
    schema: {
      tags: ['staff settings'],
      summary:
        'Replace the florist delivery settings (strict; the calendar uses them at once); If-Match: "<updatedAt>", or If-None-Match: * when none are stored',
      params: StoreParams,
      headers: Versions,
      body: FloristSettings,
      response: { 200: FloristSettingsView, 400: ErrorBody, 409: ErrorBody, 428: ErrorBody, ...staffOnly },
    },
    handler: async (request) => replaceFloristSettings(request.ctx, app.catalogVersions, request.body, settingsVersion(request)),
  });

  app.get('/florist/deliveries', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['florist'],
      summary: "One day's florist orders to prepare (date: YYYY-MM-DD), oldest first, cancelled ones left out (staff)",
      params: StoreParams,
      querystring: FloristDeliveriesQuery,
      response: { 200: z.array(FloristDelivery), 400: ErrorBody, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listFloristDeliveries(app.shop.db, request.storeId, request.query.date);
    },
  });
};
