/**
 * Order ids are read aloud on the phone: Crockford's base32 (no I, L, O or U), in groups of four,
 * e.g. "7KQ2-M9XA-4HRT-0BCE". Sixteen characters carry 80 random bits.
 */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random bytes in an order id: 10 bytes, 80 bits, 16 base32 characters. */
export const ORDER_ID_BYTES = 10;
const ORDER_ID_CHARACTERS = (ORDER_ID_BYTES * 8) / 5;
const GROUP_SIZE = 4;

/** Bytes as Crockford base32, 5 bits a character, the last character padded with zero bits. */
export function crockfordBase32(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += CROCKFORD_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) text += CROCKFORD_ALPHABET[(buffer << (5 - bits)) & 31];
  return text;
}

/** An order id from its 10 random bytes: four groups of four characters. */
export function formatOrderId(bytes: Uint8Array): string {
  if (bytes.length !== ORDER_ID_BYTES) throw new Error(`an order id is made of ${ORDER_ID_BYTES} bytes`);
  return crockfordBase32(bytes).match(new RegExp(`.{${GROUP_SIZE}}`, 'g'))!.join('-');
}

/**
 * An order id as typed or heard back, in its one written form; null if it cannot be one. Case,
 * spaces and dashes do not matter, and I, L and O are read as 1, 1 and 0 as Crockford intends.
 */
export function normalizeOrderId(text: string): string | null {
  const characters = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (characters.length !== ORDER_ID_CHARACTERS || ![...characters].every((c) => CROCKFORD_ALPHABET.includes(c))) return null;
  return characters.match(new RegExp(`.{${GROUP_SIZE}}`, 'g'))!.join('-');
}
