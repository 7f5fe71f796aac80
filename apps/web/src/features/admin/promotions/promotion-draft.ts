import { parseDollars } from '@backroom/core/money';
import { shopLocalDateTime } from '@backroom/core/orders/business-days';
import type { PromotionBody, PromotionReward, PromotionRule, PromotionTarget, PromotionTargetBody, StaffPromotion } from '@backroom/core/promotions/promotion';

export type RuleKind = PromotionRule['kind'];
export type TargetKind = PromotionTarget['kind'];

/** A promotion as its form holds it: text as typed, times as Halifax's wall clock reads them. */
export interface PromotionDraft {
  name: string;
  kind: RuleKind;
  /** What is bought (buy X get Y) or discounted (off): items, categories or brands, by id (a brand by its name). */
  targetKind: TargetKind;
  targets: string[];
  buyQuantity: string;
  /** What is given: the same as what is bought, or a target of its own. */
  getSame: boolean;
  getTargetKind: TargetKind;
  getTargets: string[];
  getQuantity: string;
  /** The given units' percent off; '100' is free. */
  getPercent: string;
  rewardKind: 'percent' | 'amount';
  rewardValue: string;
  minSubtotal: string;
  /** YYYY-MM-DDTHH:MM in Halifax, '' none. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  combinesWithPromotions: boolean;
}

export const EMPTY_DRAFT: PromotionDraft = {
  name: '',
  kind: 'buy-x-get-y',
  targetKind: 'categories',
  targets: [],
  buyQuantity: '2',
  getSame: true,
  getTargetKind: 'categories',
  getTargets: [],
  getQuantity: '1',
  getPercent: '50',
  rewardKind: 'percent',
  rewardValue: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  combinesWithPromotions: false,
};

/** Names of what a target may pick, by kind: an item's, a category's; a brand is its own name. */
export type TargetNames = Record<TargetKind, ReadonlyMap<string, string>>;

/** The instant a Halifax wall-clock time (YYYY-MM-DDTHH:MM) is, with Halifax's offset then: "2026-05-01T00:00:00-03:00". */
export function halifaxInstant(wall: string): string {
  const asUtc = Date.parse(`${wall}:00Z`);
  // Guess Atlantic standard time, then take the offset Halifax has at that instant (summer time moves it by an hour).
  let instant = asUtc + 4 * 3_600_000;
  for (let round = 0; round < 2; round++) {
    const offset = shopLocalDateTime(new Date(instant)).slice(19);
    instant = Date.parse(`${wall}:00${offset}`);
  }
  return `${wall}:00${shopLocalDateTime(new Date(instant)).slice(19)}`;
}

/** An instant as Halifax's wall clock reads it, for a datetime-local field. */
export const halifaxWall = (instant: string | null): string => (instant === null ? '' : shopLocalDateTime(new Date(instant)).slice(0, 16));

const wholeIn = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

function target(kind: TargetKind, ids: string[], names: TargetNames): { body: PromotionTargetBody; named: PromotionTarget } | null {
  if (ids.length === 0) return null;
  const named = ids.map((id) => names[kind].get(id) ?? id);
  switch (kind) {
    case 'items':
      return { body: { kind, itemIds: ids }, named: { kind, itemIds: ids, names: named } };
    case 'categories':
      return { body: { kind, categoryIds: ids }, named: { kind, categoryIds: ids, names: named } };
    case 'brands':
      return { body: { kind, brands: ids }, named: { kind, brands: ids, names: ids } };
  }
}

function reward(draft: PromotionDraft): PromotionReward | string {
  if (draft.rewardKind === 'percent') {
    const percent = wholeIn(draft.rewardValue, 1, 100);
    return percent === null ? 'A percent off is a whole number from 1 to 100.' : { percentOff: percent };
  }
  const cents = parseDollars(draft.rewardValue);
  return cents === null || cents < 1 ? 'An amount off is in dollars, e.g. 10.00.' : { amountOff: cents };
}

/** The rule the draft makes, with and without the names the summary reads; or what is wrong with it. */
export function draftRule(draft: PromotionDraft, names: TargetNames): { body: PromotionBody['rule']; named: PromotionRule } | string {
  if (draft.kind === 'spend') {
    const min = parseDollars(draft.minSubtotal);
    if (min === null || min < 1) return 'The spend threshold is in dollars, e.g. 100.00.';
    const off = reward(draft);
    if (typeof off === 'string') return off;
    const rule = { kind: 'spend' as const, minSubtotal: min, reward: off };
    return { body: rule, named: rule };
  }
  const on = target(draft.targetKind, draft.targets, names);
  if (on === null) return draft.kind === 'off' ? 'Choose what the promotion takes money off.' : 'Choose what the shopper buys.';
  if (draft.kind === 'off') {
    const off = reward(draft);
    if (typeof off === 'string') return off;
    return { body: { kind: 'off', target: on.body, reward: off }, named: { kind: 'off', target: on.named, reward: off } };
  }
  const buyQuantity = wholeIn(draft.buyQuantity, 1, 100);
  const getQuantity = wholeIn(draft.getQuantity, 1, 100);
  if (buyQuantity === null || getQuantity === null) return 'How many to buy and how many are given are whole numbers from 1 to 100.';
  const percentOff = wholeIn(draft.getPercent, 1, 100);
  if (percentOff === null) return 'The given items’ percent off is a whole number from 1 to 100 (100 is free).';
  const given = draft.getSame ? null : target(draft.getTargetKind, draft.getTargets, names);
  if (!draft.getSame && given === null) return 'Choose what the shopper gets.';
  return {
    body: { kind: 'buy-x-get-y', buy: { target: on.body, quantity: buyQuantity }, get: { target: given?.body ?? null, quantity: getQuantity, percentOff } },
    named: { kind: 'buy-x-get-y', buy: { target: on.named, quantity: buyQuantity }, get: { target: given?.named ?? null, quantity: getQuantity, percentOff } },
  };
}

/** The body the server takes, or what is wrong with the draft (checked here before asking the server). */
export function draftBody(draft: PromotionDraft, names: TargetNames): PromotionBody | string {
  const name = draft.name.trim();
  if (name === '' || name.length > 80) return 'A promotion has a name of 1 to 80 characters (staff see it, shoppers do not).';
  const rule = draftRule(draft, names);
  if (typeof rule === 'string') return rule;
  const usageLimit = draft.usageLimit.trim() === '' ? null : wholeIn(draft.usageLimit, 1, 1_000_000);
  if (usageLimit === null && draft.usageLimit.trim() !== '') return 'The limit of uses is a whole number, or empty for none.';
  const startsAt = draft.startsAt === '' ? null : halifaxInstant(draft.startsAt);
  const endsAt = draft.endsAt === '' ? null : halifaxInstant(draft.endsAt);
  if (startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) return 'The end comes after the start.';
  return { name, rule: rule.body, startsAt, endsAt, usageLimit, combinesWithPromotions: draft.combinesWithPromotions };
}

const targetIds = (on: PromotionTarget): string[] => (on.kind === 'items' ? on.itemIds : on.kind === 'categories' ? on.categoryIds : on.brands);

/** A saved promotion as its form shows it for a change. */
export function draftOf(promotion: StaffPromotion): PromotionDraft {
  const { rule } = promotion;
  const base: PromotionDraft = {
    ...EMPTY_DRAFT,
    name: promotion.name,
    kind: rule.kind,
    startsAt: halifaxWall(promotion.startsAt),
    endsAt: halifaxWall(promotion.endsAt),
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    combinesWithPromotions: promotion.combinesWithPromotions,
  };
  const rewardFields = (off: PromotionReward) =>
    'percentOff' in off ? { rewardKind: 'percent' as const, rewardValue: String(off.percentOff) } : { rewardKind: 'amount' as const, rewardValue: (off.amountOff / 100).toFixed(2) };
  switch (rule.kind) {
    case 'spend':
      return { ...base, minSubtotal: (rule.minSubtotal / 100).toFixed(2), ...rewardFields(rule.reward) };
    case 'off':
      // Categories come back with their sub-categories: the form keeps them all.
      return { ...base, targetKind: rule.target.kind, targets: targetIds(rule.target), ...rewardFields(rule.reward) };
    case 'buy-x-get-y':
      return {
        ...base,
        targetKind: rule.buy.target.kind,
        targets: targetIds(rule.buy.target),
        buyQuantity: String(rule.buy.quantity),
        getSame: rule.get.target === null,
        getTargetKind: rule.get.target?.kind ?? 'categories',
        getTargets: rule.get.target === null ? [] : targetIds(rule.get.target),
        getQuantity: String(rule.get.quantity),
        getPercent: String(rule.get.percentOff),
      };
  }
}
