import { describe, expect, it } from 'vitest';
import { importPrice } from './import-fields.js';
import { planCounts, planImport, type ShopItem } from './import-plan.js';
import { readCatalogFile } from './read-catalog-file.js';

const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Status';

describe('Shopify product CSV', () => {
  it('reads a product with variants and pictures as a group head and its variants', () => {
    const csv = [
      HEADER,
      'rose-food,Rose Food,"<p>For <em>roses</em>.</p><p>Feed monthly.</p>",Acme,Fertiliser,"category:Feed, sale",TRUE,Size,500 g,RF-5,12,9.99,https://cdn.example/b.png,2,active',
      'rose-food,,,,,,,,1 kg,RF-1,3,17.50,https://cdn.example/a.png,1,',
    ].join('\n');
    const { format, products } = readCatalogFile(csv, 'auto', { from: 'tag-prefix', prefix: 'category:' });
    expect(format).toBe('shopify');
    const [product] = products;
    expect(product!.refusals).toEqual([]);
    expect(product!.items.map((item) => [item.role, item.line, item.fields.name, item.fields.price, item.stockOnHand])).toEqual([
      ['head', 2, 'Rose Food', 999, undefined],
      ['variant', 2, 'Rose Food 500 g', 999, 12],
      ['variant', 3, 'Rose Food 1 kg', 1750, 3],
    ]);
    expect(product!.items[0]!.fields.description).toBe('For roses.\nFeed monthly.');
    expect(product!.items[0]!.imageUrl).toBe('https://cdn.example/a.png');
    expect(product!.items[0]!.category).toEqual({ name: 'Feed' });
  });

  it('reads a product of one "Default Title" variant as a single item', () => {
    const csv = `${HEADER}\nplain,Plain Pot,,Acme,Pots,,TRUE,Title,Default Title,PP,1,2.00,,,active`;
    const [product] = readCatalogFile(csv, 'shopify', null).products;
    expect(product!.items.map((item) => [item.role, item.fields.variantName])).toEqual([['single', null]]);
    expect(product!.items[0]!.category).toEqual({ name: 'Pots' });
  });

  it('refuses a product whole when one of its rows is bad, naming the line', () => {
    const csv = [HEADER, 'pot,Pot,,Acme,,,TRUE,Size,S,P-S,1,2.00,,,active', 'pot,,,,,,,,M,P-M,x,3.00,,,'].join('\n');
    const [product] = readCatalogFile(csv, 'shopify', null).products;
    expect(product!.refusals).toEqual([{ line: 3, reason: "Line 3: Variant Inventory Qty 'x' is not a whole number" }]);
    const plan = planImport('shopify', [product!], [], [], new Set());
    expect(planCounts(plan)).toEqual({ add: 0, change: 0, unchanged: 0, refused: 3 });
  });

  it('matches by handle, then variants by SKU, and keeps stock above what orders hold', () => {
    const csv = [HEADER, 'pot,Pot,,Acme,,,TRUE,Size,S,P-S,1,2.00,,,active'].join('\n');
    const existing: ShopItem[] = [
      { ...base('pot-1'), handle: 'pot', role: 'head' },
      { ...base('pot-1-s'), role: 'variant', parentId: 'pot-1', sku: 'P-S', variantName: 'S', name: 'Pot S', price: 200, inventory: { store: { count: 5 } }, heldStock: 4 },
    ];
    const plan = planImport('shopify', readCatalogFile(csv, 'shopify', null).products, existing, [], new Set());
    const variant = plan[0]!.rows.find((row) => row.itemId === 'pot-1-s')!;
    expect(variant.section).toBe('refused');
    expect(variant.reason).toMatch(/orders hold 4/);
  });

  it('takes the url an item was last imported with as its picture, fetched or not: the same url is no change', () => {
    const csv = (url: string) => `${HEADER}\nplain,Pot,,Acme,,,TRUE,Title,Default Title,PP,,2.00,${url},1,active`;
    const plan = (url: string, pictureUrl: string | null, imageId: string | null) =>
      planImport('shopify', readCatalogFile(csv(url), 'shopify', null).products, [{ ...base('pot'), handle: 'plain', sku: 'PP', pictureUrl, imageId }], [], new Set())[0]!.rows[0]!;
    // Its fetch failed (no picture yet) or it was fetched: the same file again changes nothing.
    expect(plan('https://cdn.example/a.png', 'https://cdn.example/a.png', null)).toMatchObject({ section: 'unchanged', imageUrl: null });
    expect(plan('https://cdn.example/a.png', 'https://cdn.example/a.png', 'img1')).toMatchObject({ section: 'unchanged', imageUrl: null });
    // Another url, or an item no import gave a picture: a change, and a picture to fetch.
    expect(plan('https://cdn.example/b.png', 'https://cdn.example/a.png', 'img1')).toMatchObject({
      section: 'change',
      imageUrl: 'https://cdn.example/b.png',
      changes: [{ field: 'picture', from: 'https://cdn.example/a.png', to: 'https://cdn.example/b.png' }],
    });
    expect(plan('https://cdn.example/a.png', null, 'img1')).toMatchObject({ section: 'change', imageUrl: 'https://cdn.example/a.png' });
  });

  it('refuses files it cannot read', () => {
    expect(() => readCatalogFile('a,b\n1,2', 'auto', null)).toThrow(/neither Shopify/);
    expect(() => readCatalogFile('Handle,Title\n"x,y', 'auto', null)).toThrow(/cannot be read as CSV/);
  });
});

describe('prices', () => {
  it('reads dollars as exact cents', () => {
    expect(importPrice('12.99')).toBe(1299);
    expect(importPrice('0.1')).toBe(10);
    expect(importPrice('1,234.50')).toBe(123450);
    expect(importPrice('19.990')).toBe(1999);
    expect(importPrice('19.995')).toBeNull();
    expect(importPrice('-1.00')).toBeNull();
    expect(importPrice('abc')).toBeNull();
  });
});

function base(id: string): ShopItem {
  return {
    id,
    handle: null,
    role: 'single',
    parentId: null,
    categoryId: null,
    name: 'Pot',
    description: '',
    brand: 'Acme',
    sku: '',
    upc: '',
    vendor: null,
    externalId: null,
    supplierUrls: [],
    homeUrls: [],
    imageId: null,
    price: 200,
    cost: 0,
    inventory: {},
    variantName: null,
    hidden: false,
    discontinued: false,
    special: false,
    florist: false,
    notes: '',
    updatedAt: 'v1',
    heldStock: 0,
    pictureUrl: null,
  };
}
