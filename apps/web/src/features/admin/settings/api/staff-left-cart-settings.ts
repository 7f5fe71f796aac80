import type { LeftCartSettings, LeftCartSettingsView } from '@backroom/core/left-carts/left-cart';
import { queryOptions } from '@tanstack/react-query';
import { ifMatch, sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET settings/left-cart-reminders: on or off and the wait; version null while the defaults apply. */
export const leftCartSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'left-cart-reminders'],
  queryFn: () => staffStoreJson<LeftCartSettingsView>('/settings/left-cart-reminders'),
});

/** PUT settings/left-cart-reminders from the version read (If-None-Match: * while none are stored). */
export function putLeftCartSettings({ settings, updatedAt }: { settings: LeftCartSettings; updatedAt: string | null }): Promise<LeftCartSettingsView> {
  return sendStoreJson<LeftCartSettingsView>('PUT', '/settings/left-cart-reminders', settings, updatedAt === null ? { 'if-none-match': '*' } : ifMatch(updatedAt));
}
