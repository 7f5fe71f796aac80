import type { FieldProblem } from '../orders/checkout-rules.js';

/** The most characters of a card message: what fits, handwritten or printed, on the florist's enclosure card. */
export const CARD_MESSAGE_MAX = 200;
/** The most lines of a card message (the card is about six lines high). */
export const CARD_MESSAGE_MAX_LINES = 6;
/** The most characters of a recipient's name. */
export const RECIPIENT_NAME_MAX = 100;
/** The most characters of a phone number as typed (digits, spaces, dashes, dots, parentheses, a leading +). */
export const RECIPIENT_PHONE_MAX = 40;

/** Who a florist order goes to when it is not the shopper: their name and a phone the driver can call. */
export interface GiftRecipient {
  name: string;
  phone: string;
}

/** The gift parts of a cart or an order: the recipient (blank name: the shopper themself) and the card's message. */
export interface GiftDetails {
  recipient: GiftRecipient;
  card: string;
}

/** Characters as a reader counts them (an emoji or an accented letter is one), the line breaks included. */
export const characterCount = (text: string): number => [...text].length;

/** The number of lines of a message as typed (Windows line ends count once). */
export const lineCount = (text: string): number => (text === '' ? 0 : text.split(/\r\n|\r|\n/).length);

/**
 * True for a North American phone number as people type it: ten digits, or eleven starting with
 * 1, with any spaces, dashes, dots, parentheses and a leading + between them ('902-354-5555',
 * '(902) 354 5555', '+1 902 354 5555').
 */
export function isPhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** A phone number shown to whoever holds a receipt link: only its last four digits ('••• ••• 5555'). */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '' : `••• ••• ${digits.slice(-4)}`;
}

/** A card message as it is stored: ends trimmed, Windows and old Mac line ends made '\n', inside kept as typed. */
export function normalizeCardMessage(text: string): string {
  return text.replace(/\r\n|\r/g, '\n').trim();
}

/**
 * What keeps a gift's details from going ahead: a recipient needs both a name and a phone that
 * is a phone number; a card message at most CARD_MESSAGE_MAX characters on CARD_MESSAGE_MAX_LINES
 * lines. A blank recipient (name and phone) is the shopper's own order: nothing is asked.
 */
export function giftProblems(gift: GiftDetails): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = gift.recipient.name.trim();
  const phone = gift.recipient.phone.trim();
  if (name !== '' || phone !== '') {
    if (name === '') problems.push({ path: 'recipient.name', code: 'gift.recipientName.required', message: "Give the recipient's name." });
    else if (characterCount(name) > RECIPIENT_NAME_MAX) {
      problems.push({ path: 'recipient.name', code: 'gift.recipientName.tooLong', message: `A name has at most ${RECIPIENT_NAME_MAX} characters.`, values: { max: RECIPIENT_NAME_MAX } });
    }
    if (phone === '') problems.push({ path: 'recipient.phone', code: 'gift.recipientPhone.required', message: "Give the recipient's phone number, for the driver." });
    else if (!isPhoneNumber(phone)) {
      problems.push({ path: 'recipient.phone', code: 'gift.recipientPhone.invalid', message: 'Enter a phone number of 10 digits, like 902-354-5555.' });
    }
  }
  const card = normalizeCardMessage(gift.card);
  if (characterCount(card) > CARD_MESSAGE_MAX) {
    problems.push({
      path: 'card',
      code: 'gift.card.tooLong',
      message: `A card message has at most ${CARD_MESSAGE_MAX} characters (this one has ${characterCount(card)}).`,
      values: { max: CARD_MESSAGE_MAX, count: characterCount(card) },
    });
  } else if (lineCount(card) > CARD_MESSAGE_MAX_LINES) {
    problems.push({
      path: 'card',
      code: 'gift.card.tooManyLines',
      message: `A card message fits on ${CARD_MESSAGE_MAX_LINES} lines.`,
      values: { max: CARD_MESSAGE_MAX_LINES },
    });
  }
  return problems;
}
