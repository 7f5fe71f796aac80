import { describe, expect, it } from 'vitest';
import { applyPromotions, type CartLineIn } from './apply-promotions.js';
import { describePromotion } from './describe-promotion.js';
import type { Promotion } from './promotion.js';

const soil = { kind: 'items' as const, itemIds: ['soil'], names: ['potting soil'] };
const promotion = (id: string, rule: Promotion['rule'], extra: Partial<Promotion> = {}): Promotion => ({
  id,
  name: id,
  rule,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  combinesWithPromotions: false,
  ...extra,
});
const line = (lineId: string, unitPrice: number, quantity: number, extra: Partial<CartLineIn> = {}): CartLineIn => ({ lineId, categoryIds: [], brand: '', unitPrice, quantity, ...extra });
const price = (lines: CartLineIn[], promotions: Promotion[], code: Parameters<typeof applyPromotions>[0]['code'] = null, withCodes: 'combine' | 'better-of' = 'better-of', locale: 'en' | 'fr' = 'en') =>
  applyPromotions({ lines, promotions, code, withCodes, locale });

const buy2get1Half = promotion('b2g1', { kind: 'buy-x-get-y', buy: { target: soil, quantity: 2 }, get: { target: null, quantity: 1, percentOff: 50 } });

describe('automatic promotions', () => {
  it('buy 2 potting soils, get 1 half price: the third is half price, with its label', () => {
    const pricing = price([line('soil', 1_500, 3)], [buy2get1Half]);
    expect(pricing.promotions).toEqual([{ id: 'b2g1', label: 'Buy 2 potting soils, get 1 half price', amount: 750 }]);
    expect(pricing.lines[0]).toMatchObject({ gross: 4_500, promotionAmount: 750, net: 3_750 });
  });

  it('hints when one more item would qualify, in English and French', () => {
    expect(price([line('soil', 1_500, 2)], [buy2get1Half]).hints).toEqual([{ promotionId: 'b2g1', quantity: 1, text: 'Add 1 more potting soil to get 1 half price' }]);
    expect(price([line('soil', 1_500, 2)], [buy2get1Half], null, 'better-of', 'fr').hints[0]!.text).toBe('Ajoutez encore 1 potting soil pour en obtenir 1 à moitié prix');
    expect(price([line('soil', 1_500, 1)], [buy2get1Half]).hints).toEqual([]);
  });

  it('buy one item, get another free: the dearest units of the get target', () => {
    const trowel = { kind: 'items' as const, itemIds: ['trowel'], names: ['trowel'] };
    const rule = promotion('bt', { kind: 'buy-x-get-y', buy: { target: soil, quantity: 2 }, get: { target: trowel, quantity: 1, percentOff: 100 } });
    const pricing = price([line('soil', 1_500, 4), line('trowel', 900, 1)], [rule]);
    expect(pricing.promotionAmount).toBe(900);
    expect(pricing.hints).toEqual([{ promotionId: 'bt', quantity: 1, text: 'Add 1 trowel to get 1 free' }]);
  });

  it('a percent off a category (sub-categories expanded) and an amount off a brand, spread by value', () => {
    const seeds = promotion('cat', { kind: 'off', target: { kind: 'categories', categoryIds: ['seeds', 'tomato-seeds'], names: ['seed'] }, reward: { percentOff: 20 } });
    const fox = promotion('fox', { kind: 'off', target: { kind: 'brands', brands: ['Fox Farm'], names: ['Fox Farm'] }, reward: { amountOff: 1_000 } });
    const pricing = price([line('a', 333, 1, { categoryIds: ['tomato-seeds'] }), line('b', 667, 2, { categoryIds: ['seeds'] }), line('c', 2_000, 1, { brand: 'fox farm' }), line('d', 1_000, 1, { brand: 'Fox Farm' })], [seeds, fox]);
    expect(pricing.promotions.map((applied) => [applied.id, applied.amount])).toEqual([
      ['cat', 333],
      ['fox', 1_000],
    ]);
    expect(pricing.lines.map((priced) => priced.promotionAmount)).toEqual([67, 266, 667, 333]);
  });

  it('a spend threshold: $10 off $100, with a hint below it', () => {
    const spend = promotion('spend', { kind: 'spend', minSubtotal: 10_000, reward: { amountOff: 1_000 } });
    expect(price([line('a', 10_000, 1)], [spend]).promotionAmount).toBe(1_000);
    expect(price([line('a', 8_750, 1)], [spend]).hints).toEqual([{ promotionId: 'spend', amount: 1_250, text: 'Spend $12.50 more to get $10 off' }]);
  });

  it('one promotion a line: the set that gives the most wins; both when both combine', () => {
    const ten = promotion('ten', { kind: 'off', target: soil, reward: { percentOff: 10 } });
    const twenty = promotion('twenty', { kind: 'off', target: soil, reward: { percentOff: 20 } });
    expect(price([line('soil', 1_000, 1)], [ten, twenty]).promotions.map((applied) => applied.id)).toEqual(['twenty']);
    const both = price([line('soil', 1_000, 1)], [{ ...ten, combinesWithPromotions: true }, { ...twenty, combinesWithPromotions: true }]);
    expect(both.promotionAmount).toBe(300);
  });

  it('a code with promotions: combined when the store says so, else the better of the two', () => {
    const ten = promotion('ten', { kind: 'off', target: soil, reward: { percentOff: 10 } });
    const combined = price([line('soil', 1_000, 2)], [ten], { discountPercent: 10 }, 'combine');
    expect([combined.promotionAmount, combined.codeAmount, combined.codeOutcome]).toEqual([200, 180, 'applied']);
    const promotionWins = price([line('soil', 1_000, 2)], [ten], { discountAmount: 150 });
    expect([promotionWins.promotionAmount, promotionWins.codeAmount, promotionWins.codeOutcome]).toEqual([200, 0, 'not-combined']);
    const codeWins = price([line('soil', 1_000, 2)], [ten], { discountAmount: 500 });
    expect([codeWins.promotionAmount, codeWins.codeAmount, codeWins.codeOutcome, codeWins.promotions]).toEqual([0, 500, 'applied', []]);
  });

  it('says what a promotion does in plain language, with its last day in Halifax', () => {
    const until = { ...buy2get1Half, endsAt: '2027-06-01T03:00:00.000Z' };
    expect(describePromotion(until, 'en', 'America/Halifax', { now: new Date('2027-05-01T12:00:00Z') })).toBe('Buy 2 potting soils, get 1 half price, until May 31');
    expect(describePromotion(until, 'fr', 'America/Halifax', { now: new Date('2027-05-01T12:00:00Z') })).toBe('Achetez 2 potting soils, obtenez-en 1 à moitié prix, jusqu’au 31 mai');
    expect(describePromotion(promotion('s', { kind: 'spend', minSubtotal: 10_000, reward: { amountOff: 1_000 } }), 'en')).toBe('$10 off orders of $100 or more');
  });
});
