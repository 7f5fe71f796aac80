import type { Db } from '../db/database.js';
import { findDocument, replaceDocumentAt, saveDocument } from '../db/named-documents.js';

export function findConfig(db: Db, storeId: string, name: string) {
  return findDocument(db, 'store_configs', storeId, name);
}

export function saveConfig(db: Db, storeId: string, name: string, body: string, now: string): Promise<void> {
  return saveDocument(db, 'store_configs', storeId, name, body, now);
}

/** Replaces a configuration only while it is still at the version `seen` (see replaceDocumentAt). */
export function replaceConfigAt(db: Db, storeId: string, name: string, seen: string, body: string, now: string): Promise<boolean> {
  return replaceDocumentAt(db, 'store_configs', storeId, name, seen, body, now);
}
