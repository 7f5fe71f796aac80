import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { TextIn } from '../text-in.js';
import { GIFT_CARD_MAX_AMOUNT, MAX_GIFT_CARD_LINES, MAX_GIFT_CARDS_PER_ORDER } from './gift-card-rules.js';

/** The API's gift card shapes (docs/decisions/067, /work/notes/gift-contract.md). */

const text = (max: number) => TextIn.max(max, `at most ${max} characters`).default('');
const Amount = z.number().int('an amount is whole cents').min(1).max(GIFT_CARD_MAX_AMOUNT);

/** A typed code: checked for its shape by the server, which answers unknown and malformed alike. */
export const TypedGiftCardCode = z.string().max(64);

/** One card sold in the cart. */
export const GiftCardLineIn = z.object({
  itemId: z.string().min(1).max(64),
  amount: Amount.nullable().default(null),
  recipientName: text(100),
  recipientEmail: text(254),
  message: text(500),
  deliverOn: z.string().max(10).nullable().default(null),
});
export type GiftCardLineIn = z.infer<typeof GiftCardLineIn>;
export const GiftCardLinesIn = z.array(GiftCardLineIn).max(MAX_GIFT_CARD_LINES).default([]);
export const GiftCardCodesIn = z.array(TypedGiftCardCode).max(MAX_GIFT_CARDS_PER_ORDER).default([]);

export const GiftCardItem = z.object({ itemId: z.string(), minAmount: z.number().int().nullable(), maxAmount: z.number().int().nullable() });
export type GiftCardItem = z.infer<typeof GiftCardItem>;

export const GiftCardItemBody = z
  .strictObject({ minAmount: Amount.nullable(), maxAmount: Amount.nullable() })
  .refine((body) => (body.minAmount === null) === (body.maxAmount === null), { message: 'give both limits or neither', path: ['maxAmount'] })
  .refine((body) => body.minAmount === null || body.maxAmount === null || body.minAmount <= body.maxAmount, {
    message: 'the least amount is above the most',
    path: ['minAmount'],
  });

export const BalanceCheckBody = z.strictObject({ code: TypedGiftCardCode });
export const GiftCardBalance = z.object({
  last4: z.string(),
  balance: z.number().int(),
  currency: z.literal('CAD'),
  expiresAt: z.null(),
  fees: z.literal(0),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

export const GIFT_CARD_STATES = ['PENDING', 'ACTIVE', 'VOIDED'] as const;
export const GiftCardState = z.enum(GIFT_CARD_STATES);
export const GIFT_CARD_ENTRY_KINDS = ['ISSUED', 'REDEEMED', 'RELEASED', 'REFUNDED', 'ADJUSTED', 'VOIDED'] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

export const StaffGiftCard = z.object({
  id: z.string(),
  /** A test card: sold on a TEST order, worth nothing, pays for TEST orders only (docs/decisions/067). */
  test: z.boolean(),
  last4: z.string().nullable(),
  state: GiftCardState,
  issuedHow: z.enum(['SOLD', 'STAFF']),
  orderId: z.string().nullable(),
  initialAmount: z.number().int(),
  balance: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  deliverOn: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  expiresAt: z.null(),
  fees: z.literal(0),
});
export type StaffGiftCard = z.infer<typeof StaffGiftCard>;

export const GiftCardEntry = z.object({
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  orderId: z.string().nullable(),
  note: z.string(),
  actor: z.string(),
  at: z.string(),
});
export const StaffGiftCardWithHistory = StaffGiftCard.extend({ history: z.array(GiftCardEntry) });
export const IssuedGiftCard = StaffGiftCard.extend({ code: z.string() });

const Note = TextIn.min(1, 'say why').max(500, 'at most 500 characters');
export const IssueGiftCardBody = z.strictObject({
  amount: Amount,
  recipientName: text(100),
  recipientEmail: text(254),
  message: text(500),
  note: Note,
  locale: z.enum(LOCALES).default('en-CA'),
});
export type IssueGiftCardBody = z.infer<typeof IssueGiftCardBody>;
export const VoidGiftCardBody = z.strictObject({ note: Note });
export const AdjustGiftCardBody = z.strictObject({
  amount: z.number().int().min(-GIFT_CARD_MAX_AMOUNT).max(GIFT_CARD_MAX_AMOUNT).refine((amount) => amount !== 0, 'an adjustment is not zero'),
  note: Note,
});
export const GiftCardListQuery = z.object({ state: GiftCardState.optional(), q: z.string().max(100).optional() });

export const GiftCardLiability = z.object({
  outstanding: z.number().int(),
  activeCards: z.number().int(),
  currency: z.literal('CAD'),
  expiresAt: z.null(),
  fees: z.literal(0),
});

/** On order answers. */
export const OrderGiftCardLine = z.object({
  position: z.number().int(),
  itemId: z.string(),
  name: z.string(),
  amount: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  deliverOn: z.string().nullable(),
  last4: z.string().nullable(),
  state: GiftCardState.nullable(),
});
export const GiftCardApplied = z.object({ last4: z.string(), amount: z.number().int() });
