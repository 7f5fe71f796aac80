import { z } from 'zod';

/** An address as the API answers it (an order's delivery address, a member's saved address): the checkout's fields as stored. */
export const AddressView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  additional: z.string(),
  city: z.string(),
  province: z.string(),
  postal: z.string(),
});
export type AddressView = z.infer<typeof AddressView>;
