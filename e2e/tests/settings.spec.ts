import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { openPage, saveScreenshot } from '../src/browser.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount } from '../src/staff-account.js';

/** Saves the storefront settings form and waits for the server's yes. */
async function saveStorefront(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save storefront settings' }).click();
  await page.getByText('Saved. Shoppers see the change on their next page.').waitFor();
}

test.describe("staff change the shop's settings in the back office", () => {
  // A server of this suite's own: closing the shop here must not close it for other suites.
  const shop = useShop();

  test('close the shop, open it without the age check, turn the age check on, and rename the shop: shoppers see each at once', async () => {
    const email = 'clerk@example.ca';
    const password = 'a long staff password';
    await addStaffAccount(shop.server, email, 'staff', password);

    const staffContext = await returningShopper(shop.browser, 'desktop');
    const admin = await staffContext.newPage();
    await admin.goto(`${shop.server.baseUrl}/admin/settings`);
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Password').fill(password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('heading', { name: 'Shop settings' }).waitFor();
    assert.equal(await admin.getByRole('tab', { name: 'Settings', selected: true }).count(), 1);

    // Closed for inventory: a shopper's fresh page shows the site-disabled notice.
    const closed = admin.getByRole('switch', { name: /Shop closed \(site disabled\)/ });
    assert.equal(await closed.isChecked(), false);
    await closed.check();
    await saveStorefront(admin);
    await saveScreenshot(admin, 'admin-settings', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(admin), [], 'admin-settings');

    const shopperContext = await returningShopper(shop.browser, 'desktop');
    const shopper = await shopperContext.newPage();
    await shopper.goto(`${shop.server.baseUrl}/`);
    const notice = shopper.getByRole('dialog');
    await notice.getByText(/temporarily disabled while we perform yearly inventory/).waitFor();
    await saveScreenshot(shopper, 'settings-site-disabled', 'desktop');
    await notice.getByRole('button', { name: 'Its not OK but I understand.' }).click();
    await shopper.getByRole('link', { name: 'Shop The Back Room' }).waitFor();

    // Open again, without the age check: a first-time visitor walks straight in.
    await closed.uncheck();
    await admin.getByRole('switch', { name: /Age check/ }).uncheck();
    await saveStorefront(admin);
    const firstVisit = await openPage(shop.browser, 'desktop');
    await firstVisit.goto(`${shop.server.baseUrl}/`);
    await firstVisit.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
    assert.equal(await firstVisit.getByRole('dialog').count(), 0, 'no gate once both are off');
    await firstVisit.context().close();

    // The age check back on, and a new name and welcome: the gate greets with the new name.
    await admin.getByRole('switch', { name: /Age check/ }).check();
    await admin.getByLabel('Product name').fill('The Back Room Outlet');
    await admin.getByLabel('Welcome text (the home page)').fill('Spring sale: everything for the garden, all week.');
    await saveStorefront(admin);

    const newcomer = await openPage(shop.browser, 'desktop');
    await newcomer.goto(`${shop.server.baseUrl}/`);
    const gate = newcomer.getByRole('dialog', { name: 'Welcome to The Back Room Outlet' });
    await gate.getByText('19 years of age or older').waitFor();
    await saveScreenshot(newcomer, 'settings-age-gate', 'desktop');
    await gate.getByRole('button', { name: 'OK' }).click();
    await newcomer.getByText('Spring sale: everything for the garden, all week.').waitFor();
    assert.match(await newcomer.title(), /The Back Room Outlet/);
    await saveScreenshot(newcomer, 'settings-renamed-home', 'desktop');
    await newcomer.context().close();

    // The returning shopper's next page shows the new name and welcome too.
    await shopper.reload();
    await shopper.getByText('Spring sale: everything for the garden, all week.').waitFor();
    assert.equal(await shopper.getByRole('dialog').count(), 0);
    await shopperContext.close();
    await staffContext.close();
  });

  test('change a shipping rate in dollars and the next estimate uses it', async () => {
    const email = 'shipper@example.ca';
    const password = 'a long staff password';
    await addStaffAccount(shop.server, email, 'staff', password);
    const estimate = async () => {
      const response = await fetch(`${shop.server.baseUrl}/backroom/api/v1/shipping/estimate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ province: 'ON', postal: 'M5V 2T6', value: 2_000 }),
      });
      return ((await response.json()) as { code: string; price: number }[]).find((quote) => quote.code === 'CP.RP');
    };
    assert.equal((await estimate())?.price, 1_795);

    const context = await returningShopper(shop.browser, 'desktop');
    const admin = await context.newPage();
    await admin.goto(`${shop.server.baseUrl}/admin/settings`);
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Password').fill(password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('tab', { name: 'CP.RP' }).click();
    const price = admin.getByLabel('CP.RP QC, ON band 1 price');
    assert.equal(await price.inputValue(), '17.95');
    await price.fill('16.50');
    await admin.getByRole('button', { name: 'Save shipping rates' }).click();
    await admin.getByText('Saved. The next shipping estimate uses these rates.').waitFor();
    // The saved table stays in view, with the price as stored.
    assert.equal(await admin.getByLabel('CP.RP QC, ON band 1 price').inputValue(), '16.50');
    await saveScreenshot(admin, 'admin-shipping-rates', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(admin), [], 'admin-shipping-rates');
    assert.equal((await estimate())?.price, 1_650);
    await context.close();
  });
});
