import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3's Database class, the build that loads on the Node.js running the journeys, picked
 * as the server picks it (apps/server/src/db/better-sqlite-database.ts, docs/decisions/034): 13.x on
 * Node-API 10 (Node.js 22.14+, which `npm test` runs them on), 12.x on the machine's Node.js 20.
 */
export const SqliteDatabase: typeof SQLite =
  Number(process.versions.napi) >= 10
    ? (require('better-sqlite3-node-api') as typeof SQLite)
    : (require('better-sqlite3') as typeof SQLite);
