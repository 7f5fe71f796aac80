import { z } from 'zod';
import { formatCents, type Cents } from '../money.js';
import { taxAtRate, type TaxLine } from '../tax/sales-tax.js';

/** An order as its refunds see it: the item lines, shipping, discount and the taxes it was charged. */
export interface RefundableOrder {
  /**
   * The item lines. `discount`: the order's discounts (promotions and code) spread on the line, for
   * all its units (decision 066); absent on orders placed before, which share the order's discount
   * by goods. `taxable`: false for an untaxed line (a gift card); taxed when absent.
   */
  lines: readonly { itemId: string; name: string; price: Cents; count: number; discount?: Cents; taxable?: boolean }[];
  subtotal: Cents;
  discountAmount: Cents;
  shipping: Cents;
  /** The order's stored tax lines: refunds reverse these rates, never today's. */
  taxLines: readonly TaxLine[];
  total: Cents;
}

/** What the order's earlier refunds gave back, added up. */
export interface RefundedSoFar {
  /** Units given back, by item id. */
  units: Readonly<Record<string, number>>;
  goods: Cents;
  discount: Cents;
  shipping: Cents;
  adjustment: Cents;
  /** Tax given back on each of the order's tax lines, in their order. */
  taxes: readonly Cents[];
  total: Cents;
}

export const NOTHING_REFUNDED: RefundedSoFar = { units: {}, goods: 0, discount: 0, shipping: 0, adjustment: 0, taxes: [], total: 0 };

const MAX_CENTS = 100_000_000;

/** What staff ask to give back: chosen lines, shipping, an amount, or everything left. */
export const RefundRequestBody = z.strictObject({
  lines: z
    .array(z.strictObject({ itemId: z.string().min(1).max(100), count: z.number().int().min(1).max(100_000) }))
    .max(200)
    .default([]),
  /** Shipping to give back, before tax, in cents. */
  shipping: z.number().int().min(0).max(MAX_CENTS).default(0),
  /** An amount to give back apart from lines, tax included, in cents. */
  amount: z.number().int().min(0).max(MAX_CENTS).default(0),
  /** Everything not given back yet; then lines, shipping and amount must be left out. */
  everything: z.boolean().default(false),
  /** Put refunded units back on sale (they are held for the order, or come back to the shop). */
  restock: z.boolean().default(false),
  /** For an e-transfer order: staff have sent the money already (else it waits in Needs attention). */
  eTransferSent: z.boolean().default(false),
  note: z.string().trim().max(500).default(''),
});
export type RefundRequestBody = z.infer<typeof RefundRequestBody>;

/** The part of a refund request that decides its money. */
export type RefundAsked = Pick<RefundRequestBody, 'lines' | 'shipping' | 'amount' | 'everything'>;

/** A refund's figures: what goes back, each a positive number of cents. */
export interface RefundBreakdown {
  lines: { itemId: string; name: string; price: Cents; count: number }[];
  /** The refunded lines at their prices. */
  goods: Cents;
  /** The order discount that came with those goods, taken off them. */
  discount: Cents;
  shipping: Cents;
  /** Given back apart from lines, before tax; negative only when everything left is less than its lines (amounts given back before). */
  adjustment: Cents;
  taxLines: TaxLine[];
  tax: Cents;
  total: Cents;
}

/** Why a refund cannot be made as asked: the `reason` of its error details. */
export const REFUND_PROBLEM_REASONS = ['NOTHING_TO_REFUND', 'NOT_ON_ORDER', 'TOO_MANY_UNITS', 'SHIPPING_TOO_LARGE', 'TOO_MUCH', 'EVERYTHING_ALONE'] as const;

/** Why a refund cannot be made as asked; `path` names the part of the request. */
export interface RefundProblem {
  reason: (typeof REFUND_PROBLEM_REASONS)[number];
  path: string;
  message: string;
}

/** a × b / c rounded half up, exact for any cents amounts. */
function share(a: Cents, b: Cents, c: Cents): Cents {
  if (c === 0) return 0;
  const doubled = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
  return Number(doubled);
}

/** The tax of one line charged on a cumulative refunded base: the stored amount once all is refunded. */
function taxUpTo(line: TaxLine, base: Cents, fullBase: Cents): Cents {
  if (base >= fullBase) return line.amount;
  return Math.min(line.amount, taxAtRate(Math.max(0, base), line.ratePer100k));
}

/** True when the order keeps each line's discount (placed since decision 066) and they add up to its discount. */
function linesCarryDiscounts(order: RefundableOrder): boolean {
  if (order.lines.length === 0 || order.lines.some((line) => line.discount === undefined)) return false;
  return order.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0) === order.discountAmount;
}

