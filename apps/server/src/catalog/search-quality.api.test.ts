import type { Item } from '@backroom/core/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { demoShopWithoutPictures } from '../testing/demo-shop-without-pictures.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

const shownName = (item: Item) => item.name.split('>').at(-1)!.toLowerCase();
const brand = (name: string) => (item: Item) => item.brand === name;
const named = (...words: string[]) => (item: Item) => words.every((word) => shownName(item).includes(word));

/**
 * What a shopper of the demo shop expects at the top of a search: `ids` all within the first
 * `top` results (in any order), or, with `every`, each of the first `top` results passing it.
 */
type Expectation = { query: string; why: string; top: number } & ({ ids: string[] } | { every: (item: Item) => boolean });

const EXPECTATIONS: Expectation[] = [
  // Brands and product names, spelled right.
  { query: 'canna', why: 'a brand brings its own products first', top: 5, every: brand('Canna') },
  { query: 'foxfarm', why: 'a brand written as one word', top: 8, every: brand('FoxFarm') },
  { query: 'ocean forest', why: 'a product line in every size', top: 3, ids: ['foxfarm-ocean-forest-potting-soil-11-3-l', 'foxfarm-ocean-forest-potting-soil-42-5-l', 'foxfarm-ocean-forest-potting-soil-pallet-60-x'] },
  { query: 'big bloom', why: 'a two-word product name', top: 1, ids: ['foxfarm-big-bloom-liquid-concentrate'] },
  { query: 'tiger bloom', why: 'a product whose name also has category segments', top: 1, ids: ['foxfarm-tiger-bloom-liquid-concentrate-946-ml'] },
  { query: 'happy frog', why: 'a product name', top: 1, ids: ['foxfarm-happy-frog-potting-soil-42-5-l'] },
  { query: 'voodoo juice', why: 'a group is found through its head', top: 1, ids: ['advanced-nutrients-voodoo-juice'] },
  { query: 'spidex', why: 'a made-up product word', top: 1, ids: ['koppert-spidex-predatory-mites-2-000'] },
  { query: 'calimagic', why: 'a product word in capitals', top: 1, ids: ['general-hydroponics-calimagic-946-ml'] },
  { query: 'cal mag', why: 'a hyphenated name split in two', top: 3, ids: ['botanicare-cal-mag-plus', 'advanced-nutrients-sensi-cal-mag-xtra-1-l'] },
  { query: 'neem oil', why: 'every brand of a product', top: 2, ids: ['bonide-neem-oil-ready-to-use-946-ml', 'dyna-gro-pure-neem-oil-237-ml'] },
  { query: 'grow tent', why: 'the kind of product, before products that only mention it', top: 6, every: named('grow', 'tent') },
  { query: 'humidifier', why: 'every humidifier before anything that only mentions one', top: 4, ids: ['hydrofarm-active-air-ultrasonic-humidifier-3-l', 'ac-infinity-cloudforge-t3-humidifier', 'ideal-air-humidifier-65-pint', 'vivosun-smart-humidifier-4-l'] },
  { query: 'dehumidifier', why: 'a longer word is not a shorter one', top: 2, ids: ['ideal-air-dehumidifier-60-pint', 'ideal-air-pro-series-dehumidifier-120-pint'] },
  { query: 'tomato', why: 'a seed packet named for the plant before soils that mention it', top: 1, ids: ['west-coast-seeds-sungold-tomato-f1'] },
  { query: 'basil', why: 'a herb', top: 1, ids: ['west-coast-seeds-genovese-basil'] },
  { query: 'pruner', why: 'every pruner', top: 3, ids: ['felco-no-2-classic-pruner', 'felco-no-6-compact-pruner', 'fiskars-powergear2-pruner'] },
  { query: 'vase', why: 'vases before arrangements that come in one', top: 5, every: named('vase') },
  { query: 'red roses', why: 'red roses before other roses', top: 3, ids: ['rosaprima-red-roses', 'casket-spray-half-red-roses'] },
  { query: 'rose', why: 'a word found as the beginning of a longer one (roses)', top: 5, every: named('rose') },
  { query: 'ph pen', why: 'a two-letter word and a word', top: 1, ids: ['bluelab-ph-pen'] },
  { query: 'fabric pot', why: 'every fabric pot first', top: 5, every: named('fabric', 'pot') },
  { query: 'heat mat', why: 'heat mats and their thermostats before things that only mention them', top: 4, every: named('heat mat') },
  { query: 'greeting card', why: 'both cards', top: 2, ids: ['lucky-crow-press-greeting-card-happy-birthday', 'lucky-crow-press-greeting-card-thinking-of-you'] },
  { query: 'maple syrup', why: 'a gift from the shop', top: 1, ids: ['sugar-moon-farm-pure-maple-syrup-250-ml'] },
  { query: 'rooting', why: 'rooting powders and gels', top: 3, ids: ['stim-root-rooting-powder-no-1', 'stim-root-rooting-powder-no-2', 'hydrodynamics-clonex-rooting-gel'] },
  { query: 'predatory mites', why: 'the product that names both words', top: 1, ids: ['koppert-spidex-predatory-mites-2-000'] },
  { query: 'FF-BB0', why: 'a SKU as printed on the shelf', top: 1, ids: ['foxfarm-beastie-bloomz-0-50-30-454-g'] },
  { query: 'nutrient', why: 'names with the word before descriptions with it', top: 2, ids: ['bluelab-truncheon-nutrient-meter', 'nutrient-starter-sample-pack'] },
  // One slip in a word of four or more letters.
  { query: 'cana', why: 'a slip for Canna (no name in the shop begins with cana; descriptions saying Canadian come after)', top: 5, every: brand('Canna') },
  { query: 'nutreint', why: 'two letters swapped', top: 2, ids: ['bluelab-truncheon-nutrient-meter', 'nutrient-starter-sample-pack'] },
  { query: 'tomatoe', why: 'a letter too many (the word begins descriptions saying tomatoes)', top: 1, ids: ['west-coast-seeds-sungold-tomato-f1'] },
  { query: 'humdity', why: 'a letter left out', top: 2, ids: ['super-sprouter-humidity-dome-7-in', 'boveda-62-humidity-packs'] },
  { query: 'oceen forest', why: 'a slip in one word of two', top: 3, ids: ['foxfarm-ocean-forest-potting-soil-11-3-l', 'foxfarm-ocean-forest-potting-soil-42-5-l'] },
  { query: 'spidx', why: 'a letter left out of a made-up word', top: 1, ids: ['koppert-spidex-predatory-mites-2-000'] },
  { query: 'orchd', why: 'a letter left out of a short word', top: 1, ids: ['costa-farms-phalaenopsis-orchid-double-spike'] },
  { query: 'sunflwers', why: 'a letter left out of a long word', top: 1, ids: ['valley-flower-farm-sunflowers-bunch-of-5'] },
  { query: 'dehumidifer', why: 'a letter left out of a very long word', top: 2, ids: ['ideal-air-dehumidifier-60-pint', 'ideal-air-pro-series-dehumidifier-120-pint'] },
  { query: 'grwo tent', why: 'two letters swapped in a common word', top: 5, every: named('grow', 'tent') },
];

