import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRefund, NOTHING_REFUNDED, orderRefund, type RefundAsked, type RefundableOrder } from '../orders/order-refunds.js';
import { orderTotals } from '../orders/order-totals.js';
import { salesTaxLines, taxAtRate, type TaxRule } from '../tax/sales-tax.js';
import { applyPromotions, type CartLineIn } from './apply-promotions.js';
import type { Promotion, PromotionTarget } from './promotion.js';
import { spreadCents } from './spread-cents.js';

const ITEMS = ['a', 'b', 'c', 'd'] as const;
const target: fc.Arbitrary<PromotionTarget> = fc.oneof(
  fc.subarray<string>([...ITEMS], { minLength: 1 }).map((itemIds) => ({ kind: 'items' as const, itemIds, names: itemIds })),
  fc.subarray(['seeds', 'soil'], { minLength: 1 }).map((categoryIds) => ({ kind: 'categories' as const, categoryIds, names: categoryIds })),
  fc.constant<PromotionTarget>({ kind: 'brands', brands: ['Fox'], names: ['Fox'] }),
);
const reward = fc.oneof(fc.record({ percentOff: fc.integer({ min: 1, max: 100 }) }), fc.record({ amountOff: fc.integer({ min: 1, max: 20_000 }) }));
const rule: fc.Arbitrary<Promotion['rule']> = fc.oneof(
  fc.record({
    kind: fc.constant('buy-x-get-y' as const),
    buy: fc.record({ target, quantity: fc.integer({ min: 1, max: 3 }) }),
    get: fc.record({ target: fc.option(target, { nil: null }), quantity: fc.integer({ min: 1, max: 2 }), percentOff: fc.integer({ min: 1, max: 100 }) }),
  }),
  fc.record({ kind: fc.constant('off' as const), target, reward }),
  fc.record({ kind: fc.constant('spend' as const), minSubtotal: fc.integer({ min: 1, max: 30_000 }), reward }),
);
const promotions: fc.Arbitrary<Promotion[]> = fc.array(
  fc.record({ rule, combinesWithPromotions: fc.boolean() }).map(({ rule: r, combinesWithPromotions }) => ({ rule: r, combinesWithPromotions })),
  { maxLength: 5 },
).map((list) => list.map((entry, index) => ({ id: `p${String(index)}`, name: `p${String(index)}`, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0, ...entry })));
const lines: fc.Arbitrary<CartLineIn[]> = fc
  .uniqueArray(
    fc.record({
      lineId: fc.constantFrom(...ITEMS),
      categoryIds: fc.subarray(['seeds', 'soil']),
      brand: fc.constantFrom('', 'Fox', 'Other'),
      unitPrice: fc.integer({ min: 0, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
      taxable: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4, selector: (line) => line.lineId },
  );
const code = fc.option(fc.oneof(fc.record({ discountPercent: fc.integer({ min: 0, max: 100 }) }), fc.record({ discountAmount: fc.integer({ min: 0, max: 50_000 }) })), { nil: null });
const rules: fc.Arbitrary<TaxRule> = fc.constantFrom<TaxRule>(
  { mode: 'flat', province: null, registrations: [], on: '' },
  { mode: 'by-destination', province: 'NS', registrations: [], on: '2026-11-25' },
  { mode: 'by-destination', province: 'BC', registrations: ['BC', 'QC'], on: '2026-11-25' },
  { mode: 'by-destination', province: 'QC', registrations: ['BC', 'QC'], on: '2026-11-25' },
);

const cart = fc.record({ lines, promotions, code, withCodes: fc.constantFrom('combine' as const, 'better-of' as const), shipping: fc.integer({ min: 0, max: 3_000 }), rule: rules });

type CartInput = typeof cart extends fc.Arbitrary<infer T> ? T : never;

/** An order as submission makes it from a priced cart. */
function placed(input: CartInput) {
  const pricing = applyPromotions({ lines: input.lines, promotions: input.promotions, code: input.code, withCodes: input.withCodes, locale: 'en' });
  const totals = orderTotals(pricing.subtotal, null, input.shipping, input.rule, pricing);
  const order: RefundableOrder = {
    lines: input.lines.map((line, index) => ({
      itemId: line.lineId,
      name: line.lineId,
      price: line.unitPrice,
      count: line.quantity,
      discount: pricing.lines[index]!.promotionAmount + pricing.lines[index]!.codeAmount,
      taxable: line.taxable ?? true,
    })),
    subtotal: totals.subtotal,
    discountAmount: totals.discountAmount,
    shipping: totals.shipping,
    taxLines: totals.taxLines,
    total: totals.total,
  };
  return { pricing, totals, order };
}

const asked = (part: Partial<RefundAsked>): RefundAsked => ({ lines: [], shipping: 0, amount: 0, everything: false, ...part });

describe('discounts spread over lines (property)', () => {
  it('spreadCents: parts add up exactly and none passes its weight', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), fc.nat(), (weights, seed) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const amount = total === 0 ? 0 : seed % (total + 1);
        const parts = spreadCents(amount, weights);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        parts.forEach((part, index) => {
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(weights[index]!);
        });
      }),
    );
  });

  it('every discount is spread exactly, no line below 0, and tax is on the taxable nets plus shipping to the cent', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(cart, (input) => {
        const { pricing, totals } = placed(input);
        const sum = (pick: (line: (typeof pricing.lines)[number]) => number) => pricing.lines.reduce((total, line) => total + pick(line), 0);
        expect(sum((line) => line.promotionAmount)).toBe(pricing.promotionAmount);
        expect(sum((line) => line.codeAmount)).toBe(pricing.codeAmount);
        expect(pricing.promotions.reduce((total, applied) => total + applied.amount, 0)).toBe(pricing.promotionAmount);
        for (const line of pricing.lines) {
          expect(line.net).toBeGreaterThanOrEqual(0);
          expect(line.net).toBe(line.gross - line.promotionAmount - line.codeAmount);
          expect(line.promotions.reduce((total, part) => total + part.amount, 0)).toBe(line.promotionAmount);
        }
        if (input.withCodes === 'better-of') expect(pricing.promotionAmount === 0 || pricing.codeAmount === 0).toBe(true);
        const taxable = sum((line) => (line.taxable ? line.net : 0)) + totals.shipping;
        expect(totals.taxLines).toEqual(salesTaxLines(taxable, input.rule));
        expect(totals.total).toBe(sum((line) => line.net) + totals.shipping + totals.tax);
      }),
      { numRuns: 300 },
    );
  });

  it('refunding everything in any order of parts gives back exactly the total, each tax line exactly', { timeout: 60_000 }, () => {
    const steps = fc.array(
      fc.oneof(
        fc.record({ itemId: fc.constantFrom(...ITEMS), count: fc.integer({ min: 1, max: 4 }) }).map((line) => asked({ lines: [line] })),
        fc.integer({ min: 1, max: 3_000 }).map((shipping) => asked({ shipping })),
        fc.integer({ min: 1, max: 40_000 }).map((amount) => asked({ amount })),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(cart, steps, (input, requests) => {
        const { order } = placed(input);
        let soFar = NOTHING_REFUNDED;
        for (const request of requests) {
          const result = orderRefund(order, soFar, request);
          if ('problems' in result) continue;
          expect(result.refund.taxLines.every((line) => line.amount >= 0)).toBe(true);
          if (request.amount > 0) expect(result.refund.total).toBe(request.amount);
          soFar = addRefund(order, soFar, result.refund);
          expect(soFar.total).toBeLessThanOrEqual(order.total);
        }
        const rest = orderRefund(order, soFar, asked({ everything: true }));
        if ('refund' in rest) soFar = addRefund(order, soFar, rest.refund);
        expect(soFar.total).toBe(order.total);
        expect(order.taxLines.map((_, index) => soFar.taxes[index] ?? 0)).toEqual(order.taxLines.map((line) => line.amount));
      }),
      { numRuns: 300 },
    );
  });

  it('a partial refund of a promoted line gives back what those units cost, and all its units what the line cost, with its tax', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(cart, fc.nat(), fc.nat(), (input, pick, part) => {
        const { order } = placed(input);
        const line = order.lines[pick % order.lines.length]!;
        const units = 1 + (part % line.count);
        const result = orderRefund(order, NOTHING_REFUNDED, asked({ lines: [{ itemId: line.itemId, count: units }] }));
        const lineNet = line.price * line.count - line.discount!;
        if (lineNet === 0 && order.taxLines.every((tax) => tax.amount === 0)) return;
        if ('problems' in result) {
          // Refused only when those units cost nothing (their share of the discount is their price) and carry no tax.
          const share = units === line.count ? line.discount! : Math.floor((2 * line.discount! * units + line.count) / (2 * line.count));
          expect(result.problems.map((problem) => problem.reason)).toEqual(['NOTHING_TO_REFUND']);
          expect(line.price * units - share).toBe(0);
          return;
        }
        const { refund } = result;
        const cost = line.price * units - refund.discount;
        // What those units cost: their share of the line's net by unit, within a cent.
        expect(Math.abs(cost * line.count - lineNet * units)).toBeLessThanOrEqual(line.count);
        const taxable = line.taxable === false ? 0 : cost;
        expect(refund.taxLines.map((tax) => tax.amount)).toEqual(order.taxLines.map((tax) => Math.min(tax.amount, taxAtRate(taxable, tax.ratePer100k))));
        expect(refund.total).toBe(cost + refund.tax);
        if (units === line.count) expect(cost).toBe(lineNet);
      }),
      { numRuns: 300 },
    );
  });
});
