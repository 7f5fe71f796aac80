import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config/env.js';
import { migrateToLatest, openDatabase, type ShopDatabase } from '../db/database.js';
import { configuredPictureStore } from '../images/configured-picture-store.js';
import { buildApp } from '../app.js';
import { generateCatalogue } from './generate-catalogue.js';
import { seedDemoShop } from './seed-demo-shop.js';
import { type SeedResult, seedStore } from './seed-store.js';

const USAGE = `Usage: npm run seed -- [--items N] [--store NAME]

Without --items: creates the demo shop (store 'backroom') with a month of sample orders
                 if it is not there yet.
With --items N:  creates a generated catalogue of N items in store NAME (default 'bench'),
                 for benchmarks. Uses DATABASE_URL, DATA_DIR and IMAGE_STORE like the server.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { items: { type: 'string' }, store: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const items = values.items === undefined ? undefined : Number(values.items);
  if (items !== undefined && (!Number.isInteger(items) || items < 1 || items > 2_000_000)) {
    throw new Error(`--items takes a whole number from 1 to 2,000,000\n\n${USAGE}`);
  }
  const env = readServerEnv();
  const shop = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), pictureStore: configuredPictureStore(env) });
  try {
    await migrateToLatest(shop);
    const started = Date.now();
    const storeId = items === undefined ? 'backroom' : (values.store ?? 'bench');
    const result: SeedResult & { sampleOrders?: number } =
      items === undefined ? await seedDemoShopWithoutServer(shop) : await seedStore(shop, generateCatalogue({ storeId, items }));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const orders = result.sampleOrders ? `, ${result.sampleOrders} sample orders` : '';
    console.log(
      result.created
        ? `Created store '${storeId}': ${result.categories} categories, ${result.items} items${orders} in ${seconds} s.`
        : `Store '${storeId}' already exists; nothing to do.`,
    );
  } finally {
    await shop.close();
  }
}

/** The demo shop's sample orders go through the shop's own flows, so the app is built (not listening) for them. */
async function seedDemoShopWithoutServer(shop: ShopDatabase) {
  const app = await buildApp({ shop, webRoot: null, reconcilePaymentsEverySeconds: null });
  try {
    return await seedDemoShop(app);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
