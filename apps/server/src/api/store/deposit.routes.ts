import fastifyMultipart from '@fastify/multipart';
import { ErrorBody } from '@backroom/core/api-error';
import {
  ConfirmDepositBody,
  ConfirmedDeposit,
  DepositImportResult,
  DepositList,
  DepositListQuery,
  DepositView,
  MAX_DEPOSIT_FILE_BYTES,
  MAX_DEPOSIT_FILES,
  PastedNoticesBody,
} from '@backroom/core/emt/deposit-contract';
import { textProblemAt } from '@backroom/core/text-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { confirmDeposit } from '../../flows/confirm-deposit.js';
import { importDeposits } from '../../flows/import-deposits.js';
import { requireTextFileName } from '../../http/require-text-file-name.js';
import { requireRole } from '../../identity/require-role.js';
import { ordersAwaitingTransfer } from '../../orders/awaiting-transfer.js';
import { type DepositFile, depositFileKind, depositViews, dismissDeposit, listStoredDeposits, readDepositFiles, readPastedNoticesInPool } from '../../deposits/deposit.service.js';

const tags = ['e-transfer deposits'];
const StoreParams = z.object({ store: z.string() });
const DepositParams = StoreParams.extend({ id: z.string().max(64) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const importRefused = { ...refused, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const MEGABYTES = MAX_DEPOSIT_FILE_BYTES / 1024 / 1024;

const tooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `Upload at most ${MAX_DEPOSIT_FILES} files of at most ${MEGABYTES} MB each: nothing was imported.`);

/**
 * A .csv or .eml whose bytes hold a NUL (no bank CSV or e-mail does) is refused before it is read,
 * as its name is: PostgreSQL cannot store the text (docs/decisions/054).
 */
function requireTextFiles(files: readonly DepositFile[]): void {
  files.forEach((file, index) => {
    requireTextFileName(file.name, `files/${index}/filename`);
    // Another kind of file (a spreadsheet, a picture) is refused for its kind (415) by the reading.
    if (depositFileKind(file.name) === null || !file.bytes.includes(0)) return;
    const found = textProblemAt(`files/${index}`, 'nul-character');
    throw new AppError(400, 'VALIDATION_FAILED', `The upload holds text the shop cannot take: ${found.message}. Nothing was imported.`, [found]);
  });
}

/** Staff bring in e-transfer deposits (Interac notices pasted or as .eml files, the bank's CSV) and settle those a person must look at. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the file upload takes multipart bodies here.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_DEPOSIT_FILE_BYTES, files: MAX_DEPOSIT_FILES, fields: 0, parts: MAX_DEPOSIT_FILES } });

  app.get('/deposits', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary:
        'Deposits kept (open: to confirm and unmatched, newest first), and the e-transfer orders awaiting their money; a deposit set aside as the same transfer as another names it (sameTransferAs)',
      params: StoreParams,
      querystring: DepositListQuery,
      response: { 200: DepositList, ...refused },
    },
    handler: async (request) => {
      const awaiting = await ordersAwaitingTransfer(request.ctx);
      const rows = await listStoredDeposits(request.ctx, request.query.status);
      return { deposits: await depositViews(request.ctx, rows, awaiting), awaiting };
    },
  });

  app.post('/deposits/notices', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        "Import pasted Interac deposit notices (English or French, several at once): exact matches are paid, near ones kept to confirm; a notice of a transfer whose bank CSV line was imported before is set aside as 'same-transfer', naming it; 422 when none can be read",
      params: StoreParams,
      body: PastedNoticesBody,
      response: { 200: DepositImportResult, ...importRefused },
    },
    handler: async (request) => importDeposits(request.ctx, app, await readPastedNoticesInPool(request.ctx, app.parsingPool, request.body.text), request.staff?.name ?? 'staff'),
  });

  app.post('/deposits/files', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: `Import .eml Interac notices or a bank's .csv of deposits (multipart, up to ${MAX_DEPOSIT_FILES} files of ${MEGABYTES} MB), one after the other: a notice and a CSV line of one transfer (the same amount and sender, the bank's day from the notice's less 1 to plus 3, or the same Interac reference) give one deposit, the second set aside as 'same-transfer'; 415 for another kind of file, 422 when none can be read`,
      params: StoreParams,
      response: { 200: DepositImportResult, ...importRefused },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the .eml or .csv files in a multipart/form-data body.');
      const files: DepositFile[] = [];
      try {
        for await (const part of request.files()) files.push({ name: part.filename, bytes: await part.toBuffer() });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooLarge();
        throw error;
      }
      if (files.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'Choose at least one .eml or .csv file.');
      requireTextFiles(files);
      return importDeposits(request.ctx, app, await readDepositFiles(app.parsingPool, files), request.staff?.name ?? 'staff');
    },
  });

  app.post('/deposits/:id/confirm', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Confirm that a deposit waiting for a person pays an order awaiting an e-transfer: the order becomes PAID (409 when it cannot, or the deposit was settled meanwhile or set aside as the same transfer as another)',
      params: DepositParams,
      body: ConfirmDepositBody,
      response: { 200: ConfirmedDeposit, 409: ErrorBody, ...refused },
    },
    handler: async (request) => confirmDeposit(request.ctx, app, request.params.id, request.body.orderId, request.staff?.name ?? 'staff'),
  });

  app.post('/deposits/:id/dismiss', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Set aside a deposit that pays no order (409 when it was settled already)',
      params: DepositParams,
      response: { 200: DepositView, 409: ErrorBody, ...refused },
    },
    handler: async (request) => {
      const [view] = await depositViews(request.ctx, [await dismissDeposit(request.ctx, request.params.id)], []);
      return view!;
    },
  });
};
