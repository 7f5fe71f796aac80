import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AppOptions, buildApp } from '../app.js';
import type { DialectName, ShopDatabase } from '../db/database.js';
import { openMigratedDatabase } from './migrated-database.js';
import { testDatabaseUrl } from './test-database-url.js';

/** Every database the data layer and the API are tested on. */
export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

export interface TestShop {
  shop: ShopDatabase;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real application on a fresh database of its own: a new SQLite file, or a new PostgreSQL
 * schema that is dropped again on close; at the newest migration (migrated-database.ts).
 */
export async function createTestShop(
  dialect: DialectName,
  options: { webRoot?: string | null } & Partial<Omit<AppOptions, 'shop' | 'webRoot'>> = {},
): Promise<TestShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-test-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const shop = await openMigratedDatabase(dialect, {
    databaseUrl: dialect === 'postgres' ? testDatabaseUrl() : undefined,
    dataDir,
    postgresSchema: schema,
    poolSize: 4,
  });
  const app = await buildApp({ reconcilePaymentsEverySeconds: null, ...options, shop, webRoot: options.webRoot ?? null });
  await app.ready();
  return {
    shop,
    app,
    dataDir,
    async close() {
      await app.close();
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(shop.db);
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
