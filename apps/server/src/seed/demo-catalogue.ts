import type { ClientConfig } from '@backroom/core/client-config';
import type { Inventory } from '@backroom/core/item-display';
import type { SeedCatalogue, SeedCategory, SeedDiscountCode, SeedItem, SeedVariant } from './catalogue-source.js';
import {
  BRANDS,
  DEMO_CATEGORY_TREE,
  ORPHAN_PRODUCTS,
  STAFF_NOTES,
  type Brand,
  type CategorySpec,
  type ProductSpec,
  type SizeSpec,
} from './demo-catalogue-data.js';
import { LIVERPOOL_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import type { PaymentSettingsInput } from '../payments/payment-settings.js';
import { categoryPicture, itemPicture, type PictureKind } from './demo-pictures.js';

export const DEMO_STORE = { id: 'backroom', name: 'The Back Room' } as const;

const DEMO_SEED = 19_021_902;
const STORE_LOCATION = 'liverpool-store';
const WAREHOUSE_LOCATION = 'warehouse';

const DISCONTINUED_ITEMS = 10;
const HIDDEN_ITEMS = 10;
const INCOMPLETE_ITEMS = 4;
const ITEMS_WITHOUT_INVENTORY = 20;
const SEGMENTED_NAME_ITEMS = 22;
/** Special-order items mostly sit at zero stock too, so plain items sell out less often. */
const SOLD_OUT_RATE = 0.05;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A deterministic stream of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough to make seed data repeatable. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new RangeError('pick from an empty list');
  return value;
}

