import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { openPage, saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { networkQuiet } from '../src/quiet-network.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const CATEGORY = '/category/liquid-nutrients/base-nutrients';

/** The text of the storefront's markup in a page as the server sent it (before any script). */
function shownText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'));
  return root.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/[ \t\r\n]+/g, ' ');
}

test.describe('the first view comes from the server', () => {
  const shop = useShop();

  test('sends a French first view in French, in the HTML itself, with no Loading... to wait through', async () => {
    const response = await fetch(`${shop.server.baseUrl}${CATEGORY}`, { headers: { cookie: 'backroom_lang=fr-CA; backroom_age_ok=1' } });
    const html = await response.text();
    assert.match(html, /<html lang="fr-CA">/);
    const text = shownText(html);
    for (const french of ['Catégories', 'Politique de confidentialité', 'en stock']) assert.ok(text.includes(french), `the page says '${french}'`);
    assert.match(text, /\d+,\d{2}\u00a0\$/, 'prices are French: 19,99 $');
    for (const english of ['Loading...', 'Privacy Policy', 'in stock', 'Categories']) assert.equal(text.includes(english), false, `no '${english}'`);
    // Chosen by the browser's language too, for a first visit that has chosen nothing yet.
    const byBrowser = await (await fetch(`${shop.server.baseUrl}/category`, { headers: { 'accept-language': 'fr-CA,fr;q=0.9', cookie: 'backroom_age_ok=1' } })).text();
    assert.ok(shownText(byBrowser).includes('Tous les rayons'));
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`paints the French page from its first frame, never English or Loading... (${viewport})`, async () => {
      const context = await shop.browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fr-CA' });
      await context.addCookies([{ name: 'backroom_age_ok', value: '1', url: shop.server.baseUrl }]);
      await context.addInitScript(() => {
        // Every text the page ever showed, from the parser's first node on.
        const seen: string[] = [];
        Object.assign(window, { seenTexts: seen });
        new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}${CATEGORY}`);
      await page.getByRole('heading', { level: 1, name: 'Base Nutrients' }).waitFor();
      await page.getByRole('button', { name: /^Panier, 0 article/ }).waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      // The parser shows the page as it arrives: from the first moment the listing is there, it is French.
      const firstWithListing = seen.find((text) => text.includes('Base Nutrients')) ?? '';
      assert.ok(firstWithListing.includes('Catégories'), 'the listing is French from its first frame');
      for (const english of ['Loading...', 'Privacy Policy', 'Categories', 'in stock']) assert.equal(seen.join('\n').includes(english), false, `showed '${english}'`);
      await saveScreenshot(page, 'first-view-french-listing', viewport);
      await context.close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`puts the age gate over a first visit's page from the server, and OK remembers it for the next page (${viewport})`, async () => {
      const page = await openPage(shop.browser, viewport);
      const context = page.context();
      const response = await page.goto(`${shop.server.baseUrl}${CATEGORY}`);
      const html = (await response?.text()) ?? '';
      // The server's page: the gate over the category, whose items are there behind it.
      assert.match(html, /<dialog[^>]*aria-labelledby="age-gate-title"/);
      assert.ok(shownText(html).includes('19 years of age or older'));
      assert.ok((html.match(/href="\/item\//g) ?? []).length >= 5, 'the category is in the page behind the gate');
      const gate = page.getByRole('dialog', { name: 'Welcome to The Back Room' });
      await gate.getByRole('button', { name: 'OK' }).waitFor();
      await saveScreenshot(page, 'first-view-age-gate', viewport);

      await gate.getByRole('button', { name: 'OK' }).click();
      await gate.waitFor({ state: 'detached' });
      const cookies = await context.cookies(shop.server.baseUrl);
      assert.equal(cookies.find((cookie) => cookie.name === 'backroom_age_ok')?.value, '1', 'OK tells the server too');
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as { customerAddress?: { ageCheck?: boolean } };
      assert.equal(cart.customerAddress?.ageCheck, true, 'and the cart keeps the answer, as before');

      // The next page comes without the gate: not in its HTML, never on the screen.
      await context.addInitScript(() => {
        Object.assign(window, { dialogSeen: false });
        new MutationObserver(() => {
          if (document.querySelector('dialog')) Object.assign(window, { dialogSeen: true });
        }).observe(document, { subtree: true, childList: true });
      });
      const next = await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients`);
      assert.equal(/<dialog/.test((await next?.text()) ?? ''), false, 'the server renders no gate');
      await page.getByRole('heading', { level: 1, name: 'Liquid Nutrients' }).waitFor();
      await networkQuiet(page);
      assert.equal(await page.evaluate(() => (window as unknown as { dialogSeen: boolean }).dialogSeen), false, 'no gate ever showed');
      await saveScreenshot(page, 'first-view-after-age-gate', viewport);
      await context.close();
    });
  }
});
