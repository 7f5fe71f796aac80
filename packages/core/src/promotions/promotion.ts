import { z } from 'zod';

/** Most a promotion may take off, in cents: $100,000 (as a discount code). */
export const MAX_PROMOTION_AMOUNT = 10_000_000;
const Instant = z.iso.datetime({ offset: true, error: 'a date and time like 2026-12-01T00:00:00-04:00' }).nullable().default(null);
const Ids = z.array(z.string().trim().min(1).max(100)).min(1).max(50);

/** What a promotion's rule looks at, as staff choose it (by id; the server fills the names). */
export const PromotionTargetBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('items'), itemIds: Ids }),
  z.strictObject({ kind: z.literal('categories'), categoryIds: Ids }),
  z.strictObject({ kind: z.literal('brands'), brands: Ids }),
]);
export type PromotionTargetBody = z.infer<typeof PromotionTargetBody>;

/**
 * What a promotion's rule looks at, as the engine reads it: the items, the categories (the chosen
 * ones and every sub-category below them, expanded by the server) or the brands; `names` are what
 * the summary calls them.
 */
export const PromotionTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items'), itemIds: z.array(z.string()), names: z.array(z.string()) }),
  z.object({ kind: z.literal('categories'), categoryIds: z.array(z.string()), names: z.array(z.string()) }),
  z.object({ kind: z.literal('brands'), brands: z.array(z.string()), names: z.array(z.string()) }),
]);
export type PromotionTarget = z.infer<typeof PromotionTarget>;

/** A whole percent off (100: free) or an amount in cents. */
export const PromotionReward = z.union([
  z.strictObject({ percentOff: z.number().int().min(1).max(100) }),
  z.strictObject({ amountOff: z.number().int().min(1).max(MAX_PROMOTION_AMOUNT) }),
]);
export type PromotionReward = z.infer<typeof PromotionReward>;

const Quantity = z.number().int().min(1).max(100);

function ruleSchema<T extends z.ZodType>(target: T) {
  return z.discriminatedUnion('kind', [
    /** Buy `buy.quantity` of the buy target, get `get.quantity` of the get target (null: the same) at `percentOff` off (100: free); as often as the cart allows. */
    z.strictObject({
      kind: z.literal('buy-x-get-y'),
      buy: z.strictObject({ target, quantity: Quantity }),
      get: z.strictObject({ target: target.nullable(), quantity: Quantity, percentOff: z.number().int().min(1).max(100) }),
    }),
    /** A percent off every matching line, or an amount once per order spread over them. */
    z.strictObject({ kind: z.literal('off'), target, reward: PromotionReward }),
    /** A reward on the whole cart once its subtotal reaches `minSubtotal` ($10 off $100). */
    z.strictObject({ kind: z.literal('spend'), minSubtotal: z.number().int().min(1).max(100_000_000), reward: PromotionReward }),
  ]);
}

export const PromotionRuleBody = ruleSchema(PromotionTargetBody);
export type PromotionRuleBody = z.infer<typeof PromotionRuleBody>;
export const PromotionRule = ruleSchema(PromotionTarget);
export type PromotionRule = z.infer<typeof PromotionRule>;

/** POST/PUT promotions: what staff set. */
export const PromotionBody = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    rule: PromotionRuleBody,
    startsAt: Instant,
    endsAt: Instant,
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    combinesWithPromotions: z.boolean().default(false),
  })
  .refine((body) => body.startsAt === null || body.endsAt === null || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'the end comes after the start',
    path: ['endsAt'],
  });
export type PromotionBody = z.infer<typeof PromotionBody>;

/** A promotion as the engine, the cart and staff read it. */
export const Promotion = z.object({
  id: z.string(),
  name: z.string(),
  rule: PromotionRule,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** May share a line with other promotions that allow it too; else one promotion a line. */
  combinesWithPromotions: z.boolean(),
});
export type Promotion = z.infer<typeof Promotion>;

/** Whether a promotion combines with a discount code: the store's choice (decision 066). */
export const PROMOTIONS_WITH_CODES = ['combine', 'better-of'] as const;
export const PromotionsWithCodes = z.enum(PROMOTIONS_WITH_CODES);
export type PromotionsWithCodes = z.infer<typeof PromotionsWithCodes>;
export const DEFAULT_PROMOTIONS_WITH_CODES: PromotionsWithCodes = 'better-of';

export const PROMOTION_STATUSES = ['scheduled', 'active', 'ended', 'used-up'] as const;

/** A promotion as staff see it, with its summary in both languages and where it stands now. */
export const StaffPromotion = Promotion.extend({
  summary: z.object({ en: z.string(), fr: z.string() }),
  status: z.enum(PROMOTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffPromotion = z.infer<typeof StaffPromotion>;

/** The combining rules as the store has them, in sentences for the screen. */
export const CombiningRules = z.object({
  withCodes: PromotionsWithCodes,
  rules: z.object({ en: z.array(z.string()), fr: z.array(z.string()) }),
});
export type CombiningRules = z.infer<typeof CombiningRules>;

export const StaffPromotionList = z.object({ promotions: z.array(StaffPromotion), combining: CombiningRules });
export type StaffPromotionList = z.infer<typeof StaffPromotionList>;

/** GET promotions/active: what the storefront's cart prices with. */
export const ActivePromotions = z.object({ promotions: z.array(Promotion), withCodes: PromotionsWithCodes, version: z.string() });
export type ActivePromotions = z.infer<typeof ActivePromotions>;

/** PUT promotions-settings. */
export const PromotionSettingsBody = z.strictObject({ withCodes: PromotionsWithCodes });

/** A promotion is in effect from its start (included) to its end (not included) and while it has uses left. */
export function isPromotionInEffect(promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>, now: Date): boolean {
  return promotionStatus(promotion, now) === 'active';
}

export function promotionStatus(promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>, now: Date): (typeof PROMOTION_STATUSES)[number] {
  const at = now.getTime();
  if (promotion.startsAt !== null && at < Date.parse(promotion.startsAt)) return 'scheduled';
  if (promotion.endsAt !== null && at >= Date.parse(promotion.endsAt)) return 'ended';
  if (promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit) return 'used-up';
  return 'active';
}