describe.each(DIALECTS)('search quality on the demo shop on %s', (dialect) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, demoShopWithoutPictures());
  }, 60_000);
  afterAll(async () => shop?.close());

  async function search(text: string): Promise<Item[]> {
    const response = await shop.app.inject({ url: `/backroom/api/v1/items/search/${encodeURIComponent(text)}` });
    expect(response.statusCode, text).toBe(200);
    return response.json<Item[]>();
  }

  it.each(EXPECTATIONS)("'$query': $why", async (expectation) => {
    const found = await search(expectation.query);
    const top = found.slice(0, expectation.top);
    const shown = top.map((item) => `${item.id} (${item.brand}: ${shownName(item)})`);
    if ('ids' in expectation) {
      expect(top.map((item) => item.id), shown.join('\n')).toEqual(expect.arrayContaining(expectation.ids));
    } else {
      expect(top.length, shown.join('\n')).toBe(expectation.top);
      for (const item of top) expect(expectation.every(item), shown.join('\n')).toBe(true);
    }
  });

  it('finds an item by its UPC', async () => {
    const [pebbles] = await search('canna aqua clay pebbles');
    expect(pebbles!.id).toBe('canna-aqua-clay-pebbles-45-l');
    expect(pebbles!.codes.upc).toMatch(/^\d{12}$/);
    expect((await search(pebbles!.codes.upc))[0]!.id).toBe(pebbles!.id);
  });

  it('takes no typo in short words, sizes or codes', async () => {
    expect(await search('fxo')).toEqual([]);
    expect((await search('1001')).map((item) => item.id)).not.toContain('hydrofarm-net-pot-3-in-50');
  });

  it('ranks exact words as before: a word that only looks like a slip of another finds itself first', async () => {
    // 'rope' is within a typo of 'rose'; 'casa' of 'cana'. Neither disturbs an exact search.
    for (const item of (await search('rose')).slice(0, 10)) expect(shownName(item)).toContain('rose');
    const [lily] = await search('casa blanca');
    expect(lily!.id).toBe('maritime-blooms-casa-blanca-lily-stem');
  });
});
