import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { attachmentFileName } from './api/staff-orders-csv';
import { monthAround, OrdersCsvExport } from './orders-csv-export';
import { staffSession } from '../shared/staff-session';

describe('the month the export starts with', () => {
  it("is the shop's month in Halifax, from its first to its last day", () => {
    expect(monthAround(new Date('2026-03-10T15:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthAround(new Date('2028-02-15T15:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthAround(new Date('2026-12-31T15:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // 02:30 UTC on 1 April is still 31 March in Halifax.
    expect(monthAround(new Date('2026-04-01T02:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('reads the file name the server gives', () => {
    expect(attachmentFileName('attachment; filename="orders-2026-03-01-2026-03-31.csv"')).toBe('orders-2026-03-01-2026-03-31.csv');
    expect(attachmentFileName(null)).toBeNull();
  });
});

/** A saved file's text: a Blob of Node's has text(); jsdom's (on Node.js 24, from the answer's blob()) is read with its FileReader. */
function blobText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

describe('OrdersCsvExport', () => {
  let saved: { name: string; file: Blob }[];
  const { createObjectURL, revokeObjectURL } = URL;

  beforeEach(() => {
    saved = [];
    staffSession.save({ token: 'staff-token', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['viewer'] });
    let file: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push({ name: this.download, file: file! });
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const form = () => screen.getByRole('form', { name: 'Export orders as CSV' });

  it("offers this month's dates and saves the server's CSV, fetched with the staff token, under its name", async () => {
    const requests = stubShopApi((request) =>
      request.path === '/api/v1/order/export.csv'
        ? { body: 'Order,Store', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-02-01-2026-02-28.csv"' } }
        : undefined,
    );
    renderWithShop(<OrdersCsvExport />);
    const month = monthAround(new Date());
    expect(within(form()).getByLabelText(/From/)).toHaveProperty('value', month.from);
    expect(within(form()).getByLabelText(/To/)).toHaveProperty('value', month.to);

    await userEvent.clear(within(form()).getByLabelText(/From/));
    await userEvent.type(within(form()).getByLabelText(/From/), '2026-02-01');
    await userEvent.clear(within(form()).getByLabelText(/To/));
    await userEvent.type(within(form()).getByLabelText(/To/), '2026-02-28');
    await userEvent.click(within(form()).getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ from: '2026-02-01', to: '2026-02-28', environment: 'PROD' });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer staff-token');
    expect(saved[0]!.name).toBe('orders-2026-02-01-2026-02-28.csv');
    expect(await blobText(saved[0]!.file)).toContain('Order,Store');
  });

  it('exports real orders only unless TEST orders are asked for, and saves the file under the name the server gives it', async () => {
    const requests = stubShopApi((request) =>
      request.path === '/api/v1/order/export.csv'
        ? { body: 'Order,Store', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="orders-x-${request.query.get('environment')!.toLowerCase()}.csv"` } }
        : undefined,
    );
    renderWithShop(<OrdersCsvExport />);
    const counted = within(form()).getByRole('combobox', { name: 'Orders counted' });
    expect(counted.textContent).toBe('Real orders only');
    await userEvent.click(counted);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Real orders only', 'TEST orders only', 'Real and TEST orders']);
    await userEvent.click(screen.getByRole('option', { name: 'Real and TEST orders' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(requests[0]!.query.get('environment')).toBe('ALL');
    expect(saved[0]!.name).toBe('orders-x-all.csv');
  });

  it("shows the server's refusal and saves nothing", async () => {
    stubShopApi(() => errorAnswer(400, 'VALIDATION_FAILED', 'The range ends (2026-01-01) before it starts (2026-02-01).'));
    renderWithShop(<OrdersCsvExport />);
    await userEvent.click(within(form()).getByRole('button', { name: 'Export CSV' }));
    expect(await within(form()).findByText('The range ends (2026-01-01) before it starts (2026-02-01).')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
