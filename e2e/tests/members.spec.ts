import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot } from '../src/browser.js';
import { placePickupOrder } from '../src/place-order.js';

test.describe('a shopper becomes a member', () => {
  const shop = useShop();

  test('registers on the members page, orders while signed in, and finds the order there', async ({ cart: { page } }) => {
    await page.goto(`${shop.server.baseUrl}/members`);
    await page.getByRole('heading', { name: 'Nothing to see here.' }).waitFor();
    await saveScreenshot(page, 'members-signed-out', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), []);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel(/First Name/).fill('Rose');
    await page.getByLabel(/Last Name/).fill('Gardner');
    await page.getByLabel(/Email Address/).fill(`rose-${randomUUID().slice(0, 8)}@example.ca`);
    await page.getByLabel(/Password/).fill('my garden password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome to your member page.' }).waitFor();
    await page.getByText('You have not ordered while signed in yet.').waitFor();

    // An order placed with the member's session, as checkout sends it (SPEC: the bearer token goes with order calls).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string }).token);
    const items = (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/items`)).json()) as Array<{ id: string; stock: number; special: boolean; group?: { enabled: boolean } | null }>;
    const item = items.find((candidate) => candidate.stock > 0 && !candidate.special && !candidate.group?.enabled)!;
    const submitted = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca' }, { authorization: `Bearer ${token}` });
    assert.equal(submitted.status, 201, await submitted.clone().text());
    const { id } = (await submitted.json()) as { id: string };

    await page.reload();
    await page.getByRole('link', { name: id }).waitFor();
    await saveScreenshot(page, 'members', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), []);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Nothing to see here.' }).waitFor();
  });
});
