import type { CatalogImportFields, CatalogImportList, CatalogImportView as CatalogImport, ImportPictures, ImportRows, ImportRowView } from '@backroom/core/catalog-import/import-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffStoreJson, staffStoreResponse } from '../../shared/staff-fetch';

/** The layouts a catalogue file may have: Shopify's product CSV, or the shop's own export. */
export type CatalogFileFormat = CatalogImport['format'];
/** Where the imported items' categories come from. */
export type CategorySource = NonNullable<CatalogImportFields['categoryFrom']>;
export type CatalogImportStatus = CatalogImport['status'];
/** The four piles of a preview. */
export type CatalogImportSection = ImportRows['section'];
/** A row of the file as the preview sorted it; `line` counts the header as line 1. */
export type CatalogImportRow = ImportRowView;
export type FieldChange = ImportRowView['changes'][number];
export type CatalogImportPicture = ImportPictures['pictures'][number];
export type PictureState = CatalogImportPicture['state'];
export type { CatalogImport, ImportRows as CatalogImportRows };

/** What staff choose before the preview: the file's layout and where categories come from. */
export interface CatalogImportChoices {
  format: CatalogFileFormat | 'auto';
  /** null: the format's own (Type for Shopify, the category column for the shop's own file). */
  categoryFrom: CategorySource | null;
  categoryTagPrefix: string;
  categoryId: string;
}

export const CATALOG_IMPORTS_KEY = ['admin', 'catalog-imports'] as const;
/** Rows per page of the preview. */
export const PREVIEW_PAGE_SIZE = 50;
/** How often a running import is asked how far it went. */
export const POLL_EVERY_MS = 1000;

const importPath = (importId: string) => `/catalog-imports/${encodeURIComponent(importId)}`;

/** POST catalog-imports (multipart): reads the file and answers its preview; nothing is written to the catalogue yet. */
export function uploadCatalogFile(file: File, choices: CatalogImportChoices): Promise<CatalogImport> {
  const body = new FormData();
  body.append('format', choices.format);
  if (choices.categoryFrom) body.append('categoryFrom', choices.categoryFrom);
  if (choices.categoryFrom === 'tag-prefix') body.append('categoryTagPrefix', choices.categoryTagPrefix);
  if (choices.categoryFrom === 'fixed') body.append('categoryId', choices.categoryId);
  // The file goes last: a streaming reader has the choices before the file.
  body.append('file', file, file.name);
  return staffStoreJson<CatalogImport>('/catalog-imports', { method: 'POST', body });
}

/** Whether an import is still moving: items being written or pictures being fetched. */
export const isMoving = (catalogImport: CatalogImport | undefined) => catalogImport !== undefined && (catalogImport.status === 'applying' || catalogImport.pictures.pending > 0);

/** GET catalog-imports/{id}, asked again every second while it is moving. */
export const catalogImportQuery = (importId: string) =>
  queryOptions({
    queryKey: [...CATALOG_IMPORTS_KEY, importId],
    queryFn: () => staffStoreJson<CatalogImport>(importPath(importId)),
    refetchInterval: (query) => (isMoving(query.state.data) ? POLL_EVERY_MS : false),
  });

/** GET catalog-imports: the latest 20. */
export const recentCatalogImportsQuery = queryOptions({
  queryKey: [...CATALOG_IMPORTS_KEY, 'recent'],
  queryFn: () => staffStoreJson<CatalogImportList>('/catalog-imports'),
});

/** GET catalog-imports/{id}/rows: a page of one pile of the preview. */
export const catalogImportRowsQuery = (importId: string, section: CatalogImportSection, offset: number) =>
  queryOptions({
    queryKey: [...CATALOG_IMPORTS_KEY, importId, 'rows', section, offset],
    queryFn: () => {
      const query = new URLSearchParams({ section, offset: String(offset), limit: String(PREVIEW_PAGE_SIZE) });
      return staffStoreJson<ImportRows>(`${importPath(importId)}/rows?${query.toString()}`);
    },
  });

/** GET catalog-imports/{id}/pictures?state=failed; `failed` (how many the import counts) keys it, so a new failure fetches the list again. */
export const failedPicturesQuery = (importId: string, failed: number) =>
  queryOptions({
    queryKey: [...CATALOG_IMPORTS_KEY, importId, 'pictures', 'failed', failed],
    queryFn: () => staffStoreJson<ImportPictures>(`${importPath(importId)}/pictures?state=failed`),
  });

/** POST catalog-imports/{id}/apply: writes the preview's additions and changes, in the background. */
export function applyCatalogImport(importId: string): Promise<CatalogImport> {
  return staffStoreJson<CatalogImport>(`${importPath(importId)}/apply`, { method: 'POST' });
}

/** POST catalog-imports/{id}/pictures/retry: the failed pictures are fetched again; answers the import. */
export function retryFailedPictures(importId: string): Promise<CatalogImport> {
  return staffStoreJson<CatalogImport>(`${importPath(importId)}/pictures/retry`, { method: 'POST' });
}

/** The catalogue as the shop's own CSV, and the name the server gives it. */
export interface CatalogExportFile {
  fileName: string;
  file: Blob;
}

/** GET catalog-export.csv: every item and variant, every field; importing it back changes nothing. */
export async function fetchCatalogExport(): Promise<CatalogExportFile> {
  const response = await staffStoreResponse('/catalog-export.csv', { headers: { accept: 'text/csv' } });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { fileName: named ?? 'catalogue.csv', file: await response.blob() };
}
