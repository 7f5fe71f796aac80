import type { BackupRunView, BackupStatusView } from '@backroom/core/backups/backup-status';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { BackupsPanel } from './backups-panel';

const good: BackupRunView = {
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: '2026-11-28T10:00:03.000Z',
  outcome: 'OK',
  bytes: 6_186_598,
  location: '/srv/backroom/backups/backroom-2026-11-28T10-00-00Z.sqlite.gz',
  failure: null,
};
const schedule = { everySeconds: 21_600, keep: 7, folder: '/srv/backroom/backups' };

function renderPanel(status: BackupStatusView) {
  stubShopApi((request) => (request.method === 'GET' && request.path === '/api/v1/backups/status' ? { body: status } : undefined));
  renderWithShop(<BackupsPanel />);
  return screen.findByRole('region', { name: 'Backups' });
}

describe('the dashboard’s backups', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the last backup’s time, size and place, and the schedule', async () => {
    const panel = await renderPanel({ schedule, lastRun: good, lastGood: good, attention: null });
    expect((await within(panel).findByText(/^Last backup:/)).textContent).toBe(`Last backup: ${new Date(good.finishedAt!).toLocaleString('en-CA')}, 5.9 MB`);
    expect(within(panel).getByText('backroom-2026-11-28T10-00-00Z.sqlite.gz')).toBeTruthy();
    expect(within(panel).getByText('The server backs the shop up every 6 hours and keeps the newest 7, in /srv/backroom/backups.')).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('a failed last backup says so and leads to Needs attention; the last good one still shows', async () => {
    const failed: BackupRunView = { ...good, startedAt: '2026-11-28T16:00:00.000Z', finishedAt: '2026-11-28T16:00:01.000Z', outcome: 'FAILED', bytes: null, location: null, failure: 'ENOSPC: no space left on device' };
    const panel = await renderPanel({ schedule, lastRun: failed, lastGood: good, attention: 'FAILED' });
    const alert = await within(panel).findByText(/^The last backup failed/);
    expect(alert.textContent).toContain(new Date(failed.finishedAt!).toLocaleString('en-CA'));
    expect(within(panel).getByRole('link', { name: 'See Needs attention' }).getAttribute('href')).toBe('/admin/needs-attention');
    expect(within(panel).getByText(/^Last backup:/).textContent).toContain('5.9 MB');
  });

  it('without a schedule, says how to have one', async () => {
    const panel = await renderPanel({ schedule: null, lastRun: null, lastGood: null, attention: null });
    expect(await within(panel).findByText('No backup has been made by the server yet.')).toBeTruthy();
    expect(within(panel).getByText(/makes no backups on its own: set BACKUP_EVERY/)).toBeTruthy();
  });
});
