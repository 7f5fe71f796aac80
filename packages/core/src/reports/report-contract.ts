import { z } from 'zod';
import { FILING_PERIOD_PATTERN } from './report-periods.js';

const Cents = z.number().int();
const Count = z.number().int().min(0);
const ShopDate = z.iso.date();

/** GET (base) reports/dashboard?from=…&to=…[&store=…]: shop dates (America/Halifax), both included. */
export const DashboardQuery = z.object({ from: ShopDate, to: ShopDate, store: z.string().max(32).optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/**
 * The dashboard's money figures over a range (docs/decisions/043). A sale is a real (PROD) order
 * placed in the range whose money was taken (paid, whatever became of it since), at its total;
 * refunds are those made in the range, shown apart and never taken off `sales`.
 */
export const SalesFigures = z.object({
  sales: Cents,
  orders: Count,
  /** sales / orders, rounded to the cent; 0 without orders. */
  averageOrder: Cents,
  refunds: Cents,
  refundCount: Count,
  /** sales − refunds. */
  netSales: Cents,
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const SalesDay = z.object({ date: ShopDate, sales: Cents, orders: Count, refunds: Cents });
export type SalesDay = z.infer<typeof SalesDay>;

/** An item by what the sales of the range sold of it: units and their value at the order's prices (before the discount). */
export const TopItem = z.object({ store: z.string(), itemId: z.string(), name: z.string(), units: Count, sales: Cents });
export type TopItem = z.infer<typeof TopItem>;

/** What is waiting for staff now, whatever the range (real orders only). */
export const WorkWaiting = z.object({
  /** Paid orders to send by courier or local delivery (florist orders apart). */
  toShip: Count,
  /** Paid PICKUP orders to set aside (florist orders apart). */
  toPrepareForPickup: Count,
  /** Florist orders for tomorrow not yet sent or set aside (open or paid). */
  floristTomorrow: Count,
  /** Tomorrow's shop date, the day those florist orders are for. */
  tomorrow: ShopDate,
  /** E-transfer orders still waiting for their money. */
  awaitingETransfer: Count,
  /** Money going back that needs staff: the back office's Needs attention list. */
  paymentsNeedingAttention: Count,
});
export type WorkWaiting = z.infer<typeof WorkWaiting>;

/**
 * What the range's sales gave away, in cents, by kind (docs/decisions/065): `sales`, what sale
 * prices took off the lines' regular prices; `codes`, the discount codes. More kinds join them.
 */
export const DiscountsGiven = z.object({ sales: Cents, codes: Cents });
export type DiscountsGiven = z.infer<typeof DiscountsGiven>;

export const DashboardView = z.object({
  from: ShopDate,
  to: ShopDate,
  figures: SalesFigures,
  discountsGiven: DiscountsGiven,
  /** One entry per shop date of the range, days without sales included. */
  salesByDay: z.array(SalesDay),
  /** At most five, most units first. */
  topItems: z.array(TopItem),
  workWaiting: WorkWaiting,
});
export type DashboardView = z.infer<typeof DashboardView>;

/** GET (base) reports/tax?period=…[&store=…]: "2026" (a year), "2026-Q2" (a quarter) or "2026-05" (a month). */
export const TaxReportQuery = z.object({
  period: z.string().regex(FILING_PERIOD_PATTERN, 'is not a filing period: 2026, 2026-Q2 or 2026-05'),
  store: z.string().max(32).optional(),
});
export type TaxReportQuery = z.infer<typeof TaxReportQuery>;

/** The taxes a return names: GST, HST, PST (Manitoba's RST too), QST, and the flat tax of SPEC section 9. */
export const TaxAmounts = z.object({ GST: Cents, HST: Cents, PST: Cents, QST: Cents, TAX: Cents });
export type TaxAmounts = z.infer<typeof TaxAmounts>;

/** One province's figures of a period (or the period's total), refunds netted: what its return reads. */
export const TaxReportRow = z.object({
  /** The place of supply (NS for pickup and local delivery); null on the total row. */
  province: z.string().nullable(),
  orders: Count,
  refunds: Count,
  /** Subtotal − discount + shipping of the sales. */
  taxableSales: Cents,
  /** The same of the refunds, as a positive amount given back. */
  taxableRefunds: Cents,
  /** taxableSales − taxableRefunds. */
  netTaxable: Cents,
  /** Each tax collected on the sales less what the refunds gave back of it. */
  taxes: TaxAmounts,
  /** The sum of `taxes`. */
  taxTotal: Cents,
});
export type TaxReportRow = z.infer<typeof TaxReportRow>;

export const TaxReportView = z.object({
  period: z.string(),
  from: ShopDate,
  to: ShopDate,
  /** By province code, only provinces with sales or refunds in the period. */
  provinces: z.array(TaxReportRow),
  total: TaxReportRow,
});
export type TaxReportView = z.infer<typeof TaxReportView>;
