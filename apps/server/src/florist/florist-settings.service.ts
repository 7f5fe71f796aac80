import type { FloristSettings, FloristSettingsView } from '@backroom/core/florist/florist-settings';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { replaceSettings } from '../store-settings/store-settings.service.js';

/**
 * Replaces the florist settings if they are still at `seen` (null: none stored yet). Blackout
 * dates are kept sorted; the calendar and the next submission read the new settings at once.
 */
export async function replaceFloristSettings(ctx: RequestContext,
  catalog: CatalogChanges, body: FloristSettings, seen: string | null): Promise<FloristSettingsView> {
  return replaceSettings(ctx, catalog, 'florist', { ...body, blackoutDates: [...body.blackoutDates].sort() }, seen);
}
