import { z } from 'zod';
import { OrderLine, StaffOrder } from '../orders/order-contract.js';
import { CalendarDate } from './florist-settings.js';

/** GET florist/deliveries: one day's florist orders (YYYY-MM-DD, Halifax). */
export const FloristDeliveriesQuery = z.object({ date: CalendarDate });
export type FloristDeliveriesQuery = z.infer<typeof FloristDeliveriesQuery>;

/** A florist order on the day's list: who, where, what to make, and the card's message. */
export const FloristDelivery = StaffOrder.extend({ items: z.array(OrderLine) });
export type FloristDelivery = z.infer<typeof FloristDelivery>;
