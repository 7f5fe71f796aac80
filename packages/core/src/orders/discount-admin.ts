import { z } from 'zod';

/** Most a code may take off, in cents: $100,000. */
const MAX_DISCOUNT_AMOUNT = 10_000_000;
const Instant = z.iso.datetime({ offset: true, error: 'a date and time like 2026-12-01T00:00:00-04:00' }).nullable().default(null);

/** A discount code in a path: letters, digits, dashes and underscores; matched without regard to case. */
export const DiscountCodeParam = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'a code is letters, digits, dashes and underscores')
  .transform((code) => code.toUpperCase());

/** PUT discounts/{code}: what a code gives and when; exactly one of an amount in cents or a whole percent. */
export const DiscountCodeBody = z
  .object({
    discountAmount: z.number().int().min(1).max(MAX_DISCOUNT_AMOUNT).nullable().default(null),
    discountPercent: z.number().int().min(1).max(100).nullable().default(null),
    startsAt: Instant,
    endsAt: Instant,
    minSubtotal: z.number().int().min(0).max(100_000_000).default(0),
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .strict()
  .refine((body) => (body.discountAmount === null) !== (body.discountPercent === null), {
    message: 'give either discountAmount (cents) or discountPercent, not both',
    path: ['discountAmount'],
  })
  .refine((body) => body.startsAt === null || body.endsAt === null || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'the end comes after the start',
    path: ['endsAt'],
  });
export type DiscountCodeBody = z.infer<typeof DiscountCodeBody>;

/** A discount code as staff see it, with how many orders use it now. */
export const StaffDiscountCode = z.object({
  code: z.string(),
  discountAmount: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  minSubtotal: z.number().int(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffDiscountCode = z.infer<typeof StaffDiscountCode>;
