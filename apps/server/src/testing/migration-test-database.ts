import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { type DialectName, migrateToLatest, openDatabase, type ShopDatabase } from '../db/database.js';
import { migrations } from '../db/migrations/migrations.js';
import { testDatabaseUrl } from './test-database-url.js';

/** Tables as an earlier migration left them: any table, any column. */
type EarlierTables = Record<string, Record<string, unknown>>;

/** A database of its own for a migration's test, stopped at an earlier migration. */
export interface MigrationTestDatabase {
  shop: ShopDatabase;
  /** The tables as they stand at that migration, not as the app's schema type says. */
  before: Kysely<EarlierTables>;
  /** Runs every later migration. */
  migrateToLatest(): Promise<void>;
  /** Drops the PostgreSQL schema or the SQLite file. */
  close(): Promise<void>;
}

/**
 * A fresh SQLite file or PostgreSQL schema migrated up to `migration` (inclusive), so that a test
 * can store rows as they were then and check what a later migration makes of them.
 */
export async function databaseAtMigration(dialect: DialectName, migration: string): Promise<MigrationTestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-migration-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const shop = openDatabase({ databaseUrl: dialect === 'postgres' ? testDatabaseUrl() : undefined, dataDir, postgresSchema: schema, poolSize: 2 });
  if (schema) await shop.db.schema.createSchema(schema).execute();
  const migrator = new Migrator({ db: shop.db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw new Error(`migrating to ${migration} failed`, { cause: error });
  return {
    shop,
    before: shop.db as unknown as Kysely<EarlierTables>,
    migrateToLatest: () => migrateToLatest(shop, schema),
    async close() {
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(shop.db);
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
