import type { StoreTaxSettings } from '@backroom/core/tax/sales-tax';
import type { Db } from '../db/database.js';
import type { Settings } from './settings-kinds.js';
import { readSettingsTogether } from './store-settings.service.js';

/**
 * Everything an order submission needs of the store's settings, read once at its start and passed
 * down, so every step prices and checks the order against the same settings.
 */
export interface StoreSetup {
  general: Settings<'general'>;
  shipping: Settings<'shipping'>;
  florist: Settings<'florist'>;
  orderLimits: Settings<'orderLimits'>;
  /** The general configuration's tax mode and registrations (tax is a view of it, not a kind). */
  tax: StoreTaxSettings;
}

/** The store's set-up in one query; 404 when the store has no configuration. */
export async function readStoreSetup(db: Db, storeId: string): Promise<StoreSetup> {
  const setup = await readSettingsTogether(db, storeId, ['general', 'shipping', 'florist', 'orderLimits']);
  const { tax_mode, tax_registrations } = setup.general.general;
  return { ...setup, tax: { tax_mode, tax_registrations } };
}
