import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type ShopServer, startShopServer } from './shop-server.js';

export interface ShopFixture {
  readonly server: ShopServer;
  readonly browser: Browser;
}

/**
 * Starts the built shop and Chromium before a suite's tests and stops both after them; `env` is
 * the server's environment besides the defaults (given once the suite's own fakes have started).
 */
export function useShop(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})): ShopFixture {
  let server: ShopServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startShopServer(await env());
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
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
  };
}
