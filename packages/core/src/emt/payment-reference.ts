import { normalizeOrderId } from '../orders/order-id.js';

/**
 * The reference a shopper writes in an e-transfer's message: "BR-" and the first six characters of
 * the order id, e.g. "BR-7KQ2M9" for order 7KQ2-M9XA-4HRT-0BCE. Six Crockford characters are 30
 * bits: two open orders share one about once in a million pairs, and the amount must agree too.
 */
export const PAYMENT_REFERENCE_PREFIX = 'BR';
const REFERENCE_CHARACTERS = 6;
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]+$/;

/** A reference found in a message, with the order id characters it was written with. */
export interface ReferenceInMessage {
  /** The reference in its one written form, "BR-7KQ2M9". */
  reference: string;
  /** The start of an order id that the message names: 6, 8, 12 or 16 characters, no dashes. */
  orderIdStart: string;
  /** The text as the shopper wrote it. */
  written: string;
}

/** An order's payment reference: "BR-" and the first six characters of its id. */
export function paymentReferenceFor(orderId: string): string {
  const id = normalizeOrderId(orderId);
  if (!id) throw new Error(`not an order id: ${orderId}`);
  return `${PAYMENT_REFERENCE_PREFIX}-${id.replaceAll('-', '').slice(0, REFERENCE_CHARACTERS)}`;
}

/** Whether a reference found in a message names this order (every character written must agree). */
export function referenceNamesOrder(found: ReferenceInMessage, orderId: string): boolean {
  const id = normalizeOrderId(orderId);
  return id !== null && id.replaceAll('-', '').startsWith(found.orderIdStart);
}

/** Crockford reading of typed characters: case, spaces and dashes do not matter; I, L, O are 1, 1, 0. */
function crockfordCharacters(text: string): string | null {
  const characters = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return CROCKFORD.test(characters) ? characters : null;
}

/** A reference as typed in a search box ("br 7kq2m9", "BR-7KQ2-M9"), in its written form; null if it is not one. */
export function normalizePaymentReference(text: string): string | null {
  const match = /^\s*BR[\s#:._-]*(.+?)\s*$/i.exec(text);
  const characters = match ? crockfordCharacters(match[1]!) : null;
  return characters?.length === REFERENCE_CHARACTERS ? `${PAYMENT_REFERENCE_PREFIX}-${characters}` : null;
}

// An order id or its start as shoppers copy it: the whole id in groups of four, its first two
// groups ("7kq2 m9xa"), or its first six characters ("7KQ2M9", "7KQ2-M9"). Groups are joined by one
// space or dash or nothing. Letters include U so that a word with a U is read and then refused.
const G = '[0-9A-Z]';
const S = '[ \\t-]?';
const CODE = `(${G}{4}${S}${G}{4}${S}${G}{4}${S}${G}{4}|${G}{4}${S}${G}{4}|${G}{4}${S}${G}{2})`;
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const PREFIXED = new RegExp(`${EDGE_BEFORE}BR([ \\t#:._-]{0,2})${CODE}${EDGE_AFTER}`, 'gu');
const BARE = new RegExp(`${EDGE_BEFORE}${CODE}${EDGE_AFTER}`, 'gu');
// Words that announce an order number just before it, in English and French.
const CUE_BEFORE = /(?:#|(?<![\p{L}\p{N}])(?:ORDER|ORDERS|COMMANDE|REF|REFERENCE|RÉFÉRENCE|NO|NUMBER|NUMÉRO|N°|ID)(?![\p{L}\p{N}]))[\s.:#-]*$/u;

const mixesLettersAndDigits = (text: string) => /[A-Z]/.test(text) && /[0-9]/.test(text);

/**
 * Whether characters written without the BR prefix are an order id rather than words or numbers:
 * they must mix letters and digits; written in groups with spaces ("7KQ2 M9XA", which "PAID 2026"
 * also is), either a cue such as "order" or "#" comes just before or every group mixes both.
 */
function bareCodeIsAnOrderId(code: string, before: string): boolean {
  if (!mixesLettersAndDigits(code)) return false;
  const groups = code.split(/[ \t]/);
  if (groups.length === 1) return true;
  if (groups.some((group) => group.length < 4)) return false;
  return CUE_BEFORE.test(before) || groups.every(mixesLettersAndDigits);
}

/**
 * The payment references a transfer's message names, in the order written: "BR-7KQ2M9", "br7kq2m9",
 * "order 7kq2 m9xa", "#7KQ2-M9XA-4HRT-0BCE". Without the BR prefix the characters must look like an order id
 * (see bareCodeIsAnOrderId), so ordinary words ("with love from anna", "brothers") and numbers are not read.
 */
export function findPaymentReferences(message: string): ReferenceInMessage[] {
  const text = message.toUpperCase();
  const read: (ReferenceInMessage & { at: number; end: number })[] = [];
  const add = (at: number, end: number, code: string) => {
    const characters = crockfordCharacters(code);
    if (!characters) return;
    read.push({ reference: `${PAYMENT_REFERENCE_PREFIX}-${characters.slice(0, REFERENCE_CHARACTERS)}`, orderIdStart: characters, written: message.slice(at, end), at, end });
  };
  for (const match of text.matchAll(PREFIXED)) {
    // "BR7KQ2M9" is a reference but "BROTHERS" is a word: glued to BR, the code must hold a digit.
    const [whole, separator, code] = match as unknown as [string, string, string];
    if (separator !== '' || /[0-9]/.test(code)) add(match.index, match.index + whole.length, code);
  }
  for (const match of text.matchAll(BARE)) {
    const end = match.index + match[0].length;
    if (read.some((other) => match.index < other.end && end > other.at)) continue;
    if (bareCodeIsAnOrderId(match[1]!, text.slice(Math.max(0, match.index - 12), match.index))) add(match.index, end, match[1]!);
  }
  // One entry an order: the id written in full says more than its reference written elsewhere.
  const found: ReferenceInMessage[] = [];
  for (const { reference, orderIdStart, written } of read.sort((a, b) => a.at - b.at)) {
    const same = found.findIndex((other) => other.orderIdStart.startsWith(orderIdStart) || orderIdStart.startsWith(other.orderIdStart));
    if (same < 0) found.push({ reference, orderIdStart, written });
    else if (orderIdStart.length > found[same]!.orderIdStart.length) found[same] = { reference, orderIdStart, written };
  }
  return found;
}
