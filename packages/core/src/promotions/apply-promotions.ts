import type { Cents } from '../money.js';
import { discountOff, type Discount } from '../orders/order-totals.js';
import { describeRule, formatPromotionMoney, getReward, targetName, type PromotionLanguage } from './describe-promotion.js';
import type { Promotion, PromotionReward, PromotionsWithCodes, PromotionTarget } from './promotion.js';
import { spreadCents } from './spread-cents.js';

/** A line of the cart as the engine reads it: the unit price in effect (a sale price may already apply). */
export interface CartLineIn {
  /** The item id (one line per item). */
  lineId: string;
  /** The item's category; a promotion's categories already hold every sub-category. */
  categoryIds: readonly string[];
  brand: string;
  unitPrice: Cents;
  quantity: number;
  /** Untaxed lines (a gift card) are left out of the tax; true unless told. */
  taxable?: boolean;
}

export interface PromotionInput {
  lines: readonly CartLineIn[];
  /** The promotions in effect (and not used up). */
  promotions: readonly Promotion[];
  /** The shopper's discount code's discount, or null. */
  code: Discount | null;
  /** The store's choice: combine promotions with a code, or give the better of the two. */
  withCodes: PromotionsWithCodes;
  locale: PromotionLanguage;
}

export interface AppliedPromotion {
  id: string;
  /** The rule in the shopper's language: "Buy 2 potting soils, get 1 half price". */
  label: string;
  amount: Cents;
}

/** A line's share of every discount; `net` = unitPrice × quantity − promotionAmount − codeAmount, never below 0. */
export interface PricedCartLine {
  lineId: string;
  gross: Cents;
  promotionAmount: Cents;
  codeAmount: Cents;
  net: Cents;
  taxable: boolean;
  /** Each promotion's part of `promotionAmount`, by promotion id. */
  promotions: { id: string; amount: Cents }[];
}

export interface PromotionHint {
  promotionId: string;
  /** "Add 1 more potting soil to get 1 half price". */
  text: string;
  /** Units to add, for a buy X get Y hint. */
  quantity?: number;
  /** Cents still to spend, for a spend threshold. */
  amount?: Cents;
}

/** Whether the shopper's code counts: none typed, applied, or left out because promotions gave more and the store does not combine. */
export type CodeOutcome = 'none' | 'applied' | 'not-combined';

export interface PromotionPricing {
  subtotal: Cents;
  promotions: AppliedPromotion[];
  promotionAmount: Cents;
  codeAmount: Cents;
  codeOutcome: CodeOutcome;
  lines: PricedCartLine[];
  hints: PromotionHint[];
}

/** One promotion worked out on the cart alone. */
interface Candidate {
  promotion: Promotion;
  /** Its discount on each line, by line index. */
  amounts: Cents[];
  total: Cents;
  /** Lines it uses (bought or discounted): a promotion that does not combine keeps them to itself. */
  touched: Set<number>;
}

const gross = (line: CartLineIn): Cents => line.unitPrice * line.quantity;

export function matches(target: PromotionTarget, line: Pick<CartLineIn, 'lineId' | 'categoryIds' | 'brand'>): boolean {
  switch (target.kind) {
    case 'items':
      return target.itemIds.includes(line.lineId);
    case 'categories':
      return line.categoryIds.some((id) => target.categoryIds.includes(id));
    case 'brands': {
      const brand = line.brand.trim().toLowerCase();
      return brand !== '' && target.brands.some((name) => name.trim().toLowerCase() === brand);
    }
  }
}

/** a × percent / 100, rounded half up, in whole numbers. */
const percentOf = (amount: Cents, percent: number): Cents => Math.floor((amount * percent * 2 + 100) / 200);

function rewardOn(reward: PromotionReward, base: Cents): Cents {
  return Math.min(base, 'percentOff' in reward ? percentOf(base, reward.percentOff) : reward.amountOff);
}

/** A reward spread over lines in proportion to their value. */
function spreadOver(lines: readonly CartLineIn[], indexes: readonly number[], amount: Cents): Cents[] {
  const amounts = lines.map(() => 0);
  const parts = spreadCents(amount, indexes.map((index) => gross(lines[index]!)));
  indexes.forEach((index, position) => (amounts[index] = parts[position]!));
  return amounts;
}

interface Unit {
  line: number;
  price: Cents;
}

