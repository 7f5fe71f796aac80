import type { Inventory } from '@backroom/core/item-display';
import type { SeedCatalogue, SeedCategory, SeedItem, SeedVariant } from './catalogue-source.js';
import { BRANDS, DEMO_CATEGORY_TREE, STAFF_NOTES, type CategorySpec, type ProductSpec } from './demo-catalogue-data.js';
import {
  costOf,
  demoClientConfig,
  inventoryInStock,
  inventoryLastFew,
  inventorySoldOut,
  pick,
  randomInt,
  seededRandom,
  skuStemOf,
  slugOf,
  upcOf,
  type Random,
} from './demo-catalogue.js';

const ITEMS_PER_LEAF = 100;
const LEAVES_PER_MID = 10;
const MIDS_PER_TOP = 5;
const MAX_TOPS = 20;
const VARIANTS_PER_GROUP = 3;

const GROUP_RATE = 0.02;
const WITHOUT_INVENTORY_RATE = 0.03;
const SOLD_OUT_RATE = 0.08;
const DISCONTINUED_RATE = 0.02;
const SPECIAL_RATE = 0.02;
const HIDDEN_RATE = 0.01;
const NOTE_RATE = 0.05;

/** Set apart categories that reuse a demo name, e.g. "Base Nutrients (Organic)". */
const QUALIFIERS = [
  'Organic', 'Pro', 'Value', 'Commercial', 'Premium', 'Starter', 'Bulk', 'Classic', 'Select', 'Compact',
  'Heavy-Duty', 'Seasonal', 'Clearance', 'Specialty', 'Imported', 'Local', 'Eco', 'Deluxe', 'Studio', 'Wholesale',
];

const MODEL_LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/** Variant names for products that the demo sells in one size only. */
const GENERIC_VARIANTS: readonly (readonly [string, number])[][] = [
  [['Small', 1], ['Medium', 1.6], ['Large', 2.4]],
  [['Single', 1], ['3-Pack', 2.7], ['6-Pack', 5]],
  [['Standard', 1], ['Deluxe', 1.4], ['Premium', 1.9]],
];

/** A demo category whose products a generated leaf borrows. */
interface LeafSource {
  spec: CategorySpec;
  products: readonly ProductSpec[];
}

interface MidSource {
  spec: CategorySpec;
  leaves: readonly LeafSource[];
}

interface TopSource {
  spec: CategorySpec;
  mids: readonly MidSource[];
}

function leavesUnder(spec: CategorySpec): LeafSource[] {
  const own = spec.products !== undefined && spec.products.length > 0 ? [{ spec, products: spec.products }] : [];
  return [...own, ...(spec.children ?? []).flatMap(leavesUnder)];
}

/** The demo tree as top → mid → leaf sources; leaves without products cannot lend names. */
function demoSources(): TopSource[] {
  return DEMO_CATEGORY_TREE.map((top) => {
    const mids = (top.children ?? [top])
      .map((mid) => ({ spec: mid, leaves: leavesUnder(mid) }))
      .filter((mid) => mid.leaves.length > 0);
    return { spec: top, mids: mids.length > 0 ? mids : [{ spec: top, leaves: leavesUnder(top) }] };
  });
}

function qualified(name: string, round: number): string {
  if (round === 0) return name;
  const qualifier = QUALIFIERS[(round - 1) % QUALIFIERS.length]!;
  const lap = Math.floor((round - 1) / QUALIFIERS.length);
  return `${name} (${qualifier}${lap > 0 ? ` ${lap + 1}` : ''})`;
}

function shortQualified(shortName: string, round: number): string {
  const label = round === 0 ? shortName : `${shortName} ${round + 1}`;
  return label.length <= 18 ? label : `${label.slice(0, 14).trimEnd()} ${round + 1}`;
}

interface GeneratedLeaf {
  id: string;
  source: LeafSource;
}

