import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type FakeAnswer, type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { staffSession } from '../shared/staff-session';
import type { CatalogImport, CatalogImportPicture, CatalogImportRow, CatalogImportSection } from './api/staff-catalog-imports';
import { CatalogImportScreen } from './catalog-import-screen';

const previewed: CatalogImport = {
  id: 'imp_1',
  status: 'previewed',
  format: 'shopify',
  fileName: 'products.csv',
  createdAt: '2026-11-28T15:00:00.000Z',
  counts: { add: 2, change: 1, unchanged: 60, refused: 1 },
  progress: { done: 0, total: 3 },
  pictures: { pending: 0, done: 0, failed: 0 },
  failure: null,
};

const rowsOf: Record<CatalogImportSection, CatalogImportRow[]> = {
  add: [
    {
      line: 2,
      handle: 'clay-pot',
      sku: 'POT-S',
      name: 'Clay pot (Small)',
      changes: [
        { field: 'name', from: null, to: 'Clay pot (Small)' },
        { field: 'price', from: null, to: '899' },
        { field: 'variantName', from: null, to: '' },
        { field: 'inventory', from: null, to: '{"store":{"count":12}}' },
      ],
      reason: null,
    },
    { line: 3, handle: 'clay-pot', sku: 'POT-L', name: 'Clay pot (Large)', changes: [{ field: 'price', from: null, to: '1499' }], reason: null },
  ],
  change: [{ line: 4, handle: 'potting-soil', sku: 'PS-10', name: 'Potting soil 10 L', changes: [{ field: 'price', from: '1299', to: '1399' }], reason: null }],
  unchanged: Array.from({ length: 60 }, (_, index) => ({ line: index + 6, handle: `seed-${index}`, sku: `SEED-${index}`, name: `Seed packet ${index}`, changes: [], reason: null })),
  refused: [{ line: 5, handle: 'mystery', sku: 'MYS-1', name: 'Mystery', changes: [], reason: 'Line 5: variant Price "abc" is not an amount.' }],
};

const failedPicture: CatalogImportPicture = { url: 'https://cdn.example.com/pot.jpg', handle: 'clay-pot', name: 'Clay pot', state: 'failed', reason: 'The server answered 404.' };

interface FakeImports {
  requests: FakeRequest[];
  /** What GET catalog-imports/imp_1 answers next, one after the other (the last one stays). */
  polled: CatalogImport[];
}

/** The import API of the contract, faked: an upload answers `uploaded` (or a refusal), rows come a page at a time. */
function fakeImportApi({ uploaded = previewed, refuseUpload, polled = [] }: { uploaded?: CatalogImport; refuseUpload?: FakeAnswer; polled?: CatalogImport[] } = {}): FakeImports {
  const state: FakeImports = { requests: [], polled };
  let shown = uploaded;
  let applyAsked = false;
  state.requests = stubShopApi((request) => {
    if (request.method === 'POST' && request.path === '/catalog-imports') return refuseUpload ?? { status: 201, body: uploaded };
    if (request.method === 'GET' && request.path === '/catalog-imports') return { body: { imports: [] } };
    if (request.method === 'GET' && request.path === '/catalog-imports/imp_1') {
      if (applyAsked && state.polled.length > 0) shown = state.polled.length > 1 ? state.polled.shift()! : state.polled[0]!;
      return { body: shown };
    }
    if (request.method === 'GET' && request.path === '/catalog-imports/imp_1/rows') {
      const section = request.query.get('section') as CatalogImportSection;
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      return { body: { section, total: rowsOf[section].length, rows: rowsOf[section].slice(offset, offset + limit) } };
    }
    if (request.method === 'POST' && request.path === '/catalog-imports/imp_1/apply') {
      applyAsked = true;
      return { status: 202, body: { ...uploaded, status: 'applying' } };
    }
    if (request.method === 'GET' && request.path === '/catalog-imports/imp_1/pictures') return { body: { pictures: [failedPicture] } };
    if (request.method === 'POST' && request.path === '/catalog-imports/imp_1/pictures/retry') return { status: 202, body: { ...uploaded, status: 'applied', pictures: { pending: 1, done: 1, failed: 0 } } };
    if (request.method === 'GET' && request.path === '/categories') {
      return { body: [{ id: '12', name: 'Pots', shortName: 'Pots', parentId: '1', url: '/pots', imageId: null, position: 0 }] };
    }
    return undefined;
  });
  return state;
}

