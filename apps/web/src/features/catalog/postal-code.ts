/** Characters of a complete Canadian postal code, spaces not counted (SPEC section 9). */
export const POSTAL_CODE_LENGTH = 6;

/** A postal code is complete at 6 characters ignoring spaces. */
export function isPostalCodeComplete(postal: string): boolean {
  return postal.replace(/\s/g, '').length === POSTAL_CODE_LENGTH;
}
