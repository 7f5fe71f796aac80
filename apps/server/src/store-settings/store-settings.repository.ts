import type { Db } from '../db/database.js';
import { findDocument, replaceDocumentAt, saveDocument } from '../db/named-documents.js';

export function findStoreSettings(db: Db, storeId: string, name: string) {
  return findDocument(db, 'store_settings', storeId, name);
}

export function saveStoreSettings(db: Db, storeId: string, name: string, body: string, now: string): Promise<void> {
  return saveDocument(db, 'store_settings', storeId, name, body, now);
}

/**
 * Replaces a store's settings only while they are at the version `seen`, or creates them when
 * `seen` is null and there are none (see replaceDocumentAt).
 */
export function replaceStoreSettingsAt(db: Db, storeId: string, name: string, seen: string | null, body: string, now: string): Promise<boolean> {
  return replaceDocumentAt(db, 'store_settings', storeId, name, seen, body, now);
}
