import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../provinces.js';
import { orderTotals } from '../orders/order-totals.js';
import { formatRate, linesAtRates, placeOfSupply, salesTaxLines, taxAtRate, taxIsKnown, taxOfLines, taxRuleFor, type TaxRule } from './sales-tax.js';

const ALL_REGISTERED = ['BC', 'MB', 'SK', 'QC'];
const byDestination = (province: TaxRule['province'], registrations: readonly string[] = ALL_REGISTERED, on = '2026-06-01'): TaxRule => ({
  mode: 'by-destination',
  province,
  registrations,
  on,
});
const labels = (taxable: number, rule: TaxRule) => salesTaxLines(taxable, rule).map((line) => `${line.label}=${line.amount}`);

describe('sales tax by destination', () => {
  it.each([
    ['AB', ['GST 5%=500']],
    ['NT', ['GST 5%=500']],
    ['NU', ['GST 5%=500']],
    ['YT', ['GST 5%=500']],
    ['ON', ['HST 13%=1300']],
    ['NB', ['HST 15%=1500']],
    ['NL', ['HST 15%=1500']],
    ['PE', ['HST 15%=1500']],
    ['NS', ['HST 14%=1400']],
    ['BC', ['GST 5%=500', 'PST 7%=700']],
    ['MB', ['GST 5%=500', 'PST 7%=700']],
    ['SK', ['GST 5%=500', 'PST 6%=600']],
    ['QC', ['GST 5%=500', 'QST 9.975%=998']],
  ] as const)('charges %s on $100.00 as %j', (province, expected) => {
    expect(labels(10_000, byDestination(province))).toEqual(expected);
  });

  it('covers every province and territory', () => {
    for (const province of PROVINCE_CODES) expect(salesTaxLines(10_000, byDestination(province)).length).toBeGreaterThan(0);
  });

  it('charges only GST where the store is not registered for the provincial tax', () => {
    for (const province of ['BC', 'MB', 'SK', 'QC'] as const) expect(labels(10_000, byDestination(province, []))).toEqual(['GST 5%=500']);
    expect(labels(10_000, byDestination('BC', ['QC']))).toEqual(['GST 5%=500']);
  });

  it('ignores a registration in a province without a separate provincial tax', () => {
    expect(labels(10_000, byDestination('ON', ['ON']))).toEqual(['HST 13%=1300']);
  });

  it('uses the rate in force on the order date: NS 15 % until 2025-03-31, 14 % from 2025-04-01', () => {
    expect(labels(10_000, byDestination('NS', [], '2025-03-31'))).toEqual(['HST 15%=1500']);
    expect(labels(10_000, byDestination('NS', [], '2025-04-01'))).toEqual(['HST 14%=1400']);
  });

  it('charges nothing it cannot place (an unknown province)', () => {
    expect(salesTaxLines(10_000, byDestination(null))).toEqual([]);
  });
});

describe('place of supply', () => {
  it('is Nova Scotia for PICKUP and LOCAL whatever the address says', () => {
    expect(placeOfSupply('PICKUP', 'BC')).toBe('NS');
    expect(placeOfSupply('LOCAL', 'QC')).toBe('NS');
    expect(labels(10_000, byDestination(placeOfSupply('PICKUP', 'BC')))).toEqual(['HST 14%=1400']);
  });

  it('is the delivery province for shipped orders, read as typed; null outside Canada', () => {
    expect(placeOfSupply('CP.RP', ' bc ')).toBe('BC');
    expect(placeOfSupply('CP.RP', 'WA')).toBeNull();
    expect(placeOfSupply('CP.RP', '')).toBeNull();
  });
});

