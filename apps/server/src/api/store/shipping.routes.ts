import { ErrorBody } from '@backroom/core/api-error';
import { bestShippingEstimate, shippingError, ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { type ShippingCart, ShippingEstimateBody, ShippingQuoteBody } from '@backroom/core/shipping/shipping-request';
import { asProvinceCode } from '@backroom/core/shipping/shipping-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../request-context.js';
import { citiesOf } from '../../shipping/canadian-cities.js';
import {
  deliveryCommunityNames,
  destinationOf,
  listShippingOptions,
  shipmentOfCart,
  type ShippingOrderRequest,
} from '../../shipping/shipping.service.js';

const tags = ['shipping'];
const StoreParams = z.object({ store: z.string() });
const ShippingOptions = z.array(ShippingQuote);
const refused = { 400: ErrorBody, 404: ErrorBody };

/** The order's value: from the catalogue when a cart is sent, whatever value came with it. */
async function orderOf(
  ctx: RequestContext,
  body: { value?: number | undefined; cart?: ShippingCart | undefined },
): Promise<Omit<ShippingOrderRequest, 'destination'>> {
  if (body.cart) return shipmentOfCart(ctx, body.cart);
  return { value: body.value ?? 0, hasSpecialOrder: false };
}

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const estimate = async (ctx: RequestContext, body: ShippingEstimateBody) =>
    listShippingOptions(ctx, { ...(await orderOf(ctx, body)), destination: destinationOf(body.postal, body.province) });

  app.post('/shipping/estimate', {
    schema: {
      tags,
      summary: 'Shipping options to a postal code for an order value or a cart (value recomputed from the catalogue)',
      params: StoreParams,
      body: ShippingEstimateBody,
      response: { 200: ShippingOptions, ...refused },
    },
    handler: async (request) => estimate(request.ctx, request.body),
  });

  app.post('/shipping/estimate/best', {
    schema: {
      tags,
      summary: 'The best estimate: the option with the lowest free-shipping threshold, PICKUP and LOCAL aside (ERROR when none has one)',
      params: StoreParams,
      body: ShippingEstimateBody,
      response: { 200: ShippingQuote, ...refused },
    },
    handler: async (request) => bestShippingEstimate(await estimate(request.ctx, request.body)) ?? shippingError('UNKNOWN'),
  });

  app.post('/shipping', {
    schema: {
      tags,
      summary: 'Shipping options to a delivery address; the client picks the one matching its method (ERROR when none does)',
      params: StoreParams,
      body: ShippingQuoteBody,
      response: { 200: ShippingOptions, ...refused },
    },
    handler: async (request) => {
      const { street, city, province, postal } = request.body;
      return listShippingOptions(request.ctx, { ...(await orderOf(request.ctx, request.body)), destination: { street, city, province, postal } });
    },
  });

  app.get('/shipping/cities/:province', {
    schema: {
      tags,
      summary: 'Cities of a province or territory by its code (an empty list for anything else)',
      params: StoreParams.extend({ province: z.string().max(40) }),
      response: { 200: z.array(z.string()), 404: ErrorBody },
    },
    handler: async (request, reply) => {
      const province = asProvinceCode(request.params.province);
      if (!province) return [];
      void reply.header('cache-control', 'public, max-age=3600');
      return citiesOf(province, await deliveryCommunityNames(app.shop.db, request.storeId, province));
    },
  });
};
