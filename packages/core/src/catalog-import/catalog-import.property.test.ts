import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPrice } from './import-fields.js';
import { planCounts, planImport, type ShopItem } from './import-plan.js';
import { type OwnItem, ownText, ownTextValue, writeOwnCsv } from './own-format.js';
import { readCatalogFile } from './read-catalog-file.js';

// Text a staff member may type: any characters but NUL and lone surrogates (refused on the way in),
// and no carriage return (the own format keeps line breaks as written, LF here).
const text = (maxLength: number) =>
  fc.string({ unit: fc.oneof(fc.constantFrom('a', 'Z', ' ', ',', '"', "'", '=', '+', '-', '@', '\t', '\n', 'é', '🌱', '>', ';', '{'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })), maxLength }).filter((value) => !/[\0\r]/.test(value));
const nonEmpty = (maxLength: number) => text(maxLength).filter((value) => value.trim() !== '' && value === value.trim());
const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
const url = fc.webUrl().filter((value) => !/\s/.test(value));

const itemFields = fc.record({
  handle: fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/), { nil: null }),
  name: nonEmpty(60),
  description: text(200),
  brand: text(30),
  sku: text(20),
  upc: text(20),
  vendor: fc.option(text(30).filter((value) => value !== ''), { nil: null }),
  externalId: fc.option(text(30).filter((value) => value !== ''), { nil: null }),
  supplierUrls: fc.array(url, { maxLength: 3 }),
  homeUrls: fc.array(url, { maxLength: 3 }),
  imageId: fc.constant(null),
  categoryId: fc.option(fc.constantFrom('soil', 'bloom'), { nil: null }),
  price: fc.integer({ min: 0, max: 100_000_000 }),
  cost: fc.integer({ min: 0, max: 100_000_000 }),
  inventory: fc.dictionary(fc.stringMatching(/^[a-z][a-z ]{0,10}$/), fc.record({ count: fc.integer({ min: -1000, max: 1_000_000 }) }), { maxKeys: 3 }),
  hidden: fc.boolean(),
  discontinued: fc.boolean(),
  special: fc.boolean(),
  florist: fc.boolean(),
  notes: text(100),
});

/** A catalogue: single items, and groups of a head with variants, with unique ids. */
const catalogue = fc
  .uniqueArray(fc.tuple(id, itemFields, fc.integer({ min: 0, max: 3 })), { selector: ([itemId]) => itemId.toLowerCase(), maxLength: 8 })
  .map((entries) => {
    const items: OwnItem[] = [];
    for (const [itemId, fields, variants] of entries) {
      const role = variants === 0 ? 'single' : 'head';
      items.push({ ...fields, id: itemId, role, parentId: null, variantName: null, inventory: role === 'head' ? {} : fields.inventory });
      for (let n = 1; n <= variants; n += 1) {
        items.push({ ...fields, id: `${itemId}.v${n}`, handle: null, role: 'variant', parentId: itemId, variantName: `size ${n}` });
      }
    }
    return items;
  });

const shopItem = (item: OwnItem): ShopItem => ({ ...item, updatedAt: '2026-11-28T00:00:00.000Z', heldStock: 0, pictureUrl: null });
const CATEGORIES = [
  { id: 'soil', name: 'Soil' },
  { id: 'bloom', name: 'Bloom' },
];

describe('catalogue import', () => {
  it('own format: any catalogue exported reads back as the same items, every row unchanged', () => {
    fc.assert(
      fc.property(catalogue, (items) => {
        const csv = writeOwnCsv(items);
        const reading = readCatalogFile(csv, 'auto', null);
        expect(reading.format).toBe('backroom');
        const plan = planImport('backroom', reading.products, items.map(shopItem), CATEGORIES, new Set());
        const refused = plan.flatMap((product) => product.rows.filter((row) => row.section !== 'unchanged'));
        expect(refused).toEqual([]);
        expect(planCounts(plan)).toEqual({ add: 0, change: 0, unchanged: items.length, refused: 0 });
      }),
      { numRuns: 200 },
    );
  });

  it('own format: into an empty shop every item is added with exactly its fields', () => {
    fc.assert(
      fc.property(catalogue, (items) => {
        const reading = readCatalogFile(writeOwnCsv(items), 'backroom', null);
        const plan = planImport('backroom', reading.products, [], CATEGORIES, new Set());
        const rows = plan.flatMap((product) => product.rows);
        expect(rows.every((row) => row.section === 'add')).toBe(true);
        for (const item of items) {
          const row = rows.find((entry) => entry.itemId === item.id)!;
          expect(row.set.price).toBe(item.price);
          expect(row.set.description).toBe(item.description);
          expect(row.set.notes).toBe(item.notes);
          expect(row.parentId).toBe(item.parentId);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a text cell read back is the text written, formula guard and all', () => {
    fc.assert(
      fc.property(text(50), (value) => {
        const cell = ownText(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(ownTextValue(unquoted)).toBe(value);
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
      }),
    );
  });

  it('prices: any cents written in dollars read back exactly; any text is whole cents or null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 3 }), (cents, zeros) => {
        const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${'0'.repeat(zeros)}`;
        expect(importPrice(written)).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cents = importPrice(value);
        if (cents !== null) expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
      }),
    );
  });
});
