import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from '../db/database-schema.js';
import { type DatabaseOptions, type DialectName, migrateToLatest, openDatabase, type ShopDatabase } from '../db/database.js';

/**
 * A test shop's database, opened at the newest migration without running the 34 migrations again
 * for every shop (docs/decisions/080). The first shop of a test process is migrated as a deployed
 * shop is (`migrateToLatest`); what that made is then reused:
 * - SQLite: the migrated file, closed (its write-ahead log folded in), is copied into each later
 *   shop's folder before the shop opens it: a copy of the same bytes.
 * - PostgreSQL: the statements the migrator sent (recorded as it ran them on the first shop's
 *   schema, `kysely_migration` rows included) are sent again to each later shop's new schema, in
 *   one transaction and one round trip, with the first schema's name replaced by the new one's
 *   (only Kysely's own tables name it; the migrations' tables go to the search path).
 * Migrated on a test's behalf this way, a shop has the same tables, indexes and rows as one that
 * ran the migrations; the migrations themselves are still run and checked by the first shop of each
 * process, by the migration tests (`databaseAtMigration`) and by every built server the e2e start.
 */
export async function openMigratedDatabase(
  dialect: DialectName,
  options: DatabaseOptions & { postgresSchema?: string | undefined },
): Promise<ShopDatabase> {
  if (dialect === 'sqlite') {
    const template = await sqliteTemplate();
    copyFileSync(template, path.join(options.dataDir, options.sqliteFile ?? 'backroom.sqlite'));
    return openDatabase({ ...options, databaseUrl: undefined });
  }
  const schema = options.postgresSchema;
  if (!options.databaseUrl || !schema) throw new Error('a PostgreSQL test shop needs a database and a schema of its own');
  const shop = openDatabase(options);
  try {
    if (!postgresScript) {
      postgresScript = recordMigrations(options.databaseUrl, schema);
      await postgresScript.catch((error: unknown) => {
        postgresScript = undefined;
        throw error;
      });
    } else {
      const script = await postgresScript;
      // No parameters: one simple query, so one round trip for every statement.
      await sql.raw(`begin;\nset local synchronous_commit = off;\n${script.text.replaceAll(script.schema, schema)};\ncommit`).execute(shop.db);
    }
  } catch (error) {
    await shop.close();
    throw error;
  }
  return shop;
}

let sqliteFile: Promise<string> | undefined;
let postgresScript: Promise<{ schema: string; text: string }> | undefined;

function sqliteTemplate(): Promise<string> {
  sqliteFile ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'backroom-test-template-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const template = openDatabase({ dataDir: folder });
    try {
      await migrateToLatest(template);
    } finally {
      // Closing the last connection folds the write-ahead log into the file.
      await template.close();
    }
    return path.join(folder, 'backroom.sqlite');
  })();
  return sqliteFile;
}

/** Migrates `schema` as migrateToLatest does, and returns what was sent, as one SQL text. */
async function recordMigrations(databaseUrl: string, schema: string): Promise<{ schema: string; text: string }> {
  const statements: string[] = [];
  let replayable = true;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: `-c search_path=${schema},public` });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      const text = event.query.sql;
      // The migrator's own transaction: the replay has one of its own around everything.
      if (/^(begin|commit)$/i.test(text.trim())) return;
      const inlined = inlineParameters(text, event.query.parameters);
      if (inlined === undefined) replayable = false;
      else statements.push(inlined);
    },
  });
  try {
    await migrateToLatest({ db, dialect: 'postgres', pictures: undefined as never, close: () => db.destroy() }, schema);
  } finally {
    await db.destroy();
  }
  if (!replayable || !statements.some((statement) => statement.includes(schema))) {
    throw new Error('the migrations sent something that cannot be replayed as SQL text: run them for each shop instead');
  }
  return { schema, text: statements.join(';\n') };
}

/** The statement with its parameters written in as literals, or undefined for a value that has no plain literal. */
function inlineParameters(text: string, parameters: readonly unknown[]): string | undefined {
  if (parameters.length === 0) return text;
  let unknownValue = false;
  const inlined = text.replace(/\$(\d+)/g, (_, position: string) => {
    const value = parameters[Number(position) - 1];
    if (value === null) return 'null';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    unknownValue = true;
    return '';
  });
  return unknownValue ? undefined : inlined;
}
