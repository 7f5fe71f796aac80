import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, type ViewportName } from '../src/browser.js';
import { mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { membersPageOf } from '../src/shopper.js';

/** What the journey reads and presses, in the language the member uses. */
const WORDS = {
  'en-CA': {
    email: /Email Address/,
    password: /^Password/,
    signIn: 'Sign in',
    welcome: 'Welcome to your member page.',
    passwordForm: 'Change your password',
    current: /Current password/,
    newPassword: /New password/,
    changePassword: 'Change my password',
    passwordDone: /^Your password is changed\./,
    passwordSubject: 'password was changed',
    emailForm: 'Change your e-mail address',
    newEmail: /New e-mail address/,
    sendLink: 'Send a link to the new address',
    linkSent: /^We sent a link to /,
    confirmSubject: 'Confirm your new e-mail address',
    confirm: 'Confirm my new address',
    confirmed: /^Your account now uses /,
    download: 'Download my data',
    deleteOpen: 'Delete my account…',
    deleteTitle: 'Delete your account for good?',
    deleteConfirm: 'Delete my account',
    deleted: /^Your account is deleted\./,
  },
  'fr-CA': {
    email: /Courriel/,
    password: /^Mot de passe/,
    signIn: 'Se connecter',
    welcome: 'Bienvenue sur votre page de membre.',
    passwordForm: 'Changer votre mot de passe',
    current: /Mot de passe actuel/,
    newPassword: /Nouveau mot de passe/,
    changePassword: 'Changer mon mot de passe',
    passwordDone: /^Votre mot de passe est changé\./,
    passwordSubject: 'Votre mot de passe chez',
    emailForm: 'Changer votre adresse courriel',
    newEmail: /Nouvelle adresse courriel/,
    sendLink: 'Envoyer un lien à la nouvelle adresse',
    linkSent: /^Nous avons envoyé un lien à /,
    confirmSubject: 'Confirmez votre nouvelle adresse courriel',
    confirm: 'Confirmer ma nouvelle adresse',
    confirmed: /^Votre compte utilise maintenant /,
    download: 'Télécharger mes données',
    deleteOpen: 'Supprimer mon compte…',
    deleteTitle: 'Supprimer votre compte pour de bon?',
    deleteConfirm: 'Supprimer mon compte',
    deleted: /^Votre compte est supprimé\./,
  },
} as const;

const JOURNEYS: ReadonlyArray<{ viewport: ViewportName; locale: keyof typeof WORDS }> = [
  { viewport: 'desktop', locale: 'en-CA' },
  { viewport: 'phone', locale: 'fr-CA' },
];

test.describe("a member changes their password and e-mail, downloads their data and deletes their account", () => {
  const outbox = useMailOutbox();
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl() }));

  const membersPage = (viewport: ViewportName, locale: keyof typeof WORDS): Promise<Page> => membersPageOf(shop.browser, shop.server.baseUrl, viewport, locale);
  const signInStatus = async (email: string, password: string) =>
    (
      await fetch(`${shop.server.baseUrl}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  for (const { viewport, locale } of JOURNEYS) {
    test(`does it all from the members page and the e-mailed link (${viewport === 'desktop' ? 1280 : 390} px, ${locale})`, async () => {
      const words = WORDS[locale];
      const email = `keeper-${randomUUID().slice(0, 8)}@example.ca`;
      const newEmail = `moved-${randomUUID().slice(0, 8)}@example.ca`;
      const registered = await fetch(`${shop.server.baseUrl}/api/v1/members/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'my first garden password', firstName: 'Robin', lastName: 'Keeper' }),
      });
      assert.equal(registered.status, 201, await registered.clone().text());

      const page = await membersPage(viewport, locale);
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.password).fill('my first garden password');
      await page.getByRole('button', { name: words.signIn, exact: true }).click();
      await page.getByRole('heading', { name: words.welcome }).waitFor();

      // Change of password: this device stays signed in; a notice goes to the account's address.
      const passwordForm = page.getByRole('form', { name: words.passwordForm });
      await passwordForm.getByLabel(words.current).fill('my first garden password');
      await passwordForm.getByLabel(words.newPassword).fill('my second garden password');
      await passwordForm.getByRole('button', { name: words.changePassword }).click();
      await passwordForm.getByText(words.passwordDone).waitFor();
      await saveScreenshot(page, `members-account-${locale}`, viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      const notice = await outbox.waitFor(email, words.passwordSubject);
      assert.ok(mailPart(notice, 'text/plain').includes('/members/forgot-password'));
      assert.equal(await signInStatus(email, 'my first garden password'), 401);

      // Change of e-mail: a link to the new address, opened on this server.
      const emailForm = page.getByRole('form', { name: words.emailForm });
      await emailForm.getByLabel(words.newEmail).fill(newEmail);
      await emailForm.getByLabel(words.current).fill('my second garden password');
      await emailForm.getByRole('button', { name: words.sendLink }).click();
      await emailForm.getByText(words.linkSent).waitFor();
      await emailForm.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `members-email-link-sent-${locale}`, viewport, { onScreen: true });
      const mail = await outbox.waitFor(newEmail, words.confirmSubject);
      const link = /https?:\/\/\S+\/members\/confirm-email#[A-Za-z0-9_-]{43}/.exec(mailPart(mail, 'text/plain'))?.[0];
      assert.ok(link, `the e-mail has the link:\n${mailPart(mail, 'text/plain')}`);
      assert.ok(mailPart(mail, 'text/html').includes(`lang="${locale}"`));
      assert.equal(await signInStatus(newEmail, 'my second garden password'), 401, 'not before the link is opened');
      await page.goto(`${shop.server.baseUrl}${new URL(link).pathname}${new URL(link).hash}`);
      await page.getByRole('button', { name: words.confirm }).waitFor();
      assert.equal(new URL(page.url()).hash, '', 'the secret is out of the address bar');
      await page.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.confirmed).waitFor();
      await saveScreenshot(page, `members-email-confirmed-${locale}`, viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      assert.equal(await signInStatus(newEmail, 'my second garden password'), 200);

      // Download of the data: a JSON file with the account at its new address.
      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('button', { name: words.download }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.download }).click()]);
      assert.match(download.suggestedFilename(), /^member-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string; firstName: string } };
      assert.equal(data.account.email, newEmail);
      assert.equal(data.account.firstName, 'Robin');

      // Deletion: a confirm step with the password, then signed out; the old sign-in fails.
      await page.getByRole('button', { name: words.deleteOpen }).click();
      const dialog = page.getByRole('dialog', { name: words.deleteTitle });
      await dialog.getByLabel(words.current).fill('my second garden password');
      await saveScreenshot(page, `members-delete-account-${locale}`, viewport);
      await dialog.getByRole('button', { name: words.deleteConfirm, exact: true }).click();
      await page.getByText(words.deleted).waitFor();
      await saveScreenshot(page, `members-account-deleted-${locale}`, viewport);
      assert.equal(await signInStatus(newEmail, 'my second garden password'), 401);
      await page.context().close();
    });
  }
});
