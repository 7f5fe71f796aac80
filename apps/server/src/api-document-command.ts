import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { migrateToLatest, openDatabase } from './db/database.js';

const USAGE = `Usage: node apps/server/dist/api-document-command.js FILE

Writes the API document the shop serves at /api/docs/json to FILE, from an app built on an empty
SQLite shop of its own in a temporary folder (no network, no DATABASE_URL), for redocly lint and
client generators.`;

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined || file === '-h' || file === '--help') {
    console.log(USAGE);
    if (file === undefined) process.exitCode = 1;
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-api-document-'));
  const shop = openDatabase({ dataDir });
  try {
    await migrateToLatest(shop);
    const app = await buildApp({ shop, webRoot: null, reconcilePaymentsEverySeconds: null });
    try {
      const response = await app.inject({ url: '/api/docs/json' });
      if (response.statusCode !== 200) throw new Error(`the API document was not served: ${response.statusCode} ${response.body.slice(0, 500)}`);
      await writeFile(file, `${JSON.stringify(response.json(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
