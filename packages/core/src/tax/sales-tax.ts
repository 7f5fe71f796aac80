import { z } from 'zod';
import type { Cents } from '../money.js';
import { shopCalendarDate } from '../orders/business-days.js';
import { PROVINCES, type ProvinceCode } from '../provinces.js';
import { SALES_TAX_RATES, TAX_KINDS, type SalesTaxRate } from './sales-tax-rates.js';

/** How the store charges tax: one flat 15 % (SPEC section 9) or by the place of supply. */
export const TAX_MODES = ['flat', 'by-destination'] as const;
export const TaxMode = z.enum(TAX_MODES);
export type TaxMode = z.infer<typeof TaxMode>;

/** Provinces with a provincial sales tax apart from GST, where a store may be registered to collect it. */
export const PST_PROVINCES = ['BC', 'MB', 'SK', 'QC'] as const satisfies readonly ProvinceCode[];
export const TaxRegistration = z.enum(PST_PROVINCES);
export type TaxRegistration = z.infer<typeof TaxRegistration>;

/** One tax of an order as the receipt shows it and the order keeps it. */
export const TaxLine = z.object({
  kind: z.enum(TAX_KINDS),
  label: z.string(),
  ratePer100k: z.number().int(),
  amount: z.number().int(),
});
export type TaxLine = z.infer<typeof TaxLine>;

/** What decides an order's taxes besides its amount. */
export interface TaxRule {
  mode: TaxMode;
  /** The place of supply (see `placeOfSupply`); only read in by-destination mode. */
  province: ProvinceCode | null;
  registrations: readonly string[];
  /** The order's calendar date in America/Halifax (YYYY-MM-DD): picks the rates in force. */
  on: string;
}

/** The store's tax settings as its configuration holds them (both optional: flat when unset). */
export interface StoreTaxSettings {
  tax_mode?: TaxMode | undefined;
  tax_registrations?: readonly string[] | undefined;
}

/**
 * The tax rule of an order at `now`: the store's mode and registrations, the place of supply of
 * its shipping method and delivery province, and the rates in force on the shop's calendar date.
 * The server prices a submission with it and the checkout shows the same figures.
 */
export function taxRuleFor(settings: StoreTaxSettings | undefined, shippingMethod: string | null, deliveryProvince: string, now: Date): TaxRule {
  return {
    mode: settings?.tax_mode ?? 'flat',
    province: placeOfSupply(shippingMethod, deliveryProvince),
    registrations: settings?.tax_registrations ?? [],
    on: shopCalendarDate(now),
  };
}

/** Whether the rule can price the tax: flat always, by destination only with a place of supply. */
export const taxIsKnown = (rule: TaxRule): boolean => rule.mode === 'flat' || rule.province !== null;

/** SPEC section 9's tax: 15 % whatever the destination. */
export const FLAT_TAX_RATE_PER_100K = 15_000;

/** The store's own province: where PICKUP and LOCAL orders are supplied. */
export const STORE_PROVINCE: ProvinceCode = 'NS';

const isProvince = (code: string): code is ProvinceCode => Object.hasOwn(PROVINCES, code);

/** The province an order is supplied in: Nova Scotia for PICKUP and LOCAL, else the delivery province; null when that is not a Canadian one. */
export function placeOfSupply(shippingMethod: string | null, deliveryProvince: string): ProvinceCode | null {
  if (shippingMethod === 'PICKUP' || shippingMethod === 'LOCAL') return STORE_PROVINCE;
  const code = deliveryProvince.trim().toUpperCase();
  return isProvince(code) ? code : null;
}

/** A rate as a receipt writes it: 5000 → "5%", 9975 → "9.975%". */
export function formatRate(ratePer100k: number): string {
  return `${String(ratePer100k / 1000)}%`;
}

/** Tax at a rate on an amount, rounded half away from zero to the cent, in whole-number arithmetic. */
export function taxAtRate(taxable: Cents, ratePer100k: number): Cents {
  const parts = Math.abs(taxable) * ratePer100k;
  const whole = Math.floor(parts / 100_000);
  const cents = parts - whole * 100_000 >= 50_000 ? whole + 1 : whole;
  return taxable < 0 ? -cents : cents;
}

/** The rates of a province in force on a date: for each kind the latest row already in effect (the earliest row before any). */
export function ratesInForce(province: ProvinceCode, on: string, table: readonly SalesTaxRate[] = SALES_TAX_RATES): SalesTaxRate[] {
  const byKind = new Map<string, SalesTaxRate>();
  const rows = table.filter((row) => row.province === province).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  for (const row of rows) {
    if (row.effectiveFrom <= on || !byKind.has(row.kind)) byKind.set(row.kind, row);
  }
  return [...byKind.values()].sort((a, b) => TAX_KINDS.indexOf(a.kind) - TAX_KINDS.indexOf(b.kind));
}

const lineAt = (kind: TaxLine['kind'], ratePer100k: number, taxable: Cents): TaxLine => ({
  kind,
  label: `${kind === 'TAX' ? 'Tax' : kind} ${formatRate(ratePer100k)}`,
  ratePer100k,
  amount: taxAtRate(taxable, ratePer100k),
});

/** The same taxes again at rates already charged (an order's stored lines) on another amount, e.g. a corrected sale. */
export function linesAtRates(taxable: Cents, rates: readonly Pick<TaxLine, 'kind' | 'label' | 'ratePer100k'>[]): TaxLine[] {
  return rates.map(({ kind, label, ratePer100k }) => ({ kind, label, ratePer100k, amount: taxAtRate(Math.max(0, taxable), ratePer100k) }));
}

/**
 * An order's tax lines on its taxable amount (discounted subtotal + shipping), each rounded once;
 * the tax is their sum. Flat: one 'Tax 15%'. By destination: GST or HST of the place of supply,
 * plus its PST or QST only where the store is registered for it. Empty when the province is unknown.
 */
export function salesTaxLines(taxable: Cents, rule: TaxRule): TaxLine[] {
  const base = Math.max(0, taxable);
  if (rule.mode === 'flat') return [lineAt('TAX', FLAT_TAX_RATE_PER_100K, base)];
  const { province } = rule;
  if (province === null) return [];
  const provincial = rule.registrations.includes(province);
  return ratesInForce(province, rule.on)
    .filter((rate) => rate.kind === 'GST' || rate.kind === 'HST' || provincial)
    .map((rate) => lineAt(rate.kind, rate.ratePer100k, base));
}

/** The sum of tax lines. */
export const taxOfLines = (lines: readonly TaxLine[]): Cents => lines.reduce((sum, line) => sum + line.amount, 0);
