import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS } from '../src/browser.js';
import { returningShopper, settle } from '../src/shopper.js';

const FORM_PATH = '/backroom/api/v1/payment/sandbox/form';
const SOURCE = 'backroom-sandbox-card';

interface FrameMessage {
  source: string;
  type: string;
  token?: string;
  last4?: string;
  status?: string;
  errors?: Array<{ field: string; message: string }>;
}

/** Shows the sandbox card form in an iframe of the storefront page, as the payment step will. */
async function frameSandboxForm(page: Page, formUrl: string): Promise<void> {
  await page.evaluate(
    ({ url, source }) => {
      const messages: unknown[] = [];
      (window as unknown as { sandboxMessages: unknown[] }).sandboxMessages = messages;
      window.addEventListener('message', (event) => {
        const data = event.data as { source?: string } | null;
        if (data?.source === source) messages.push({ ...data, origin: event.origin });
      });
      const frame = document.createElement('iframe');
      frame.id = 'sandbox-card';
      frame.title = 'Card details';
      frame.src = url;
      frame.style.cssText = 'position:fixed;inset:80px 16px auto 16px;height:260px;width:calc(100% - 32px);max-width:480px;border:1px solid #ccc;background:#fff;z-index:99999';
      document.body.append(frame);
    },
    { url: formUrl, source: SOURCE },
  );
}

async function messages(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => (window as unknown as { sandboxMessages: FrameMessage[] }).sandboxMessages);
}

async function waitForMessage(page: Page, type: string, count = 1): Promise<FrameMessage> {
  await page.waitForFunction(
    ({ type: wanted, count: times }) =>
      (window as unknown as { sandboxMessages: Array<{ type: string }> }).sandboxMessages.filter((message) => message.type === wanted).length >= times,
    { type, count },
    { timeout: 10_000 },
  );
  return (await messages(page)).filter((message) => message.type === type).at(-1)!;
}

async function askForToken(page: Page): Promise<void> {
  await page.evaluate((source) => {
    const frame = document.getElementById('sandbox-card') as HTMLIFrameElement;
    frame.contentWindow!.postMessage({ source, type: 'tokenize' }, window.location.origin);
  }, SOURCE);
}

test.describe('the sandbox card form in the storefront', () => {
  const shop = useShop();

  test('runs the storefront under its Content-Security-Policy without a single violation', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    for (const path of ['/', '/category', '/order/cart', '/about']) {
      const response = await page.goto(`${shop.server.baseUrl}${path}`);
      assert.match(String(response?.headers()['content-security-policy']), /script-src 'self' https:\/\/web\.squarecdn\.com/);
      await settle(page);
    }
    // The app's own scripts ran: the home screen rendered under the policy.
    await page.goto(`${shop.server.baseUrl}/`);
    await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
    assert.deepEqual(violations, []);
    await context.close();
  });

  test('turns a test card into a token posted to the storefront, and shows why a card is refused', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/about`);
      await settle(page);
      await frameSandboxForm(page, FORM_PATH);
      await waitForMessage(page, 'ready');
      const form = page.frameLocator('#sandbox-card');

      await form.getByLabel('Card number').fill('4242 4242 4242 4241');
      await form.getByLabel('Expiry (MM/YY)').fill('0120');
      await form.getByLabel('CVC').fill('12');
      await askForToken(page);
      const refused = await waitForMessage(page, 'error');
      assert.equal(refused.status, 'Invalid');
      assert.deepEqual(
        refused.errors?.map((error) => error.field),
        ['number', 'expiry', 'cvc'],
      );
      await form.getByText('The card number is not valid.').waitFor();
      assert.equal(await form.getByLabel('Expiry (MM/YY)').inputValue(), '01/20');
      await saveScreenshot(page, 'sandbox-card-refused', viewport);

      await form.getByLabel('Card number').fill('4242424242424242');
      assert.equal(await form.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
      await form.getByLabel('Expiry (MM/YY)').fill('12/39');
      await form.getByLabel('CVC').fill('123');
      await askForToken(page);
      const token = await waitForMessage(page, 'token');
      assert.match(token.token ?? '', /^sbx_/);
      assert.equal(token.last4, '4242');
      assert.equal((token as FrameMessage & { origin: string }).origin, shop.server.baseUrl);
      assert.equal(await form.getByLabel('Card number').inputValue(), '');
      await context.close();
    }
  });

  test('cannot be framed by a page of another origin', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    const elsewhere = shop.server.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${elsewhere}/about`);
    await settle(page);
    await frameSandboxForm(page, `${shop.server.baseUrl}${FORM_PATH}`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.deepEqual(await messages(page), []);
    await context.close();
  });
});
