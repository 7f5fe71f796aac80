import { POSTAL_CODE_LENGTH, normalizePostalCode } from '../shipping/postal-code.js';

/** Every problem the checkout's rules can find, as a stable code the storefront words in the page's language. */
export type FieldProblemCode =
  | 'cart.empty'
  | 'cart.specialOrder'
  | 'contact.firstName.required'
  | 'contact.lastName.required'
  | 'contact.email.required'
  | 'contact.email.invalid'
  | 'contact.phone.required'
  | 'delivery.method.required'
  | 'delivery.firstName.required'
  | 'delivery.lastName.required'
  | 'delivery.street.required'
  | 'delivery.city.required'
  | 'delivery.province.required'
  | 'delivery.postal.incomplete'
  | 'florist.methodNotOffered'
  | 'florist.outsideArea'
  | 'florist.dateRequired'
  | 'payment.method.required'
  | 'payment.card.unsupported'
  | 'cardholder.firstName.required'
  | 'cardholder.lastName.required'
  | 'cardholder.country.required'
  | 'cardholder.postal.required';

/**
 * A problem with what a shopper entered: the field's path in the cart, what is wrong as a code
 * (with `values` for a message that has variables) and in English (the server's 400 details).
 */
export interface FieldProblem {
  path: string;
  code: FieldProblemCode;
  message: string;
  values?: Readonly<Record<string, string | number>>;
}

/** A problem as an API error detail: its path and English message (the contract of every 400). */
export function problemDetail({ path, message }: FieldProblem): { path: string; message: string } {
  return { path, message };
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface DeliveryDetails {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  province: string;
  postal: string;
}

// A format check, not a proof: the confirmation e-mail is the proof.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (text: string) => text.trim().length === 0;

/** True for an e-mail address of the usual form name@domain.tld. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** Checkout step 1 (SPEC section 5): names and phone filled in, an e-mail address of the usual form. */
export function contactProblems(contact: ContactDetails, path = 'customerAddress'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (blank(contact.firstName)) problems.push({ path: `${path}.firstName`, code: 'contact.firstName.required', message: 'First Name is required.' });
  if (blank(contact.lastName)) problems.push({ path: `${path}.lastName`, code: 'contact.lastName.required', message: 'Last Name is required.' });
  if (blank(contact.email)) problems.push({ path: `${path}.email`, code: 'contact.email.required', message: 'Email Address is required.' });
  else if (!isEmailAddress(contact.email)) {
    problems.push({ path: `${path}.email`, code: 'contact.email.invalid', message: 'Email Address is not a valid e-mail address.' });
  }
  if (blank(contact.phone)) problems.push({ path: `${path}.phone`, code: 'contact.phone.required', message: 'Phone Number is required.' });
  return problems;
}

/**
 * Checkout step 2 (SPEC section 5): a shipping method; PICKUP needs nothing more, anything else
 * the delivery names, street, city and province and a postal code of 6 characters, spaces aside.
 */
export function deliveryProblems(shippingMethod: string | null, delivery: DeliveryDetails, path = 'deliveryAddress'): FieldProblem[] {
  if (shippingMethod === null || blank(shippingMethod)) return [{ path: 'shippingMethod', code: 'delivery.method.required', message: 'Choose a shipping method.' }];
  if (shippingMethod === 'PICKUP') return [];
  const required: Array<[Exclude<keyof DeliveryDetails, 'postal'>, string]> = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['street', 'Street'],
    ['city', 'City'],
    ['province', 'Province'],
  ];
  const problems: FieldProblem[] = required
    .filter(([field]) => blank(delivery[field]))
    .map(([field, label]) => ({ path: `${path}.${field}`, code: `delivery.${field}.required` as const, message: `${label} is required for delivery.` }));
  if (normalizePostalCode(delivery.postal).length !== POSTAL_CODE_LENGTH) {
    problems.push({ path: `${path}.postal`, code: 'delivery.postal.incomplete', message: 'Enter valid postal code to see all available delivery options.' });
  }
  return problems;
}

/** SPEC section 4: TEST when the delivery first name is TEST (any case), otherwise PROD. */
export function orderEnvironment(deliveryFirstName: string): 'TEST' | 'PROD' {
  return deliveryFirstName.trim().toUpperCase() === 'TEST' ? 'TEST' : 'PROD';
}