/** A line's discount on its first `units` units: its share by unit, rounded half up; the whole with the last unit. */
function lineDiscountUpTo(line: { count: number; discount?: Cents }, units: number): Cents {
  const discount = line.discount ?? 0;
  if (units >= line.count) return discount;
  return share(discount, units, line.count);
}

const refundedBase = (soFar: RefundedSoFar) => soFar.goods - soFar.discount + soFar.shipping + soFar.adjustment;

/**
 * The money a refund gives back, given the order and what earlier refunds gave. Everything is
 * counted cumulatively, so that however an order is refunded in parts the parts add up exactly:
 * the discount given back is the order's discount in proportion to the goods refunded so far,
 * and each tax is its rate on the base refunded so far, less what was given back of it before;
 * once the whole order is refunded, each figure is the order's own. An amount is given back tax
 * included and exactly as asked. Never more than what is left of the order.
 */
export function orderRefund(order: RefundableOrder, soFar: RefundedSoFar, asked: RefundAsked): { refund: RefundBreakdown } | { problems: RefundProblem[] } {
  const problems: RefundProblem[] = [];
  const fullBase = order.subtotal - order.discountAmount + order.shipping;
  const baseBefore = refundedBase(soFar);
  const byLine = linesCarryDiscounts(order);
  const left = order.total - soFar.total;
  const unitsLeft = (itemId: string) => (order.lines.find((line) => line.itemId === itemId)?.count ?? 0) - (soFar.units[itemId] ?? 0);

  if (asked.everything && (asked.lines.length > 0 || asked.shipping > 0 || asked.amount > 0)) {
    problems.push({ reason: 'EVERYTHING_ALONE', path: 'everything', message: 'Refund everything left, or choose lines, shipping or an amount: not both.' });
    return { problems };
  }

  const wanted = new Map<string, number>();
  if (asked.everything) {
    for (const line of order.lines) if (unitsLeft(line.itemId) > 0) wanted.set(line.itemId, unitsLeft(line.itemId));
  } else {
    asked.lines.forEach((line, index) => {
      const orderLine = order.lines.find((candidate) => candidate.itemId === line.itemId);
      const count = (wanted.get(line.itemId) ?? 0) + line.count;
      if (!orderLine) problems.push({ reason: 'NOT_ON_ORDER', path: `lines.${index}.itemId`, message: `'${line.itemId}' is not on this order.` });
      else if (count > unitsLeft(line.itemId)) {
        problems.push({
          reason: 'TOO_MANY_UNITS',
          path: `lines.${index}.count`,
          message: `Only ${unitsLeft(line.itemId)} of '${orderLine.name}' can still be refunded, not ${count}.`,
        });
      }
      wanted.set(line.itemId, count);
    });
  }
  const shippingLeft = order.shipping - soFar.shipping;
  const shipping = asked.everything ? shippingLeft : asked.shipping;
  if (shipping > shippingLeft) {
    problems.push({ reason: 'SHIPPING_TOO_LARGE', path: 'shipping', message: `Only ${formatCents(shippingLeft)} of shipping can still be refunded.` });
  }
  if (problems.length > 0) return { problems };

  const lines = order.lines.flatMap((line) => (wanted.has(line.itemId) ? [{ itemId: line.itemId, name: line.name, price: line.price, count: wanted.get(line.itemId)! }] : []));
  const goods = lines.reduce((sum, line) => sum + line.price * line.count, 0);
  const goodsAfter = soFar.goods + goods;
  let discount: Cents;
  // The base the taxes are on: everything given back but the untaxed lines' part (none on old orders).
  let fullTaxBase = fullBase;
  let untaxedBefore = 0;
  let untaxedNow = 0;
  if (byLine) {
    // Each line gives back its own discount by unit, cumulatively: all of it with its last unit.
    const unitsBefore = (itemId: string) => soFar.units[itemId] ?? 0;
    discount = 0;
    for (const line of order.lines) {
      const before = unitsBefore(line.itemId);
      const after = before + (wanted.get(line.itemId) ?? 0);
      const given = lineDiscountUpTo(line, after) - lineDiscountUpTo(line, before);
      discount += given;
      if (line.taxable === false) {
        fullTaxBase -= line.price * line.count - (line.discount ?? 0);
        untaxedBefore += line.price * before - lineDiscountUpTo(line, before);
        untaxedNow += line.price * (after - before) - given;
      }
    }
  } else {
    const discountAfter = goodsAfter >= order.subtotal ? order.discountAmount : share(order.discountAmount, goodsAfter, order.subtotal);
    discount = discountAfter - soFar.discount;
  }
  const linesBase = goods - discount + shipping;
  const taxBaseBefore = baseBefore - untaxedBefore;
  const linesTaxBase = linesBase - untaxedNow;

  const taxesAt = (base: Cents) => order.taxLines.map((line) => taxUpTo(line, base, fullTaxBase));
  const taxGiven = (index: number) => soFar.taxes[index] ?? 0;
  let adjustment = 0;
  let taxes: Cents[];
  if (asked.everything) {
    adjustment = fullBase - baseBefore - linesBase;
    taxes = order.taxLines.map((line, index) => line.amount - taxGiven(index));
  } else {
    const withLines = taxesAt(taxBaseBefore + linesTaxBase);
    if (asked.amount > 0) {
      // The amount is given back exactly, tax included: the largest base whose tax keeps within it,
      // a cent the tax steps over going into the base. Alone, the amount also carries any cent of
      // tax earlier parts still owe; with lines, those lines carry it.
      const owed = linesBase === 0 ? order.taxLines.map((_, index) => taxGiven(index)) : withLines;
      const extraTax = (taxed: Cents[]) => taxed.reduce((sum, tax, index) => sum + tax - owed[index]!, 0);
      let low = 0;
      let high = asked.amount;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (middle + extraTax(taxesAt(taxBaseBefore + linesTaxBase + middle)) <= asked.amount) low = middle;
        else high = middle - 1;
      }
      const taxed = taxesAt(taxBaseBefore + linesTaxBase + low);
      adjustment = asked.amount - extraTax(taxed);
      if (adjustment < 0) {
        return { problems: [{ reason: 'NOTHING_TO_REFUND', path: 'amount', message: 'The amount is too small to give back with its tax.' }] };
      }
      taxes = taxed.map((tax, index) => tax - taxGiven(index));
    } else {
      taxes = withLines.map((tax, index) => tax - taxGiven(index));
    }
  }
  const base = linesBase + adjustment;
  const tax = taxes.reduce((sum, amount) => sum + amount, 0);
  const total = base + tax;
  if (total <= 0 || (base === 0 && tax === 0)) {
    return { problems: [{ reason: 'NOTHING_TO_REFUND', path: asked.everything ? 'everything' : 'lines', message: left > 0 ? 'Choose what to refund.' : 'Everything on this order has been refunded already.' }] };
  }
  if (baseBefore + base > fullBase || total > left || taxes.some((amount) => amount < 0)) {
    return { problems: [{ reason: 'TOO_MUCH', path: asked.amount > 0 ? 'amount' : 'lines', message: `Only ${formatCents(left)} is left to refund on this order.` }] };
  }
  if (!asked.everything && total === left) {
    // A refund that gives back all the money left ends the order's refunds: as with everything left,
    // the discount and shipping given back become the order's own, the adjustment keeping the total
    // as asked (units not chosen stay where they are).
    const discountLeft = order.discountAmount - soFar.discount - discount;
    const shippingRest = shippingLeft - shipping;
    return {
      refund: {
        lines,
        goods,
        discount: discount + discountLeft,
        shipping: shipping + shippingRest,
        adjustment: adjustment + discountLeft - shippingRest,
        taxLines: order.taxLines.map((line, index) => ({ ...line, amount: taxes[index]! })),
        tax,
        total,
      },
    };
  }
  return {
    refund: {
      lines,
      goods,
      discount,
      shipping,
      adjustment,
      taxLines: order.taxLines.map((line, index) => ({ ...line, amount: taxes[index]! })),
      tax,
      total,
    },
  };
}

/** Adds a refund to what was refunded so far. */
export function addRefund(order: RefundableOrder, soFar: RefundedSoFar, refund: RefundBreakdown): RefundedSoFar {
  const units = { ...soFar.units };
  for (const line of refund.lines) units[line.itemId] = (units[line.itemId] ?? 0) + line.count;
  return {
    units,
    goods: soFar.goods + refund.goods,
    discount: soFar.discount + refund.discount,
    shipping: soFar.shipping + refund.shipping,
    adjustment: soFar.adjustment + refund.adjustment,
    taxes: order.taxLines.map((_, index) => (soFar.taxes[index] ?? 0) + (refund.taxLines[index]?.amount ?? 0)),
    total: soFar.total + refund.total,
  };
}

/** What an order's refunds gave back, added up in the order they were made (each refund's taxes in the order's tax line order). */
export function refundedSoFar(order: RefundableOrder, refunds: readonly RefundBreakdown[]): RefundedSoFar {
  return refunds.reduce((soFar, refund) => addRefund(order, soFar, refund), NOTHING_REFUNDED);
}
