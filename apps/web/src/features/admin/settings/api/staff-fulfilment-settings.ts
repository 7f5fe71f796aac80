import type { FulfilmentSettings, FulfilmentSettingsView } from '@backroom/core/shipments/fulfilment-settings';
import { queryOptions } from '@tanstack/react-query';
import { ifMatch, sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET settings/fulfilment: tracking-link templates and pickup address and hours; version null while the defaults apply. */
export const fulfilmentSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'fulfilment'],
  queryFn: () => staffStoreJson<FulfilmentSettingsView>('/settings/fulfilment'),
});

/** PUT settings/fulfilment from the version read (If-None-Match: * while none are stored). */
export function putFulfilmentSettings({ settings, updatedAt }: { settings: FulfilmentSettings; updatedAt: string | null }): Promise<FulfilmentSettingsView> {
  return sendStoreJson<FulfilmentSettingsView>('PUT', '/settings/fulfilment', settings, updatedAt === null ? { 'if-none-match': '*' } : ifMatch(updatedAt));
}
