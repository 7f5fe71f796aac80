import { describe, expect, it } from 'vitest';
import { CARD_MESSAGE_MAX, characterCount, giftProblems, isPhoneNumber, maskedPhone, normalizeCardMessage } from './gift-order.js';

const noRecipient = { name: '', phone: '' };
const codes = (gift: Parameters<typeof giftProblems>[0]) => giftProblems(gift).map((problem) => problem.code);

describe('gift orders', () => {
  it('reads phone numbers as people type them in Canada', () => {
    for (const phone of ['902-354-5555', '(902) 354 5555', '+1 902 354 5555', '1-902-354-5555', '902.354.5555']) expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ['354-5555', '2-902-354-5555', 'call me', '902-354-5555 ext 2', '', '+44 20 7946 0958 12']) expect(isPhoneNumber(phone), phone).toBe(false);
  });

  it('asks nothing of an order for the shopper themself', () => {
    expect(giftProblems({ recipient: noRecipient, card: '' })).toEqual([]);
  });

  it('asks a recipient for both a name and a phone number', () => {
    expect(codes({ recipient: { name: 'Marie Dupont', phone: '' }, card: '' })).toEqual(['gift.recipientPhone.required']);
    expect(codes({ recipient: { name: '  ', phone: '902-354-5555' }, card: '' })).toEqual(['gift.recipientName.required']);
    expect(codes({ recipient: { name: 'Marie', phone: '555' }, card: '' })).toEqual(['gift.recipientPhone.invalid']);
    expect(codes({ recipient: { name: 'M'.repeat(101), phone: '902-354-5555' }, card: '' })).toEqual(['gift.recipientName.tooLong']);
    expect(codes({ recipient: { name: 'Marie', phone: '902 354 5555' }, card: '' })).toEqual([]);
  });

  it('keeps a card message to 200 characters on six lines, counting an emoji or an accent as one', () => {
    expect(codes({ recipient: noRecipient, card: 'é'.repeat(CARD_MESSAGE_MAX) })).toEqual([]);
    expect(codes({ recipient: noRecipient, card: '🌷'.repeat(CARD_MESSAGE_MAX) })).toEqual([]);
    expect(characterCount('🌷é')).toBe(2);
    const long = giftProblems({ recipient: noRecipient, card: 'x'.repeat(CARD_MESSAGE_MAX + 1) });
    expect(long).toMatchObject([{ path: 'card', code: 'gift.card.tooLong', values: { max: 200, count: 201 } }]);
    expect(codes({ recipient: noRecipient, card: 'a\nb\nc\nd\ne\nf' })).toEqual([]);
    expect(codes({ recipient: noRecipient, card: 'a\r\nb\nc\nd\ne\nf\ng' })).toEqual(['gift.card.tooManyLines']);
    // Blank ends are trimmed before counting.
    expect(codes({ recipient: noRecipient, card: `  ${'x'.repeat(CARD_MESSAGE_MAX)}\n\n` })).toEqual([]);
  });

  it('stores a card message as typed, line breaks kept and made plain', () => {
    expect(normalizeCardMessage('  Love,\r\nAda <3 \n')).toBe('Love,\nAda <3');
  });

  it('shows only the last four digits of a phone on a receipt', () => {
    expect(maskedPhone('(902) 354-5555')).toBe('••• ••• 5555');
    expect(maskedPhone('')).toBe('');
  });
});
