import { z } from 'zod';

/** The API of catalogue imports (docs/decisions/060, notes/import-contract.md). */
export const ImportStatus = z.enum(['previewed', 'applying', 'applied', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatus>;
export const ImportSectionName = z.enum(['add', 'change', 'unchanged', 'refused']);

export const CatalogImportView = z.object({
  id: z.string(),
  status: ImportStatus,
  format: z.enum(['shopify', 'backroom']),
  fileName: z.string(),
  createdAt: z.string(),
  counts: z.object({ add: z.number().int(), change: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  pictures: z.object({ pending: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  /** Why an import failed while applying; null otherwise. */
  failure: z.string().nullable(),
});
export type CatalogImportView = z.infer<typeof CatalogImportView>;

export const CatalogImportList = z.object({ imports: z.array(CatalogImportView) });
export type CatalogImportList = z.infer<typeof CatalogImportList>;

/** Text fields of the upload (multipart), beside its one file part `file`. */
export const CatalogImportFields = z.strictObject({
  format: z.enum(['shopify', 'backroom', 'auto']).default('auto'),
  categoryFrom: z.enum(['type', 'tag-prefix', 'fixed', 'file']).optional(),
  categoryTagPrefix: z.string().trim().min(1, 'a tag prefix is at least one character').max(50).optional(),
  categoryId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a category id is 1-64 letters, digits, dots, dashes or underscores').optional(),
});
export type CatalogImportFields = z.infer<typeof CatalogImportFields>;

export const ImportRowsQuery = z.strictObject({
  section: ImportSectionName,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const ImportRowView = z.object({
  line: z.number().int(),
  handle: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  reason: z.string().nullable(),
});
export type ImportRowView = z.infer<typeof ImportRowView>;

export const ImportRows = z.object({ section: ImportSectionName, total: z.number().int(), rows: z.array(ImportRowView) });
export type ImportRows = z.infer<typeof ImportRows>;

export const PictureState = z.enum(['pending', 'done', 'failed']);
export const ImportPicturesQuery = z.strictObject({ state: PictureState.optional() });
export const ImportPictureView = z.object({ url: z.string(), handle: z.string().nullable(), name: z.string(), state: PictureState, reason: z.string().nullable() });
export const ImportPictures = z.object({ pictures: z.array(ImportPictureView) });
export type ImportPictures = z.infer<typeof ImportPictures>;
