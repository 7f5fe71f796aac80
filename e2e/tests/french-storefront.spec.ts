import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients } from '../src/demo-items.js';
import { returningShopper, settle } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** The language the page says it is in, and whether its header speaks French. */
async function headerLanguage(page: Page) {
  return {
    lang: await page.locator('html').getAttribute('lang'),
    french: await page.getByRole('button', { name: /^Panier, / }).isVisible(),
  };
}

/** Checks a radio once the sticky header has stopped resizing (it moves the page for 150 ms). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

test.describe('the French storefront', () => {
  const shop = useShop();

  for (const viewport of VIEWPORT_NAMES) {
    test(`switches the header to French with FR, and stays French after a reload (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category`);
      await page.getByRole('heading', { level: 1, name: 'All Departments' }).waitFor();
      const french = page.getByRole('button', { name: 'FR', exact: true });
      assert.equal(await french.getAttribute('aria-pressed'), 'false');
      assert.equal(await french.getAttribute('lang'), 'fr');

      await french.click();
      await page.getByRole('heading', { level: 1, name: 'Tous les rayons' }).waitFor();
      assert.deepEqual(await headerLanguage(page), { lang: 'fr-CA', french: true });
      assert.equal(await french.getAttribute('aria-pressed'), 'true');
      // One search box shows: the header's on a desktop, the one under it on a phone.
      assert.equal(await page.locator('input[placeholder="Rechercher"]:visible').count(), 1);
      await settle(page);
      await saveScreenshot(page, 'french-listing', viewport);

      // The server's first view is French too: <html lang> before any script has run.
      const response = await page.reload();
      assert.match((await response?.text()) ?? '', /<html lang="fr-CA">/);
      await page.getByRole('heading', { level: 1, name: 'Tous les rayons' }).waitFor();
      assert.deepEqual(await headerLanguage(page), { lang: 'fr-CA', french: true });

      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'All Departments' }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'en-CA');
      await context.close();
    });
  }

  test('never shows English first on a French first view', async () => {
    const context = await returningShopper(shop.browser, 'phone');
    await context.addInitScript(() => {
      window.localStorage.setItem('backroom.locale', 'fr-CA');
      // Every text the page ever rendered, to catch a flash of English before the French.
      const seen: string[] = [];
      Object.assign(window, { seenTexts: seen });
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/cart`);
    await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
    const seen = (await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)).join('\n');
    for (const english of ['Your shopping cart is empty!', 'Privacy Policy', 'Terms of Service']) assert.equal(seen.includes(english), false, `showed '${english}'`);
    await context.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`takes a pickup order paid by Interac e-Transfer through the checkout in French (${viewport})`, async () => {
      const [item] = await plainBaseNutrients(shop.server.baseUrl);
      assert.ok(item, 'base nutrients has a plain item in stock');
      const context = await returningShopper(shop.browser, viewport);
      await context.addInitScript(() => window.localStorage.setItem('backroom.locale', 'fr-CA'));
      const page = await context.newPage();
      const step = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      const next = (name = 'Suivant') => page.getByRole('button', { name, exact: true });

      await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
      // The page asks for its French cookie and comes again, then its scripts take it over.
      await settle(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
      await dialog.getByRole('link', { name: 'Passer à la caisse' }).click();
      await page.waitForURL('**/order/checkout');

      await step('Vérifier la commande').waitFor();
      await page.getByRole('group', { name: 'Étapes de la commande' }).getByText('Coordonnées').waitFor();
      await next().click();
      await step('Coordonnées').waitFor();
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Gabrielle');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Roy');
      await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill('gabrielle@example.ca');
      await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('902 555 0101');
      await next().click();

      await step('Informations de livraison').waitFor();
      await choose(page.getByRole('radio', { name: /Pickup|Cueillette/ }));
      // Pickup is in Nova Scotia: one HST line, named as French names it.
      await page.getByRole('table', { name: 'Sommaire', exact: true }).getByText(/^TVH 14\s%$/).waitFor();
      await settle(page);
      await saveScreenshot(page, 'french-checkout-shipping', viewport);
      await next().click();

      await step('Paiement').waitFor();
      const options = page.getByRole('radiogroup', { name: 'Modes de paiement' });
      await choose(options.getByRole('radio', { name: 'Virement Interac' }));
      const instructions = page.getByRole('alert').filter({ hasText: 'Payer par virement Interac' });
      assert.match((await instructions.textContent()) ?? '', /envoyez un virement Interac de \d+,\d\d\u00a0\$/);
      await instructions.getByText('Le dépôt automatique est activé', { exact: false }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'french-checkout-payment', viewport);
      await next('Passer la commande').click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr-CA');
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('heading', { name: `Sommaire de la commande/facture ${orderId}` }).waitFor();
      const totals = page.getByRole('table', { name: 'Totaux' });
      await totals.getByText(/^TVH 14\s%$/).waitFor();
      assert.match((await totals.getByRole('row').last().textContent()) ?? '', /^Total\d+,\d\d\u00a0\$$/);
      await settle(page);
      await saveScreenshot(page, 'french-receipt', viewport);
      await context.close();
    });
  }
});
