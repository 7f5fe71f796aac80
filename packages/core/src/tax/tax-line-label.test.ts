import { describe, expect, it } from 'vitest';
import { salesTaxLines } from './sales-tax.js';
import { taxLineLabel } from './tax-line-label.js';

describe('taxLineLabel', () => {
  it('reads as the receipt has always read in English, the stored label', () => {
    for (const province of ['BC', 'QC', 'ON', 'NS', 'AB'] as const) {
      for (const line of salesTaxLines(10_000, { mode: 'by-destination', province, registrations: ['BC', 'QC'], on: '2026-11-25' })) {
        expect(taxLineLabel(line, 'en-CA')).toBe(line.label);
      }
    }
    const [flat] = salesTaxLines(10_000, { mode: 'flat', province: null, registrations: [], on: '2026-11-25' });
    expect(taxLineLabel(flat!, 'en-CA')).toBe('Tax 15%');
  });

  it('names each tax as Canadian French does, with a comma for decimals and a space before %', () => {
    expect(taxLineLabel({ kind: 'GST', ratePer100k: 5000 }, 'fr-CA')).toBe('TPS 5\u00a0%');
    expect(taxLineLabel({ kind: 'HST', ratePer100k: 14_000 }, 'fr-CA')).toBe('TVH 14\u00a0%');
    expect(taxLineLabel({ kind: 'PST', ratePer100k: 7000 }, 'fr-CA')).toBe('TVP 7\u00a0%');
    expect(taxLineLabel({ kind: 'QST', ratePer100k: 9975 }, 'fr-CA')).toBe('TVQ 9,975\u00a0%');
    expect(taxLineLabel({ kind: 'TAX', ratePer100k: 15_000 }, 'fr-CA')).toBe('Taxe 15\u00a0%');
  });
});
