import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { mailHeader, mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';
import { clickOption } from '../src/choose-option.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const NBSP = '\u00a0';

/** An amount as a French Canadian reads it: 12,50 $ (a no-break space before the sign). */
const frenchMoney = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}${NBSP}$`;

/** A shopper's browser whose storefront is in French, as the FR button leaves it. */
async function frenchShopper(browser: Parameters<typeof returningShopper>[0], viewport: ViewportName, cart?: string): Promise<BrowserContext> {
  const context = await returningShopper(browser, viewport, cart);
  await context.addInitScript(() => window.localStorage.setItem('backroom.locale', 'fr-CA'));
  return context;
}

/** Checks a radio once the sticky header has stopped resizing (it moves the page for 150 ms). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

/** A screenshot of the whole page from its top (scrolled, the sticky header would cross it). */
async function saveWholePage(page: Page, screen: string, viewport: ViewportName): Promise<void> {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await saveScreenshot(page, screen, viewport);
}

interface ApiItem {
  id: string;
  florist: boolean;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  stock: number;
}

// Typed in French, accents, a line break and a '<' that must come back as typed.
const CARD = 'Bonne fête, Maman!\nAvec amour, Ada <3 — à bientôt';

test.describe('a shopper with the storefront in French sends flowers to someone else', () => {
  const outbox = useMailOutbox();
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl() }));
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  test('has staff offer a morning and an afternoon window', async () => {
    await addStaffAccount(shop.server, 'bench@example.ca', 'staff', 'a long florist password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/deliveries`, 'bench@example.ca', 'a long florist password');
    await page.getByRole('checkbox', { name: 'Morning' }).check();
    await page.getByRole('checkbox', { name: 'Afternoon' }).check();
    await page.getByLabel('Morning orders a day').fill('6');
    await page.getByRole('button', { name: 'Save florist settings' }).click();
    await page.getByText('Florist settings saved.').waitFor();
    const offered = await api<{ windows: { id: string }[] }>('/florist/delivery-dates');
    assert.deepEqual(offered.windows.map((window) => window.id), ['morning', 'afternoon']);
    await context.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`names the recipient, writes the card and books the morning in French; the receipt and the e-mail say so in French (${VIEWPORTS[viewport].width} px)`, async () => {
      const items = await api<ApiItem[]>('/items?limit=1000');
      const flowers = items.find((item) => item.florist && !item.group.enabled && !item.special && !item.hidden && item.stock > 2);
      assert.ok(flowers, 'the demo shop sells florist items');
      const item = await api<ApiItem>(`/items/${flowers.id}`);
      const email = `ada-${viewport}@example.ca`;
      const cart = storedCart({
        items: { [item.id]: { item, count: 1 } },
        customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '902 555 0142', ageCheck: true },
        deliveryAddress: { firstName: 'Marie', lastName: 'Dupont', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
        checkoutStep: 2,
      });
      const context = await frenchShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: 'Informations de livraison', exact: true }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr-CA');

      await choose(page.getByRole('radiogroup', { name: 'Mode de livraison' }).getByRole('radio', { name: /^Livraison locale/ }));

      // The gift form, in French: for someone else, their name and phone, the card, the instructions.
      await page.getByRole('group', { name: 'À qui sont destinées les fleurs?' }).waitFor();
      await choose(page.getByRole('radio', { name: 'Pour quelqu’un d’autre (un cadeau)', exact: true }));
      await page.getByText('L’adresse de livraison ci-dessous est celle du destinataire.').waitFor();
      await page.getByRole('textbox', { name: 'Nom du destinataire' }).fill('Marie Dupont');
      await page.getByRole('textbox', { name: 'Téléphone du destinataire' }).fill('902-354-5555');
      await page.getByText('Seulement pour le livreur ou le magasin, s’il ne trouve pas la personne.').waitFor();
      await page.getByRole('textbox', { name: 'Message de la carte' }).fill(CARD);
      await page.getByText(/^Écrit sur la carte qui accompagne les fleurs, tel que vous le tapez\. \d+ \/ \d+ caractères, au plus \d+ lignes$/).waitFor();
      const instructions = page.getByRole('textbox', { name: 'Instructions de livraison' });
      await instructions.fill('Porte de côté, sonnez deux fois');
      await instructions.blur();
      await page.getByText('Où laisser les fleurs, un code de barrière, quand quelqu’un est à la maison.').waitFor();

      const dates = page.getByRole('radiogroup', { name: /^Date de livraison/ });
      const first = dates.getByRole('radio').first();
      await choose(first);
      // Suivant without a time is refused, in French; then the morning is chosen.
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await page.getByText('Choisissez une heure de livraison (matin ou après-midi).').first().waitFor();
      const times = page.getByRole('radiogroup', { name: /^Heure de livraison/ });
      assert.deepEqual(await times.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? '')), [
        `Matin, 10${NBSP}h – 12${NBSP}h`,
        `Après-midi, 13${NBSP}h – 16${NBSP}h`,
      ]);
      await choose(times.getByRole('radio', { name: /^Matin/ }));
      await saveWholePage(page, 'gift-order-checkout-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);

      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Paiement', exact: true }).waitFor();
      await choose(page.getByRole('radiogroup', { name: 'Modes de paiement' }).getByRole('radio', { name: 'Virement Interac' }));
      await page.getByRole('button', { name: 'Passer la commande', exact: true }).click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('heading', { name: `Sommaire de la commande/facture ${orderId}` }).waitFor();
      const gift = page.getByRole('region', { name: 'Vos fleurs' });
      await gift.waitFor();
      const text = await gift.innerText();
      assert.match(text, new RegExp(`Heure de livraison${NBSP}: matin, 10${NBSP}h – 12${NBSP}h`));
      assert.match(text, new RegExp(`Pour${NBSP}: Marie Dupont \\(téléphone ••• ••• 5555\\)`));
      assert.equal(await gift.getByRole('heading', { name: 'Message de la carte' }).count(), 1);
      assert.equal(await gift.locator('blockquote').innerText(), CARD, 'the card message is shown exactly as typed');
      assert.doesNotMatch(await page.locator('main').innerText(), /Porte de côté/, 'delivery instructions stay off the receipt');
      await settle(page);
      await saveScreenshot(page, 'gift-order-receipt-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await context.close();

      // The order e-mail is in French and names the gift as the receipt does, the card line by line as typed.
      const mail = await outbox.waitFor(email, `Commande ${orderId}`);
      const body = mailPart(mail, 'text/plain').replaceAll('\r\n', '\n');
      assert.match(mailHeader(mail, 'Subject'), new RegExp(`^Commande ${orderId} chez `));
      assert.match(body, /^Bonjour Ada,/);
      assert.match(body, new RegExp(`^Pour${NBSP}: Marie Dupont, 902-354-5555$`, 'm'));
      assert.match(body, new RegExp(`^Date de livraison${NBSP}: \\S`, 'm'));
      assert.match(body, new RegExp(`^Heure de livraison${NBSP}: matin, 10${NBSP}h – 12${NBSP}h$`, 'm'));
      assert.match(body, new RegExp(`^Instructions de livraison${NBSP}: Porte de côté, sonnez deux fois$`, 'm'));
      assert.ok(body.includes(`Message de la carte${NBSP}:\n  Bonne fête, Maman!\n  Avec amour, Ada <3 — à bientôt\n`), body);
      assert.match(body, new RegExp(`^  1 x Livraison${NBSP}: Livraison locale  \\d+,\\d\\d${NBSP}\\$$`, 'm'));
      assert.doesNotMatch(body, /Delivery|Gift card|For:|Shipping/, 'nothing of the delivery is said in English');
    });
  }
});

