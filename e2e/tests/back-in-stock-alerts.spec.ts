import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, type ViewportName } from '../src/browser.js';
import type { ShopItem } from '../src/demo-items.js';
import { mailHeader, mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { returningShopper, settle } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';

const SHOPPERS: Record<ViewportName, string> = { desktop: 'rowan.waits@example.ca', phone: 'sam.waits@example.ca' };

test.describe('a shopper asks to hear when a sold-out item is back, confirms from the e-mail, and hears once staff restock', () => {
  const outbox = useMailOutbox();
  // Sweeps every second, so the alert goes out while the journey watches.
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl(), STOCK_ALERT_SWEEP_SECONDS: '1' }));
  const staffEmail = 'restocker@example.ca';
  const staffPassword = 'a long staff password';
  let item: ShopItem;

  /** A link of the e-mail, on the server under test (the demo shop's configured address is its public one). */
  function linkIn(text: string, kind: 'confirm' | 'unsubscribe'): string {
    const link = new RegExp(`https?://[^\\s]+/stock-alerts/[A-Za-z0-9_-]{43}/${kind}`).exec(text)?.[0];
    assert.ok(link, `the e-mail has a ${kind} link:\n${text}`);
    const url = new URL(link);
    return `${shop.server.baseUrl}${url.pathname}`;
  }

  async function itemPage(viewport: ViewportName): Promise<Page> {
    const context = await returningShopper(shop.browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
    await settle(page);
    return page;
  }

  test('finds a sold-out item the demo shop sells', async () => {
    const response = await fetch(`${shop.server.baseUrl}/backroom/api/v1/items?limit=1000`);
    const items = (await response.json()) as ShopItem[];
    const soldOut = items.find((candidate) => !candidate.group.enabled && !candidate.special && !candidate.hidden && !candidate.discontinued && !candidate.florist && candidate.stock === 0);
    assert.ok(soldOut, 'the demo shop has a plain sold-out item');
    item = soldOut;
    await addStaffAccount(shop.server, staffEmail, 'staff', staffPassword);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    test(`asks for the alert with the consent box ticked and confirms it from the e-mail (${viewport === 'desktop' ? 1280 : 390} px)`, async () => {
      const email = SHOPPERS[viewport];
      const page = await itemPage(viewport);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Out of stock').waitFor();
      await dialog.getByRole('button', { name: 'Tell me when it’s back' }).click();
      const form = dialog.getByRole('form', { name: 'Get one e-mail when it’s back' });
      await form.getByLabel('Email Address').fill(email);
      const consent = form.getByRole('checkbox');
      assert.equal(await consent.isChecked(), false, 'the consent box starts unticked');
      await form.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
      await form.getByText('Tick the box to agree to the e-mail.').waitFor();
      await consent.check();
      await saveScreenshot(page, 'stock-alert-form', viewport);
      await form.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
      await dialog.getByText(`Check your e-mail: we sent a link to ${email}.`).waitFor();
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await saveScreenshot(page, 'stock-alert-asked', viewport);

      const confirmation = await outbox.waitFor(email, 'Please confirm');
      assert.match(mailHeader(confirmation, 'List-Unsubscribe-Post'), /List-Unsubscribe=One-Click/);
      const text = mailPart(confirmation, 'text/plain');
      assert.match(text, /Sent by The Back Room, .*Nova Scotia|Sent by The Back Room, .*NS/);
      const mailView = await page.context().newPage();
      await mailView.setContent(mailPart(confirmation, 'text/html'));
      await saveScreenshot(mailView, 'stock-alert-confirmation-email', viewport);
      const confirmPage = await page.context().newPage();
      await confirmPage.goto(linkIn(text, 'confirm'));
      await confirmPage.getByRole('heading', { name: 'Confirm your back-in-stock alert' }).waitFor();
      await confirmPage.getByRole('button', { name: 'Yes, tell me when it’s back' }).click();
      await confirmPage.getByRole('heading', { name: 'You’re on the list' }).waitFor();
      await saveScreenshot(confirmPage, 'stock-alert-confirmed', viewport);
      await page.context().close();
    });
  }

  test('staff see two shoppers waiting, restock the item, and each shopper gets one e-mail that it is back (1280 px)', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/items`, staffEmail, staffPassword);
    const waiting = page.getByRole('region', { name: 'Shoppers waiting' });
    // Named once the item list has loaded.
    const chip = waiting.getByRole('link', { name: `${item.name}: 2 shoppers wait` });
    await chip.waitFor();
    await saveScreenshot(page, 'stock-alert-staff-items', 'desktop', { onScreen: true });
    await chip.click();
    await page.getByText('2 shoppers wait for this item to be back in stock').waitFor();
    const counts = page.getByLabel(/^Count at /);
    await counts.first().fill('6');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();
    // The note follows the e-mails on its own: being sent, then gone once both shoppers are told.
    const note = page.getByText(/shoppers? wait/);
    await saveScreenshot(page, 'stock-alert-staff-restocked', 'desktop');
    await note.waitFor({ state: 'detached', timeout: 15_000 });

    for (const email of Object.values(SHOPPERS)) {
      const back = await outbox.waitFor(email, 'is back in stock');
      const text = mailPart(back, 'text/plain');
      assert.match(text, new RegExp(`/item/${item.id}`));
      assert.match(mailHeader(back, 'List-Unsubscribe'), /\/unsubscribe>$/);
      const unsubscribe = await page.context().newPage();
      await unsubscribe.goto(linkIn(text, 'unsubscribe'));
      await unsubscribe.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    }
    // Swept again and again: still one e-mail each.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const email of Object.values(SHOPPERS)) {
      assert.equal(outbox.messagesTo(email).filter((message) => mailHeader(message, 'Subject').includes('is back in stock')).length, 1);
    }
    await page.reload();
    await page.getByRole('heading', { name: /Edit / }).waitFor();
    assert.equal(await note.count(), 0, 'nobody waits any more');
    await context.close();
  });
});
