import { type CatalogFileReading, readCatalogFile, UnreadableCatalogFile } from '@backroom/core/catalog-import/read-catalog-file';
import type { CategoryMapping } from '@backroom/core/catalog-import/shopify-format';

/** A catalogue file to read in the parsing pool: its bytes, the layout asked for and the category mapping. */
export interface CatalogFileTask {
  bytes: Uint8Array;
  format: 'shopify' | 'backroom' | 'auto';
  mapping: CategoryMapping | null;
}

export type CatalogFileResult = ({ ok: true } & CatalogFileReading) | { ok: false; message: string };

/** UTF-8 (with or without a byte-order mark), else Windows-1252 as older spreadsheets save. */
function fileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a catalogue file off the request thread (apps/server/src/parsing/parsing-pool.ts). */
export function catalogFileReading(task: CatalogFileTask): CatalogFileResult {
  try {
    return { ok: true, ...readCatalogFile(fileText(task.bytes), task.format, task.mapping) };
  } catch (error) {
    if (error instanceof UnreadableCatalogFile) return { ok: false, message: error.message };
    throw error;
  }
}