function renderScreen(roles: ('staff' | 'viewer')[] = ['staff', 'viewer']) {
  return renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <CatalogImportScreen />
    </StaffRolesContext.Provider>,
    { path: '/admin/import' },
  );
}

const csv = (name = 'products.csv', text = 'Handle,Title\nclay-pot,Clay pot\n') => new File([text], name, { type: 'text/csv' });

async function upload(file = csv()) {
  await userEvent.upload(screen.getByLabelText('Catalogue file'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

const sentFields = (request: FakeRequest | undefined) => Object.fromEntries([...(request?.body as FormData).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]));

describe('the catalogue import screen', () => {
  beforeEach(() => {
    staffSession.save({ token: 'staff-token', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['staff'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the file with the chosen format and category tag prefix, and shows the refused line and its reason first', async () => {
    const api = fakeImportApi();
    renderScreen();
    await userEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    await userEvent.click(screen.getByRole('option', { name: 'Shopify product CSV' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Categories from' }));
    expect(screen.queryByRole('option', { name: "The own file's Category column" })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'A tag starting with…' }));
    await upload();

    const preview = await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    const tabs = within(preview).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['To add: 2', 'To change: 1', 'Unchanged: 60', 'Refused: 1']);
    const refused = await within(preview).findByRole('table', { name: 'Refused rows' });
    const [row] = within(refused).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Mystery', '5', 'mystery', 'MYS-1', 'Variant Price "abc" is not an amount.']);

    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(sentFields(sent)).toEqual({ format: 'shopify', categoryFrom: 'tag-prefix', categoryTagPrefix: 'category:', file: 'products.csv' });
  });

  it('shows what changes from what to what, the fields of new items, and pages through a long pile', async () => {
    const api = fakeImportApi();
    renderScreen();
    await upload();
    const preview = await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    await userEvent.click(within(preview).getByRole('tab', { name: 'To change: 1' }));
    const changed = await within(preview).findByRole('table', { name: 'To change rows' });
    expect(changed.textContent).toContain('Potting soil 10 L');
    expect(changed.textContent).toContain('price: $12.99 → $13.99');

    await userEvent.click(within(preview).getByRole('tab', { name: 'To add: 2' }));
    const added = await within(preview).findByRole('table', { name: 'To add rows' });
    expect(added.textContent).toContain('price: $8.99');
    expect(added.textContent).toContain('name: Clay pot (Small)');
    expect(added.textContent).toContain('inventory: store: 12');
    expect(added.textContent).not.toContain('variantName');

    await userEvent.click(within(preview).getByRole('tab', { name: 'Unchanged: 60' }));
    await within(preview).findByText('Rows 1–50 of 60');
    await userEvent.click(within(preview).getByRole('button', { name: 'Next' }));
    await within(preview).findByText('Rows 51–60 of 60');
    await within(preview).findByText('Seed packet 59');
    expect(within(preview).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    const pages = api.requests.filter((request) => request.path.endsWith('/rows') && request.query.get('section') === 'unchanged').map((request) => request.query.get('offset'));
    expect(pages).toEqual(['0', '50']);
  });

  it('applies with a progress bar that moves until done, then lists the pictures not fetched with a retry', async () => {
    const applying = { ...previewed, status: 'applying' as const, progress: { done: 1, total: 3 } };
    const applied = { ...previewed, status: 'applied' as const, progress: { done: 3, total: 3 }, pictures: { pending: 0, done: 1, failed: 1 } };
    const api = fakeImportApi({ polled: [applying] });
    renderScreen();
    await upload();
    const preview = await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    await userEvent.click(within(preview).getByRole('button', { name: 'Apply: add 2, change 1' }));

    const bar = await within(preview).findByRole('progressbar', { name: 'Applying...' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 items written'));
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    api.polled.splice(0, 1, applied);
    await within(preview).findByText('Done: 2 items added and 1 item changed.', {}, { timeout: 3000 });
    expect(within(preview).getByRole('progressbar', { name: 'Done' }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(preview).queryByRole('button', { name: /Apply/ })).toBeNull();

    const pictures = within(preview).getByRole('region', { name: 'Pictures' });
    expect(within(pictures).getByRole('status').textContent).toBe('1 picture fetched, 0 waiting, 1 failed');
    const failures = await within(pictures).findByRole('list', { name: 'Pictures not fetched' });
    await within(failures).findByText('Clay pot: The server answered 404. (https://cdn.example.com/pot.jpg)');
    await userEvent.click(within(pictures).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST' && request.path === '/catalog-imports/imp_1/pictures/retry')).toBe(true));
  });

  it('says where applying stopped and why, and asks for the file again', async () => {
    fakeImportApi({ polled: [{ ...previewed, status: 'failed', progress: { done: 2, total: 3 }, failure: 'the database stopped answering' }] });
    renderScreen();
    await upload();
    const preview = await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    await userEvent.click(within(preview).getByRole('button', { name: 'Apply: add 2, change 1' }));
    const stopped = await within(preview).findByText(/^Applying stopped after/);
    expect(stopped.textContent).toBe('Applying stopped after 2 of 3 items written: the database stopped answering. Upload the file again: a new preview shows what is still to add or change.');
    expect(within(preview).getByRole('progressbar', { name: 'Stopped' }).getAttribute('aria-valuenow')).toBe('67');
  });

  it('offers nothing to apply when every row is already in the shop', async () => {
    fakeImportApi({ uploaded: { ...previewed, counts: { add: 0, change: 0, unchanged: 60, refused: 0 } } });
    renderScreen();
    await upload();
    const preview = await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    expect(within(preview).getByRole('button', { name: 'Nothing to apply' })).toHaveProperty('disabled', true);
    expect(within(preview).getByRole('tab', { name: 'Unchanged: 60' }).getAttribute('aria-selected')).toBe('true');
  });

  it("says why a file cannot be read, keeps it chosen, and refuses one over 20 MB before sending it", async () => {
    const api = fakeImportApi({ refuseUpload: errorAnswer(422, 'VALIDATION_FAILED', 'notes.csv is not a catalogue: its header row names neither Shopify’s columns nor the shop’s own.') });
    renderScreen();
    await upload(csv('notes.csv', 'a,b\n1,2\n'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain('notes.csv is not a catalogue');
    expect(screen.queryByRole('region', { name: 'notes.csv' })).toBeNull();
    expect(screen.getByText('notes.csv (0.0 MB)')).toBeTruthy();

    const huge = csv('huge.csv');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Catalogue file'), huge);
    expect(screen.getByText('huge.csv is larger than 20 MB: split it into smaller files.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('puts every item in one chosen category, and takes a file dropped on the box', async () => {
    const api = fakeImportApi();
    renderScreen();
    await userEvent.click(screen.getByRole('combobox', { name: 'Categories from' }));
    await userEvent.click(screen.getByRole('option', { name: 'One category for every item' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pots' }));
    const dropped = csv('dropped.csv');
    const zone = screen.getByTestId('catalog-drop-zone');
    zone.dispatchEvent(Object.assign(new Event('drop', { bubbles: true }), { dataTransfer: { files: [dropped] } }));
    await screen.findByText('dropped.csv (0.0 MB)');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'products.csv' }, { timeout: 5000 });
    expect(sentFields(api.requests.find((request) => request.method === 'POST'))).toEqual({ format: 'auto', categoryFrom: 'fixed', categoryId: '12', file: 'dropped.csv' });
  });

  it('tells a viewer importing needs the staff role, with nothing to upload', () => {
    fakeImportApi();
    renderScreen(['viewer']);
    expect(screen.getByText('Importing and exporting the catalogue needs the staff role.')).toBeTruthy();
    expect(screen.queryByLabelText('Catalogue file')).toBeNull();
  });

  it("saves the shop's own CSV under the server's file name", async () => {
    let saved: { name: string; blob: Blob } | null = null;
    let blob: Blob | null = null;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((file: Blob) => {
      blob = file;
      return 'blob:catalogue';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blob! };
    });
    const requests = stubShopApi((request) =>
      request.path === '/catalog-export.csv'
        ? { body: 'handle,sku', headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="catalogue-2026-11-28.csv"' } }
        : request.path === '/catalog-imports'
          ? { body: { imports: [] } }
          : undefined,
    );
    try {
      renderScreen();
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved?.name).toBe('catalogue-2026-11-28.csv'));
      expect(requests.find((request) => request.path === '/catalog-export.csv')?.headers.get('authorization')).toBe('Bearer staff-token');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });
});
