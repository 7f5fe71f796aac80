import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrderId } from '../orders/order-id.js';
import { findPaymentReferences, normalizePaymentReference, paymentReferenceFor, referenceNamesOrder } from './payment-reference.js';

const ORDER = '7KQ2-M9XA-4HRT-0BCE';
const references = (message: string) => findPaymentReferences(message).map((found) => found.reference);
const orderIds = fc.uint8Array({ minLength: 10, maxLength: 10 }).map(formatOrderId);

// Ways a shopper retypes a reference: case, a gap after the first group, the letters Crockford reads as
// digits, and something after BR (a code with no digit needs it: "BRABCDEF" could be a word).
const retyped = (reference: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      fc.constantFrom('', ' ', '-'),
      fc.constantFrom('', ' ', '-', '#', ': '),
      fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    )
    .map(([lower, gap, afterPrefix, lookAlike]) => {
      const code = [...reference.slice(3)]
        .map((character, index) => {
          let typed = character;
          if (lookAlike[index] && character === '1') typed = index % 2 ? 'I' : 'L';
          if (lookAlike[index] && character === '0') typed = 'O';
          return (lower[index] ? typed.toLowerCase() : typed) + (index === 3 ? gap : '');
        })
        .join('');
      return `br${afterPrefix || (/[0-9]/.test(code) ? '' : '-')}${code}`;
    });

describe('payment references', () => {
  it('are BR and the first six characters of the order id', () => {
    expect(paymentReferenceFor(ORDER)).toBe('BR-7KQ2M9');
    expect(paymentReferenceFor('7kq2 m9xa 4hrt obce')).toBe('BR-7KQ2M9');
    expect(() => paymentReferenceFor('not an order')).toThrow();
  });

  it('read back from a search box whatever the spelling', () => {
    expect(normalizePaymentReference(' br 7kq2-m9 ')).toBe('BR-7KQ2M9');
    expect(normalizePaymentReference('BR-7KQ2M')).toBeNull();
    expect(normalizePaymentReference('7KQ2M9')).toBeNull();
    expect(normalizePaymentReference('BR-UUUUUU')).toBeNull();
  });

  it('are found in the ways shoppers write them', () => {
    expect(references('Order BR-7KQ2M9 thanks!')).toEqual(['BR-7KQ2M9']);
    expect(references('br7kq2m9')).toEqual(['BR-7KQ2M9']);
    expect(references('BR 7KQ2-M9')).toEqual(['BR-7KQ2M9']);
    expect(references('order 7kq2 m9xa')).toEqual(['BR-7KQ2M9']);
    expect(references('for 7KQ2 M9XA')).toEqual(['BR-7KQ2M9']);
    expect(references('for ABCD 7KQ2')).toEqual([]);
    expect(references('commande n° ABCD 7KQ2')).toEqual(['BR-ABCD7K']);
    expect(references('#7KQ2-M9XA-4HRT-0BCE')).toEqual(['BR-7KQ2M9']);
    expect(references('Commande : 7KQ2M9, merci')).toEqual(['BR-7KQ2M9']);
    expect(references('BR-7KQ2M9 and BR-ABCDEF')).toEqual(['BR-7KQ2M9', 'BR-ABCDEF']);
  });

  it('keep every character written, so the start of an id names only the orders it fits', () => {
    const [written] = findPaymentReferences('order 7kq2 m9xa');
    expect(written!.orderIdStart).toBe('7KQ2M9XA');
    expect(referenceNamesOrder(written!, ORDER)).toBe(true);
    expect(referenceNamesOrder(written!, '7KQ2-M9ZZ-4HRT-0BCE')).toBe(false);
    // The reference and the full id in one message are one order; the full id is kept.
    expect(findPaymentReferences('BR-7KQ2M9 (7KQ2-M9XA-4HRT-0BCE)')).toEqual([
      { reference: 'BR-7KQ2M9', orderIdStart: '7KQ2M9XA4HRT0BCE', written: '7KQ2-M9XA-4HRT-0BCE' },
    ]);
  });

  it('are not read from words, dates, amounts or phone numbers', () => {
    expect(references('with love from anna')).toEqual([]);
    expect(references('Thanks brothers, for the bottles')).toEqual([]);
    expect(references('Paid 2026-11-20 $45.20, call 902-555-1234 or 9025551234')).toEqual([]);
    expect(references('order 1234 thanks, paid 2026 11')).toEqual([]);
    expect(references('BR-7KQ2UU')).toEqual([]);
    expect(references('ABR7KQ2M9')).toEqual([]);
  });

  it('survive changes of case, spacing, dashes and I/L/O for 1/1/0', () => {
    fc.assert(
      fc.property(orderIds.chain((id) => fc.tuple(fc.constant(id), retyped(paymentReferenceFor(id)))), ([id, typed]) => {
        const found = findPaymentReferences(`Payment for ${typed} thank you`);
        expect(found.map((one) => one.reference)).toEqual([paymentReferenceFor(id)]);
        expect(referenceNamesOrder(found[0]!, id)).toBe(true);
        expect(normalizePaymentReference(typed)).toBe(paymentReferenceFor(id));
      }),
    );
  });

  it('find a full order id however it is spaced or cased, when it mixes letters and digits', () => {
    fc.assert(
      fc.property(orderIds, fc.constantFrom('-', ' ', ''), fc.boolean(), (id, gap, lower) => {
        fc.pre(/[A-Z]/.test(id) && /[0-9]/.test(id));
        const typed = id.replaceAll('-', gap);
        const found = findPaymentReferences(`#${lower ? typed.toLowerCase() : typed}`);
        expect(found.map((one) => one.reference)).toEqual([paymentReferenceFor(id)]);
        expect(found[0]!.orderIdStart).toBe(id.replaceAll('-', ''));
      }),
    );
  });

  it('are rarely read from ordinary English and French messages', () => {
    const words = `the a and for from with love happy birthday mom dad thanks thank you order plants seeds soil
      bottles brothers brother bread brown bring brings sister flowers roses tulips lilies bouquet delivery tomorrow
      friday monday please call when ready pickup pick up deposit payment paid money transfer rent invoice
      anniversary wedding garden grow lights tent nutrients hydroton perlite coco coir fertilizer
      merci pour les fleurs commande livraison joyeux anniversaire maman papa bonne journee cadeau
      december november halifax dartmouth truro wolfville lunenburg best regards cheers love always`.split(/\s+/);
    let read = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), fc.boolean(), (phrase, dashes) => {
        if (findPaymentReferences(phrase.join(dashes ? '-' : ' ')).length > 0) read += 1;
      }),
      { numRuns: 2000 },
    );
    expect(read).toBeLessThanOrEqual(2);
  });
});
