import type { Migration } from 'kysely';
import * as catalog from './0001-catalog.js';
import * as storeSettings from './0002-store-settings.js';
import * as orders from './0003-orders.js';

/** Every migration, in order. Landed migrations are frozen: add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-store-settings': storeSettings,
  '0003-orders': orders,
};
