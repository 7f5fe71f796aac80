import { listingSortKey, totalStock } from '@backroom/core/item-display';
import { normalizeDiscountCode } from '@backroom/core/orders/discount-rules';
import { refreshGroupSummary } from '../catalog/item.repository.js';
import type { NewItemRow } from '../catalog/item.table.js';
import { searchDocumentOf } from '../catalog/search-document.js';
import type { SearchDocument } from '../catalog/search.repository.js';
import { insertSearchEntries } from '../catalog/search.repository.js';
import { whileLocked } from '../db/advisory-lock.js';
import { analyzeDatabase, type ShopDatabase } from '../db/database.js';
import { insertImage } from '../images/image.repository.js';
import { insertDiscountCodes } from '../orders/discount-code.repository.js';
import type { NewDiscountCodeRow } from '../orders/discount-code.table.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { encodeImage, keepPictures } from '../images/image.service.js';
import type { ImageRow } from '../images/image.table.js';
import { bumpCatalogVersion, findStore, insertStore } from '../stores/store.repository.js';
import type { SeedCatalogue, SeedDiscountCode, SeedItem, SeedPicture, SeedVariant } from './catalogue-source.js';

const BATCH_SIZE = 200;

export interface SeedResult {
  created: boolean;
  categories: number;
  items: number;
}

type InventoryRow = { store_id: string; item_id: string; location: string; count: number };

function chunks<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

// Seeding draws hundreds of pictures: a quick WebP effort and a few at a time keep a first
// start to seconds. Shop uploads get the default effort.
const SEED_WEBP_EFFORT = 1;
const PICTURES_AT_ONCE = 4;

/** Draws every picture, keeps it in the shop's picture store and returns the image row made for each owner id. */
async function drawPictures(
  shop: ShopDatabase,
  storeId: string,
  owners: ReadonlyArray<{ id: string; picture: SeedPicture | null }>,
  now: string,
): Promise<Map<string, ImageRow>> {
  const images = new Map<string, ImageRow>();
  const queue = owners.filter((owner) => owner.picture !== null);
  const worker = async () => {
    for (let owner = queue.shift(); owner; owner = queue.shift()) {
      const image = await encodeImage(storeId, Buffer.from(owner.picture!), now, { effort: SEED_WEBP_EFFORT });
      await keepPictures(shop, image);
      images.set(owner.id, image.row);
    }
  };
  await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
  return images;
}

/**
 * Creates a store with its configuration, categories, items, inventory, search entries and
 * pictures. Does nothing when the store already exists, so it is safe at every start, also of
 * several processes at once: on PostgreSQL one seeds while the others wait, then find the store.
 * `whenCreated` runs after a store is made, still under the lock, so the others find the store
 * only once it is whole.
 */
export async function seedStore(
  shop: ShopDatabase,
  catalogue: SeedCatalogue,
  now = new Date().toISOString(),
  whenCreated: () => Promise<void> = async () => {},
): Promise<SeedResult> {
  return whileLocked(shop, `seed store ${catalogue.store.id}`, async () => {
    const seeded = await seedMissingStore(shop, catalogue, now);
    if (seeded.created) await whenCreated();
    return seeded;
  });
}

