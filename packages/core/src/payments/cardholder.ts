import type { Cart, CardholderAddress } from '../cart.js';
import type { FieldProblem } from '../orders/checkout-rules.js';

/** The country a cardholder is in until they choose another (SPEC section 2: default Canada). */
export const DEFAULT_CARDHOLDER_COUNTRY = 'CA';

/** The countries the chooser suggests first, in this order (SPEC section 2). */
export const SUGGESTED_CARDHOLDER_COUNTRIES = ['CA', 'AU', 'DE', 'FR', 'JP', 'US'] as const;

const blank = (text: string) => text.trim().length === 0;

/** Checkout step 3 for a card (SPEC section 5): the cardholder's first and last name, postal or zip code and country. */
export function cardholderProblems(cardholder: CardholderAddress, path = 'cardholderAddress'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (blank(cardholder.firstName)) problems.push({ path: `${path}.firstName`, code: 'cardholder.firstName.required', message: 'First Name is required.' });
  if (blank(cardholder.lastName)) problems.push({ path: `${path}.lastName`, code: 'cardholder.lastName.required', message: 'Last Name is required.' });
  if (!/^[A-Z]{2}$/.test(cardholder.country)) problems.push({ path: `${path}.country`, code: 'cardholder.country.required', message: 'Choose a country.' });
  if (blank(cardholder.postal)) problems.push({ path: `${path}.postal`, code: 'cardholder.postal.required', message: 'Postal/Zip Code is required.' });
  return problems;
}

const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  !blank(a.firstName) &&
  !blank(a.lastName) &&
  a.firstName.trim().toLowerCase() === b.firstName.trim().toLowerCase() &&
  a.lastName.trim().toLowerCase() === b.lastName.trim().toLowerCase();

/**
 * The cardholder details with their defaults (SPEC section 5): empty names come from the contact,
 * and an empty billing address from the delivery address when the delivery is to the cardholder
 * (same names), in Canada. What the shopper typed is never replaced.
 */
export function cardholderWithDefaults(cart: Pick<Cart, 'cardholderAddress' | 'customerAddress' | 'deliveryAddress' | 'shippingMethod'>): CardholderAddress {
  const holder = cart.cardholderAddress;
  const named = {
    ...holder,
    firstName: blank(holder.firstName) ? cart.customerAddress.firstName.trim() : holder.firstName,
    lastName: blank(holder.lastName) ? cart.customerAddress.lastName.trim() : holder.lastName,
  };
  const delivery = cart.deliveryAddress;
  const noAddressYet = [holder.street, holder.additional, holder.city, holder.province, holder.postal].every(blank);
  const deliveredToHolder = cart.shippingMethod !== 'PICKUP' && !blank(delivery.postal) && sameName(named, delivery);
  if (!noAddressYet || !deliveredToHolder) return named;
  return {
    ...named,
    street: delivery.street,
    additional: delivery.additional,
    city: delivery.city,
    province: delivery.province,
    postal: delivery.postal.toUpperCase(),
    country: DEFAULT_CARDHOLDER_COUNTRY,
  };
}
