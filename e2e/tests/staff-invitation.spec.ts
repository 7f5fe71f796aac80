import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, type ViewportName } from '../src/browser.js';
import { mailHeader, mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { returningShopper } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';

const STAFF_LINK = /https?:\/\/\S+\/admin\/set-password#[A-Za-z0-9_-]{43}/;

test.describe('an admin invites a new member of staff by e-mail, then sends them a reset link', () => {
  const outbox = useMailOutbox();
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl() }));
  const admin = { email: 'owner@example.ca', password: 'a long owner password' };

  async function backOffice(viewport: ViewportName, path = '/admin/staff'): Promise<Page> {
    const page = await (await returningShopper(shop.browser, viewport)).newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}${path}`, admin.email, admin.password);
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    return page;
  }

  /** The e-mail's link, on the server under test (the demo shop's configured address is its public one). */
  async function linkIn(to: string, subject: string, nth = 0): Promise<string> {
    await outbox.waitFor(to, subject);
    const mail = outbox.messagesTo(to).filter((message) => mailHeader(message, 'Subject').includes(subject))[nth];
    assert.ok(mail, `mail number ${nth + 1} to ${to}`);
    const link = STAFF_LINK.exec(mailPart(mail, 'text/plain'))?.[0];
    assert.ok(link, `the e-mail has the link:\n${mailPart(mail, 'text/plain')}`);
    return `${shop.server.baseUrl}${new URL(link).pathname}${new URL(link).hash}`;
  }

  async function choosePassword(page: Page, link: string, password: string, viewport: ViewportName, screenshot: string): Promise<void> {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your back office password' }).waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the secret is out of the address bar');
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('The same password again').fill(password);
    await saveScreenshot(page, screenshot, viewport);
    assert.deepEqual(await seriousAccessibilityViolations(page), [], screenshot);
    assert.deepEqual(await sidewaysOverflow(page), [], screenshot);
    await page.getByRole('button', { name: 'Save my password and sign in' }).click();
    // The back office's own screens (the menu, on a phone, holds Sign out).
    await page.locator('main[data-admin-screen]').waitFor();
    assert.equal(new URL(page.url()).pathname.startsWith('/admin'), true);
    assert.equal(await page.getByRole('heading', { name: 'Back office sign-in' }).count(), 0);
  }

  test('the invitee chooses a password from the e-mail on a phone and is in the back office; a reset link ends their sessions only once used', async () => {
    await addStaffAccount(shop.server, admin.email, 'admin', admin.password);
    const invitee = 'robin.greenhouse@example.ca';

    // The admin, at a desk, invites Robin as staff.
    const desk = await backOffice('desktop');
    const form = desk.getByRole('form', { name: 'Invite staff' });
    await form.getByLabel('Name').fill('Robin Greenhouse');
    await form.getByLabel('Invitee e-mail').fill(invitee);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await desk.getByText(`An invitation was sent to ${invitee}.`, { exact: false }).waitFor();
    const pending = desk.getByRole('table', { name: 'Invitations not taken up yet' });
    await pending.getByRole('cell', { name: invitee, exact: true }).waitFor();
    await saveScreenshot(desk, 'staff-invitation-sent', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(desk), [], 'staff-invitation-sent');

    // Not yet taken up: nobody signs in to the account.
    const early = await fetch(`${shop.server.baseUrl}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: invitee, password: '' }),
    });
    assert.equal(early.status, 401);

    // Sent again: the first link stops working.
    const first = await linkIn(invitee, 'You are invited to the back office of');
    await pending.getByRole('button', { name: `Re-send invitation to ${invitee}` }).click();
    await desk.getByText(`The invitation was sent again to ${invitee}.`, { exact: false }).waitFor();
    for (let tries = 0; outbox.messagesTo(invitee).length < 2 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await linkIn(invitee, 'You are invited to the back office of', 1);
    assert.notEqual(second, first);

    // Robin opens the first e-mail on a phone: used up. Then the newest: a password, and the back office.
    const phone = await (await returningShopper(shop.browser, 'phone')).newPage();
    await phone.goto(first);
    await phone.getByLabel('New password').fill('robin’s first password');
    await phone.getByLabel('The same password again').fill('robin’s first password');
    await phone.getByRole('button', { name: 'Save my password and sign in' }).click();
    await phone.getByText('This link was used already.', { exact: false }).waitFor();
    await saveScreenshot(phone, 'staff-set-password-used', 'phone');
    await choosePassword(phone, second, 'robin’s greenhouse password', 'phone', 'staff-set-password');
    await saveScreenshot(phone, 'staff-invitee-signed-in', 'phone');

    // The admin sees Robin among the accounts now, and sends a reset link (in French).
    await desk.reload();
    const accounts = desk.getByRole('table', { name: 'Staff accounts' });
    await accounts.getByRole('cell', { name: invitee, exact: true }).waitFor();
    assert.equal(await desk.getByRole('table', { name: 'Invitations not taken up yet' }).count(), 0);
    await desk.getByRole('button', { name: `Send reset link to ${invitee}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Send a reset link to ${invitee}?` });
    await chooseOption(dialog.getByRole('combobox', { name: 'E-mail language' }), 'Français');
    await saveScreenshot(desk, 'staff-reset-link-dialog', 'desktop');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await desk.getByText(`A reset link was sent to ${invitee}.`, { exact: false }).waitFor();
    await saveScreenshot(desk, 'staff-reset-link-sent', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(desk), [], 'staff-reset-link-sent');

    // Sent, not used: Robin's phone is still signed in.
    const robinBefore = await staffAuthorization(shop.server, invitee, 'robin’s greenhouse password');
    const reset = await linkIn(invitee, 'Choisissez un nouveau mot de passe d’arrière-boutique pour');
    assert.equal((await fetch(`${shop.server.baseUrl}/api/v1/order`, { headers: robinBefore })).status, 200);

    // Used: every session of Robin's ends, and the new password signs in.
    const elsewhere = await (await returningShopper(shop.browser, 'desktop')).newPage();
    await choosePassword(elsewhere, reset, 'robin’s new password', 'desktop', 'staff-set-password-reset');
    assert.equal((await fetch(`${shop.server.baseUrl}/api/v1/order`, { headers: robinBefore })).status, 401);
    await phone.reload();
    await phone.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await staffAuthorization(shop.server, invitee, 'robin’s new password');

    // The staff screen on the admin's phone, with an invitation pending.
    const pocket = await backOffice('phone');
    const phoneForm = pocket.getByRole('form', { name: 'Invite staff' });
    await phoneForm.getByLabel('Name').fill('Sam Seedling');
    await phoneForm.getByLabel('Invitee e-mail').fill('sam.seedling@example.ca');
    await phoneForm.getByRole('button', { name: 'Send invitation' }).click();
    await pocket.getByRole('table', { name: 'Invitations not taken up yet' }).getByRole('cell', { name: 'sam.seedling@example.ca', exact: true }).waitFor();
    await saveScreenshot(pocket, 'staff-accounts-invitations', 'phone');
    assert.deepEqual(await sidewaysOverflow(pocket), [], 'staff-accounts-invitations');
    assert.deepEqual(await seriousAccessibilityViolations(pocket), [], 'staff-accounts-invitations phone');

    for (const page of [desk, phone, elsewhere, pocket]) await page.context().close();
  });
});
