import { ErrorBody } from '@backroom/core/api-error';
import { DiscountCodeBody, DiscountCodeParam, StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { deleteDiscountCode, listDiscountCodes, putDiscountCode } from '../../orders/discount-admin.service.js';

const tags = ['staff orders'];
const StoreParams = z.object({ store: z.string() });
const CodeParams = StoreParams.extend({ code: DiscountCodeParam });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staff keep the store's discount codes; shoppers only ever see GET order/discount/{code}. */
export const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/discounts', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: "The store's discount codes with their use", params: StoreParams, response: { 200: z.array(StaffDiscountCode), ...refused } },
    handler: async (request) => listDiscountCodes(app.shop.db, request.storeId),
  });

  app.put('/discounts/:code', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Create a discount code or change what it gives and when: {discountAmount | discountPercent, startsAt?, endsAt?, minSubtotal?, usageLimit?}',
      params: CodeParams,
      body: DiscountCodeBody,
      response: { 200: StaffDiscountCode, 201: StaffDiscountCode, ...refused },
    },
    handler: async (request, reply) => {
      const { created, code } = await putDiscountCode(request.ctx, request.params.code, request.body);
      return reply.code(created ? 201 : 200).send(code);
    },
  });

  app.delete('/discounts/:code', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Delete a discount code; orders that used it keep their discount', params: CodeParams, response: { 204: z.null(), ...refused } },
    handler: async (request, reply) => {
      await deleteDiscountCode(request.ctx, request.params.code);
      return reply.code(204).send(null);
    },
  });
};
