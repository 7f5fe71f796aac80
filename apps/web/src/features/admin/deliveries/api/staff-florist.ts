import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { FloristSettings, FloristSettingsView } from '@backroom/core/florist/florist-settings';
import { queryOptions } from '@tanstack/react-query';
import { ifMatch, sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET florist/deliveries?date=…: the day's florist orders to prepare. */
export function floristDeliveriesQuery(date: string) {
  return queryOptions({
    queryKey: ['admin', 'florist', 'deliveries', date],
    queryFn: () => staffStoreJson<FloristDelivery[]>(`/florist/deliveries?date=${encodeURIComponent(date)}`),
  });
}

/** GET settings/florist: delivery days, cut-off, lead days and closed days; version null while the defaults apply. */
export const floristSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'florist'],
  queryFn: () => staffStoreJson<FloristSettingsView>('/settings/florist'),
});

/** PUT settings/florist from the version read (If-None-Match: * while none are stored). */
export function putFloristSettings({ settings, updatedAt }: { settings: FloristSettings; updatedAt: string | null }): Promise<FloristSettingsView> {
  return sendStoreJson<FloristSettingsView>('PUT', '/settings/florist', settings, updatedAt === null ? { 'if-none-match': '*' } : ifMatch(updatedAt));
}
