import { describe, expect, it } from 'vitest';
import { salesTaxByProvince } from './sales-tax-by-province.js';
import { taxLineLabel } from './tax-line-label.js';

const labels = (rule: Parameters<typeof salesTaxByProvince>[0]) =>
  Object.fromEntries(salesTaxByProvince(rule).map(({ province, taxes }) => [province, taxes.map((tax) => taxLineLabel(tax, 'en-CA')).join(' + ')]));

describe('salesTaxByProvince', () => {
  it('names, by destination, the GST or HST of every province and its PST or QST only where the store is registered', () => {
    expect(labels({ mode: 'by-destination', registrations: ['BC'], on: '2026-06-01' })).toEqual({
      AB: 'GST 5%',
      BC: 'GST 5% + PST 7%',
      MB: 'GST 5%',
      NB: 'HST 15%',
      NL: 'HST 15%',
      NT: 'GST 5%',
      NS: 'HST 14%',
      NU: 'GST 5%',
      ON: 'HST 13%',
      PE: 'HST 15%',
      QC: 'GST 5%',
      SK: 'GST 5%',
      YT: 'GST 5%',
    });
  });

  it('follows the rates in force on the date: Nova Scotia was 15 % before 2025-04-01', () => {
    const novaScotia = (on: string) => labels({ mode: 'by-destination', registrations: [], on }).NS;
    expect(novaScotia('2025-03-31')).toBe('HST 15%');
    expect(novaScotia('2025-04-01')).toBe('HST 14%');
  });

  it('is one flat 15 % everywhere in flat mode', () => {
    expect(new Set(Object.values(labels({ mode: 'flat', registrations: ['BC'], on: '2026-06-01' })))).toEqual(new Set(['Tax 15%']));
  });
});
