import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { Kysely, Migrator, sql, PostgresDialect, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import { DatabasePictureStore } from './database-picture-store.js';
import type { PictureStore } from './picture-store.js';
import { BetterSqliteDatabase } from './better-sqlite-database.js';
import { TurnTakingSqliteDialect } from './turn-taking-sqlite-dialect.js';
import type { DatabaseSchema } from './database-schema.js';
import { migrations } from './migrations/migrations.js';

export type Db = Kysely<DatabaseSchema>;
export type Tx = Transaction<DatabaseSchema>;
export type DialectName = 'sqlite' | 'postgres';

export interface ShopDatabase {
  db: Db;
  dialect: DialectName;
  /** Where pictures' bytes are kept: this database, or a bucket (IMAGE_STORE). */
  pictures: PictureStore;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; unset for SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** SQLite's folder, made if missing; PostgreSQL needs none and nothing is written there. */
  dataDir: string;
  /** PostgreSQL schema to live in (created if missing); tests use one per run. */
  postgresSchema?: string | undefined;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string | undefined;
  poolSize?: number | undefined;
  /** Where pictures are kept; in this database (table picture_bytes) by default. */
  pictureStore?: ((db: Db) => PictureStore) | undefined;
  /**
   * Told when PostgreSQL ends a connection that sits idle in the pool (a restart, a failover, an
   * administrator's terminate). The pool drops that connection and opens a new one when needed;
   * without a listener node-postgres would throw the error and stop the process.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
}

// PostgreSQL's bigint (count(*), sum()) arrives as a string; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: DatabaseOptions): ShopDatabase {
  const withPictures = (db: Db, dialect: DialectName): ShopDatabase => {
    const pictures: PictureStore = options.pictureStore?.(db) ?? new DatabasePictureStore(db);
    return { db, dialect, pictures, close: () => db.destroy().finally(() => pictures.close?.()) };
  };
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const schema = options.postgresSchema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new Error(`invalid PostgreSQL schema name: ${schema}`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return withPictures(db, 'postgres');
  }
  if (options.databaseUrl) throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  mkdirSync(options.dataDir, { recursive: true });
  const file = options.sqliteFile ?? 'backroom.sqlite';
  const sqlite = new BetterSqliteDatabase(file === ':memory:' ? ':memory:' : path.join(options.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Catalogue reads dominate: keep hot pages in memory and map the file instead of reading it.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  const db = new Kysely<DatabaseSchema>({ dialect: new TurnTakingSqliteDialect({ database: withStatementCache(sqlite) }) });
  return withPictures(db, 'sqlite');
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running a lookup by key. Queries
 * are one connection's, one at a time, so a prepared statement can be reused safely.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (statement) {
        statements.delete(query);
      } else {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(query, statement);
      return statement;
    },
  };
}

/** Brings the database to the newest migration; throws if any migration fails. */
export async function migrateToLatest(shop: ShopDatabase, postgresSchema?: string): Promise<void> {
  if (shop.dialect === 'postgres' && postgresSchema) {
    await shop.db.schema.createSchema(postgresSchema).ifNotExists().execute();
  }
  const migrator = new Migrator({
    db: shop.db,
    provider: { getMigrations: async () => migrations },
    ...(shop.dialect === 'postgres' && postgresSchema ? { migrationTableSchema: postgresSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Refreshes the query planner's statistics, e.g. after loading a catalogue in bulk. */
export async function analyzeDatabase(shop: ShopDatabase): Promise<void> {
  await sql`analyze`.execute(shop.db);
}
