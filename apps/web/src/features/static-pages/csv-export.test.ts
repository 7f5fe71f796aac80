import { describe, expect, it } from 'vitest';
import { buildItemsCsv, type CsvItem, escapeCsvField, formatCsvPrice, truncateName } from './csv-export';

function csvItem(overrides: Partial<CsvItem> = {}): CsvItem {
  return {
    id: 'gh-flora-1l',
    name: 'FloraGro 1 L',
    brand: 'General Hydroponics',
    sku: 'GH1234',
    price: 2499,
    stock: 7,
    codes: { upc: '793946012345' },
    ...overrides,
  };
}

describe('truncateName', () => {
  it('keeps names of up to 26 characters whole', () => {
    expect(truncateName('')).toBe('');
    expect(truncateName('a'.repeat(26))).toBe('a'.repeat(26));
  });

  it('cuts a name over 26 characters to its first 23 and three dots', () => {
    const name = 'Fox Farm Ocean Forest Potting Soil 1.5 cu ft';
    expect(truncateName('a'.repeat(27))).toBe(`${'a'.repeat(23)}...`);
    expect(truncateName(name)).toBe('Fox Farm Ocean Forest P...');
    expect(truncateName(name)).toHaveLength(26);
  });

  it('counts an emoji as one character and never splits it', () => {
    const name = `${'🌷'.repeat(24)}abc`;
    expect(truncateName(name)).toBe(`${'🌷'.repeat(23)}...`);
  });
});

describe('formatCsvPrice', () => {
  it('shows cents as dollars with two decimals, without a currency sign or grouping', () => {
    expect(formatCsvPrice(0)).toBe('0.00');
    expect(formatCsvPrice(5)).toBe('0.05');
    expect(formatCsvPrice(2499)).toBe('24.99');
    expect(formatCsvPrice(123456)).toBe('1234.56');
    expect(formatCsvPrice(-150)).toBe('-1.50');
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => formatCsvPrice(12.5)).toThrow(RangeError);
  });
});

describe('escapeCsvField', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvField('Big Bud 500 mL')).toBe('Big Bud 500 mL');
    expect(escapeCsvField(42)).toBe('42');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes', () => {
    expect(escapeCsvField('Pots, 3 gal')).toBe('"Pots, 3 gal"');
    expect(escapeCsvField('12" saucer')).toBe('"12"" saucer"');
    expect(escapeCsvField('line one\nline two')).toBe('"line one\nline two"');
    expect(escapeCsvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });
});

describe('buildItemsCsv', () => {
  it('writes a header and one CRLF-terminated line per item', () => {
    expect(buildItemsCsv([csvItem(), csvItem({ id: 'rose-dozen', name: 'Roses', brand: '', sku: '', codes: { upc: '' }, price: 7500, stock: 0 })])).toBe(
      'id,name,brand,sku,upc,price,stock\r\n' +
        'gh-flora-1l,FloraGro 1 L,General Hydroponics,GH1234,793946012345,24.99,7\r\n' +
        'rose-dozen,Roses,,,,75.00,0\r\n',
    );
  });

  it('truncates long names before escaping them', () => {
    const csv = buildItemsCsv([csvItem({ name: 'Tent, "Pro" 4x4 with window, Silver' })]);
    expect(csv.split('\r\n')[1]).toBe('gh-flora-1l,"Tent, ""Pro"" 4x4 with wi...",General Hydroponics,GH1234,793946012345,24.99,7');
  });

  it('writes only the header for an empty store', () => {
    expect(buildItemsCsv([])).toBe('id,name,brand,sku,upc,price,stock\r\n');
  });
});
