import type { BackupStatusView } from '@backroom/core/backups/backup-status';
import type { MoneyReturnView } from '@backroom/core/payments/money-return-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { NeedsAttentionScreen } from './needs-attention-screen';
import { StaffRolesContext } from '../shared/staff-access';

const moneyReturn = (id: string, changes: Partial<MoneyReturnView>): MoneyReturnView => ({
  id,
  store: 'backroom',
  orderId: 'ORDER-1',
  reason: 'ORDER_REFUND',
  method: 'card',
  provider: 'square',
  environment: 'PROD',
  amountCents: 2300,
  currency: 'CAD',
  state: 'PENDING',
  kind: null,
  code: null,
  message: null,
  tries: 0,
  nextTryAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  completedAt: null,
  completedBy: null,
  customerEmail: 'ada@example.ca',
  customerName: 'Ada Lovelace',
  needsAttention: true,
  ...changes,
});

const refusedCard = moneyReturn('ret_aaaaaaaaaaaaaaaaaaaaaaaa', { orderId: 'CARD-1', state: 'FAILED', tries: 3, code: 'CARD_EXPIRED', message: 'The card has expired.' });
const eTransfer = moneyReturn('ret_bbbbbbbbbbbbbbbbbbbbbbbb', {
  orderId: 'EMT-1',
  method: 'emt',
  provider: null,
  amountCents: 5175,
  customerEmail: 'grace@example.ca',
  customerName: 'Grace Hopper',
});
const afterCancel = moneyReturn('ret_cccccccccccccccccccccccc', { orderId: 'LATE-1', reason: 'PAID_AFTER_CANCEL', method: 'manual', provider: null, amountCents: 999 });

type Role = 'admin' | 'staff' | 'viewer';

