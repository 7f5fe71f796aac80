import { randomUUID } from 'node:crypto';
import { test as base, type BrowserContext, type Browser, type Page } from '@playwright/test';
import type { ViewportName } from './browser.js';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.js';
import { MACHINE_NODE, type ShopServer, startShopServer } from './shop-server.js';
import { returningShopper, storedCart } from './shopper.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from './staff-account.js';
import { watchRequests } from './quiet-network.js';

export { expect } from '@playwright/test';

/** A running shop: the built server, this worker's Chromium, and the PostgreSQL database it works on. */
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
   * database is dropped after the describe block.
   */
  postgresql?: boolean;
  /**
   * Run the server on the machine's own Node.js (MACHINE_NODE) rather than the journeys' Node.js 24:
   * the blocks that check the oldest supported Node (20 on CI) end to end (docs/decisions/088).
   */
  onMachineNode?: boolean;
}

/** A member of staff with an account in the shop: how they sign in, and the header their API calls carry. */
export interface StaffMember {
  readonly email: string;
  readonly password: string;
  readonly role: StaffRole;
  /** `{ authorization: 'Bearer …' }` for the staff API. */
  readonly headers: { authorization: string };
  /** Opens a back-office page (a path such as /admin/orders) and signs in there. */
  signIn(page: Page, path: string): Promise<void>;
}
export type StaffRole = 'admin' | 'staff' | 'viewer';

/** A shopper who registered as a member through the API and holds a session. */
export interface SignedInMember {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The session's bearer token, for the API. */
  readonly token: string;
  /** The session as the storefront keeps it in local storage under `session` (JSON). */
  readonly session: string;
}

/** A returning shopper's browser (past the age gate, cart in local storage) with one page open. */
export interface ShopperCart {
  readonly context: BrowserContext;
  readonly page: Page;
}

interface Fixtures {
  /** The shop of the describe block (`useShop`). */
  shop: ShopFixture;
  /** The role of `staffMember` (test.use({ staffRole: 'viewer' })). */
  staffRole: StaffRole;
  staffMember: StaffMember;
  member: SignedInMember;
  /** The viewport of `cart` (test.use({ viewportName: 'phone' })). */
  viewportName: ViewportName;
  /** The cart `cart` starts with (storedCart(...)): past the age gate, empty unless set. */
  storedCart: string;
  cart: ShopperCart;
}

/** The shops useShop has started in this worker, innermost describe last (a worker runs one test at a time). */
const openShops: ShopFixture[] = [];

export const test = base.extend<Fixtures>({
  shop: async ({}, use) => {
    const shop = openShops.at(-1);
    if (!shop) throw new Error('no shop: call useShop() in the describe block');
    await use(shop);
  },
  staffRole: ['staff', { option: true }],
  staffMember: async ({ shop, staffRole }, use) => {
    const email = `${staffRole}-${randomUUID().slice(0, 8)}@example.ca`;
    const password = `a long ${staffRole} password`;
    await addStaffAccount(shop.server, email, staffRole, password);
    const headers = await staffAuthorization(shop.server, email, password);
    await use({ email, password, role: staffRole, headers, signIn: (page, path) => signInToBackOffice(page, `${shop.server.baseUrl}${path}`, email, password) });
  },
  member: async ({ shop }, use) => {
    const member = { email: `member-${randomUUID().slice(0, 8)}@example.ca`, password: 'my garden password', firstName: 'Rose', lastName: 'Gardner' };
    const registered = await fetch(`${shop.server.baseUrl}/api/v1/members/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    if (registered.status !== 201) throw new Error(`member registration answered ${registered.status}: ${await registered.text()}`);
    const session = (await registered.json()) as { token: string };
    await use({ ...member, token: session.token, session: JSON.stringify(session) });
  },
  viewportName: ['desktop', { option: true }],
  storedCart: [storedCart(), { option: true }],
  cart: async ({ shop, viewportName, storedCart: cart }, use) => {
    const context = await returningShopper(shop.browser, viewportName, cart);
    const page = await context.newPage();
    await use({ context, page });
    await context.close();
  },
});

/**
 * Starts the built shop before a describe block's tests, on a port and a database of its own (a
 * copy of the demo-shop template, or a new PostgreSQL database), and stops it after them; `env` is
 * the server's environment besides the defaults (given once the block's own fakes have started).
 * The tests reach it as the returned object or as the `shop` fixture; the browser is the worker's.
 */
export function useShop(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}), options: UseShopOptions = {}): ShopFixture {
  let server: ShopServer | undefined;
  let browser: Browser | undefined;
  let database: FreshDatabase | undefined;
  const fixture: ShopFixture = {
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
  test.beforeAll(async ({ browser: workerBrowser }) => {
    watchRequests(workerBrowser);
    browser = workerBrowser;
    database = options.postgresql ? await createFreshDatabase() : undefined;
    const onDatabase: Record<string, string> = database ? { DATABASE_URL: database.url, SEED_DEMO: 'true' } : {};
    server = await startShopServer({ ...onDatabase, ...(await env()) }, options.onMachineNode ? { node: MACHINE_NODE } : {});
    openShops.push(fixture);
  });
  test.afterAll(async () => {
    openShops.splice(openShops.indexOf(fixture), 1);
    await server?.stop();
    await database?.drop();
  });
  return fixture;
}
