import { z } from 'zod';
import { OrderLine, StaffOrder } from '../orders/order-contract.js';
import { ParcelView } from './parcel.js';

/** GET order/{id}/packing-slip: what staff pack and where it goes; no prices are printed from it. */
export const PackingSlip = StaffOrder.extend({ items: z.array(OrderLine), parcels: z.array(ParcelView) });
export type PackingSlip = z.infer<typeof PackingSlip>;
