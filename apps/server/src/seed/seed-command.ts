import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerEnv } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { configuredPictureStore } from '../images/configured-picture-store.js';
import { buildDemoCatalogue } from './demo-catalogue.js';
import { generateCatalogue } from './generate-catalogue.js';
import { seedStore } from './seed-store.js';

const USAGE = `Usage: npm run seed -- [--items N] [--store NAME]

Without --items: creates the demo shop (store 'backroom') if it is not there yet.
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
    const catalogue =
      items === undefined ? buildDemoCatalogue() : generateCatalogue({ storeId: values.store ?? 'bench', items });
    const result = await seedStore(shop, catalogue);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.created
        ? `Created store '${catalogue.store.id}': ${result.categories} categories, ${result.items} items in ${seconds} s.`
        : `Store '${catalogue.store.id}' already exists; nothing to do.`,
    );
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
