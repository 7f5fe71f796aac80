import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, type ViewportName } from '../src/browser.js';
import { mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { membersPageOf } from '../src/shopper.js';

/** What the journey reads and presses, in the language the member uses. */
const WORDS = {
  'en-CA': {
    forgot: 'Forgot your password?',
    email: /Email Address/,
    send: 'Send me a link',
    sent: /^If an account uses .+, we sent a link to it\./,
    subject: 'Choose a new password for',
    newPassword: /New password/,
    save: 'Save my new password',
    welcome: 'Welcome to your member page.',
    used: 'This link was used already.',
    password: /^Password/,
    signIn: 'Sign in',
    everywhere: 'Sign out everywhere',
    everywhereDone: 'Your account is signed out on every device.',
    ended: 'Your session has ended: please sign in again.',
  },
  'fr-CA': {
    forgot: 'Mot de passe oublié?',
    email: /Courriel/,
    send: 'Envoyez-moi un lien',
    sent: /^Si un compte utilise .+, nous y avons envoyé un lien\./,
    subject: 'Choisissez un nouveau mot de passe pour',
    newPassword: /Nouveau mot de passe/,
    save: 'Enregistrer mon nouveau mot de passe',
    welcome: 'Bienvenue sur votre page de membre.',
    used: 'Ce lien a déjà servi.',
    password: /^Mot de passe/,
    signIn: 'Se connecter',
    everywhere: 'Se déconnecter partout',
    everywhereDone: 'Votre compte est déconnecté sur tous les appareils.',
    ended: /^Votre session a pris fin/,
  },
} as const;

const JOURNEYS: ReadonlyArray<{ viewport: ViewportName; locale: keyof typeof WORDS }> = [
  { viewport: 'desktop', locale: 'en-CA' },
  { viewport: 'phone', locale: 'fr-CA' },
];

test.describe('a member who forgot their password gets back in from the e-mail, then signs out everywhere', () => {
  const outbox = useMailOutbox();
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl() }));

  const membersPage = (viewport: ViewportName, locale: keyof typeof WORDS): Promise<Page> => membersPageOf(shop.browser, shop.server.baseUrl, viewport, locale);

  for (const { viewport, locale } of JOURNEYS) {
    test(`asks for a link on the sign-in form, chooses a new password from the e-mail and is signed in (${viewport === 'desktop' ? 1280 : 390} px, ${locale})`, async () => {
      const words = WORDS[locale];
      const email = `forgetful-${randomUUID().slice(0, 8)}@example.ca`;
      const registered = await fetch(`${shop.server.baseUrl}/api/v1/members/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'the password I forgot', firstName: 'Robin', lastName: 'Forget' }),
      });
      assert.equal(registered.status, 201, await registered.clone().text());

      const page = await membersPage(viewport, locale);
      await page.getByRole('link', { name: words.forgot }).click();
      await page.getByRole('heading', { level: 1, name: words.forgot }).waitFor();
      await page.getByLabel(words.email).fill(email);
      await saveScreenshot(page, `forgot-password-${locale}`, viewport);
      await page.getByRole('button', { name: words.send }).click();
      await page.getByText(words.sent).waitFor();
      await saveScreenshot(page, `forgot-password-sent-${locale}`, viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      const mail = await outbox.waitFor(email, words.subject);
      const link = /https?:\/\/\S+\/members\/new-password#[A-Za-z0-9_-]{43}/.exec(mailPart(mail, 'text/plain'))?.[0];
      assert.ok(link, `the e-mail has the link:\n${mailPart(mail, 'text/plain')}`);
      assert.ok(mailPart(mail, 'text/html').includes(`lang="${locale}"`));
      // The demo shop's configured address is its public one: the same path and secret on the server under test.
      const onThisServer = `${shop.server.baseUrl}${new URL(link).pathname}${new URL(link).hash}`;

      await page.goto(onThisServer);
      await page.getByLabel(words.newPassword).waitFor();
      assert.equal(new URL(page.url()).hash, '', 'the secret is out of the address bar');
      await page.getByLabel(words.newPassword).fill('my new remembered password');
      await saveScreenshot(page, `new-password-${locale}`, viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('heading', { name: words.welcome }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/members');

      await page.goto(onThisServer);
      await page.getByLabel(words.newPassword).fill('someone else’s password');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.used).waitFor();
      await saveScreenshot(page, `new-password-used-${locale}`, viewport);

      // A second device signs in with the new password; "sign out everywhere" on the first ends both.
      const elsewhere = await membersPage(viewport, locale);
      await elsewhere.getByLabel(words.email).fill(email);
      await elsewhere.getByLabel(words.password).fill('my new remembered password');
      await elsewhere.getByRole('button', { name: words.signIn, exact: true }).click();
      await elsewhere.getByRole('heading', { name: words.welcome }).waitFor();

      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('button', { name: words.everywhere }).waitFor();
      await saveScreenshot(page, `members-sign-out-everywhere-${locale}`, viewport);
      await page.getByRole('button', { name: words.everywhere }).click();
      await page.getByText(words.everywhereDone).waitFor();
      await elsewhere.reload();
      await elsewhere.getByText(words.ended).waitFor();
      await saveScreenshot(elsewhere, `members-signed-out-elsewhere-${locale}`, viewport);
      await page.context().close();
      await elsewhere.context().close();
    });
  }
});
