import fastifyMultipart from '@fastify/multipart';
import { ErrorBody } from '@backroom/core/api-error';
import {
  CatalogImportFields,
  CatalogImportList,
  CatalogImportView,
  ImportPictures,
  ImportPicturesQuery,
  ImportRows,
  ImportRowsQuery,
} from '@backroom/core/catalog-import/import-contract';
import { MAX_IMPORT_FILE_BYTES } from '@backroom/core/catalog-import/import-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { applyCatalogImport, fetchImportPictures, resumeCatalogImports } from '../../flows/apply-catalog-import.js';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { requireTextFileName } from '../../http/require-text-file-name.js';
import { requireRole } from '../../identity/require-role.js';
import { exportCatalogCsv, importPictures, importRows, importView, listImportViews, previewImport, retryPictures } from '../../catalog-import/catalog-import.service.js';

const tags = ['catalogue import'];
const StoreParams = z.object({ store: z.string() });
const ImportParams = StoreParams.extend({ importId: z.string().max(64) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const MEGABYTES = MAX_IMPORT_FILE_BYTES / 1024 / 1024;
const FIELD_NAMES = new Set(['format', 'categoryFrom', 'categoryTagPrefix', 'categoryId']);

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', `Upload one CSV file of at most ${MEGABYTES} MB: nothing was imported.`);

/** Staff bring a catalogue in from Shopify's product CSV or the shop's own export, preview it, apply it, and export the shop's (docs/decisions/060). */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 1000 } });
  // A process that starts takes over imports another process left half applied.
  app.addHook('onReady', async () => {
    void resumeCatalogImports(app).catch((error: unknown) => app.log.error({ err: error }, 'catalogue imports not resumed'));
  });

  app.post('/catalog-imports', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'previewCatalogImport',
      tags,
      summary: `Upload a catalogue CSV (multipart: one part 'file' of at most ${MEGABYTES} MB; fields format shopify|backroom|auto, categoryFrom type|tag-prefix|fixed|file, categoryTagPrefix, categoryId) and keep its preview: rows to add, change, leave unchanged and refused; writes no item. 422 for a file that cannot be read, keeping nothing`,
      params: StoreParams,
      response: { 201: CatalogImportView, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, ...refused },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file in a multipart/form-data body, as the part named file.');
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              throw new AppError(400, 'VALIDATION_FAILED', 'Send one file, as the part named file.', [{ path: part.fieldname, message: 'unexpected file part' }]);
            }
            requireTextFileName(part.filename, 'file/filename');
            file = { name: part.filename, bytes: await part.toBuffer() };
          } else {
            if (!FIELD_NAMES.has(part.fieldname)) throw new AppError(400, 'VALIDATION_FAILED', `'${part.fieldname.slice(0, 50)}' is not a field of a catalogue import.`, [{ path: part.fieldname, message: 'unknown field' }]);
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw tooLarge();
        throw error;
      }
      if (!file) throw new AppError(400, 'VALIDATION_FAILED', 'Choose a CSV file (the part named file).', [{ path: 'file', message: 'no file' }]);
      const parsed = CatalogImportFields.safeParse(fields);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('/') || 'body', message: issue.message }));
        throw new AppError(400, 'VALIDATION_FAILED', `The import's fields are not valid: ${details[0]!.path} ${details[0]!.message}.`, details);
      }
      const fileName = file.name || 'catalogue.csv';
      if (file.bytes.length === 0) throw new AppError(422, 'CATALOG_FILE_UNREADABLE', `${fileName} is empty. Nothing was imported.`, [{ path: 'file', message: 'empty file' }]);
      const view = await previewImport(request.ctx, app.parsingPool, { fileName: fileName.slice(0, 200), bytes: file.bytes, fields: parsed.data });
      return reply.code(201).send(view);
    },
  });

  app.get('/catalog-imports', {
    onRequest: requireRole('staff'),
    schema: { operationId: 'listCatalogImports', tags, summary: 'The latest 20 catalogue imports, newest first', params: StoreParams, response: { 200: CatalogImportList, ...refused } },
    handler: async (request) => ({ imports: await listImportViews(request.ctx) }),
  });

  app.get('/catalog-imports/:importId', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'getCatalogImport',
      tags,
      summary: 'A catalogue import: its status (previewed, applying, applied, failed), counts, progress of items written and of pictures fetched',
      params: ImportParams,
      response: { 200: CatalogImportView, ...refused },
    },
    handler: async (request) => {
      const view = await importView(request.ctx, request.params.importId);
      // A status read by any process takes over an import whose process stopped.
      if (view.status === 'applying' || view.pictures.pending > 0) void resumeCatalogImports(app).catch(() => undefined);
      return view;
    },
  });

  app.get('/catalog-imports/:importId/rows', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'listCatalogImportRows',
      tags,
      summary: "A section of an import's preview, paged: rows to add (their fields), change (field, from, to), unchanged, or refused (line and reason)",
      params: ImportParams,
      querystring: ImportRowsQuery,
      response: { 200: ImportRows, ...refused },
    },
    handler: async (request) => importRows(request.ctx, request.params.importId, request.query),
  });

  app.post('/catalog-imports/:importId/apply', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'applyCatalogImport',
      tags,
      summary: 'Apply a previewed import in the background (202, status applying); each product is written whole or not at all. 409 when applied already or when its items changed since the preview (reason catalog-changed)',
      params: ImportParams,
      response: { 202: CatalogImportView, 409: ErrorBody, ...refused },
    },
    handler: async (request, reply) => reply.code(202).send(await applyCatalogImport(app, request.ctx, request.params.importId)),
  });

  app.get('/catalog-imports/:importId/pictures', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'listCatalogImportPictures',
      tags,
      summary: "An import's pictures fetched by url in the background (pending, done, failed with why)",
      params: ImportParams,
      querystring: ImportPicturesQuery,
      response: { 200: ImportPictures, ...refused },
    },
    handler: async (request) => importPictures(request.ctx, request.params.importId, request.query.state),
  });

  app.post('/catalog-imports/:importId/pictures/retry', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'retryCatalogImportPictures',
      tags,
      summary: "Fetch an import's failed pictures again (202 with the import)",
      params: ImportParams,
      response: { 202: CatalogImportView, ...refused },
    },
    handler: async (request, reply) => {
      await retryPictures(request.ctx, request.params.importId);
      fetchImportPictures(app, request.ctx.storeId, request.params.importId);
      return reply.code(202).send(await importView(request.ctx, request.params.importId));
    },
  });

  app.get('/catalog-export.csv', {
    onRequest: requireRole('staff'),
    schema: {
      operationId: 'exportCatalog',
      tags,
      summary: "Every item as CSV in the shop's own format (one row per item, a group head before its variants, every field): importing it back changes nothing",
      params: StoreParams,
      response: { 200: z.string(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`catalogue-${request.ctx.storeId}.csv`))
        .header('cache-control', 'no-store')
        .send(await exportCatalogCsv(request.ctx)),
  });
};
