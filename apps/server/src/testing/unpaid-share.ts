import { DEFAULT_ORDER_LIMITS } from '@backroom/core/orders/order-limits';
import type { Db } from '../db/database.js';
import { writeSettings } from '../store-settings/store-settings.service.js';

/**
 * Lets one client's unpaid orders hold all of an item in a store (the other order limits at their
 * defaults): for tests whose one test shopper stands for many, about stock moves, e-mails or
 * reminders rather than hoarding, which unpaid-holds.api.test.ts covers (docs/decisions/055).
 */
export async function letOneClientHoldAll(db: Db, storeId: string): Promise<void> {
  await writeSettings(db, storeId, 'orderLimits', { ...DEFAULT_ORDER_LIMITS, unpaidSharePercent: 100 });
}
