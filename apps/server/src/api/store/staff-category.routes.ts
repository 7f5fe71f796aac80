import { ErrorBody } from '@backroom/core/api-error';
import { Category, CategoryId } from '@backroom/core/catalog';
import { CreateCategoryBody, RenameCategoryBody, ReparentCategoryBody } from '@backroom/core/staff-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { requireRole } from '../../identity/require-role.js';
import {
  createCategory,
  deleteCategory,
  moveCategory,
  renameCategory,
  reparentCategory,
} from '../../catalog/staff-category.service.js';

const tags = ['staff catalogue'];
const StoreParams = z.object({ store: z.string() });
const CategoryParams = StoreParams.extend({ categoryId: CategoryId });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Staff shape the category tree (SPEC section 7); every change is audited and refreshes cached listings. */
export const staffCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/categories', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Create a category: {path: ids from the top down to its parent joined by '/' ('' for the top level), name}",
      params: StoreParams,
      body: CreateCategoryBody,
      response: { 201: Category, ...refused },
    },
    handler: async (request, reply) => reply.code(201).send(await createCategory(request.ctx, app.catalogVersions, request.body)),
  });

  app.put('/categories/:categoryId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Rename a category: {id, name, shortName?}',
      params: CategoryParams,
      body: RenameCategoryBody,
      response: { 200: Category, ...refused },
    },
    handler: async (request) => renameCategory(request.ctx, app.catalogVersions, request.params.categoryId, request.body),
  });

  app.delete('/categories/:categoryId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Delete an empty category (409 while it holds items or subcategories)',
      params: CategoryParams,
      response: { 204: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await deleteCategory(request.ctx, app.catalogVersions, request.params.categoryId);
      return reply.code(204).send(null);
    },
  });

  app.post('/categories/:categoryId/move/:position', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Put a category at a position among its siblings (0 first); answers the siblings in their new order',
      params: CategoryParams.extend({ position: z.coerce.number().int().min(0).max(100_000) }),
      response: { 200: z.array(Category), ...refused },
    },
    handler: async (request) => moveCategory(request.ctx, app.catalogVersions, request.params.categoryId, request.params.position),
  });

  app.put('/categories/:childId/:parentId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Move a category under another ('1' for the top level), last among its new siblings; loops are refused (409)",
      params: StoreParams.extend({ childId: CategoryId, parentId: CategoryId }),
      body: ReparentCategoryBody,
      response: { 200: Category, ...refused },
    },
    handler: async (request) => {
      const { childId, parentId } = request.params;
      if (request.body.childId !== childId || request.body.parentId !== parentId) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The body must name the same childId and parentId as the path.');
      }
      return reparentCategory(request.ctx, app.catalogVersions, childId, parentId);
    },
  });
};
