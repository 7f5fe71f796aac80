import type { ClientConfig } from '@backroom/core/client-config';
import type { SeedCatalogue, SeedItem } from '../seed/catalogue-source.js';

export const TEST_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2e7d32"/><circle cx="200" cy="150" r="90" fill="#a5d6a7"/></svg>';

export const fixtureConfig: ClientConfig = {
  general: {
    root_category: '1',
    product_name: 'Test Shop',
    product_subtext: 'Grow Supply',
    description: 'A shop for tests',
    email: 'shop@example.ca',
    phone: '902-555-0100',
    url: 'https://shop.example.ca',
    style: 'default',
    menus: [{ name: 'About', url: '/about' }],
    fonts: { title: 'Serif', menu: 'Sans' },
    logo: { left: 8, top: 4, height: 48 },
    site_disabled: false,
    age_check: true,
    welcome_text: 'Welcome',
    shipping: ['PICKUP', 'LOCAL', 'CP.RP'],
    gift_card: false,
    payment_providers: [{ name: 'emt', url: '', dev: true, prod: true }],
    address: { street: '1 Main St', poBox: 'PO Box 1', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'Canada' },
  },
  user: { showHidden: false },
  paysafe: {
    dev: { username: 'dev-user', password: 'dev-public-key', environment: 'TEST' },
    prod: { username: 'prod-user', password: 'prod-public-key', environment: 'LIVE' },
  },
  square: { application_id: 'sandbox-app', location_id: 'LOC1' },
};

function item(overrides: Partial<SeedItem> & Pick<SeedItem, 'id' | 'name'>): SeedItem {
  return {
    brand: 'Acme',
    description: 'A useful thing for growers.',
    sku: overrides.id.toUpperCase(),
    upc: '',
    vendor: null,
    externalId: null,
    supplierUrls: [],
    homeUrls: [],
    categoryId: 'bloom',
    price: 1000,
    cost: 500,
    inventory: { store: { count: 5 } },
    hidden: false,
    discontinued: false,
    special: false,
    notes: '',
    picture: null,
    ...overrides,
  };
}

/** A small catalogue whose every item exists to prove one rule. */
export function fixtureCatalogue(storeId = 'teststore'): SeedCatalogue {
  return {
    store: { id: storeId, name: 'Test Shop' },
    config: fixtureConfig,
    categories: [
      { id: 'nutrients', name: 'Nutrients', shortName: 'Nutrients', parentId: '1', position: 0, picture: TEST_PICTURE },
      { id: 'liquid', name: 'Liquid Nutrients', shortName: 'Liquid', parentId: 'nutrients', position: 0, picture: null },
      { id: 'bloom', name: 'Bloom Boosters', shortName: 'Bloom', parentId: 'liquid', position: 0, picture: null },
      { id: 'soil', name: 'Soil', shortName: 'Soil', parentId: '1', position: 1, picture: null },
      { id: 'empty', name: 'Nothing Yet', shortName: 'Empty', parentId: '1', position: 2, picture: null },
    ],
    items: [
      item({
        id: 'big-bloom',
        name: 'FoxFarm>Liquid>Big Bloom',
        brand: 'FoxFarm',
        description: 'Organic liquid plant food for the flowering stage.',
        sku: 'FF-BB-1L',
        upc: '071746001234',
        vendor: 'Hawthorne',
        externalId: 'HGC-123',
        price: 1899,
        cost: 1100,
        inventory: { store: { count: 3 }, warehouse: { count: 2 } },
        notes: 'Reorder at 5',
        picture: TEST_PICTURE,
      }),
      item({ id: 'tiger-bloom', name: 'Tiger Bloom', brand: 'FoxFarm', inventory: { store: { count: 0 }, warehouse: { count: 0 } } }),
      item({ id: 'alpha-bloom', name: 'Alpha Bloom Booster', inventory: null }),
      item({ id: 'secret-bloom', name: 'Secret Bloom', hidden: true }),
      item({ id: 'zeta-bloom', name: 'zeta bloom', special: true }),
      item({ id: 'old-bloom', name: 'Old Bloom', discontinued: true, inventory: { store: { count: 2 } } }),
      item({
        id: 'flora-micro',
        name: 'Flora Micro',
        brand: 'General Hydroponics',
        description: 'Micro nutrients for hydroponic gardens.',
        categoryId: 'liquid',
      }),
      item({ id: 'nutrient-kit', name: 'Nutrient Starter Kit', description: 'Three bottles to begin with.', categoryId: 'liquid' }),
      item({ id: 'ocean-forest', name: 'Ocean Forest Potting Soil', brand: 'FoxFarm', categoryId: 'soil', price: 2999 }),
      item({
        id: 'fabric-pot',
        name: 'Fabric Pot',
        brand: 'Root Pouch',
        categoryId: 'soil',
        price: 499,
        inventory: null,
        variants: [
          { id: 'fabric-pot-1', variantName: '1 gal', sku: 'RP-1', upc: '', price: 499, cost: 200, inventory: { store: { count: 10 } } },
          { id: 'fabric-pot-5', variantName: '5 gal', sku: 'RP-5', upc: '', price: 999, cost: 400, inventory: { store: { count: 0 } } },
          { id: 'fabric-pot-10', variantName: '10 gal', sku: 'RP-10', upc: '', price: 1499, cost: 600, inventory: null, hidden: true },
        ],
      }),
      item({
        id: 'hidden-group',
        name: 'Hidden Group',
        categoryId: 'soil',
        hidden: true,
        inventory: null,
        variants: [{ id: 'hidden-group-a', variantName: 'A', sku: 'HG-A', upc: '', price: 100, cost: 50, inventory: null }],
      }),
      item({ id: 'orphan-thing', name: 'Orphan Thing', categoryId: null }),
      item({ id: 'lost-thing', name: 'Lost Thing', categoryId: 'gone-category' }),
      item({ id: 'no-description', name: 'Plain Tray', description: '', categoryId: 'soil' }),
    ],
  };
}

/** A second store in the same database, to prove stores never see each other's items. */
export function otherStoreCatalogue(): SeedCatalogue {
  return {
    store: { id: 'otherstore', name: 'Other Shop' },
    config: { ...fixtureConfig, general: { ...fixtureConfig.general, product_name: 'Other Shop' } },
    categories: [{ id: 'bloom', name: 'Bloom', shortName: 'Bloom', parentId: '1', position: 0, picture: null }],
    items: [item({ id: 'other-bloom', name: 'Other Bloom Formula', brand: 'FoxFarm' })],
  };
}