/** Every unit of the lines, dearest first (then in line order). */
function unitsOf(lines: readonly CartLineIn[], indexes: readonly number[]): Unit[] {
  const units: Unit[] = [];
  for (const line of indexes) for (let n = 0; n < lines[line]!.quantity; n += 1) units.push({ line, price: lines[line]!.unitPrice });
  return units.sort((a, b) => b.price - a.price || a.line - b.line);
}

function discountUnits(lines: readonly CartLineIn[], discounted: readonly Unit[], percentOff: number): Cents[] {
  const counts = lines.map(() => 0);
  for (const unit of discounted) counts[unit.line]! += 1;
  return lines.map((line, index) => percentOf(line.unitPrice * counts[index]!, percentOff));
}

type Evaluation = { candidate: Candidate | null; hint: Omit<PromotionHint, 'promotionId' | 'text'> & { text: (locale: PromotionLanguage) => string } | null };

function evaluateBuyGet(promotion: Promotion, rule: Extract<Promotion['rule'], { kind: 'buy-x-get-y' }>, lines: readonly CartLineIn[]): Evaluation {
  const { quantity: need, target: buyTarget } = rule.buy;
  const { quantity: give, percentOff } = rule.get;
  const reward = (locale: PromotionLanguage) => getReward(percentOff, give, locale);
  const indexes = (target: PromotionTarget) => lines.flatMap((line, index) => (matches(target, line) && line.quantity > 0 && line.unitPrice > 0 ? [index] : []));
  const touched = new Set<number>();
  const discounted: Unit[] = [];
  let hint: Evaluation['hint'] = null;
  if (rule.get.target === null) {
    // Same target: the units dearest first, in sets of need + give; the give cheapest of each set are discounted.
    const units = unitsOf(lines, indexes(buyTarget));
    const size = need + give;
    const sets = Math.floor(units.length / size);
    for (let set = 0; set < sets; set += 1) {
      const members = units.slice(set * size, set * size + size);
      members.forEach((unit) => touched.add(unit.line));
      discounted.push(...members.slice(need));
    }
    const rest = units.length - sets * size;
    if (rest >= need) {
      const more = size - rest;
      hint = {
        quantity: more,
        text: (locale) =>
          locale.startsWith('fr')
            ? `Ajoutez encore ${String(more)} ${targetName(buyTarget, more, locale)} pour en obtenir ${String(give)} ${reward(locale)}`
            : `Add ${String(more)} more ${targetName(buyTarget, more, locale)} to get ${String(give)} ${reward(locale)}`,
      };
    }
  } else {
    // Another target: buy units are taken first from lines only the buy target matches, then from the cheapest
    // units both match; the discounted units are the dearest of the get target's.
    const getTarget = rule.get.target;
    const getUnits = unitsOf(lines, indexes(getTarget));
    const buyOnly = unitsOf(
      lines,
      indexes(buyTarget).filter((index) => !matches(getTarget, lines[index]!)),
    );
    const used = new Array<boolean>(getUnits.length).fill(false);
    let onlyLeft = buyOnly.length;
    let front = 0;
    let back = getUnits.length - 1;
    const bothMatch = (unit: Unit) => matches(buyTarget, lines[unit.line]!);
    for (;;) {
      const buying: Unit[] = [];
      const fromOnly = Math.min(need, onlyLeft);
      const takenOnly = buyOnly.slice(buyOnly.length - onlyLeft, buyOnly.length - onlyLeft + fromOnly);
      let b = back;
      while (buying.length + fromOnly < need && b >= front) {
        if (!used[b] && bothMatch(getUnits[b]!)) buying.push(getUnits[b]!);
        b -= 1;
      }
      // The get units: dearest first, not among those just taken as buys.
      const taken = new Set(buying);
      const getting: number[] = [];
      for (let g = front; g < getUnits.length && getting.length < give; g += 1) if (!used[g] && !taken.has(getUnits[g]!)) getting.push(g);
      if (buying.length + fromOnly < need || getting.length < give) {
        const buysReady = buying.length + fromOnly >= need;
        if (buysReady && getting.length < give) {
          const more = give - getting.length;
          hint = {
            quantity: more,
            text: (locale) =>
              locale.startsWith('fr')
                ? `Ajoutez ${String(more)} ${targetName(getTarget, more, locale)} pour en obtenir ${String(give)} ${reward(locale)}`
                : `Add ${String(more)} ${targetName(getTarget, more, locale)} to get ${String(give)} ${reward(locale)}`,
          };
        } else if (!buysReady && buying.length + fromOnly > 0 && getting.length >= give) {
          const more = need - buying.length - fromOnly;
          hint = {
            quantity: more,
            text: (locale) =>
              locale.startsWith('fr')
                ? `Ajoutez encore ${String(more)} ${targetName(buyTarget, more, locale)} pour obtenir ${String(give)} ${targetName(getTarget, give, locale)} ${reward(locale)}`
                : `Add ${String(more)} more ${targetName(buyTarget, more, locale)} to get ${String(give)} ${targetName(getTarget, give, locale)} ${reward(locale)}`,
          };
        }
        break;
      }
      onlyLeft -= fromOnly;
      takenOnly.forEach((unit) => touched.add(unit.line));
      for (const unit of buying) {
        used[getUnits.indexOf(unit)] = true;
        touched.add(unit.line);
      }
      for (const g of getting) {
        used[g] = true;
        touched.add(getUnits[g]!.line);
        discounted.push(getUnits[g]!);
      }
      while (front < getUnits.length && used[front]) front += 1;
      while (back >= front && used[back]) back -= 1;
    }
  }
  const amounts = discountUnits(lines, discounted, percentOff);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return { candidate: total > 0 ? { promotion, amounts, total, touched } : null, hint };
}

