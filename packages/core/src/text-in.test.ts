import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PastedNoticesBody } from './emt/deposit-contract.js';
import { RegisterMemberBody, SignInBody } from './identity/account-contract.js';
import { SubmitOrderBody } from './orders/submit-order-body.js';
import { TextIn, textProblemIn, textProblemOf } from './text-in.js';

const LONE_HALVES = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((unit) => String.fromCharCode(unit));
/** Text with no NUL and no lone surrogate: any code points, astral ones (surrogate pairs) included. */
const WELL_FORMED = fc.string({ unit: 'binary' }).map((text) => text.replace(/\0/g, ''));

describe('textProblemOf (the rule for every string that comes in)', () => {
  it('refuses any string with a NUL in it, wherever the NUL is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (before, after) => {
        expect(textProblemOf(`${before}\0${after}`)).toBe('nul-character');
        expect(TextIn.safeParse(`${before}\0${after}`).success).toBe(false);
      }),
    );
  });

  it('refuses any string with a lone surrogate and no NUL, a high or a low half, wherever it is', () => {
    fc.assert(
      fc.property(WELL_FORMED, LONE_HALVES, WELL_FORMED, (before, half, after) => {
        // Whole code points either side: `before` cannot end in a high half, `after` cannot start with a low one.
        const text = `${before}${half}${after}`;
        expect(textProblemOf(text)).toBe('lone-surrogate');
        expect(TextIn.safeParse(text).success).toBe(false);
      }),
    );
  });

  it('passes any well-formed string without a NUL unchanged', () => {
    fc.assert(
      fc.property(WELL_FORMED, (text) => {
        expect(textProblemOf(text)).toBeNull();
        expect(TextIn.parse(text)).toBe(text);
      }),
    );
  });

  it('takes the shop’s own text: accents, emoji (a surrogate pair), a no-break space, tabs and new lines', () => {
    for (const text of ['Crème Brûlée', 'Fleurs 🌷🌻', '16 h', 'line one\nline two\tend', '']) expect(textProblemOf(text)).toBeNull();
    expect(textProblemOf('\ud83c')).toBe('lone-surrogate');
    expect(textProblemOf('\udf37\ud83c')).toBe('lone-surrogate');
  });

  it('gives the zod issue the closed reason', () => {
    const result = TextIn.max(10).safeParse('a\0b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { reason: 'nul-character' } });
  });
});

describe('textProblemIn (a parsed body or query, walked)', () => {
  it('names the first bad string by its path, in keys as in values, in arrays as in objects', () => {
    expect(textProblemIn({ cart: { customerAddress: { firstName: 'Ada\0' } } }, 'body')).toEqual({
      path: 'body/cart/customerAddress/firstName',
      reason: 'nul-character',
      message: 'body/cart/customerAddress/firstName must not contain a NUL character (U+0000)',
    });
    expect(textProblemIn({ lines: ['ok', '\ud800'] }, 'body')).toMatchObject({ path: 'body/lines/1', reason: 'lone-surrogate' });
    expect(textProblemIn({ items: { 'a\0': { count: 1 } } }, 'body')).toMatchObject({ path: 'body/items/a\\u0000', reason: 'nul-character' });
    expect(textProblemIn({ brand: ['x', 'y'] }, 'querystring')).toBeNull();
    expect(textProblemIn(null, 'body')).toBeNull();
    expect(textProblemIn(12, 'body')).toBeNull();
  });
});

describe('the shared schemas of what shoppers and staff type keep the rule', () => {
  const reasonOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; params?: unknown }> } }) =>
    result.error?.issues.map((issue) => ({ path: issue.path.join('/'), reason: (issue.params as { reason?: string } | undefined)?.reason }));

  it("the checkout's order (a name, the notes, the discount code), sign-in, a member's registration and staff's deposit paste refuse a NUL or a lone surrogate", () => {
    expect(reasonOf(SubmitOrderBody.safeParse({ cart: { items: {}, customerAddress: { firstName: 'Ada\0' } } }))).toEqual([{ path: 'cart/customerAddress/firstName', reason: 'nul-character' }]);
    expect(reasonOf(SubmitOrderBody.safeParse({ cart: { items: {}, notes: 'side door \ud800' } }))).toEqual([{ path: 'cart/notes', reason: 'lone-surrogate' }]);
    expect(reasonOf(SubmitOrderBody.safeParse({ cart: { items: {}, discountCode: 'SAVE\u000010' } }))).toEqual([{ path: 'cart/discountCode', reason: 'nul-character' }]);
    expect(reasonOf(SignInBody.safeParse({ email: 'ada\0@example.ca', password: 'x' }))).toEqual([{ path: 'email', reason: 'nul-character' }]);
    expect(reasonOf(RegisterMemberBody.safeParse({ email: 'ada@example.ca', password: 'correct horse battery', firstName: 'A\0', lastName: 'L' }))).toEqual([
      { path: 'firstName', reason: 'nul-character' },
    ]);
    expect(reasonOf(PastedNoticesBody.safeParse({ text: 'Interac\0' }))).toEqual([{ path: 'text', reason: 'nul-character' }]);
    expect(SubmitOrderBody.safeParse({ cart: { items: {}, notes: 'Fleurs 🌷, côté porte' } }).success).toBe(true);
  });
});
