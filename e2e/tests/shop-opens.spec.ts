import assert from 'node:assert/strict';
import { readlink, realpath } from 'node:fs/promises';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot } from '../src/browser.js';
import { MACHINE_NODE } from '../src/shop-server.js';
import { returningShopper } from '../src/shopper.js';

// On the machine's own Node.js, with checkout, the back office and the scheduled backups: the
// oldest Node the shop supports is checked end to end there (docs/decisions/088).
test.describe('a newcomer opens the demo shop', () => {
  const shop = useShop(undefined, { onMachineNode: true });

  test("runs on the machine's own Node.js", async () => {
    assert.equal(await readlink(`/proc/${shop.server.pid}/exe`), await realpath(MACHINE_NODE));
  });

  test("titles the page with the shop's name and subtext", async ({ cart: { page } }) => {
    await page.goto(`${shop.server.baseUrl}/`);
    await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
    assert.equal(await page.title(), 'The Back Room - Grow Supply & Florist');
  });

  test('serves the app with a 404 status and page for unknown routes, and JSON errors under the API', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      const response = await page.goto(`${shop.server.baseUrl}/no/such/page`);
      assert.equal(response?.status(), 404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await saveScreenshot(page, 'not-found', viewport);
      await context.close();
    }
    const api = await fetch(`${shop.server.baseUrl}/backroom/api/v1/no-such-call`);
    assert.equal(api.status, 404);
    assert.equal(((await api.json()) as { error: { code: string } }).error.code, 'NOT_FOUND');
  });

  test('stops cleanly on SIGTERM', async () => {
    assert.equal(await shop.server.stop(), 0);
  });
});
