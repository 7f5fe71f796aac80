import type { DatabaseName } from './bench-options.js';
/** Where the benchmark's databases live; kept between runs so the catalogue is seeded once. */
export declare const BENCH_DATA_ROOT: string;
/** A database ready for the seed command and the server: the environment they need, and its version. */
export interface DatabaseTarget {
    name: DatabaseName;
    label: string;
    env: Record<string, string>;
    version: string;
}
/** `dataDirName`: a data directory of its own under BENCH_DATA_ROOT, e.g. for a store only one part of the benchmark uses. */
export declare function prepareDatabase(name: DatabaseName, dataDirName?: string): Promise<DatabaseTarget>;
/** The file the server keeps a SQLite catalogue in, inside DATA_DIR (openDatabase in apps/server/src/db/database.ts). */
export declare const SERVER_SQLITE_FILE = "backroom.sqlite";
/** The few parts of a better-sqlite3 statement the benchmark uses. */
export interface SqliteStatement {
    run(...parameters: unknown[]): {
        changes: number;
    };
    get(...parameters: unknown[]): unknown;
    all(...parameters: unknown[]): unknown[];
}
/** The few parts of a better-sqlite3 connection the benchmark uses. */
export interface SqliteConnection {
    prepare(source: string): SqliteStatement;
    pragma(source: string): unknown;
    /** `fn` wrapped in begin/commit (rollback when it throws). */
    transaction<T>(fn: () => T): () => T;
    close(): void;
}
/** Opens a SQLite file (or ':memory:') with the server's own copy of better-sqlite3. */
export declare function openServerSqlite(file: string): SqliteConnection;
/**
 * Gives PostgreSQL's planner statistics for the freshly seeded tables. The seed command does not
 * analyze, and this server runs with autovacuum off, so without it the planner guesses one row per
 * table and every search walks all items (about 600 ms each). A shop's database, with autovacuum
 * on, would have them soon after an import. SQLite plans these queries from its indexes alone.
 */
export declare function refreshPlannerStatistics(target: DatabaseTarget): Promise<void>;
