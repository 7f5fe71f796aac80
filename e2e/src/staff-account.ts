import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ShopServer } from './shop-server.js';

const STAFF_COMMAND = fileURLToPath(new URL('../../apps/server/dist/identity/staff-cli.js', import.meta.url));

/** Creates a staff account in the running shop's database the way the owner would: `npm run staff -- add`. */
export async function addStaffAccount(server: ShopServer, email: string, role: 'admin' | 'staff' | 'viewer', password: string): Promise<void> {
  await promisify(execFile)(process.execPath, [STAFF_COMMAND, 'add', email, '--role', role], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl, STAFF_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
}

/** Opens a back-office page and signs in there with the staff account's e-mail and password. */
export async function signInToBackOffice(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the API as the staff account: the header its calls carry. */
export async function staffAuthorization(server: ShopServer, email: string, password: string): Promise<{ authorization: string }> {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