async function seedMissingStore(shop: ShopDatabase, catalogue: SeedCatalogue, now: string): Promise<SeedResult> {
  const storeId = catalogue.store.id;
  const nothing = { created: false, categories: 0, items: 0 };
  if (await findStore(shop.db, storeId)) return nothing;

  // Pictures are content-addressed: kept before the transaction (a bucket is not part of it), harmless if it fails.
  const categoryImages = await drawPictures(shop, storeId, catalogue.categories, now);
  const itemImages = await drawPictures(shop, storeId, catalogue.items, now);
  const images = new Map([...categoryImages.values(), ...itemImages.values()].map((image) => [image.id, image]));

  const items: NewItemRow[] = [];
  const inventory: InventoryRow[] = [];
  const searchEntries: Array<{ itemId: string; document: SearchDocument }> = [];
  const groupHeads: string[] = [];
  for (const item of catalogue.items) {
    const imageId = itemImages.get(item.id)?.id ?? null;
    items.push(itemRow(storeId, item, imageId, now));
    inventory.push(...inventoryRows(storeId, item.id, item.inventory));
    searchEntries.push({ itemId: item.id, document: searchDocumentOf(item, item.variants?.map((v) => v.variantName)) });
    if (item.variants) {
      groupHeads.push(item.id);
      for (const variant of item.variants) {
        items.push(variantRow(storeId, item, variant, imageId, now));
        inventory.push(...inventoryRows(storeId, variant.id, variant.inventory));
      }
    }
  }

  const result = await shop.db.transaction().execute(async (tx) => {
    // On SQLite, which takes no lock above, another process may be seeding the store at the same
    // moment: the insert waits for the other's transaction, and only one of them lands.
    if (!(await insertStore(tx, catalogue.store, now))) return nothing;
    await writeSettings(tx, storeId, 'general', catalogue.config, now);
    const settings = catalogue.settings ?? {};
    for (const kind of Object.keys(settings) as Array<keyof typeof settings>) await writeSettings(tx, storeId, kind, settings[kind]!, now);
    await insertDiscountCodes(tx, (catalogue.discountCodes ?? []).map((code) => discountCodeRow(storeId, code, now)));
    for (const image of images.values()) await insertImage(tx, image);
    for (const batch of chunks(catalogue.categories)) {
      await tx
        .insertInto('categories')
        .values(
          batch.map((category) => ({
            store_id: storeId,
            id: category.id,
            name: category.name,
            short_name: category.shortName,
            parent_id: category.parentId,
            position: category.position,
            image_id: categoryImages.get(category.id)?.id ?? null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    for (const batch of chunks(items, 100)) await tx.insertInto('items').values(batch).execute();
    for (const batch of chunks(inventory, 500)) await tx.insertInto('item_inventory').values(batch).execute();
    for (const batch of chunks(searchEntries)) await insertSearchEntries({ db: tx, dialect: shop.dialect }, storeId, batch);
    for (const headId of groupHeads) await refreshGroupSummary(tx, storeId, headId);
    await bumpCatalogVersion(tx, storeId);
    return { created: true, categories: catalogue.categories.length, items: catalogue.items.length };
  });
  // Without fresh statistics the planners guess, and a bulk load changes everything they knew.
  if (result.created) await analyzeDatabase(shop);
  return result;
}

function discountCodeRow(storeId: string, code: SeedDiscountCode, now: string): NewDiscountCodeRow {
  return {
    store_id: storeId,
    code: normalizeDiscountCode(code.code),
    discount_amount: 'discountAmount' in code ? code.discountAmount : null,
    discount_percent: 'discountPercent' in code ? code.discountPercent : null,
    starts_at: code.startsAt ?? null,
    ends_at: code.endsAt ?? null,
    min_subtotal: code.minSubtotal ?? 0,
    usage_limit: code.usageLimit ?? null,
    created_at: now,
  };
}

function inventoryRows(storeId: string, itemId: string, inventory: SeedItem['inventory']): InventoryRow[] {
  return Object.entries(inventory ?? {}).map(([location, { count }]) => ({ store_id: storeId, item_id: itemId, location, count }));
}

function stockColumns(inventory: SeedItem['inventory']) {
  const stock = totalStock(inventory);
  return { inventory: JSON.stringify(inventory ?? {}), stock, sold_out: stock > 0 ? (0 as const) : (1 as const) };
}

const flag = (value: boolean | undefined) => (value ? 1 : 0) as 0 | 1;

function itemRow(storeId: string, item: SeedItem, imageId: string | null, now: string): NewItemRow {
  return {
    store_id: storeId,
    id: item.id,
    name: item.name,
    sort_name: listingSortKey(item.name),
    description: item.description,
    brand: item.brand,
    sku: item.sku,
    upc: item.upc,
    vendor: item.vendor,
    external_id: item.externalId,
    supplier_urls: JSON.stringify(item.supplierUrls),
    home_urls: JSON.stringify(item.homeUrls),
    image_id: imageId,
    category_id: item.categoryId,
    price: item.price,
    cost: item.cost,
    group_enabled: flag(item.variants !== undefined),
    group_parent_id: null,
    variant_name: null,
    variant_stock: null,
    price_low: null,
    price_high: null,
    hidden: flag(item.hidden),
    discontinued: flag(item.discontinued),
    special: flag(item.special),
    florist: flag(item.florist ?? false),
    notes: item.notes,
    ...stockColumns(item.inventory),
    created_at: now,
    updated_at: now,
  };
}

function variantRow(storeId: string, head: SeedItem, variant: SeedVariant, imageId: string | null, now: string): NewItemRow {
  return {
    ...itemRow(storeId, { ...head, variants: undefined, inventory: variant.inventory, hidden: variant.hidden ?? false }, imageId, now),
    id: variant.id,
    name: `${head.name} ${variant.variantName}`,
    sort_name: listingSortKey(`${head.name} ${variant.variantName}`),
    sku: variant.sku,
    upc: variant.upc,
    vendor: null,
    external_id: null,
    price: variant.price,
    cost: variant.cost,
    group_parent_id: head.id,
    variant_name: variant.variantName,
  };
}
