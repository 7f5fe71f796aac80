import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';

interface BackupStatus {
  lastRun: { outcome: string; failure: string | null } | null;
  lastGood: { bytes: number; location: string } | null;
  attention: string | null;
}

const email = 'owner@example.ca';
const password = 'a long staff password';
const backupDir = await mkdtemp(path.join(tmpdir(), 'backroom-e2e-backups-'));
// A file where the folder should be: every backup into it fails.
const notAFolder = path.join(backupDir, 'not-a-folder');
await writeFile(notAFolder, 'a file');

/** Waits for the server's first scheduled backup to end (it comes within a quarter of BACKUP_EVERY, 15 s for 1m). */
async function firstBackup(baseUrl: string): Promise<BackupStatus> {
  const staff = await staffAuthorization({ baseUrl } as Parameters<typeof staffAuthorization>[0], email, password);
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const response = await fetch(`${baseUrl}/api/v1/backups/status`, { headers: staff });
    assert.equal(response.status, 200, await response.clone().text());
    const status = (await response.json()) as BackupStatus;
    if (status.lastRun && status.lastRun.outcome !== 'RUNNING') return status;
  }
  throw new Error('no backup was made within a minute');
}

test.afterAll(() => rm(backupDir, { recursive: true, force: true }));

test.describe('the server backs the shop up on its schedule, and the back office shows it', () => {
  // On the machine's own Node.js: the backup is SQLite's own, in a worker thread (docs/decisions/088).
  const shop = useShop(() => ({ BACKUP_EVERY: '1m', BACKUP_KEEP: '3', BACKUP_DIR: backupDir }), { onMachineNode: true });
  let status: BackupStatus;

  test('makes a backup of the demo shop soon after it starts', async () => {
    await addStaffAccount(shop.server, email, 'viewer', password);
    status = await firstBackup(shop.server.baseUrl);
    assert.equal(status.lastRun?.outcome, 'OK', JSON.stringify(status));
    assert.ok(status.lastGood && status.lastGood.bytes > 100_000, JSON.stringify(status));
    assert.deepEqual((await readdir(backupDir)).filter((name) => name.endsWith('.sqlite.gz')), [path.basename(status.lastGood.location)]);
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`shows the last backup's time, size and file on the dashboard (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await signInToBackOffice(page, `${shop.server.baseUrl}/admin`, email, password);
      const backups = page.getByRole('region', { name: 'Backups' });
      await backups.getByText(/^Last backup: /).waitFor();
      const line = await backups.getByText(/^Last backup: /).textContent();
      assert.match(line ?? '', /^Last backup: \d{4}-\d\d-\d\d, .+, \d+(\.\d)? (kB|MB)$/);
      await backups.getByText(path.basename(status.lastGood!.location), { exact: true }).waitFor();
      await backups.getByText(`The server backs the shop up every minute and keeps the newest 3, in ${backupDir}.`).waitFor();
      assert.equal(await backups.getByRole('alert').count(), 0);
      await backups.scrollIntoViewIfNeeded();
      assert.deepEqual(await sidewaysOverflow(page), []);
      await saveScreenshot(page, 'admin-dashboard-backups', viewport);
      await context.close();
    });
  }
});

test.describe('a backup that fails shows in Needs attention', () => {
  const shop = useShop(() => ({ BACKUP_EVERY: '1m', BACKUP_DIR: path.join(notAFolder, 'backups') }));

  test('the failure is recorded with its reason', async () => {
    await addStaffAccount(shop.server, email, 'viewer', password);
    const status = await firstBackup(shop.server.baseUrl);
    assert.equal(status.lastRun?.outcome, 'FAILED');
    assert.equal(status.attention, 'FAILED');
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`Needs attention says the last backup failed, and why (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await signInToBackOffice(page, `${shop.server.baseUrl}/admin`, email, password);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.goto(`${shop.server.baseUrl}/admin/needs-attention`);
      const alert = page.getByRole('alert').filter({ hasText: 'The last backup failed' });
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /ENOTDIR|EEXIST|not a directory/);
      assert.deepEqual(await sidewaysOverflow(page), []);
      await saveScreenshot(page, 'admin-needs-attention-backup-failed', viewport);
      await context.close();
    });
  }
});
