import type { ClientConfig } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import type { OrderLimits, OrderLimitsView } from '@backroom/core/orders/order-limits';
import type { ShippingSettingsBody, ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { queryOptions } from '@tanstack/react-query';
import { ifMatch, sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET settings/config: the store's client configuration as stored, and its version. */
export const configSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'config'],
  queryFn: () => staffStoreJson<ClientConfigView>('/settings/config'),
});

/** PUT settings/config from the version read (a stale one is a 409). */
export function putConfigSettings({ config, updatedAt }: { config: ClientConfig; updatedAt: string }): Promise<ClientConfigView> {
  return sendStoreJson<ClientConfigView>('PUT', '/settings/config', config, ifMatch(updatedAt));
}

/** GET settings/shipping: the rate tables and delivery area; version null while the defaults apply. */
export const shippingSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'shipping'],
  queryFn: () => staffStoreJson<ShippingSettingsView>('/settings/shipping'),
});

/** PUT settings/shipping from the version read (If-None-Match: * while none are stored). */
export function putShippingSettings({ settings, updatedAt }: { settings: ShippingSettingsBody; updatedAt: string | null }): Promise<ShippingSettingsView> {
  return sendStoreJson<ShippingSettingsView>('PUT', '/settings/shipping', settings, updatedAt === null ? { 'if-none-match': '*' } : ifMatch(updatedAt));
}

/** GET settings/order-limits: the flood limits and the most of one item; version null while the defaults apply. */
export const orderLimitsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'order-limits'],
  queryFn: () => staffStoreJson<OrderLimitsView>('/settings/order-limits'),
});

/** PUT settings/order-limits from the version read (If-None-Match: * while none are stored). */
export function putOrderLimits({ settings, updatedAt }: { settings: OrderLimits; updatedAt: string | null }): Promise<OrderLimitsView> {
  return sendStoreJson<OrderLimitsView>('PUT', '/settings/order-limits', settings, updatedAt === null ? { 'if-none-match': '*' } : ifMatch(updatedAt));
}
