import type { StaffItem } from '@backroom/core/catalog';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { ItemEditor } from './item-editor';
import { StaffRolesContext } from '../shared/staff-access';

const item: StaffItem = { ...makeItem({ id: 'big-bloom', price: 1899, updatedAt: '2026-11-20T15:00:00.000Z' }), priceInEffect: 1899, sales: [], cost: 950, notes: '', heldStock: 0 };
/** Five on the shelf, three of them held by orders. */
const heldItem: StaffItem = { ...item, inventory: { store: { count: 4 }, warehouse: { count: 1 } }, stock: 2, heldStock: 3 };

function renderEditor(roles: ('admin' | 'staff' | 'viewer')[] = ['staff', 'viewer'], edited: StaffItem = item) {
  const onSaved = vi.fn();
  const onReload = vi.fn();
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <ItemEditor item={edited} categories={[]} onSaved={onSaved} onReload={onReload} />
    </StaffRolesContext.Provider>,
  );
  return { onSaved, onReload };
}

async function typePrice(text: string) {
  const price = screen.getByLabelText('Price ($)');
  await userEvent.clear(price);
  await userEvent.type(price, text);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('ItemEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price in dollars and saves a new one as cents, naming the version it started from', async () => {
    const requests = stubShopApi((request) => (request.method === 'PATCH' ? { body: { ...item, price: 2050, updatedAt: '2026-11-21T10:00:00.000Z' } } : undefined));
    const { onSaved } = renderEditor();
    expect(screen.getByLabelText<HTMLInputElement>('Price ($)').value).toBe('18.99');
    expect(screen.getByLabelText<HTMLInputElement>('Cost ($)').value).toBe('9.50');
    await typePrice('20.5');
    await screen.findByText('Saved.');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/items/big-bloom/price', body: { price: 2050 } });
    expect(requests[0]?.headers.get('if-match')).toBe('"2026-11-20T15:00:00.000Z"');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ price: 2050 }));
  });

  it('marks an item florist with its checkbox, one PATCH of the florist field', async () => {
    const requests = stubShopApi((request) => (request.method === 'PATCH' ? { body: { ...item, florist: true, updatedAt: '2026-11-21T10:00:00.000Z' } } : undefined));
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Florist item/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved.');
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([['PATCH', '/items/big-bloom/florist', { florist: true }]]);
  });

  it('refuses a price that is not dollars and cents without calling the server', async () => {
    const requests = stubShopApi(() => undefined);
    renderEditor();
    await typePrice('12.345');
    await screen.findByText('The price is not an amount of dollars, e.g. 12.99.');
    expect(requests).toHaveLength(0);
  });

  it('on a stale version (409) says someone else changed the item and offers a reload', async () => {
    stubShopApi(() => errorAnswer(409, 'CONFLICT', 'The item was changed since you read it.'));
    const { onReload, onSaved } = renderEditor();
    await typePrice('21');
    await screen.findByText(/Someone else changed this item since you opened it/);
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  describe('the stock orders hold', () => {
    async function typeCount(location: string, count: string) {
      const field = screen.getByLabelText(`Count at ${location}`);
      await userEvent.clear(field);
      await userEvent.type(field, count);
    }
    const savedWith = (inventory: StaffItem['inventory']) => ({ body: { ...heldItem, inventory, updatedAt: '2026-11-21T10:00:00.000Z' } });

    it('shows the units held and what is left to sell, now and with the counts typed', async () => {
      stubShopApi(() => undefined);
      renderEditor(undefined, heldItem);
      expect(screen.getByLabelText('Held stock').textContent).toBe('Held by open and paid orders: 3. Left to sell: 2.');
      await typeCount('store', '6');
      expect(screen.getByLabelText('Held stock').textContent).toBe('Held by open and paid orders: 3. Left to sell: 2 → 4 after saving.');
    });

    it('saves counts that still cover the held units without a question', async () => {
      const requests = stubShopApi((request) => (request.method === 'PATCH' ? savedWith({ store: { count: 2 }, warehouse: { count: 1 } }) : undefined));
      renderEditor(undefined, heldItem);
      await typeCount('store', '2');
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await screen.findByText('Saved.');
      expect(requests.map((request) => [request.path, request.query.get('confirmBelowHeld'), request.body])).toEqual([
        ['/items/big-bloom/inventory', null, { inventory: { store: { count: 2 }, warehouse: { count: 1 } } }],
      ]);
    });

    it('asks before counts below the held units, and sends them only once staff say so', async () => {
      const requests = stubShopApi((request) => (request.method === 'PATCH' ? savedWith({ store: { count: 1 }, warehouse: { count: 1 } }) : undefined));
      const { onSaved } = renderEditor(undefined, heldItem);
      await typeCount('store', '1');
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      const question = await screen.findByRole('alertdialog', { name: 'Below held stock' });
      expect(question.textContent).toContain('Orders hold 3 of this item that have not left the shelf; the counts you typed (2 in all) leave -1 to sell.');
      expect(requests).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(requests).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Save below held stock' }));
      await screen.findByText('Saved.');
      expect(requests.map((request) => [request.method, request.path, request.query.get('confirmBelowHeld')])).toEqual([['PATCH', '/items/big-bloom/inventory', 'true']]);
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ inventory: { store: { count: 1 }, warehouse: { count: 1 } } }));
    });

    it('asks too when orders took more while staff typed (409 STOCK_BELOW_HELD), not as a stale edit', async () => {
      const requests = stubShopApi((request) =>
        request.query.get('confirmBelowHeld') === 'true'
          ? savedWith({ store: { count: 3 }, warehouse: { count: 1 } })
          : errorAnswer(409, 'STOCK_BELOW_HELD', "Orders hold 5 of 'Big Bloom' that have not left the shelf; an inventory of 4 leaves -1 to sell."),
      );
      renderEditor(undefined, heldItem);
      await typeCount('store', '3');
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      const question = await screen.findByRole('alertdialog', { name: 'Below held stock' });
      expect(question.textContent).toContain("Orders hold 5 of 'Big Bloom'");
      expect(screen.queryByText(/Someone else changed this item/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Save below held stock' }));
      await screen.findByText('Saved.');
      expect(requests.map((request) => request.query.get('confirmBelowHeld'))).toEqual([null, 'true']);
    });
  });

  it('is read-only for a viewer', () => {
    stubShopApi(() => undefined);
    renderEditor(['viewer']);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload a picture/ })).toBeNull();
    expect(screen.getByLabelText('Price ($)').hasAttribute('readonly')).toBe(true);
  });
});
