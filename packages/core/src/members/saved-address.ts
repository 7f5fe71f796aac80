import { z } from 'zod';
import { AddressView } from '../orders/address-view.js';
import { addressProblems, type FieldProblem } from '../orders/checkout-rules.js';
import { PROVINCE_CODES } from '../provinces.js';

/** The most addresses a member keeps: a home, a cottage, family and friends; more is a mailing list. */
export const MAX_SAVED_ADDRESSES = 10;

/** Why a saved address was refused beyond its fields' problems (an error detail's `reason`). */
export const SAVED_ADDRESS_REFUSALS = ['savedAddress.limitReached'] as const;
export type SavedAddressRefusal = (typeof SAVED_ADDRESS_REFUSALS)[number];

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/**
 * POST and PUT members/addresses: an address as the checkout's Shipping step takes it, with a
 * label of the member's own ("Home", "Mom's"). Lengths and the province list here; whether it is
 * a deliverable address is `savedAddressProblems`, the checkout's own rule.
 */
export const SavedAddressBody = z.strictObject({
  label: text(40).default(''),
  firstName: text(100),
  lastName: text(100),
  street: text(200),
  additional: text(200).default(''),
  city: text(100),
  province: z.enum(PROVINCE_CODES as [string, ...string[]], { error: 'a province code such as NS' }),
  postal: text(20),
  /** Make it the default address (the first one always is). */
  isDefault: z.boolean().default(false),
});
export type SavedAddressBody = z.infer<typeof SavedAddressBody>;
export type SavedAddressInput = z.input<typeof SavedAddressBody>;

/** A member's saved address as the API answers it. */
export const SavedAddress = z.object({
  id: z.string(),
  label: z.string(),
  ...AddressView.shape,
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** What makes an address unfit to save: the checkout's delivery address rule, field by field (paths without a prefix). */
export function savedAddressProblems(address: Pick<SavedAddressBody, 'firstName' | 'lastName' | 'street' | 'city' | 'province' | 'postal'>): FieldProblem[] {
  return addressProblems(address, 'address').map((problem) => ({ ...problem, path: problem.path.slice('address.'.length) }));
}