function buildCategoryTree(itemCount: number): { categories: SeedCategory[]; leaves: GeneratedLeaf[] } {
  const sources = demoSources();
  const leafCount = Math.max(1, Math.round(itemCount / ITEMS_PER_LEAF));
  const midCount = Math.max(1, Math.ceil(leafCount / LEAVES_PER_MID));
  const topCount = Math.min(MAX_TOPS, Math.max(1, Math.ceil(midCount / MIDS_PER_TOP)));

  const categories: SeedCategory[] = [];
  const add = (spec: CategorySpec, round: number, parentId: string, position: number): string => {
    const id = `${spec.id}-${categories.length + 1}`;
    categories.push({
      id,
      name: qualified(spec.name, round),
      shortName: shortQualified(spec.shortName ?? spec.name, round),
      parentId,
      position,
      picture: null,
    });
    return id;
  };

  const tops = Array.from({ length: topCount }, (_, t) => {
    const source = sources[t % sources.length]!;
    return { id: add(source.spec, Math.floor(t / sources.length), '1', t), source, mids: 0 };
  });
  const mids = Array.from({ length: midCount }, (_, m) => {
    const top = tops[m % topCount]!;
    const k = top.mids++;
    const source = top.source.mids[k % top.source.mids.length]!;
    return { id: add(source.spec, Math.floor(k / top.source.mids.length), top.id, k), source, leaves: 0 };
  });
  const leaves = Array.from({ length: leafCount }, (_, j): GeneratedLeaf => {
    const mid = mids[j % midCount]!;
    const k = mid.leaves++;
    const source = mid.source.leaves[k % mid.source.leaves.length]!;
    return { id: add(source.spec, Math.floor(k / mid.source.leaves.length), mid.id, k), source };
  });
  return { categories, leaves };
}

function modelCodeOf(random: Random): string {
  const letter = MODEL_LETTERS.charAt(Math.floor(random() * MODEL_LETTERS.length));
  switch (Math.floor(random() * 4)) {
    case 0:
      return `${letter}${randomInt(random, 100, 9999)}`;
    case 1:
      return `Series ${randomInt(random, 2, 900)}`;
    case 2:
      return `Gen ${randomInt(random, 2, 9)}`;
    default:
      return `${letter}${MODEL_LETTERS.charAt(Math.floor(random() * MODEL_LETTERS.length))}-${randomInt(random, 10, 999)}`;
  }
}

/** A nearby shelf price ending in .99. */
function varyPrice(random: Random, cents: number): number {
  const varied = Math.round((cents * (0.8 + random() * 0.5)) / 100) * 100 - 1;
  return Math.max(varied, 99);
}

function generatedInventory(random: Random, discontinued: boolean, special: boolean): Inventory | null {
  if (discontinued) return inventoryLastFew(random);
  const roll = random();
  if (roll < WITHOUT_INVENTORY_RATE) return null;
  if (roll < WITHOUT_INVENTORY_RATE + SOLD_OUT_RATE || (special && random() < 0.6)) return inventorySoldOut();
  return inventoryInStock(random);
}

interface ProductNaming {
  idStem: string;
  skuStem: string;
}