function evaluate(promotion: Promotion, lines: readonly CartLineIn[]): Evaluation {
  const rule = promotion.rule;
  switch (rule.kind) {
    case 'buy-x-get-y':
      return evaluateBuyGet(promotion, rule, lines);
    case 'off': {
      const indexes = lines.flatMap((line, index) => (matches(rule.target, line) && gross(line) > 0 ? [index] : []));
      const base = indexes.reduce((sum, index) => sum + gross(lines[index]!), 0);
      const total = rewardOn(rule.reward, base);
      return { candidate: total > 0 ? { promotion, amounts: spreadOver(lines, indexes, total), total, touched: new Set(indexes) } : null, hint: null };
    }
    case 'spend': {
      const indexes = lines.flatMap((line, index) => (gross(line) > 0 ? [index] : []));
      const base = indexes.reduce((sum, index) => sum + gross(lines[index]!), 0);
      if (base < rule.minSubtotal) {
        const more = rule.minSubtotal - base;
        // A hint once the cart is at least half way there.
        const hint: Evaluation['hint'] =
          base * 2 >= rule.minSubtotal
            ? {
                amount: more,
                text: (locale) => {
                  const off = 'percentOff' in rule.reward ? `${String(rule.reward.percentOff)}${locale.startsWith('fr') ? ' %' : '%'}` : formatPromotionMoney(rule.reward.amountOff, locale);
                  return locale.startsWith('fr')
                    ? `Dépensez encore ${formatPromotionMoney(more, locale)} pour obtenir ${off} de rabais`
                    : `Spend ${formatPromotionMoney(more, locale)} more to get ${off} off`;
                },
              }
            : null;
        return { candidate: null, hint };
      }
      const total = rewardOn(rule.reward, base);
      return { candidate: total > 0 ? { promotion, amounts: spreadOver(lines, indexes, total), total, touched: new Set(indexes) } : null, hint: null };
    }
  }
}

const conflicts = (a: Candidate, b: Candidate) => !(a.promotion.combinesWithPromotions && b.promotion.combinesWithPromotions) && [...a.touched].some((line) => b.touched.has(line));

/**
 * The promotions' discount on each line when `chosen` apply together, in the order given: a line's
 * discounts never pass its value (a later promotion gets what is left).
 */
function combine(lines: readonly CartLineIn[], chosen: readonly Candidate[]): { perPromotion: Cents[][]; total: Cents } {
  const left = lines.map(gross);
  let total = 0;
  const perPromotion = chosen.map((candidate) =>
    candidate.amounts.map((amount, index) => {
      const taken = Math.min(amount, left[index]!);
      left[index]! -= taken;
      total += taken;
      return taken;
    }),
  );
  return { perPromotion, total };
}

/** At most this many candidates are searched exhaustively; beyond, the rest are added greedily. */
const MAX_SEARCHED = 16;

/**
 * The set of promotions giving the shopper the most (decision 066): among every set whose members
 * do not share a line (unless both combine), the largest total; on a tie the fewer promotions, then
 * the ids first in order. Exact by branch and bound over the candidates (ordered by id).
 */
