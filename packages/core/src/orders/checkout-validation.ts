import type { Address, Cart, CartLine, CustomerAddress } from '../cart.js';
import { PROVINCES } from '../provinces.js';
import { isPostalCodeComplete } from '../shipping/postal-code.js';

/** What is wrong with a step's fields, by field, in words for the shopper; empty when the step may advance. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export type DeliveryField = 'shippingMethod' | 'firstName' | 'lastName' | 'street' | 'city' | 'province' | 'postal';
export type PaymentField = 'paymentMethod';

/** The province LOCAL delivery is limited to (SPEC section 9). */
export const LOCAL_DELIVERY_PROVINCE = 'NS';

/** The hint under an incomplete postal code (SPEC section 5). */
export const POSTAL_CODE_HINT = 'Enter valid postal code to see all available delivery options.';

// One @, something on both sides, a dot in the domain and no spaces: what a mail client checks.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address that passes a format check (SPEC section 5, step 1). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

const blank = (text: string) => text.trim() === '';

/** The order's special-order lines: they cannot be ordered online (SPEC section 4, step 0). */
export function specialOrderLines(cart: Pick<Cart, 'items'>): CartLine[] {
  return Object.values(cart.items).filter((line) => line.item.special);
}

/** Step 1: names and phone non-blank, e-mail present and well formed. */
export function contactProblems(customer: CustomerAddress): FieldProblems<ContactField> {
  const problems: FieldProblems<ContactField> = {};
  if (blank(customer.firstName)) problems.firstName = 'First Name is required';
  if (blank(customer.lastName)) problems.lastName = 'Last Name is required';
  if (blank(customer.email)) problems.email = 'Email Address is required';
  else if (!isEmailAddress(customer.email)) problems.email = 'Enter a valid email address, like name@example.com';
  if (blank(customer.phone)) problems.phone = 'Phone Number is required';
  return problems;
}

/**
 * Step 2: a shipping method; PICKUP needs nothing more; anything else needs the delivery names,
 * street, city, a province and a postal code of 6 characters ignoring spaces.
 */
export function deliveryProblems(cart: Pick<Cart, 'shippingMethod'> & { deliveryAddress: Address }): FieldProblems<DeliveryField> {
  if (!cart.shippingMethod) return { shippingMethod: 'Choose a shipping method' };
  if (cart.shippingMethod === 'PICKUP') return {};
  const address = cart.deliveryAddress;
  const problems: FieldProblems<DeliveryField> = {};
  if (blank(address.firstName)) problems.firstName = 'First name is required';
  if (blank(address.lastName)) problems.lastName = 'Last name is required';
  if (blank(address.street)) problems.street = 'Street is required';
  if (blank(address.city)) problems.city = 'City is required';
  if (!(address.province in PROVINCES)) problems.province = 'Province is required';
  if (!isPostalCodeComplete(address.postal)) problems.postal = POSTAL_CODE_HINT;
  return problems;
}

/** Step 3: a payment method; EMT passes; card needs the card step of its own issue. */
export function paymentProblems(cart: Pick<Cart, 'paymentMethod'>): FieldProblems<PaymentField> {
  if (!cart.paymentMethod) return { paymentMethod: 'Choose a payment option' };
  if (cart.paymentMethod === 'card') return { paymentMethod: 'Currently unsupported' };
  return {};
}

/** Step 0: the cart has items and none of them is special order. */
export function reviewProblems(cart: Pick<Cart, 'items'>): FieldProblems<'items'> {
  if (Object.keys(cart.items).length === 0) return { items: 'Your shopping cart is empty!' };
  if (specialOrderLines(cart).length > 0) return { items: 'This item is available by Special Order only' };
  return {};
}

/** What keeps a step from advancing; empty when it may (SPEC section 5). */
export function stepProblems(step: number, cart: Cart): FieldProblems<string> {
  switch (step) {
    case 0:
      return reviewProblems(cart);
    case 1:
      return contactProblems(cart.customerAddress);
    case 2:
      return deliveryProblems(cart);
    default:
      return paymentProblems(cart);
  }
}

/** The first step up to `lastStep` that cannot advance, or null when all of them can. */
export function firstIncompleteStep(cart: Cart, lastStep: number): number | null {
  for (let step = 0; step <= lastStep; step += 1) {
    if (Object.keys(stepProblems(step, cart)).length > 0) return step;
  }
  return null;
}