/** A plausible catalogue of exactly `options.items` items (group heads count, variants do not), for benchmarks. */
export function generateCatalogue(options: { storeId: string; items: number; seed?: number }): SeedCatalogue {
  const random = seededRandom(options.seed ?? 1);
  const itemCount = Math.max(0, Math.floor(options.items));
  const { categories, leaves } = buildCategoryTree(itemCount);
  const storeName = `The Back Room (${options.storeId})`;

  const namings = new Map<ProductSpec, ProductNaming>();
  const namingOf = (product: ProductSpec): ProductNaming => {
    let naming = namings.get(product);
    if (naming === undefined) {
      const brand = BRANDS[product.brand];
      const prefix = product.brand === 'The Back Room' || product.name.startsWith(product.brand) ? '' : `${product.brand} `;
      naming = { idStem: slugOf(prefix + product.name, 40), skuStem: `${brand?.code ?? 'BR'}-${skuStemOf(product.name)}` };
      namings.set(product, naming);
    }
    return naming;
  };

  const ids = new Set<string>();
  const claim = (id: string): string => {
    if (ids.has(id)) throw new Error(`generated id "${id}" twice`);
    ids.add(id);
    return id;
  };

  const items: SeedItem[] = new Array<SeedItem>(itemCount);
  for (let i = 0; i < itemCount; i++) {
    const leafIndex = Math.min(leaves.length - 1, Math.floor((i * leaves.length) / itemCount));
    const leaf = leaves[leafIndex]!;
    const products = leaf.source.products;
    const product = products[(i + leafIndex * 7) % products.length]!;
    const brand = BRANDS[product.brand];
    const naming = namingOf(product);
    const serial = i.toString(36);

    const size = product.sizes === null ? null : product.sizes[i % product.sizes.length]!;
    const model = modelCodeOf(random);
    const name = size === null ? `${product.name} ${model}` : `${product.name} ${size[0]} ${model}`;
    const price = varyPrice(random, size?.[1] ?? product.price);
    const special = random() < SPECIAL_RATE;
    const discontinued = !special && random() < DISCONTINUED_RATE;
    const vendor = brand?.vendor ?? null;
    const externalId = vendor === null ? null : `${vendor.externalIdPrefix}${String(randomInt(random, 1, 10 ** vendor.externalIdDigits - 1)).padStart(vendor.externalIdDigits, '0')}`;

    const item: SeedItem = {
      id: claim(`${naming.idStem}-${serial}`),
      name,
      brand: product.brand,
      description: `${product.blurb} Model ${model}.`,
      sku: `${naming.skuStem}-${serial.toUpperCase()}`,
      upc: random() < 0.85 ? upcOf(random) : '',
      vendor: vendor?.name ?? null,
      externalId,
      supplierUrls: vendor !== null && externalId !== null ? [`${vendor.catalogueUrl}${externalId.toLowerCase()}`] : [],
      homeUrls: brand !== undefined && brand.home !== '' ? [`${brand.home}/products/${naming.idStem}`] : [],
      categoryId: leaf.id,
      price,
      cost: costOf(random, price),
      inventory: generatedInventory(random, discontinued, special),
      hidden: random() < HIDDEN_RATE,
      discontinued,
      special,
      notes: random() < NOTE_RATE ? pick(random, STAFF_NOTES) : '',
      picture: null,
    };

    if (random() < GROUP_RATE) {
      const sizes =
        product.sizes !== null && product.sizes.length >= VARIANTS_PER_GROUP
          ? product.sizes.slice(0, VARIANTS_PER_GROUP).map(([variantName, cents]) => [variantName, varyPrice(random, cents)] as const)
          : pick(random, GENERIC_VARIANTS).map(([variantName, factor]) => [variantName, Math.round((price * factor) / 100) * 100 - 1] as const);
      const variants: SeedVariant[] = sizes.map(([variantName, variantPrice], k) => ({
        id: claim(`${item.id}-v${k + 1}`),
        variantName,
        sku: `${item.sku}-${k + 1}`,
        upc: random() < 0.85 ? upcOf(random) : '',
        price: variantPrice,
        cost: costOf(random, variantPrice),
        inventory: random() < SOLD_OUT_RATE ? inventorySoldOut() : inventoryInStock(random),
      }));
      const cheapest = variants.reduce((low, variant) => (variant.price < low.price ? variant : low));
      item.name = size === null ? name : `${product.name} ${model}`;
      item.variants = variants;
      item.price = cheapest.price;
      item.cost = cheapest.cost;
      item.inventory = null;
    }
    items[i] = item;
  }

  return {
    store: { id: options.storeId, name: storeName },
    config: demoClientConfig(storeName),
    categories,
    items,
  };
}
