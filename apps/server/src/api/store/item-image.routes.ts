import fastifyMultipart from '@fastify/multipart';
import { ErrorBody } from '@backroom/core/api-error';
import { ItemId, StaffItem } from '@backroom/core/catalog';
import { ItemImageUrlBody } from '@backroom/core/staff-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editedVersion } from '../../catalog/item-version.js';
import { AppError } from '../../errors/app-error.js';
import { requireTextFileName } from '../../http/require-text-file-name.js';
import { requireRole } from '../../identity/require-role.js';
import { MAX_IMAGE_BYTES } from '../../images/image-acceptance.js';
import { setItemImage, setItemImageFromUrl } from '../../flows/attach-item-image.js';

const tags = ['staff catalogue'];
const ItemParams = z.object({ store: z.string(), itemId: ItemId });
const IfMatch = z.looseObject({ 'if-match': z.string().max(100).optional() });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 422: ErrorBody, 428: ErrorBody };

/** Staff give an item its picture: uploaded, or fetched from a public web address. */
export const itemImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take multipart bodies; one file, nothing else.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/items/:itemId/image', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: `Upload an item's picture (multipart, one file of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB: JPEG, PNG, WebP, GIF or AVIF by content); If-Match: "<updatedAt>"`,
      params: ItemParams,
      headers: IfMatch,
      response: { 200: StaffItem, 415: ErrorBody, ...refused },
    },
    handler: async (request) => {
      const version = editedVersion(request);
      const file = await request.file();
      if (!file) throw new AppError(400, 'VALIDATION_FAILED', 'Send the picture as one file in a multipart/form-data body.');
      const bytes = await file.toBuffer();
      requireTextFileName(file.filename, 'file/filename');
      return setItemImage(request.ctx, app.catalogVersions, app.shop, request.params.itemId, bytes, version, `upload ${file.filename}`);
    },
  });

  app.patch('/items/:itemId/image', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Set an item's picture from a public http(s) url (private, loopback and metadata addresses refused); If-Match: \"<updatedAt>\"",
      params: ItemParams,
      headers: IfMatch,
      body: ItemImageUrlBody,
      response: { 200: StaffItem, ...refused },
    },
    handler: async (request) =>
      setItemImageFromUrl(
        request.ctx, app.catalogVersions, app.shop,
        request.params.itemId,
        request.body.imageUrl,
        editedVersion(request),
        app.imageFetchPolicy,
      ),
  });
};