function renderScreen(listed: MoneyReturnView[], { roles = ['staff', 'viewer'], answer }: { roles?: Role[]; answer?: (request: FakeRequest) => FakeAnswer | undefined } = {}) {
  let returns = listed;
  const requests = stubShopApi((request) => {
    const answered = answer?.(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === '/api/v1/money-returns/attention') return { body: returns };
    const action = /^\/api\/v1\/money-returns\/(ret_[0-9a-f]{24})\/(retry|settle)$/.exec(request.path);
    const found = returns.find((candidate) => candidate.id === action?.[1]);
    if (request.method !== 'POST' || !found) return undefined;
    const done: MoneyReturnView = { ...found, state: 'SUCCEEDED', needsAttention: false, tries: found.tries + (action?.[2] === 'retry' ? 1 : 0) };
    returns = returns.filter((candidate) => candidate !== found);
    return { body: done };
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <NeedsAttentionScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

const table = () => screen.findByRole('table', { name: 'Money going back that needs attention' });
const rowOf = async (orderId: string) => (await within(await table()).findByText(orderId)).closest('tr') as HTMLElement;
const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('Needs attention', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each return with its shopper, amount, reason, way back, state and the provider’s answer; an e-transfer shows where to send it', async () => {
    renderScreen([refusedCard, eTransfer, afterCancel], { roles: ['viewer'] });
    const card = await rowOf('CARD-1');
    expect((card as HTMLTableRowElement).cells[2]?.textContent).toMatch(/^backroom\/CARD-1Created /);
    for (const text of ['Ada Lovelace', 'ada@example.ca', '$23.00', 'Order refund', 'Card (square)', 'FAILED', 'Tries: 3', 'CARD_EXPIRED', 'The card has expired.']) {
      expect(within(card).getByText(text), text).toBeTruthy();
    }
    const emt = await rowOf('EMT-1');
    expect(within(emt).getByText('Send the e-transfer to')).toBeTruthy();
    expect(within(emt).getByText('grace@example.ca')).toBeTruthy();
    expect(within(emt).getByText('$51.75')).toBeTruthy();
    expect(within(emt).getByText('Interac e-transfer')).toBeTruthy();
    const late = await rowOf('LATE-1');
    expect(within(late).getByText('Paid after cancellation')).toBeTruthy();
    expect(within(late).getByText('By hand')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again|E-transfer sent|Settled by hand/ })).toBeNull();
  });

  it('tries a refused card return again, and only a refused card return', async () => {
    const requests = renderScreen([refusedCard, eTransfer]);
    const card = await rowOf('CARD-1');
    expect(within(await rowOf('EMT-1')).queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Tried again: the return of \$23\.00 to Ada Lovelace \(order backroom\/CARD-1\) is SUCCEEDED\./)).toBeTruthy();
    expect(posts(requests).map((request) => request.path)).toEqual(['/api/v1/money-returns/ret_aaaaaaaaaaaaaaaaaaaaaaaa/retry']);
    await waitFor(() => expect(screen.queryByText('CARD-1')).toBeNull());
  });

  it('marks an e-transfer sent, with a note, once confirmed', async () => {
    const requests = renderScreen([refusedCard, eTransfer]);
    await userEvent.click(within(await rowOf('EMT-1')).getByRole('button', { name: 'E-transfer sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-transfer sent?' });
    expect(dialog.textContent).toContain('You sent $51.75 by Interac e-transfer to grace@example.ca (order backroom/EMT-1).');
    expect(posts(requests)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Sent from the shop account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, e-transfer sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((request) => [request.path, request.body])).toEqual([
      ['/api/v1/money-returns/ret_bbbbbbbbbbbbbbbbbbbbbbbb/settle', { kind: 'E_TRANSFER', note: 'Sent from the shop account' }],
    ]);
    expect(await screen.findByText(/is marked as sent by e-transfer\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('EMT-1')).toBeNull());
  });

  it('settles by hand only once confirmed, and shows a refusal in the dialog', async () => {
    const requests = renderScreen([refusedCard], {
      answer: (request) =>
        request.method === 'POST' ? { status: 409, body: { error: { code: 'CONFLICT', message: 'The return is being carried out right now: look again in a minute.' } } } : undefined,
    });
    const card = await rowOf('CARD-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Settled by hand' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Settled by hand?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Settled by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settled by hand?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, settled by hand' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The return is being carried out right now: look again in a minute. (CONFLICT)');
    expect(posts(requests).map((request) => request.body)).toEqual([{ kind: 'MANUAL', note: '' }]);
  });

  it('a failed backup comes first, with why and when', async () => {
    const failedAt = '2026-11-28T16:00:01.000Z';
    const status: BackupStatusView = {
      schedule: { everySeconds: 21_600, keep: 7, folder: '/srv/backups' },
      lastRun: { startedAt: '2026-11-28T16:00:00.000Z', finishedAt: failedAt, outcome: 'FAILED', bytes: null, location: null, failure: 'EACCES: permission denied, mkdir /srv/backups' },
      lastGood: null,
      attention: 'FAILED',
    };
    renderScreen([], { answer: (request) => (request.path === '/api/v1/backups/status' ? { body: status } : undefined) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`The last backup failed (${new Date(failedAt).toLocaleString('en-CA')})`)).toBeTruthy();
    expect(alert.textContent).toContain('EACCES: permission denied, mkdir /srv/backups. The server tries again at its next round (every 6 hours)');
    expect(await screen.findByText('No money going back needs attention.')).toBeTruthy();
  });

  it('a late backup shows too: none for more than twice the interval', async () => {
    const status: BackupStatusView = {
      schedule: { everySeconds: 86_400, keep: 7, folder: '/srv/backups' },
      lastRun: { startedAt: '2026-11-25T03:00:00.000Z', finishedAt: '2026-11-25T03:00:02.000Z', outcome: 'OK', bytes: 2_048, location: '/srv/backups/x.sqlite.gz', failure: null },
      lastGood: { startedAt: '2026-11-25T03:00:00.000Z', finishedAt: '2026-11-25T03:00:02.000Z', outcome: 'OK', bytes: 2_048, location: '/srv/backups/x.sqlite.gz', failure: null },
      attention: 'OVERDUE',
    };
    renderScreen([refusedCard], { answer: (request) => (request.path === '/api/v1/backups/status' ? { body: status } : undefined) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No backup for more than twice the interval')).toBeTruthy();
    expect(alert.textContent).toContain(`The last one was made ${new Date('2026-11-25T03:00:02.000Z').toLocaleString('en-CA')}, 2 kB. Backups are due every day`);
    expect(await rowOf('CARD-1')).toBeTruthy();
  });

  it('says so when nothing needs attention', async () => {
    renderScreen([]);
    expect(await screen.findByText('Nothing needs attention.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
