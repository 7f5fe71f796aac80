import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { findStoreSettings, saveStoreSettings } from './store-settings.repository.js';

/**
 * A store's settings of one name, checked against their schema; undefined when the store has
 * none. Stored settings that no longer fit the schema are a server fault: they throw (a 500).
 */
export async function readStoreSettings<Schema extends z.ZodType>(
  db: Db,
  storeId: string,
  name: string,
  schema: Schema,
): Promise<z.output<Schema> | undefined> {
  const row = await findStoreSettings(db, storeId, name);
  if (!row) return undefined;
  const parsed = schema.safeParse(JSON.parse(row.body));
  if (!parsed.success) throw new Error(`store '${storeId}' has invalid '${name}' settings: ${parsed.error.message}`);
  return parsed.data;
}

/** Validates and stores a store's settings of one name, replacing what was there. */
export async function writeStoreSettings<Schema extends z.ZodType>(
  db: Db,
  storeId: string,
  name: string,
  schema: Schema,
  settings: z.input<Schema>,
  now = new Date().toISOString(),
): Promise<void> {
  schema.parse(settings);
  await saveStoreSettings(db, storeId, name, JSON.stringify(settings), now);
}
