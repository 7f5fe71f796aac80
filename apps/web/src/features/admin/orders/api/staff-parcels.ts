import type { OrderView } from '@backroom/core/orders/order-contract';
import type { PackingSlip } from '@backroom/core/shipments/packing-slip';
import type { NewParcel } from '@backroom/core/shipments/parcel';
import { queryOptions } from '@tanstack/react-query';
import { jsonInit, staffApiJson } from '../../shared/staff-fetch';

const orderApi = (store: string, orderId: string) => `/${store}/api/v1/order/${encodeURIComponent(orderId)}`;

/** POST order/{id}/shipment: the order is marked SHIPPED in these parcels (none for the shop's own LOCAL delivery). */
export function shipOrder(store: string, orderId: string, parcels: NewParcel[]): Promise<OrderView> {
  return staffApiJson<OrderView>(`${orderApi(store, orderId)}/shipment`, jsonInit('POST', { parcels }));
}

/** POST order/{id}/parcels: another parcel of a shipped order. */
export function addParcel(store: string, orderId: string, parcel: NewParcel): Promise<OrderView> {
  return staffApiJson<OrderView>(`${orderApi(store, orderId)}/parcels`, jsonInit('POST', parcel));
}

/** DELETE order/{id}/parcels/{parcelId}: a parcel given by mistake. */
export function removeParcel(store: string, orderId: string, parcelId: string): Promise<OrderView> {
  return staffApiJson<OrderView>(`${orderApi(store, orderId)}/parcels/${encodeURIComponent(parcelId)}`, { method: 'DELETE' });
}

/** GET order/{id}/packing-slip: who the order goes to, what to pack and its parcels. */
export function packingSlipQuery(store: string, orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'order', store, orderId, 'packing-slip'],
    queryFn: () => staffApiJson<PackingSlip>(`${orderApi(store, orderId)}/packing-slip`),
  });
}
