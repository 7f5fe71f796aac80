import { PROVINCES } from '../provinces.js';
import { isCanadianPostalCode, normalizePostalCode, POSTAL_CODE_LENGTH, postalCodeFitsProvince, provincesOfPostalCode } from '../shipping/postal-code.js';
import { asProvinceCode } from '../shipping/shipping-zone.js';

/** Every problem the checkout's rules can find, as a stable code the storefront words in the page's language. */
export const FIELD_PROBLEM_CODES = [
  'cart.empty',
  'cart.specialOrder',
  'contact.firstName.required',
  'contact.lastName.required',
  'contact.email.required',
  'contact.email.invalid',
  'contact.phone.required',
  'delivery.method.required',
  'delivery.firstName.required',
  'delivery.lastName.required',
  'delivery.street.required',
  'delivery.city.required',
  'delivery.province.required',
  'delivery.postal.incomplete',
  'delivery.postal.notCanadian',
  'delivery.postal.wrongProvince',
  'delivery.method.notServed',
  'delivery.quote.pending',
  'delivery.quote.failed',
  'florist.methodNotOffered',
  'florist.outsideArea',
  'florist.dateRequired',
  'florist.windowRequired',
  'gift.recipientName.required',
  'gift.recipientName.tooLong',
  'gift.recipientPhone.required',
  'gift.recipientPhone.invalid',
  'gift.card.tooLong',
  'gift.card.tooManyLines',
  'payment.method.required',
  'payment.card.unsupported',
  'cardholder.firstName.required',
  'cardholder.lastName.required',
  'cardholder.country.required',
  'cardholder.postal.required',
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

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

/** A problem as an API error detail: its path, English message and code as the detail's `reason`. */
export function problemDetail({ path, message, code }: FieldProblem): { path: string; message: string; reason: FieldProblemCode } {
  return { path, message, reason: code };
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
 * the delivery names, street, city and province and a postal code of 6 characters, spaces aside,
 * that is a Canadian postal code of that province (no method ships anywhere else).
 */
export function deliveryProblems(shippingMethod: string | null, delivery: DeliveryDetails, path = 'deliveryAddress'): FieldProblem[] {
  if (shippingMethod === null || blank(shippingMethod)) return [{ path: 'shippingMethod', code: 'delivery.method.required', message: 'Choose a shipping method.' }];
  if (shippingMethod === 'PICKUP') return [];
  return addressProblems(delivery, path);
}

/**
 * A delivery address as any delivery needs it: names, street, city and province filled in and a
 * Canadian postal code of that province. The checkout's Shipping step and a member's saved
 * addresses are judged by this one rule.
 */
export function addressProblems(delivery: DeliveryDetails, path = 'deliveryAddress'): FieldProblem[] {
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
  const postalProblem = postalCodeProblem(delivery, `${path}.postal`);
  if (postalProblem) problems.push(postalProblem);
  return problems;
}

/**
 * A delivery postal code that no shipping method can be priced for: incomplete (SPEC section 5's
 * 6 characters), not a Canadian postal code (`123 456`), or from another province than the one
 * chosen. Null when it is a Canadian code of that province (or no province is chosen yet).
 */
export function postalCodeProblem(delivery: Pick<DeliveryDetails, 'province' | 'postal'>, path = 'deliveryAddress.postal'): FieldProblem | null {
  const postal = normalizePostalCode(delivery.postal);
  if (postal.length !== POSTAL_CODE_LENGTH) {
    return { path, code: 'delivery.postal.incomplete', message: 'Enter valid postal code to see all available delivery options.' };
  }
  if (!isCanadianPostalCode(postal)) {
    return { path, code: 'delivery.postal.notCanadian', message: 'Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.' };
  }
  const province = asProvinceCode(delivery.province);
  if (province === null || postalCodeFitsProvince(postal, province)) return null;
  const postalProvinces = provincesOfPostalCode(postal);
  // Province codes, which the storefront names in the page's language (provinceNamesIn).
  const values = { letter: postal.charAt(0), postalProvince: postalProvinces.join(' '), province };
  const names = postalProvinces.map((code) => PROVINCES[code]).join(' or ');
  return {
    path,
    code: 'delivery.postal.wrongProvince',
    message: `A postal code starting with ${values.letter} is in ${names}, not ${PROVINCES[province]}: check the postal code and the province.`,
    values,
  };
}

/**
 * Where the price of the chosen shipping method stands for the delivery address as it is now:
 * priced by the server, on its way, failed to come, or ERROR (the method does not reach it).
 */
export type ShippingQuoteStatus = 'priced' | 'pending' | 'failed' | 'not-served';

/** The chosen method's quote, as the Shipping step's last check sees it. */
export interface ShippingQuoteState {
  status: ShippingQuoteStatus;
  /** The method's name as the shopper reads it (in the page's language). */
  methodName: string;
}

/**
 * What keeps the Shipping step from advancing once the address itself is complete: the chosen
 * method must have a price for it from the server, so that no later step shows a total without
 * its shipping (the server asks for shipping at submission and refuses a method that does not reach).
 */
export function shippingQuoteProblems({ status, methodName }: ShippingQuoteState): FieldProblem[] {
  const path = 'shippingMethod';
  switch (status) {
    case 'priced':
      return [];
    case 'pending':
      return [{ path, code: 'delivery.quote.pending', message: 'Shipping to this address is still being calculated: wait a moment.' }];
    case 'failed':
      return [
        { path, code: 'delivery.quote.failed', message: 'Shipping to this address could not be calculated: check the address, then press Next to try again.' },
      ];
    case 'not-served':
      return [
        {
          path,
          code: 'delivery.method.notServed',
          message: `${methodName} does not deliver to this address: choose another shipping method.`,
          values: { method: methodName },
        },
      ];
  }
}

/** SPEC section 4: TEST when the delivery first name is TEST (any case), otherwise PROD. */
export function orderEnvironment(deliveryFirstName: string): 'TEST' | 'PROD' {
  return deliveryFirstName.trim().toUpperCase() === 'TEST' ? 'TEST' : 'PROD';
}
