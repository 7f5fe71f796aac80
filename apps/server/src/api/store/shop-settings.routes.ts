import { ErrorBody } from '@backroom/core/api-error';
import { ClientConfigBody, ClientConfigView } from '@backroom/core/client-config-body';
import { OrderLimits, OrderLimitsView } from '@backroom/core/orders/order-limits';
import { ShippingSettingsBody, ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { SETTINGS_KINDS } from '../../store-settings/settings-kinds.js';
import { readConfigSettings, readShippingSettings, replaceConfigSettings, replaceShippingSettings } from '../../store-settings/shop-settings.service.js';
import { readSettings, replaceSettings } from '../../store-settings/store-settings.service.js';
import { settingsVersion } from '../../store-settings/settings-version.js';

const tags = ['staff settings'];
const StoreParams = z.object({ store: z.string() });
const Versions = z.looseObject({ 'if-match': z.string().max(100).optional(), 'if-none-match': z.string().max(100).optional() });
const staffOnly = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const refused = { 400: ErrorBody, 409: ErrorBody, 428: ErrorBody, ...staffOnly };

/**
 * Staff read and replace the shop's settings (docs/decisions/013): the client configuration that
 * every shopper's page carries, and the shipping tables. Reads need a viewer, changes staff
 * (where card payments go: an admin); every change names the version it started from.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/config', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: "The store's client configuration as stored, with its version (updatedAt)", params: StoreParams, response: { 200: ClientConfigView, ...staffOnly } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readConfigSettings(app.shop.db, request.storeId);
    },
  });

  app.put('/settings/config', {
    onRequest: requireRole(SETTINGS_KINDS.general.changedBy),
    schema: {
      tags,
      summary:
        'Replace the client configuration (strict; shoppers see it at once); If-Match: "<updatedAt>" (stale: 409). ' +
        'Changing payment_providers, paysafe or square needs the admin role',
      params: StoreParams,
      headers: Versions,
      body: ClientConfigBody,
      response: { 200: ClientConfigView, ...refused },
    },
    handler: async (request) => replaceConfigSettings(request.ctx, app.catalogVersions, request.body, settingsVersion(request)),
  });

  app.get('/settings/shipping', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: "The store's shipping settings with every method's rates and their version (null: the defaults, none stored); never the Canada Post password",
      params: StoreParams,
      response: { 200: ShippingSettingsView, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readShippingSettings(app.shop.db, request.storeId);
    },
  });

  app.put('/settings/shipping', {
    onRequest: requireRole(SETTINGS_KINDS.shipping.changedBy),
    schema: {
      tags,
      summary:
        'Replace the shipping settings (strict; the next quote uses them); If-Match: "<updatedAt>", or If-None-Match: * when none are stored. ' +
        'A Canada Post password left out keeps the stored one',
      params: StoreParams,
      headers: Versions,
      body: ShippingSettingsBody,
      response: { 200: ShippingSettingsView, ...refused },
    },
    handler: async (request) => replaceShippingSettings(request.ctx, app.catalogVersions, request.body, settingsVersion(request)),
  });

  app.get('/settings/order-limits', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: "The store's order submission limits (open orders and orders per window per address and e-mail, most of one item) and their version (null: the defaults)",
      params: StoreParams,
      response: { 200: OrderLimitsView, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readSettings(app.shop.db, request.storeId, 'orderLimits');
    },
  });

  app.put('/settings/order-limits', {
    onRequest: requireRole(SETTINGS_KINDS.orderLimits.changedBy),
    schema: {
      tags,
      summary:
        'Replace the order submission limits (strict; the next submission on every process counts against them); ' +
        'If-Match: "<updatedAt>", or If-None-Match: * when none are stored',
      params: StoreParams,
      headers: Versions,
      body: OrderLimits,
      response: { 200: OrderLimitsView, ...refused },
    },
    handler: async (request) => replaceSettings(request.ctx, app.catalogVersions, 'orderLimits', request.body, settingsVersion(request)),
  });
};