describe('rounding', () => {
  it('rounds each line once, half a cent away from zero', () => {
    // $0.10 at 5 % is 0.5 cent: up to 1. At 7 % it is 0.7: 1. QST on $0.10 is 0.9975: 1.
    expect(taxAtRate(10, 5000)).toBe(1);
    expect(taxAtRate(30, 5000)).toBe(2);
    expect(taxAtRate(29, 5000)).toBe(1);
    expect(taxAtRate(-10, 5000)).toBe(-1);
    // 9.975 % of $2.00 is 19.95 cents: 20; of $2.01, 20.04975: 20.
    expect(taxAtRate(200, 9975)).toBe(20);
    expect(taxAtRate(201, 9975)).toBe(20);
  });

  it('adds the lines up exactly to the tax total, even where the combined rate would round otherwise', () => {
    // GST 5 % of $0.10 = 0.5 → 1; PST 7 % = 0.7 → 1: 2 cents, where 12 % of 10 cents would round to 1.
    const totals = orderTotals(10, null, 0, byDestination('BC'));
    expect(totals.taxLines.map((line) => line.amount)).toEqual([1, 1]);
    expect(totals.tax).toBe(2);
    expect(totals.total).toBe(12);
    for (let taxable = 0; taxable < 2_000; taxable += 7) {
      const lines = salesTaxLines(taxable, byDestination('QC'));
      expect(taxOfLines(lines)).toBe(lines[0]!.amount + lines[1]!.amount);
    }
  });
});

describe('order totals with tax by destination', () => {
  it('takes the discount off before tax and taxes the shipping', () => {
    const totals = orderTotals(10_000, { discountPercent: 10 }, 1_500, byDestination('BC'));
    // Taxable: 100.00 - 10.00 + 15.00 = 105.00.
    expect(totals).toEqual({
      subtotal: 10_000,
      discountAmount: 1_000,
      shipping: 1_500,
      taxLines: [
        { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 525 },
        { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 735 },
      ],
      tax: 1_260,
      total: 11_760,
    });
  });

  it('keeps flat mode as SPEC section 9 writes it: one Tax 15% line, whatever the province', () => {
    const flat = { mode: 'flat', province: 'AB', registrations: ALL_REGISTERED, on: '2026-06-01' } as const;
    expect(orderTotals(10_000, null, 1_500, flat)).toEqual(orderTotals(10_000, null, 1_500));
    expect(orderTotals(10_000, null, 1_500, flat).taxLines).toEqual([{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 1_725 }]);
  });
});

describe('tax lines at stored rates', () => {
  it('charge the same taxes again on another amount', () => {
    const charged = salesTaxLines(10_000, byDestination('SK'));
    expect(linesAtRates(5_000, charged)).toEqual([
      { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 250 },
      { kind: 'PST', label: 'PST 6%', ratePer100k: 6000, amount: 300 },
    ]);
  });

  it('write rates as receipts do', () => {
    expect([formatRate(5000), formatRate(9975), formatRate(15_000)]).toEqual(['5%', '9.975%', '15%']);
  });
});

describe('taxRuleFor', () => {
  const now = new Date('2026-03-31T23:30:00Z'); // 20:30 on March 31 in Halifax

  it('is flat when the store has no tax settings, by destination with its registrations otherwise', () => {
    expect(taxRuleFor(undefined, 'CP.RP', 'ON', now)).toEqual({ mode: 'flat', province: 'ON', registrations: [], on: '2026-03-31' });
    expect(taxRuleFor({ tax_mode: 'by-destination', tax_registrations: ['QC'] }, 'CP.RP', 'QC', now)).toEqual({
      mode: 'by-destination',
      province: 'QC',
      registrations: ['QC'],
      on: '2026-03-31',
    });
  });

  it('takes Nova Scotia as the place of supply of PICKUP and LOCAL, whatever address was typed', () => {
    expect(taxRuleFor({ tax_mode: 'by-destination' }, 'PICKUP', 'BC', now).province).toBe('NS');
    expect(taxRuleFor({ tax_mode: 'by-destination' }, 'LOCAL', '', now).province).toBe('NS');
  });

  it('cannot price a by-destination tax without a Canadian province', () => {
    expect(taxIsKnown(taxRuleFor({ tax_mode: 'by-destination' }, 'CP.RP', 'XX', now))).toBe(false);
    expect(taxIsKnown(taxRuleFor({ tax_mode: 'flat' }, 'CP.RP', 'XX', now))).toBe(true);
  });
});
