import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
/** Where the benchmark's databases live; kept between runs so the catalogue is seeded once. */
export const BENCH_DATA_ROOT = path.join(os.tmpdir(), 'backroom-bench');
const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const POSTGRES_BENCH_DATABASE = 'backroom_bench';
/** `dataDirName`: a data directory of its own under BENCH_DATA_ROOT, e.g. for a store only one part of the benchmark uses. */
export async function prepareDatabase(name, dataDirName = name) {
    const dataDir = path.join(BENCH_DATA_ROOT, dataDirName);
    await mkdir(dataDir, { recursive: true });
    if (name === 'sqlite') {
        return { name, label: 'SQLite', env: { DATA_DIR: dataDir }, version: sqliteVersion() };
    }
    const version = await createPostgresDatabaseIfMissing();
    return {
        name,
        label: 'PostgreSQL',
        env: { DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES_SERVER_URL}/${POSTGRES_BENCH_DATABASE}` },
        version,
    };
}
/** The file the server keeps a SQLite catalogue in, inside DATA_DIR (openDatabase in apps/server/src/db/database.ts). */
export const SERVER_SQLITE_FILE = 'backroom.sqlite';
function requireFromServer(id) {
    return createRequire(new URL('../../apps/server/package.json', import.meta.url))(id);
}
/** Opens a SQLite file (or ':memory:') with the server's own copy of better-sqlite3. */
export function openServerSqlite(file) {
    const Sqlite = requireFromServer('better-sqlite3');
    return new Sqlite(file);
}
/** The SQLite inside the server's better-sqlite3, asked through the server's own copy of it. */
function sqliteVersion() {
    const { version } = requireFromServer('better-sqlite3/package.json');
    const memory = openServerSqlite(':memory:');
    try {
        const row = memory.prepare('select sqlite_version() as version').get();
        return `SQLite ${row.version} (better-sqlite3 ${version})`;
    }
    finally {
        memory.close();
    }
}
/**
 * Gives PostgreSQL's planner statistics for the freshly seeded tables. The seed command does not
 * analyze, and this server runs with autovacuum off, so without it the planner guesses one row per
 * table and every search walks all items (about 600 ms each). A shop's database, with autovacuum
 * on, would have them soon after an import. SQLite plans these queries from its indexes alone.
 */
export async function refreshPlannerStatistics(target) {
    const databaseUrl = target.env.DATABASE_URL;
    if (databaseUrl === undefined)
        return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        await client.query('analyze');
    }
    finally {
        await client.end();
    }
}
/** Creates the benchmark database unless it exists; returns the server's `select version()` and autovacuum. */
async function createPostgresDatabaseIfMissing() {
    const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
    await admin.connect();
    try {
        const existing = await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_BENCH_DATABASE]);
        if (existing.rowCount === 0)
            await admin.query(`create database ${POSTGRES_BENCH_DATABASE}`);
        const result = await admin.query("select version() as version, current_setting('autovacuum') as autovacuum");
        const row = result.rows[0];
        return row === undefined ? 'unknown' : `${row.version}; autovacuum ${row.autovacuum}`;
    }
    finally {
        await admin.end();
    }
}
//# sourceMappingURL=database-target.js.map