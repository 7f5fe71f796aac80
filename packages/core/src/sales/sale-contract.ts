import { z } from 'zod';
import { MAX_SALE_PERCENT, MIN_SALE_PERCENT, LOWEST_SALE_PRICE } from './sale-price.js';
import { saleInstantOf } from './sale-time.js';
import { SaleScope, SaleStatusParam } from './sale.js';

export { SALE_SCOPES, SALE_STATUSES, Sale, SaleList, SaleScope, SaleStatusParam } from './sale.js';

/** Most a sale's name may hold. */
export const MAX_SALE_NAME = 120;

/** A start or an end: a Halifax wall time ("2026-05-01T00:00") or an instant with its offset. */
export const SaleTime = z
  .string()
  .refine((text) => saleInstantOf(text) !== null, 'a Halifax date and time like 2026-05-01T00:00, or an instant like 2026-05-01T00:00:00-03:00');

const name = z.string().trim().max(MAX_SALE_NAME, `a sale's name is at most ${MAX_SALE_NAME} characters`);
const salePrice = z.number().int('a sale price is a whole number of cents').min(LOWEST_SALE_PRICE, 'a sale price is at least 1 cent').max(100_000_000);
const percent = z
  .number()
  .int('a percent is a whole number')
  .min(MIN_SALE_PERCENT, `a sale takes off ${MIN_SALE_PERCENT} to ${MAX_SALE_PERCENT} percent`)
  .max(MAX_SALE_PERCENT, `a sale takes off ${MIN_SALE_PERCENT} to ${MAX_SALE_PERCENT} percent`);
const target = z.string().trim().min(1).max(120);

/** POST sales: a sale price on an item, or a percentage off a category or a brand, from a start to an end. */
export const SaleBody = z
  .object({
    name: name.default(''),
    scope: SaleScope,
    itemId: target.optional(),
    categoryId: target.optional(),
    brand: target.optional(),
    salePrice: salePrice.optional(),
    percent: percent.optional(),
    startsAt: SaleTime.optional(),
    endsAt: SaleTime,
  })
  .strict()
  .superRefine((body, context) => {
    const needs = { item: 'itemId', category: 'categoryId', brand: 'brand' } as const;
    for (const [scope, field] of Object.entries(needs)) {
      const given = body[field] !== undefined;
      if (scope === body.scope && !given) context.addIssue({ code: 'custom', path: [field], message: `a sale on a ${scope} names its ${field}` });
      if (scope !== body.scope && given) context.addIssue({ code: 'custom', path: [field], message: `${field} is for a sale on a ${scope}, not on a ${body.scope}` });
    }
    if (body.scope === 'item') {
      if (body.salePrice === undefined) context.addIssue({ code: 'custom', path: ['salePrice'], message: "a sale on an item gives its salePrice in cents" });
      if (body.percent !== undefined) context.addIssue({ code: 'custom', path: ['percent'], message: 'a sale on an item gives a salePrice, not a percent' });
    } else {
      if (body.percent === undefined) context.addIssue({ code: 'custom', path: ['percent'], message: `a sale on a ${body.scope} gives the percent it takes off` });
      if (body.salePrice !== undefined) context.addIssue({ code: 'custom', path: ['salePrice'], message: `a sale on a ${body.scope} gives a percent, not a salePrice` });
    }
  });
export type SaleBody = z.infer<typeof SaleBody>;

/** PATCH sales/{id}: what may change; the scope and what the sale is on may not (delete it and make another). */
export const SalePatch = z
  .object({
    name: name.optional(),
    salePrice: salePrice.optional(),
    percent: percent.optional(),
    startsAt: SaleTime.optional(),
    endsAt: SaleTime.optional(),
  })
  .strict();
export type SalePatch = z.infer<typeof SalePatch>;

export const SaleListQuery = z.object({ status: SaleStatusParam.optional(), itemId: target.optional() }).strict();
