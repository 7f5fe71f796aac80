import type { MonthSummary, Transaction, YearSummary } from '@backroom/core/transactions/transaction-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { TransactionsScreen } from './transactions-screen';

const sale = (orderId: string, environment: Transaction['environment'], total: number): Transaction => ({
  store: 'backroom',
  id: `${orderId}-S`,
  orderId,
  kind: 'SALE',
  environment,
  paymentMethod: environment === 'TEST' ? 'card' : 'emt',
  recordedBy: 'staff:Sam',
  date: '2026-11-20',
  subtotal: total,
  discountAmount: 0,
  shipping: 0,
  tax: 0,
  total,
  created_at: '2026-11-20T12:00:00.000Z',
  modified_at: '2026-11-20T12:00:00.000Z',
  lineItems: [],
});
const totals = { count: 1, subtotal: 0, discountAmount: 0, shipping: 0, tax: 0 };

/** The server as it answers: TEST transactions only when `environment` asks for them. */
function renderScreen() {
  const requests = stubShopApi((request) => {
    const environment = request.query.get('environment');
    const real = [sale('REAL-1', 'PROD', 5000)];
    const tests = [sale('TRY-1', 'TEST', 777_700)];
    const chosen = environment === 'ALL' ? [...real, ...tests] : environment === 'TEST' ? tests : environment === 'PROD' ? real : null;
    if (chosen === null) return undefined;
    const total = chosen.reduce((sum, transaction) => sum + transaction.total, 0);
    if (request.path === '/api/v1/transactions/summary/years') return { body: [{ year: 2026, ...totals, total }] satisfies YearSummary[] };
    if (/^\/api\/v1\/transactions\/summary\/\d+\/months$/.test(request.path)) {
      return { body: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...totals, total: index === 10 ? total : 0 })) satisfies MonthSummary[] };
    }
    if (request.path.startsWith('/api/v1/transactions/')) return { body: chosen };
    return undefined;
  });
  renderWithShop(<TransactionsScreen />);
  return requests;
}

const listedOrders = async () => {
  const table = await screen.findByRole('table', { name: 'Transactions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
};

describe('TransactionsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts real orders only at first: every call asks for PROD, no TEST order is listed', async () => {
    const requests = renderScreen();
    await screen.findByText('REAL-1');
    expect(await listedOrders()).toHaveLength(1);
    expect(screen.queryByText('TRY-1')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Orders counted' }).textContent).toBe('Real orders only');
    expect(screen.getByRole('img', { name: 'Total sales by year' })).toBeTruthy();
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.every((request) => request.query.get('environment') === 'PROD')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts TEST orders when asked, marks each of their rows TEST and warns that the figures are not all sales', async () => {
    const requests = renderScreen();
    await screen.findByText('REAL-1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Orders counted' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Real and TEST orders' }));
    const testRow = (await screen.findByText('TRY-1')).closest('tr') as HTMLElement;
    expect(within(testRow).getByText('TEST')).toBeTruthy();
    expect(testRow.dataset.environment).toBe('TEST');
    const realRow = screen.getByText('REAL-1').closest('tr') as HTMLElement;
    expect(within(realRow).queryByText('TEST')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('These figures include TEST orders: they are not all sales.');
    expect(screen.getByRole('img', { name: 'Total sales by year (TEST orders included)' })).toBeTruthy();
    expect(new Set(requests.slice(-3).map((request) => request.query.get('environment')))).toEqual(new Set(['ALL']));

    await userEvent.click(screen.getByRole('combobox', { name: 'Orders counted' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TEST orders only' }));
    await vi.waitFor(() => expect(screen.queryByText('REAL-1')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('These are TEST orders only: none of them is a sale.');
  });
});
