/**
 * Gift card codes (docs/decisions/067): 16 characters from a 31-character alphabet without the
 * look-alikes 0/O, 1/I/L (about 79 bits), shown in groups of four. Typed codes are read with
 * case, spaces and dashes ignored. Making one (random) is the server's; this is the pure part.
 */

/** Digits 2-9 and the letters without I, L and O. */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A typed code as stored: upper case, without spaces, dashes or dots. May still be malformed. */
export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-_.]+/g, '');
}

/** True when a normalised code has the shape of one the shop makes (length and alphabet). */
export function isGiftCardCodeShape(normalized: string): boolean {
  if (normalized.length !== GIFT_CARD_CODE_LENGTH) return false;
  for (const char of normalized) if (!GIFT_CARD_ALPHABET.includes(char)) return false;
  return true;
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(normalized: string): string {
  return normalized.match(/.{1,4}/g)?.join('-') ?? normalized;
}

/** The last four characters, all staff ever see of a code. */
export function lastFourOf(normalized: string): string {
  return normalized.slice(-4);
}
