// A sale as answers carry it (docs/decisions/065): zod alone, so that what imports it (the
// catalogue's staff item) takes nothing of the sale rules or the time zone's arithmetic.
import { z } from 'zod';

/** What a sale is on: one item (a variant, or a group head for all its variants), a category with its sub-categories, or a brand. */
export const SALE_SCOPES = ['item', 'category', 'brand'] as const;
export const SaleScope = z.enum(SALE_SCOPES);
export type SaleScope = z.infer<typeof SaleScope>;

export const SALE_STATUSES = ['coming', 'now', 'ended'] as const;
export const SaleStatusParam = z.enum(SALE_STATUSES);

/** A sale as staff see it: instants in UTC and as Halifax's clock reads them. */
export const Sale = z.object({
  id: z.string(),
  name: z.string(),
  scope: SaleScope,
  itemId: z.string().nullable(),
  categoryId: z.string().nullable(),
  brand: z.string().nullable(),
  salePrice: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  status: SaleStatusParam,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sale = z.infer<typeof Sale>;

export const SaleList = z.object({ sales: z.array(Sale) });
export type SaleList = z.infer<typeof SaleList>;

