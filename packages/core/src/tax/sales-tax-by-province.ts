import { PROVINCE_CODES, type ProvinceCode } from '../provinces.js';
import { salesTaxLines, type TaxLine, type TaxRule } from './sales-tax.js';

/** The taxes of an order supplied in one province: kinds and rates, without amounts. */
export interface ProvinceSalesTax {
  province: ProvinceCode;
  taxes: Pick<TaxLine, 'kind' | 'ratePer100k'>[];
}

/** What the store charges in each province and territory under its tax rule on a date, from the same rule as the checkout (`salesTaxLines`). */
export function salesTaxByProvince(rule: Omit<TaxRule, 'province'>): ProvinceSalesTax[] {
  return PROVINCE_CODES.map((province) => ({
    province,
    taxes: salesTaxLines(0, { ...rule, province }).map(({ kind, ratePer100k }) => ({ kind, ratePer100k })),
  }));
}
