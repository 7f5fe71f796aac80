import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AppOptions, buildApp } from '../app.js';
import { type DatabaseOptions, type DialectName, openDatabase, type ShopDatabase } from '../db/database.js';
import { openMigratedDatabase } from './migrated-database.js';
import { testDatabaseUrl } from './test-database-url.js';

/** One server process's view of the shared database: its own connections and its own app. */
export interface ShopProcess {
  shop: ShopDatabase;
  app: FastifyInstance;
}

export interface SharedDatabase {
  dialect: DialectName;
  /** DATA_DIR as the processes are given it; a PostgreSQL test may name one that must never appear. */
  dataDir: string;
  /** The PostgreSQL database and schema the processes share (what a backup of it names); undefined on SQLite. */
  postgres: { databaseUrl: string; schema: string } | undefined;
  /** Opens the database again, as another server process does, with an app on it (given `options`: a mail server, a clock). */
  openProcess(options?: Partial<Omit<AppOptions, 'shop' | 'webRoot'>>): Promise<ShopProcess>;
  /** Closes every process opened, drops the PostgreSQL schema and removes the folder. */
  close(): Promise<void>;
}

/**
 * A fresh database (a SQLite file, or a PostgreSQL schema) that several server processes share,
 * each with connections and an app of its own: what a shop behind a load balancer runs. Pictures
 * go to `pictureStore` (the database's own by default), as IMAGE_STORE would choose.
 */
export async function openSharedDatabase(
  dialect: DialectName,
  { pictureStore, dataDir }: { pictureStore?: DatabaseOptions['pictureStore']; dataDir?: string } = {},
): Promise<SharedDatabase> {
  const folder = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'backroom-shared-')));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = dialect === 'postgres' ? testDatabaseUrl() : undefined;
  const processes: ShopProcess[] = [];
  const open = () => openDatabase({ databaseUrl, dataDir: folder, postgresSchema: schema, poolSize: 2, pictureStore });
  const first = await openMigratedDatabase(dialect, { databaseUrl, dataDir: folder, postgresSchema: schema, poolSize: 2, pictureStore });
  await first.close();
  return {
    dialect,
    dataDir: folder,
    postgres: databaseUrl && schema ? { databaseUrl, schema } : undefined,
    async openProcess(options = {}) {
      const shop = open();
      const app = await buildApp({ reconcilePaymentsEverySeconds: null, ...options, shop, webRoot: null });
      await app.ready();
      processes.push({ shop, app });
      return { shop, app };
    },
    async close() {
      for (const { app } of processes) await app.close();
      const [last, ...others] = processes.map(({ shop }) => shop);
      for (const shop of others) await shop.close();
      const dropper = last ?? open();
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(dropper.db);
      await dropper.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
