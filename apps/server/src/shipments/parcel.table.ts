import type { Carrier } from '@backroom/core/shipments/carriers';
import type { Insertable, Selectable } from 'kysely';

/** A parcel an order was shipped in (migration 0014). */
export interface ParcelTable {
  store_id: string;
  id: string;
  order_id: string;
  /** 0, 1, …: the order's parcels in the order staff gave them. */
  position: number;
  carrier: Carrier;
  /** As carriers print it: capitals, no spaces or dashes. */
  tracking_number: string;
  /** Another carrier's name and tracking link, as staff gave them; null for a known carrier. */
  carrier_name: string | null;
  tracking_url: string | null;
  /** `staff:{name}`. */
  added_by: string;
  added_at: string;
}
export type ParcelRow = Selectable<ParcelTable>;
export type NewParcelRow = Insertable<ParcelTable>;
