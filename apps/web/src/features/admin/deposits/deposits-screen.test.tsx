import type { DepositImportResult, DepositList, DepositView } from '@backroom/core/emt/deposit-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { DepositsScreen } from './deposits-screen';

const deposit: DepositView = {
  id: 'dep-1',
  source: 'notification',
  fileName: null,
  sender: 'KIM LEE',
  senderEmail: null,
  amountCents: 4000,
  receivedAt: '2026-11-20',
  message: 'plants for mom',
  bankReference: 'CA123',
  status: 'to-confirm',
  nearReason: 'reference-wrong-amount',
  candidates: [{ orderId: '7KQ2-M9XA-4HRT-0BCE', reference: 'BR-7KQ2M9', totalCents: 4520, customerName: 'Kim Lee', referenceInMessage: true, amountEqual: false, sender: 'name' }],
  orderId: null,
  importedBy: 'staff:Sam',
  importedAt: '2026-11-20T15:00:00.000Z',
  settledBy: null,
  settledAt: null,
  sameTransferAs: null,
  repeatedBy: null,
};
const list: DepositList = {
  deposits: [deposit],
  awaiting: [{ orderId: '7KQ2-M9XA-4HRT-0BCE', reference: 'BR-7KQ2M9', totalCents: 4520, customerName: 'Kim Lee', customerEmail: 'kim@example.ca', createdAt: '2026-11-19T12:00:00.000Z', holdUntil: '2026-11-27T04:00:00.000Z' }],
};

function renderScreen(roles: ('staff' | 'viewer')[], { shown = list, imported }: { shown?: DepositList; imported?: DepositImportResult } = {}): FakeRequest[] {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/deposits') return { body: shown };
    if (request.method === 'POST' && request.path === '/deposits/notices') {
      if (imported) return { body: imported };
      return errorAnswer(422, 'DEPOSITS_UNREADABLE', 'No deposit could be read, nothing was imported. No Interac e-Transfer deposit notice was found in the text.');
    }
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <DepositsScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('the E-transfers match screen', () => {
  it('shows a viewer the deposits to confirm and the orders awaiting an e-transfer, with nothing to press', async () => {
    renderScreen(['viewer']);
    const card = await screen.findByRole('article', { name: 'Deposit of $40.00 from KIM LEE' });
    expect(card.textContent).toContain('Names an order, but the amount is not its total');
    expect(card.textContent).toContain('Message: plants for mom');
    const awaiting = screen.getByRole('region', { name: 'Orders awaiting an e-transfer' });
    expect(awaiting.textContent).toContain('BR-7KQ2M9');
    expect(awaiting.textContent).toContain('held until Nov 27, 2026, 12:00 a.m.');
    expect(screen.queryByRole('button', { name: /Read and match|Confirm|Dismiss/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Paste deposit notices' })).toBeNull();
  });

  it('says by how much a picked order differs, and why a paste was refused', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    const card = await screen.findByRole('article', { name: 'Deposit of $40.00 from KIM LEE' });
    expect(within(card).getByRole('alert').textContent).toBe("The deposit is $5.20 less than this order's total of $45.20.");
    await userEvent.type(screen.getByRole('textbox', { name: 'Paste deposit notices' }), 'call me back please');
    await userEvent.click(screen.getByRole('button', { name: 'Read and match' }));
    const refused = await screen.findByText(/No deposit could be read, nothing was imported/);
    expect(refused.closest('[role="alert"]')?.textContent).toContain('Nothing was imported');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ text: 'call me back please' }]);
  });

  it('says plainly which deposit a transfer read twice repeats, and what its notice said on the bank line that waits', async () => {
    const bankLine: DepositView = {
      ...deposit,
      id: 'dep-2',
      source: 'csv',
      fileName: 'chequing.csv',
      sender: 'KIM LEE',
      amountCents: 4520,
      message: '',
      bankReference: null,
      status: 'dismissed',
      nearReason: null,
      candidates: [],
      settledBy: 'staff:Sam',
      settledAt: '2026-11-23T15:00:00.000Z',
      // Paid by the notice of the evening of Nov 20 in Halifax (already the 21st in UTC).
      sameTransferAs: { id: 'dep-1', source: 'notification', fileName: null, receivedAt: '2026-11-21T02:00:00Z', status: 'matched', orderId: '7KQ2-M9XA-4HRT-0BCE' },
    };
    const waitingLine: DepositView = {
      ...deposit,
      id: 'dep-3',
      source: 'csv',
      fileName: 'chequing.csv',
      sender: 'ANNE MACDONALD',
      message: '',
      nearReason: 'amount-without-reference',
      repeatedBy: { id: 'dep-4', source: 'eml', fileName: 'virement.eml', receivedAt: '2026-11-20', message: 'Order BR-7KQ2M9' },
    };
    renderScreen(['staff', 'viewer'], {
      shown: { ...list, deposits: [waitingLine] },
      imported: {
        deposits: [
          { result: 'same-transfer', deposit: bankLine },
          {
            result: 'same-transfer',
            deposit: { ...deposit, id: 'dep-5', status: 'dismissed', nearReason: null, candidates: [], sameTransferAs: { id: 'dep-3', source: 'csv', fileName: 'chequing.csv', receivedAt: '2026-11-20', status: 'to-confirm', orderId: null } },
          },
        ],
        problems: [],
        ignoredLines: 0,
      },
    });
    const waiting = await screen.findByRole('article', { name: 'Deposit of $40.00 from ANNE MACDONALD' });
    expect(waiting.textContent).toContain(
      "The same transfer came in as the Interac notice of Nov 20, 2026 (virement.eml), set aside so it is not counted twice. Its message: Order BR-7KQ2M9",
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Paste deposit notices' }), 'the bank line');
    await userEvent.click(screen.getByRole('button', { name: 'Read and match' }));
    const result = await screen.findByRole('region', { name: 'Last import' });
    expect(within(result).getByText('Same transfer, set aside: 2')).toBeTruthy();
    const [card, notice] = within(result).getAllByTestId('imported-deposit');
    expect(card!.textContent).toContain('Same transfer as the Interac notice of Nov 20, 2026, which paid order 7KQ2-M9XA-4HRT-0BCE. Set aside so it is not counted twice.');
    expect(card!.textContent).not.toContain('Paid order');
    expect(notice!.textContent).toContain("Same transfer as the bank file's line of Nov 20, 2026 (chequing.csv), which waits for you under To confirm. Set aside so it is not counted twice.");
  });
});
