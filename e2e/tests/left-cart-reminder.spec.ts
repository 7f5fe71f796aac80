import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '../src/fixtures.js';
import { SqliteDatabase as Database } from '../src/sqlite-database.js';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { startShopServer, type ShopServer } from '../src/shop-server.js';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';
import { returningShopper, settle } from '../src/shopper.js';

interface LoggedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

interface ApiItem {
  id: string;
  name: string;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  discontinued: boolean;
  stock: number;
}

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const CONSENT = 'Yes, The Back Room may e-mail me one reminder with a link to this cart if I leave without ordering. I can unsubscribe at any time.';

test.describe('a shopper who ticked the reminder box and left gets their cart back from the e-mail, on any device', () => {
  let server: ShopServer;
  let browser: Browser;
  const mails: LoggedMail[] = [];

  test.beforeAll(async ({ browser: workerBrowser }) => {
    // Reminders swept every second; the e-mails written to the log, where the test reads them.
    server = await startShopServer(
      { LEFT_CART_SWEEP_SECONDS: '1', LOG_LEVEL: 'info' },
      {
        onLogLine: (line) => {
          if (!line.includes('"mail"')) return;
          const { mail } = JSON.parse(line) as { mail?: LoggedMail };
          if (mail) mails.push(mail);
        },
      },
    );
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function plainItem(): Promise<ApiItem> {
    const items = (await (await fetch(`${server.baseUrl}/backroom/api/v1/items/category/base-nutrients`)).json()) as ApiItem[];
    const item = items.find((candidate) => !candidate.group.enabled && !candidate.special && !candidate.hidden && !candidate.discontinued && candidate.stock > 5);
    assert.ok(item, 'base nutrients has a plain item in stock');
    return item;
  }

  /** The shopper left hours ago, as far as the reminder goes: their cart's last change is moved back. */
  function hoursPass(email: string): void {
    const database = new Database(path.join(server.dataDir, 'backroom.sqlite'));
    try {
      const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000).toISOString();
      const moved = database.prepare("update left_carts set updated_at = ? where email = ? and status = 'waiting'").run(fiveHoursAgo, email);
      assert.equal(moved.changes, 1, 'one cart waits for its reminder');
    } finally {
      database.close();
    }
  }

  async function reminderTo(email: string): Promise<LoggedMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = mails.filter((mail) => mail.to === email);
      if (found.length > 0) return found[0]!;
      if (Date.now() > deadline) throw new Error(`no reminder reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** A shopper with an item in the cart, at the checkout's Contact Information step. */
  async function atContactStep(context: BrowserContext, item: ApiItem): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/item/${item.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/order/checkout');
    await page.getByRole('heading', { level: 2, name: 'Review Order', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Contact Information', exact: true }).waitFor();
    return page;
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`ticks the box, leaves, gets one e-mail and opens the cart from it in a fresh browser (${viewport})`, async () => {
      const item = await plainItem();
      const email = `left-${viewport}@example.ca`;
      const leaving = await returningShopper(browser, viewport);
      const page = await atContactStep(leaving, item);
      await page.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Parks');
      await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('902 555 0142');

      const box = page.getByRole('checkbox', { name: CONSENT });
      await box.waitFor();
      assert.equal(await box.isChecked(), false, 'the box starts unticked');
      const kept = page.waitForResponse((response) => response.url().endsWith('/backroom/api/v1/left-carts') && response.request().method() === 'POST');
      await box.check();
      assert.equal((await kept).status(), 201);
      await settle(page);
      await saveScreenshot(page, 'left-cart-consent', viewport);
      await leaving.close();

      // Hours later: the sweeper sends one reminder, in English, with the one-click unsubscribe.
      hoursPass(email);
      const mail = await reminderTo(email);
      assert.equal(mail.subject, 'The Back Room: your cart is waiting for you');
      assert.match(mail.text, new RegExp(`You left an item in your cart at The Back Room:\\n2 × `));
      assert.match(mail.headers?.['List-Unsubscribe'] ?? '', /^<https:\/\/thebackroom\.ca\/backroom\/api\/v1\/left-carts\/[\w-]{22}\/unsubscribe>$/);
      assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
      assert.ok(mail.html?.includes('<a href="https://thebackroom.ca/saved-cart/'), 'the HTML part links back to the cart');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      assert.equal(mails.filter((sent) => sent.to === email).length, 1, 'never twice');

      // The link, on another device: a fresh browser with an empty cart.
      const link = /https:\/\/thebackroom\.ca(\/saved-cart\/[\w-]{22})/.exec(mail.text)?.[1];
      assert.ok(link, 'the e-mail has the link back to the cart');
      const elsewhere = await returningShopper(browser, viewport);
      const other = await elsewhere.newPage();
      const problems: string[] = [];
      other.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      other.on('pageerror', (error) => problems.push(error.message));
      await other.goto(`${server.baseUrl}${link}`);
      await other.getByRole('heading', { level: 1, name: 'Your cart is back' }).waitFor();
      await other.getByText(/^2 × /).waitFor();
      await settle(other);
      await saveScreenshot(other, 'left-cart-restored', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(other), [], 'left-cart-restored');
      const cart = JSON.parse((await other.evaluate(() => window.localStorage.getItem('cart'))) ?? '{}') as { items?: Record<string, { count: number }> };
      assert.equal(cart.items?.[item.id]?.count, 2, 'the cart holds the item again');
      await other.getByRole('link', { name: 'Go to your cart' }).click();
      await other.waitForURL('**/order/cart');
      await other.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();

      // The e-mail's unsubscribe link: a button, not the visit, unsubscribes.
      await other.goto(`${server.baseUrl}${link}/unsubscribe`);
      await other.getByRole('button', { name: 'Unsubscribe' }).click();
      await other.getByText('Done: this e-mail address will get no more reminders of left carts from us.').waitFor();
      await settle(other);
      await saveScreenshot(other, 'left-cart-unsubscribed', viewport);
      assert.deepEqual(problems, [], 'the pages render on the server and hydrate without errors');
      await elsewhere.close();
    });
  }

  test('staff turn the reminders off in the back office Settings, and the checkout stops offering them; then on again', async () => {
    const email = 'reminders@example.ca';
    const password = 'a long staff password';
    await addStaffAccount(server, email, 'staff', password);
    const item = await plainItem();
    for (const [viewport, on] of [
      ['desktop', false],
      ['phone', true],
    ] as const) {
      const staff = await returningShopper(browser, viewport);
      const admin = await staff.newPage();
      await signInToBackOffice(admin, `${server.baseUrl}/admin/settings`, email, password);
      const section = admin.getByRole('region', { name: 'Left-cart reminders' });
      const toggle = section.getByRole('switch');
      await toggle.waitFor();
      assert.equal(await toggle.isChecked(), !on);
      await toggle.setChecked(on);
      await section.getByRole('button', { name: 'Save cart reminders' }).click();
      await admin.getByText('Cart reminder settings saved.').waitFor();
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(admin, 'admin-left-cart-settings', viewport, { onScreen: true });
      await staff.close();

      const shopper = await returningShopper(browser, viewport);
      const page = await atContactStep(shopper, item);
      await page.getByRole('textbox', { name: 'Email Address' }).fill(`offer-${viewport}@example.ca`);
      await settle(page);
      assert.equal(await page.getByRole('checkbox', { name: CONSENT }).count(), on ? 1 : 0, on ? 'offered again' : 'not offered while off');
      await shopper.close();
    }
  });
});