function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A lower-case id fragment, cut at a dash so ids stay readable. */
export function slugOf(text: string, maxLength = 64): string {
  const slug = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** A 12-digit UPC-A with a valid check digit. */
export function upcOf(random: Random): string {
  let digits = String(randomInt(random, 6, 8));
  for (let i = 0; i < 10; i++) digits += String(randomInt(random, 0, 9));
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return digits + String((10 - (sum % 10)) % 10);
}

/** The product part of a SKU, e.g. "Big Bloom Liquid" → "BBL", "SE5000 480 W" → "SE50480W". */
export function skuStemOf(name: string): string {
  const words = name.split(/[\s/(),:-]+/).filter((word) => word.length > 0 && !/^(of|and|the|for|with|&|x)$/i.test(word));
  return words
    .slice(0, 3)
    .map((word) => (/\d/.test(word) ? word.replace(/[^0-9A-Za-z]/g, '').slice(0, 4) : word.charAt(0)))
    .join('')
    .toUpperCase();
}

/** "946 mL" → "946ML", "Half Dozen" → "HD", "White" → "WHI". */
export function sizeCodeOf(size: string): string {
  if (/\d/.test(size)) return size.replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(0, 10);
  const words = size.split(/[^A-Za-z]+/).filter((word) => word.length > 0);
  const code = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : (words[0] ?? 'X').slice(0, 3);
  return code.toUpperCase();
}

/** Stock at the shop and the warehouse, 0-60 each, never both zero. */
export function inventoryInStock(random: Random): Inventory {
  const store = Math.floor(random() * random() * 30);
  const warehouse = random() < 0.3 ? 0 : randomInt(random, 0, 60);
  return {
    [STORE_LOCATION]: { count: store === 0 && warehouse === 0 ? 1 : store },
    [WAREHOUSE_LOCATION]: { count: warehouse },
  };
}

export function inventorySoldOut(): Inventory {
  return { [STORE_LOCATION]: { count: 0 }, [WAREHOUSE_LOCATION]: { count: 0 } };
}

/** A discontinued line with the last one to four units left. */
export function inventoryLastFew(random: Random): Inventory {
  const left = randomInt(random, 1, 4);
  const atStore = randomInt(random, 0, left);
  return { [STORE_LOCATION]: { count: atStore }, [WAREHOUSE_LOCATION]: { count: left - atStore } };
}

export function costOf(random: Random, price: number): number {
  return Math.round(price * (0.5 + random() * 0.15));
}

/** The demo shop's storefront configuration, reused by benchmark stores under their own name. */
export function demoClientConfig(productName: string): ClientConfig {
  return {
    general: {
      root_category: '1',
      product_name: productName,
      product_subtext: 'Grow Supply & Florist',
      description:
        'Hydroponics, soil, nutrients, grow lights and tents alongside fresh flowers, arrangements and houseplants. From Liverpool, Nova Scotia, shipped across Canada.',
      email: 'hello@thebackroom.ca',
      phone: '(902) 555-0142',
      url: 'https://thebackroom.ca',
      style: 'default',
      menus: [
        { name: 'Florist', url: '/florist' },
        { name: 'About', url: '/about' },
        { name: 'Shipping', url: '/shipping' },
        { name: 'Contact', url: '/contact' },
        { name: 'Facebook', url: 'https://www.facebook.com/thebackroomliverpool' },
      ],
      fonts: { title: 'Playfair Display', menu: 'Oswald' },
      logo: { left: 8, top: 4, height: 56 },
      site_disabled: false,
      age_check: true,
      welcome_text:
        "Welcome to The Back Room, Liverpool's grow shop and florist on the South Shore of Nova Scotia. " +
        'Whether you are setting up your first tent, chasing a pH problem in your reservoir or starting tomatoes on the windowsill, we stock the nutrients, soil, lighting and know-how to help, and we ship anywhere in Canada.\n\n' +
        'Out front, our florists make fresh arrangements every morning for birthdays, anniversaries, weddings and sympathy, with local delivery across Queens County. ' +
        'Drop in Tuesday to Friday 10-4 or Saturday 10-3, or call us: we are always happy to talk plants.',
      shipping: ['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC'],
      gift_card: true,
      payment_providers: [
        { name: 'emt', url: 'https://www.interac.ca/en/consumers/products/interac-e-transfer/', dev: true, prod: true },
        { name: 'square', url: 'https://web.squarecdn.com/v1/square.js', dev: true, prod: true },
        { name: 'paysafe', url: 'https://hosted.paysafe.com/checkout/v2/paysafe.checkout.min.js', dev: true, prod: false },
        { name: 'sandbox', url: '', dev: true, prod: true },
        { name: 'sezzle', url: 'https://www.sezzle.com', dev: false, prod: false },
      ],
      address: {
        street: '123 Main Street',
        poBox: 'PO Box 1450',
        city: 'Liverpool',
        province: 'NS',
        postal: 'B0T 1K0',
        country: 'Canada',
      },
      // Tax by place of supply; registered for BC PST (its largest market outside Nova Scotia), so
      // BC receipts read GST 5% + PST 7% while MB, SK and QC are charged GST only (decision 017).
      tax_mode: 'by-destination',
      tax_registrations: ['BC'],
    },
    user: { showHidden: false },
    paysafe: {
      dev: { username: 'placeholder-test-user', password: 'B-qa2-0-placeholder-public-key', environment: 'TEST' },
      prod: { username: 'placeholder-live-user', password: 'B-p1-0-placeholder-public-key', environment: 'LIVE' },
    },
    square: { application_id: 'sandbox-sq0idb-placeholder-application-id', location_id: 'LPLACEHOLDER0000' },
  };
}

interface PlacedCategory {
  spec: CategorySpec;
  parent: CategorySpec | null;
}

/** One item to build: a product line, or one size of a product line sold size by size. */
interface ItemDraft {
  product: ProductSpec;
  category: PlacedCategory | null;
  size: SizeSpec | null;
  kind: PictureKind;
  madeToOrder: boolean;
}

function flattenCategories(specs: readonly CategorySpec[], parent: CategorySpec | null, into: PlacedCategory[]): PlacedCategory[] {
  for (const spec of specs) {
    into.push({ spec, parent });
    flattenCategories(spec.children ?? [], spec, into);
  }
  return into;
}

function draftsOf(placed: PlacedCategory | null, products: readonly ProductSpec[]): ItemDraft[] {
  const drafts: ItemDraft[] = [];
  for (const product of products) {
    const base = {
      product,
      category: placed,
      kind: product.kind ?? placed?.spec.kind ?? 'box',
      madeToOrder: placed?.spec.madeToOrder ?? false,
    };
    if (product.sizes === null || product.group) drafts.push({ ...base, size: null });
    else for (const size of product.sizes) drafts.push({ ...base, size });
  }
  return drafts;
}

function brandOf(name: string): Brand {
  const brand = BRANDS[name];
  if (brand === undefined) throw new Error(`no brand details for "${name}"`);
  return brand;
}

class UniqueNames {
  private readonly taken = new Set<string>();

  claim(wanted: string): string {
    let candidate = wanted;
    for (let n = 2; this.taken.has(candidate); n++) candidate = `${wanted}-${n}`;
    this.taken.add(candidate);
    return candidate;
  }
}

const SIZE_SENTENCES: readonly ((size: string) => string)[] = [
  (size) => `This listing is the ${size} size.`,
  (size) => `Sold here in the ${size} size; other sizes are listed separately.`,
  (size) => `Size: ${size}.`,
];

interface ItemPlan {
  discontinued: Set<ItemDraft>;
  hidden: Set<ItemDraft>;
  incomplete: Set<ItemDraft>;
  withoutInventory: Set<ItemDraft>;
  segmentedName: Set<ItemDraft>;
  /** The group that shows a variant hidden from shoppers. */
  groupWithHiddenVariant: ItemDraft | null;
}

/** Decides up front which items carry the rarer states, so their counts are exact. */
function planStates(random: Random, drafts: readonly ItemDraft[]): ItemPlan {
  const plain = drafts.filter((draft) => !draft.product.group && !draft.product.special && !draft.madeToOrder && draft.category !== null);
  const pool = shuffled(random, plain);
  const take = (count: number) => new Set(pool.splice(0, count));
  const discontinued = take(DISCONTINUED_ITEMS);
  const hidden = take(HIDDEN_ITEMS);
  const incomplete = take(INCOMPLETE_ITEMS);

  const withoutInventory = new Set(drafts.filter((draft) => draft.madeToOrder && !draft.product.group));
  for (const draft of pool) {
    if (withoutInventory.size >= ITEMS_WITHOUT_INVENTORY) break;
    withoutInventory.add(draft);
  }

  // Names imported from a supplier feed keep its "Brand>Department>Product" form; FoxFarm's did.
  const feedNamed = drafts.filter((draft) => draft.category?.parent != null && draft.product.brand !== 'The Back Room');
  const foxFarmFirst = [...feedNamed.filter((draft) => draft.product.brand === 'FoxFarm').slice(0, 6), ...shuffled(random, feedNamed)];
  const segmentedName = new Set<ItemDraft>();
  for (const draft of foxFarmFirst) {
    if (segmentedName.size >= SEGMENTED_NAME_ITEMS) break;
    segmentedName.add(draft);
  }
  const largeGroups = drafts.filter((draft) => draft.product.group && (draft.product.sizes?.length ?? 0) >= 3);
  const groupWithHiddenVariant = largeGroups.length > 0 ? pick(random, largeGroups) : null;
  return { discontinued, hidden, incomplete, withoutInventory, segmentedName, groupWithHiddenVariant };
}

class DemoItemFactory {
  private readonly ids = new UniqueNames();
  private readonly skus = new UniqueNames();
  private incompleteSoFar = 0;

  constructor(
    private readonly random: Random,
    private readonly plan: ItemPlan,
  ) {}

  build(draft: ItemDraft): SeedItem {
    const { product, size } = draft;
    const random = this.random;
    const brand = brandOf(product.brand);
    const fullName = size === null ? product.name : `${product.name} ${size[0]}`;
    const brandPrefix = product.brand === 'The Back Room' || fullName.startsWith(product.brand) ? '' : `${product.brand} `;
    const id = this.ids.claim(slugOf(brandPrefix + fullName, 48));
    const skuStem = `${brand.code}-${skuStemOf(product.name)}`;
    const sku = this.skus.claim(size === null ? skuStem : `${skuStem}-${sizeCodeOf(size[0])}`);
    const price = size?.[1] ?? product.price;
    const externalId = brand.vendor === null ? null : `${brand.vendor.externalIdPrefix}${String(randomInt(random, 1, 10 ** brand.vendor.externalIdDigits - 1)).padStart(brand.vendor.externalIdDigits, '0')}`;

    let description = product.blurb;
    if (size !== null) description += ` ${pick(random, SIZE_SENTENCES)(size[0])}`;
    let brandName = product.brand;
    if (this.plan.incomplete.has(draft)) {
      if (this.incompleteSoFar++ % 2 === 0) description = '';
      else brandName = '';
    }

    const category = draft.category;
    const segment = category?.parent?.shortName ?? category?.parent?.name ?? '';
    const name = this.plan.segmentedName.has(draft) ? `${product.brand}>${segment}>${fullName}` : fullName;

    const item: SeedItem = {
      id,
      name,
      brand: brandName,
      description,
      sku,
      upc: random() < 0.85 ? upcOf(random) : '',
      vendor: brand.vendor?.name ?? null,
      externalId,
      supplierUrls: brand.vendor !== null && externalId !== null && random() < 0.8 ? [`${brand.vendor.catalogueUrl}${externalId.toLowerCase()}`] : [],
      homeUrls: brand.home !== '' && random() < 0.75 ? [`${brand.home}/products/${slugOf(product.name)}`] : [],
      categoryId: category?.spec.id ?? null,
      price,
      cost: costOf(random, price),
      inventory: this.inventoryFor(draft),
      hidden: this.plan.hidden.has(draft),
      discontinued: this.plan.discontinued.has(draft),
      special: product.special,
      // Arrangements, sympathy work and bouquets are made for the day they are delivered.
      florist: draft.madeToOrder,
      notes: this.notesFor(draft),
      picture: itemPicture(draft.kind, Math.floor(random() * 2 ** 31)),
    };
    if (product.group && product.sizes !== null) this.makeGroupHead(item, product.sizes, this.plan.groupWithHiddenVariant === draft);
    return item;
  }

  private inventoryFor(draft: ItemDraft): Inventory | null {
    const random = this.random;
    if (draft.product.group || this.plan.withoutInventory.has(draft)) return null;
    if (this.plan.discontinued.has(draft)) return inventoryLastFew(random);
    if (draft.product.special) {
      return random() < 0.7 ? inventorySoldOut() : { [STORE_LOCATION]: { count: 1 }, [WAREHOUSE_LOCATION]: { count: 0 } };
    }
    return random() < SOLD_OUT_RATE ? inventorySoldOut() : inventoryInStock(random);
  }

  private notesFor(draft: ItemDraft): string {
    if (this.plan.discontinued.has(draft)) return 'Discontinued by the supplier: sell through, do not reorder';
    if (this.plan.hidden.has(draft)) return pick(this.random, ['Hidden until the new price list is in', 'Seasonal: hidden off-season', 'Hidden: label needs French text']);
    return this.random() < 0.1 ? pick(this.random, STAFF_NOTES) : '';
  }

  /** A group head shows its cheapest variant's price and keeps no stock of its own. */
  private makeGroupHead(head: SeedItem, sizes: readonly SizeSpec[], hideLastVariant: boolean): void {
    const random = this.random;
    const variants: SeedVariant[] = sizes.map(([variantName, price], index) => {
      const variant: SeedVariant = {
        id: this.ids.claim(`${head.id}-${slugOf(variantName, 15)}`),
        variantName,
        sku: this.skus.claim(`${head.sku}-${sizeCodeOf(variantName)}`),
        upc: random() < 0.85 ? upcOf(random) : '',
        price,
        cost: costOf(random, price),
        inventory: random() < SOLD_OUT_RATE * 2 ? inventorySoldOut() : inventoryInStock(random),
      };
      if (hideLastVariant && index === sizes.length - 1) variant.hidden = true;
      return variant;
    });
    const cheapest = variants.reduce((low, variant) => (variant.price < low.price ? variant : low));
    head.variants = variants;
    head.price = cheapest.price;
    head.cost = cheapest.cost;
    head.inventory = null;
  }
}

function buildCategories(placed: readonly PlacedCategory[]): SeedCategory[] {
  const positions = new Map<string, number>();
  return placed.map(({ spec, parent }, index) => {
    const parentId = parent?.id ?? '1';
    const position = positions.get(parentId) ?? 0;
    positions.set(parentId, position + 1);
    if (!ID_PATTERN.test(spec.id)) throw new Error(`bad category id "${spec.id}"`);
    return {
      id: spec.id,
      name: spec.name,
      shortName: spec.shortName ?? spec.name,
      parentId,
      position,
      picture: categoryPicture(spec.kind, index * 7919 + 17),
    };
  });
}

/** Codes to try at the demo shop's checkout: a percent for anyone, an amount from a subtotal, a few times only. */
export const DEMO_DISCOUNT_CODES: SeedDiscountCode[] = [
  { code: 'WELCOME10', discountPercent: 10 },
  { code: 'GROW5', discountAmount: 500, minSubtotal: 5000, usageLimit: 100 },
];
const DEMO_PAYMENT_SETTINGS: PaymentSettingsInput = { sandbox: { test: true, prod: true } };

/** The demo shop: a realistic grow-supply and florist catalogue with every state the storefront shows. */
export function buildDemoCatalogue(): SeedCatalogue {
  const random = seededRandom(DEMO_SEED);
  const placed = flattenCategories(DEMO_CATEGORY_TREE, null, []);
  const drafts = [...placed.flatMap((category) => draftsOf(category, category.spec.products ?? [])), ...draftsOf(null, ORPHAN_PRODUCTS)];
  const factory = new DemoItemFactory(random, planStates(random, drafts));
  return {
    store: { ...DEMO_STORE },
    config: demoClientConfig(DEMO_STORE.name),
    settings: {
      shipping: LIVERPOOL_SHIPPING_SETTINGS,
      // The demo takes no real money: its card checkout runs on the sandbox in both environments.
      payments: DEMO_PAYMENT_SETTINGS,
    },
    discountCodes: DEMO_DISCOUNT_CODES,
    categories: buildCategories(placed),
    items: drafts.map((draft) => factory.build(draft)),
  };
}
