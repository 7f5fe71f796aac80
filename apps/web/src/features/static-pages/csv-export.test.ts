import { describe, expect, it } from 'vitest';
import { buildItemsCsv, type CsvItem, truncateName } from './csv-export';

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

describe('buildItemsCsv', () => {
  it('writes a byte order mark, a header and one CRLF-terminated line per item', () => {
    expect(buildItemsCsv([csvItem(), csvItem({ id: 'rose-dozen', name: 'Roses', brand: '', sku: '', codes: { upc: '' }, price: 7500, stock: 0 })])).toBe(
      '\uFEFFid,name,brand,sku,upc,price,stock\r\n' +
        'gh-flora-1l,FloraGro 1 L,General Hydroponics,GH1234,793946012345,24.99,7\r\n' +
        'rose-dozen,Roses,,,,75.00,0\r\n',
    );
  });

  it('truncates long names before escaping them', () => {
    const csv = buildItemsCsv([csvItem({ name: 'Tent, "Pro" 4x4 with window, Silver' })]);
    expect(csv.split('\r\n')[1]).toBe('gh-flora-1l,"Tent, ""Pro"" 4x4 with wi...",General Hydroponics,GH1234,793946012345,24.99,7');
  });

  it('keeps a name, brand or code a spreadsheet would run as a formula as text', () => {
    const csv = buildItemsCsv([csvItem({ name: '=HYPERLINK("http://x","y")', brand: '@SUM(A1)', sku: '-12', codes: { upc: '+1' } })]);
    expect(csv.split('\r\n')[1]).toBe(`gh-flora-1l,"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1),'-12,'+1,24.99,7`);
  });

  it('writes only the header for an empty store', () => {
    expect(buildItemsCsv([])).toBe('\uFEFFid,name,brand,sku,upc,price,stock\r\n');
  });
});