test.describe('a member with the storefront in French orders again and keeps addresses', () => {
  const shop = useShop();
  const password = 'a long staff password';
  const staffEmail = `reorder-staff-${randomUUID().slice(0, 8)}@example.ca`;
  let session: { token: string; expiresAt: string; roles: string[] };
  let orderId: string;
  let dearer: ShopItem;
  let soldOut: ShopItem;
  let gone: ShopItem;
  let same: ShopItem;
  let newPrice: number;

  const storeApi = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  test('has a member with an order, whose prices and stock staff then change (one item discontinued)', async () => {
    const registered = await post(`${shop.server.baseUrl}/api/v1/members/register`, {
      email: `rose-${randomUUID().slice(0, 8)}@example.ca`,
      password: 'my garden password',
      firstName: 'Rose',
      lastName: 'Gardner',
    });
    assert.equal(registered.status, 201, await registered.clone().text());
    session = (await registered.json()) as typeof session;
    const member = { authorization: `Bearer ${session.token}` };

    [dearer, soldOut, gone, same] = (await plainBaseNutrients(shop.server.baseUrl)).slice(-4) as [ShopItem, ShopItem, ShopItem, ShopItem];
    assert.ok(same, 'four plain items to order');
    const submitted = await post(
      storeApi('/order/submit'),
      {
        cart: {
          items: { [dearer.id]: { count: 2 }, [soldOut.id]: { count: 1 }, [gone.id]: { count: 1 }, [same.id]: { count: 1 } },
          customerAddress: { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca', phone: '902-555-0199' },
          deliveryAddress: { firstName: 'Rose', lastName: 'Gardner', street: '', additional: '', city: '', province: '', postal: '' },
          shippingMethod: 'PICKUP',
          paymentMethod: 'emt',
          locale: 'fr-CA',
        },
      },
      { 'idempotency-key': randomUUID(), ...member },
    );
    assert.equal(submitted.status, 201, await submitted.clone().text());
    orderId = ((await submitted.json()) as { id: string }).id;

    await addStaffAccount(shop.server, staffEmail, 'staff', password);
    const signIn = await post(`${shop.server.baseUrl}/api/v1/auth/sign-in`, { email: staffEmail, password });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    const staff = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    type Read = { updatedAt: string; heldStock?: number; inventory: Record<string, { count: number }> };
    const edit = async (itemId: string, field: string, value: unknown) => {
      const read = (await (await fetch(storeApi(`/items/${itemId}?showHidden=true`), { headers: staff })).json()) as Read;
      const response = await fetch(storeApi(`/items/${itemId}/${field}`), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': `"${read.updatedAt}"`, ...staff },
        body: JSON.stringify({ [field]: typeof value === 'function' ? (value as (item: Read) => unknown)(read) : value }),
      });
      assert.equal(response.status, 200, await response.clone().text());
    };
    // Sold out: the shelf holds only the unit the member's order is waiting on.
    const onlyTheHeldUnit = (item: Read) => {
      const [first, ...others] = Object.keys(item.inventory);
      return Object.fromEntries([[first ?? 'store', { count: item.heldStock ?? 1 }], ...others.map((location) => [location, { count: 0 }])]);
    };
    newPrice = dearer.price + 250;
    await edit(dearer.id, 'price', newPrice);
    await edit(soldOut.id, 'inventory', onlyTheHeldUnit);
    await edit(gone.id, 'inventory', onlyTheHeldUnit);
    await edit(gone.id, 'discontinued', true);
    for (const item of [soldOut, gone]) {
      const read = (await (await fetch(storeApi(`/items/${item.id}`))).json()) as ShopItem;
      assert.equal(read.stock, 0);
    }
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`puts the order back in the cart in one step, which says in French what changed (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await frenchShopper(shop.browser, viewport);
      await context.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('heading', { name: 'Bienvenue sur votre page de membre.' }).waitFor();
      const orders = page.getByRole('table', { name: 'Vos commandes' });
      await orders.getByRole('link', { name: orderId }).waitFor();
      await page.getByRole('heading', { name: 'Vos adresses' }).waitFor();
      const row = orders.getByRole('row').filter({ hasText: orderId });
      // A French reader sees the order's state and total in French.
      assert.match(await row.innerText(), new RegExp(`${viewport === 'desktop' ? 'Ouverte\\s+' : ''}\\d+,\\d\\d${NBSP}\\$`));
      await saveWholePage(page, 'members-orders-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      await page.getByRole('button', { name: `Commander de nouveau : commande ${orderId}` }).click();
      await page.waitForURL('**/order/cart');
      await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
      const notice = page.getByRole('alert').filter({ hasText: `La commande ${orderId} est de retour dans votre panier, aux prix d’aujourd’hui` });
      await notice.waitFor();
      await notice.getByText('Certaines choses ont changé depuis votre commande').waitFor();
      const said = await notice.getByRole('listitem').allTextContents();
      const shortName = (item: ShopItem) => item.name.split('>').pop()!.trim();
      // The changes come in the order's own line order, by item id.
      const expected = new Map([
        [dearer.id, `${shortName(dearer)}${NBSP}: maintenant ${frenchMoney(newPrice)}, plus cher qu’avant (${frenchMoney(dearer.price)}).`],
        [soldOut.id, `${shortName(soldOut)}${NBSP}: en rupture de stock, non ajouté.`],
        [gone.id, `${shortName(gone)}${NBSP}: n’est plus offert et est épuisé, non ajouté.`],
      ]);
      assert.deepEqual(said, [...expected.keys()].sort().map((id) => expected.get(id)));
      await notice.getByRole('button', { name: 'Fermer' }).waitFor();
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, { count: number; item: { price: number } }> });
      assert.deepEqual(
        Object.fromEntries(Object.entries(cart.items).map(([id, line]) => [id, [line.count, line.item.price]])),
        { [dearer.id]: [2, newPrice], [same.id]: [1, same.price] },
      );
      await saveWholePage(page, 'cart-after-reorder-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await context.close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`saves an address on the French members page, and the Shipping step starts with the default one (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await frenchShopper(shop.browser, viewport);
      await context.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('heading', { name: 'Vos adresses' }).waitFor();
      const label = viewport === 'desktop' ? 'Maison' : 'Chalet';
      const street = viewport === 'desktop' ? '12 Main St' : '4 Lake Rd';
      await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une adresse' });
      await dialog.getByRole('textbox', { name: /^Nom de cette adresse/ }).fill(label);
      await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Rose');
      await dialog.getByRole('textbox', { name: /^Nom\s*\*?$/ }).fill('Gardner');
      await dialog.getByRole('textbox', { name: /^Rue/ }).fill(street);
      await dialog.getByRole('textbox', { name: /^Ville/ }).fill(viewport === 'desktop' ? 'Liverpool' : 'Bridgewater');
      await dialog.getByLabel(/^Province/).selectOption('NS');
      await dialog.getByRole('textbox', { name: /^Code postal/ }).fill('B3H');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.getByText('Un code postal a 6 caractères, comme B0T 1K0.').waitFor();
      await saveScreenshot(page, 'members-address-form-fr', viewport);
      await dialog.getByRole('textbox', { name: /^Code postal/ }).fill(viewport === 'desktop' ? 'B0T 1K0' : 'B4V 2W6');
      if (viewport === 'phone') await dialog.getByLabel('Utiliser par défaut à la caisse').check();
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = page.getByRole('article', { name: label });
      await saved.getByText('Par défaut').waitFor();
      await saveWholePage(page, 'members-addresses-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      // The contact step answered already, as a returning shopper's cart has it; no delivery address typed yet.
      await page.evaluate((item) => {
        const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, unknown>;
        cart.customerAddress = { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca', phone: '902 555 0199', ageCheck: true };
        cart.deliveryAddress = { firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' };
        cart.shippingMethod = 'CP.RP';
        cart.checkoutStep = 0;
        if (Object.keys((cart.items as object | undefined) ?? {}).length === 0) cart.items = { [item.id]: { item, count: 1 } };
        localStorage.setItem('cart', JSON.stringify(cart));
      }, same);
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      await heading('Vérifier la commande').waitFor();
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await heading('Coordonnées').waitFor();
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await heading('Informations de livraison').waitFor();
      await page.waitForFunction(
        (expected) => (document.querySelector('input[autocomplete="shipping address-line1"]') as HTMLInputElement | null)?.value === expected,
        street,
      );
      assert.equal(await page.getByRole('textbox', { name: /^Prénom/ }).inputValue(), 'Rose');
      assert.equal(await page.getByRole('textbox', { name: /^Nom\s*\*?$/ }).inputValue(), 'Gardner');
      assert.equal(await page.getByRole('combobox', { name: /^Ville/ }).inputValue(), viewport === 'desktop' ? 'Liverpool' : 'Bridgewater');
      assert.equal(await page.getByRole('combobox', { name: /^Province/ }).inputValue(), 'NS');
      const picker = page.getByRole('combobox', { name: 'Vos adresses enregistrées' });
      await picker.waitFor();
      await page.getByText('En choisir une remplit les détails de livraison ci-dessous; vous pouvez encore les modifier.').waitFor();
      await saveWholePage(page, 'checkout-saved-address-fr', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);

      if (viewport === 'phone') {
        // Picking the other saved address fills the fields with it; the list names them the French way.
        await picker.click();
        const options = await page.getByRole('option').allTextContents();
        assert.ok(options.includes(`Chalet${NBSP}: 4 Lake Rd, Bridgewater B4V 2W6 (par défaut)`), options.join(' | '));
        await clickOption(page, `Maison${NBSP}: 12 Main St, Liverpool B0T 1K0`);
        assert.equal(await page.getByRole('textbox', { name: /^Adresse/ }).inputValue(), '12 Main St');
      }
      await context.close();
    });
  }
});
