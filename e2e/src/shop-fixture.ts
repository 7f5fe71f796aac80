import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.js';
import { type ShopServer, startShopServer } from './shop-server.js';

export interface ShopFixture {
  readonly server: ShopServer;
  readonly browser: Browser;
  /** The shop's PostgreSQL database (`{ postgresql: true }` only), for the test to read or move what the server wrote. */
  readonly database: FreshDatabase;
}

export interface UseShopOptions {
  /**
   * Run the shop on a new PostgreSQL database of its own (TEST_DATABASE_URL's server) instead of
   * SQLite: the server seeds the demo shop into it on start, as a first deploy would; the
   * database is dropped after the suite.
   */
  postgresql?: boolean;
}

/**
 * Starts the built shop and Chromium before a suite's tests and stops both after them; `env` is
 * the server's environment besides the defaults (given once the suite's own fakes have started).
 */
export function useShop(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}), options: UseShopOptions = {}): ShopFixture {
  let server: ShopServer | undefined;
  let browser: Browser | undefined;
  let database: FreshDatabase | undefined;
  before(async () => {
    database = options.postgresql ? await createFreshDatabase() : undefined;
    const onDatabase: Record<string, string> = database ? { DATABASE_URL: database.url, SEED_DEMO: 'true' } : {};
    server = await startShopServer({ ...onDatabase, ...(await env()) });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });
  return {
    get server() {
      if (!server) throw new Error('the shop has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
    get database() {
      if (!database) throw new Error(options.postgresql ? 'the shop has not started' : 'the shop runs on SQLite (useShop without postgresql)');
      return database;
    },
  };
}
