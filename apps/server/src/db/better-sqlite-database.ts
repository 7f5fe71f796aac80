import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3's Database class, the build that is safe on the running Node. 12.x is compiled
 * for one Node ABI, and compiled with Node 24.19+'s headers (npm does so whenever it cannot
 * download the ready-made binary) it aborts the process when the garbage collector frees a
 * statement (nodejs/node#65446). 13.x runs on Node-API 10 (Node 22.14+) with binaries in the
 * package, but crashes on Node 20: each Node gets the one that works. See docs/decisions/034.
 */
export const BetterSqliteDatabase: typeof SQLite =
  Number(process.versions.napi) >= 10
    ? (require('better-sqlite3-node-api') as typeof SQLite)
    : (require('better-sqlite3') as typeof SQLite);
