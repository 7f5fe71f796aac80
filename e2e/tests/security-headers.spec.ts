import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot } from '../src/browser.js';
import { returningShopper } from '../src/shopper.js';
import { networkQuiet } from '../src/quiet-network.js';

/** What the page's policies say in the console (an unknown Permissions-Policy feature, a CSP refusal) and the errors it throws. */
function policyComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy|Refused to/i.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
}

test.describe('the security headers in the browser', () => {
  const shop = useShop();

  test('the storefront runs under its Permissions-Policy: nothing unknown, camera and the like off, card payments on for the providers', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    const complaints = policyComplaints(page);
    for (const path of ['/', '/order/cart']) {
      const response = await page.goto(`${shop.server.baseUrl}${path}`);
      assert.equal(response?.headers()['referrer-policy'], 'strict-origin-when-cross-origin');
      await networkQuiet(page);
    }
    const features = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: { allowsFeature(feature: string, origin?: string): boolean } }).featurePolicy;
      return {
        camera: policy.allowsFeature('camera'),
        geolocation: policy.allowsFeature('geolocation'),
        topics: policy.allowsFeature('browsing-topics'),
        payment: policy.allowsFeature('payment'),
        squarePayment: policy.allowsFeature('payment', 'https://web.squarecdn.com'),
        otherPayment: policy.allowsFeature('payment', 'https://pay.example.com'),
      };
    });
    assert.deepEqual(features, { camera: false, geolocation: false, topics: false, payment: true, squarePayment: true, otherPayment: false });
    assert.deepEqual(complaints, []);
    await context.close();
  });

  test('the API docs page works under its Content-Security-Policy: the operations show and Try it out calls the API', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    const complaints = policyComplaints(page);
    const response = await page.goto(`${shop.server.baseUrl}/api/docs/`);
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
    await page.getByText('/healthz', { exact: true }).click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status').filter({ hasText: '200' }).first().waitFor();
    assert.ok((await page.locator('.opblock').count()) > 50, 'every operation is listed');
    await saveScreenshot(page, 'api-docs', 'desktop');
    assert.deepEqual(complaints, []);
    await context.close();
  });
});