function bestSet(lines: readonly CartLineIn[], candidates: readonly Candidate[]): Candidate[] {
  const ordered = [...candidates].sort((a, b) => (a.promotion.id < b.promotion.id ? -1 : a.promotion.id > b.promotion.id ? 1 : 0));
  const searched = ordered.slice(0, MAX_SEARCHED);
  const key = (set: readonly Candidate[]) => set.map((candidate) => candidate.promotion.id).join('\u0000');
  let best: { set: Candidate[]; total: Cents } = { set: [], total: 0 };
  const better = (set: Candidate[], total: Cents) =>
    total > best.total || (total === best.total && (set.length < best.set.length || (set.length === best.set.length && key(set) < key(best.set))));
  const suffix = searched.map((_, index) => searched.slice(index).reduce((sum, candidate) => sum + candidate.total, 0));
  const visit = (index: number, set: Candidate[], upper: Cents) => {
    if (index === searched.length) {
      const { total } = combine(lines, set);
      if (better(set, total)) best = { set: [...set], total };
      return;
    }
    if (upper + suffix[index]! < best.total) return;
    const candidate = searched[index]!;
    if (set.every((other) => !conflicts(candidate, other))) {
      set.push(candidate);
      visit(index + 1, set, upper + candidate.total);
      set.pop();
    }
    visit(index + 1, set, upper);
  };
  visit(0, [], 0);
  const set = best.set;
  for (const candidate of ordered.slice(MAX_SEARCHED).sort((a, b) => b.total - a.total)) if (set.every((other) => !conflicts(candidate, other))) set.push(candidate);
  return set;
}

/**
 * Prices a cart with the promotions in effect and the shopper's discount code (decision 066): the
 * promotions that give the most, then the code on what is left when the store combines them, or
 * the better of the two when it does not (the promotions on a tie). Every discount is spread over
 * the lines it touches in cents, so that each line knows what it cost: the basis of exact tax and
 * of refunds by line. Pure: the storefront's cart and the server's submission call the same.
 */
export function applyPromotions(input: PromotionInput): PromotionPricing {
  const { lines, locale } = input;
  const subtotal = lines.reduce((sum, line) => sum + gross(line), 0);
  const candidates: Candidate[] = [];
  const hints: PromotionHint[] = [];
  for (const promotion of input.promotions) {
    const { candidate, hint } = evaluate(promotion, lines);
    if (candidate) candidates.push(candidate);
    if (hint) hints.push({ promotionId: promotion.id, ...hint, text: hint.text(locale) });
  }
  let chosen = bestSet(lines, candidates);
  let { perPromotion, total: promotionAmount } = combine(lines, chosen);

  let codeOutcome: CodeOutcome = input.code === null ? 'none' : 'applied';
  if (input.code !== null && input.withCodes === 'better-of' && chosen.length > 0) {
    if (discountOff(subtotal, input.code) > promotionAmount) {
      chosen = [];
      perPromotion = [];
      promotionAmount = 0;
    } else codeOutcome = 'not-combined';
  }
  const afterPromotions = lines.map((line, index) => gross(line) - perPromotion.reduce((sum, amounts) => sum + amounts[index]!, 0));
  const codeAmount = codeOutcome === 'applied' ? discountOff(subtotal - promotionAmount, input.code) : 0;
  const codeParts = spreadCents(codeAmount, afterPromotions);

  const applied = chosen.map((candidate, position) => ({
    id: candidate.promotion.id,
    label: describeRule(candidate.promotion.rule, locale),
    amount: perPromotion[position]!.reduce((sum, amount) => sum + amount, 0),
  }));
  const shownHints = hints.filter((hint) => !applied.some((promotion) => promotion.id === hint.promotionId) || hint.quantity !== undefined);
  return {
    subtotal,
    promotions: applied.filter((promotion) => promotion.amount > 0),
    promotionAmount,
    codeAmount,
    codeOutcome,
    lines: lines.map((line, index) => {
      const promotionPart = gross(line) - afterPromotions[index]!;
      return {
        lineId: line.lineId,
        gross: gross(line),
        promotionAmount: promotionPart,
        codeAmount: codeParts[index]!,
        net: afterPromotions[index]! - codeParts[index]!,
        taxable: line.taxable ?? true,
        promotions: chosen.flatMap((candidate, position) => (perPromotion[position]![index]! > 0 ? [{ id: candidate.promotion.id, amount: perPromotion[position]![index]! }] : [])),
      };
    }),
    hints: shownHints,
  };
}
