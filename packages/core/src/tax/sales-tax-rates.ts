import type { ProvinceCode } from '../provinces.js';

/** The sales taxes a Canadian receipt names; TAX is the single flat line of SPEC section 9. */
export const TAX_KINDS = ['TAX', 'GST', 'HST', 'PST', 'QST'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** One rate in force from a date (YYYY-MM-DD, America/Halifax) until a later row of the same province and kind. */
export interface SalesTaxRate {
  province: ProvinceCode;
  kind: Exclude<TaxKind, 'TAX'>;
  /** Parts per 100 000: 5 % = 5000, QST 9.975 % = 9975. */
  ratePer100k: number;
  effectiveFrom: string;
}

/*
 * Sales tax on goods by place of supply, as of 2026. A rate change is a new row with its
 * effective date, never an edit: orders keep the rows they were charged, and an order dated
 * before a change still finds the older row.
 *
 * Sources, checked 2026-11-25:
 * - GST and HST by province: Canada Revenue Agency, "GST/HST calculator (and rates)",
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html
 *   (GST 5 %; HST ON 13 %, NB/NL/PE 15 %; NS 15 % until the announced decrease of the provincial
 *   part to 9 % from 2025-04-01, an HST of 14 %). Older rates: CRA's table of GST/HST rates for
 *   previous years on the same site (NB and NL 15 % from 2016-07-01, PE 15 % from 2016-10-01).
 * - QST: Revenu Québec, "Basic Rules for Applying the GST/HST and QST",
 *   https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/basic-rules-for-applying-the-gsthst-and-qst/
 *   (9.975 % of the price excluding GST, since 2013-01-01).
 * - BC PST: Government of British Columbia, "B.C. provincial sales tax (PST)",
 *   https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst (generally 7 %; PST since 2013-04-01).
 * - Manitoba RST: Government of Manitoba, "Retail Sales Tax",
 *   https://manitoba.ca/finance/taxation/taxes/retail.html (7 % on the price before GST; 7 % since 2019-07-01).
 * - Saskatchewan PST: Government of Saskatchewan, "Provincial Sales Tax",
 *   https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax
 *   (6 %; since 2017-03-23).
 */
export const SALES_TAX_RATES: readonly SalesTaxRate[] = [
  { province: 'AB', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'NT', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'NU', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'YT', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'BC', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2013-04-01' },
  { province: 'BC', kind: 'PST', ratePer100k: 7000, effectiveFrom: '2013-04-01' },
  { province: 'MB', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'MB', kind: 'PST', ratePer100k: 7000, effectiveFrom: '2019-07-01' },
  { province: 'SK', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'SK', kind: 'PST', ratePer100k: 6000, effectiveFrom: '2017-03-23' },
  { province: 'QC', kind: 'GST', ratePer100k: 5000, effectiveFrom: '2008-01-01' },
  { province: 'QC', kind: 'QST', ratePer100k: 9975, effectiveFrom: '2013-01-01' },
  { province: 'ON', kind: 'HST', ratePer100k: 13000, effectiveFrom: '2010-07-01' },
  { province: 'NB', kind: 'HST', ratePer100k: 15000, effectiveFrom: '2016-07-01' },
  { province: 'NL', kind: 'HST', ratePer100k: 15000, effectiveFrom: '2016-07-01' },
  { province: 'PE', kind: 'HST', ratePer100k: 15000, effectiveFrom: '2016-10-01' },
  { province: 'NS', kind: 'HST', ratePer100k: 15000, effectiveFrom: '2010-07-01' },
  { province: 'NS', kind: 'HST', ratePer100k: 14000, effectiveFrom: '2025-04-01' },
];
