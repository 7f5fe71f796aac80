import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { type ShopServer, startShopServer } from '../src/shop-server.js';

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

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`shows The Back Room's home page on a ${viewport}`, async () => {
      const page = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('heading', { name: 'The Back Room' }).waitFor();
      assert.equal(await page.title(), 'The Back Room - Grow Supply & Florist');
      await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
      await saveScreenshot(page, 'home', viewport);
      await page.context().close();
    });
  }

  it('serves the app on a deep link and JSON errors under the API', async () => {
    const page = await openPage(browser, 'desktop');
    const response = await page.goto(`${server.baseUrl}/no/such/page`);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const api = await fetch(`${server.baseUrl}/backroom/api/v1/no-such-call`);
    assert.equal(api.status, 404);
    assert.equal(((await api.json()) as { error: { code: string } }).error.code, 'NOT_FOUND');
    await page.context().close();
  });

  it('stops cleanly on SIGTERM', async () => {
    assert.equal(await server.stop(), 0);
  });
});
