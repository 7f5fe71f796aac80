import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, saveScreenshot } from '../src/browser.js';
import { type ShopServer, startShopServer } from '../src/shop-server.js';
import { returningShopper } from '../src/shopper.js';

describe('a newcomer opens the demo shop', () => {
  let server: ShopServer;
  let browser: Browser;

  before(async () => {
    server = await startShopServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("titles the page with the shop's name and subtext", async () => {
    const context = await returningShopper(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
    assert.equal(await page.title(), 'The Back Room - Grow Supply & Florist');
    await context.close();
  });

  it('serves the app on a deep link, a 404 page for unknown routes and JSON errors under the API', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await returningShopper(browser, viewport);
      const page = await context.newPage();
      const response = await page.goto(`${server.baseUrl}/no/such/page`);
      assert.equal(response?.status(), 200);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await saveScreenshot(page, 'not-found', viewport);
      await context.close();
    }
    const api = await fetch(`${server.baseUrl}/backroom/api/v1/no-such-call`);
    assert.equal(api.status, 404);
    assert.equal(((await api.json()) as { error: { code: string } }).error.code, 'NOT_FOUND');
  });

  it('stops cleanly on SIGTERM', async () => {
    assert.equal(await server.stop(), 0);
  });
});
