import type { Item } from '@backroom/core/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiftCardItem } from '@backroom/core/gift-cards/gift-card-contract';
import { makeItem } from '@backroom/core/testing/make-item';
import { reloadCart } from '../../lib/cart-store';
import { ItemDialog } from './item-dialog';
import { makeClientConfig, renderWithShop } from '../../testing/render-with-shop';

const bigBloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899, stock: 12 });
const onSale = makeItem({ id: 'on-sale', name: 'Ocean Forest', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' });
const voodoo = makeItem({
  id: 'voodoo-juice',
  name: 'Voodoo Juice',
  price: 4499,
  saleEndsAt: '2026-12-01T04:00:00.000Z',
  group: { enabled: true, parentId: null, variantName: null, variantSummary: { stock: 5, priceLow: 4499, priceHigh: 9999 } },
});
const voodooSmall = makeItem({
  id: 'voodoo-juice-250-ml',
  name: 'Voodoo Juice 250 mL',
  price: 4499,
  stock: 0,
  group: { enabled: false, parentId: 'voodoo-juice', variantName: '250 mL', variantSummary: null },
});
const voodooLarge = makeItem({
  id: 'voodoo-juice-1-l',
  name: 'Voodoo Juice 1 L',
  price: 9999,
  regularPrice: 11999,
  saleEndsAt: '2026-12-01T04:00:00.000Z',
  stock: 5,
  group: { enabled: false, parentId: 'voodoo-juice', variantName: '1 L', variantSummary: null },
});
const retired = makeItem({ id: 'retired', name: 'Old Feed', discontinued: true, stock: 2, special: true });

const giftCard = makeItem({ id: 'gift-card-50', name: 'Gift card $50', price: 5000, stock: 0 });

const answers: Record<string, Item | Item[] | GiftCardItem[]> = {
  '/backroom/api/v1/gift-card-items': [{ itemId: 'gift-card-50', minAmount: null, maxAmount: null }],
  '/backroom/api/v1/items/gift-card-50': giftCard,
  '/backroom/api/v1/items/big-bloom': bigBloom,
  '/backroom/api/v1/items/voodoo-juice': voodoo,
  '/backroom/api/v1/items/voodoo-juice/variants': [voodooSmall, voodooLarge],
  '/backroom/api/v1/items/retired': retired,
  '/backroom/api/v1/items/on-sale': onSale,
};

const fetchMock = vi.fn(async (url: string) => {
  const answer = answers[url];
  return answer
    ? new Response(JSON.stringify(answer), { status: 200 })
    : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: "There is no item 'x'." } }), { status: 404 });
});

function openItem(itemId: string, config = makeClientConfig()) {
  return renderWithShop(<ItemDialog />, { path: `/item/${itemId}`, route: '/item/:itemId', state: { from: '/category/nutrients' }, config });
}

/** Add to Cart once the shop has said whether the item is a gift card (until then it waits, disabled). */
async function readyAddButton(): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name: 'Add to Cart' })) as HTMLButtonElement;
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
  return button;
}

function storedCart() {
  return JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, { item: Item; count: number }> };
}

beforeEach(() => {
  reloadCart();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('ItemDialog', () => {
  it('shows the loaded item with its price and stock', async () => {
    openItem('big-bloom');
    expect(await screen.findByRole('dialog', { name: /Big Bloom/ })).toBeTruthy();
    expect(screen.getByText('$18.99')).toBeTruthy();
    expect(screen.getByText('12 in stock')).toBeTruthy();
    expect(screen.getByText('Organic liquid plant food.')).toBeTruthy();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
  });

  it('strikes the regular price of an item on sale through, and keeps the sale in the cart it adds to', async () => {
    openItem('on-sale');
    await screen.findByRole('dialog', { name: /Ocean Forest/ });
    expect(document.querySelector('.item-price s')?.textContent).toBe('$18.99');
    expect(screen.getByText('Regular price $18.99, sale price $14.99')).toBeTruthy();
    await userEvent.click(await readyAddButton());
    await screen.findByText('Added Ocean Forest to cart.');
    expect(storedCart().items['on-sale']?.item).toMatchObject({ price: 1499, regularPrice: 1899 });
  });

  it('shows a named loading status, in the dialog, until the item arrives', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string) => (url.endsWith('/items/slow') ? new Promise<Response>(() => {}) : answer(url)));
    try {
      openItem('slow');
      const dialog = await screen.findByRole('dialog', { name: 'Loading item...' });
      expect(within(dialog).getByRole('status', { name: 'Loading item' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/backroom/api/v1/items/slow', expect.anything()));
      expect(screen.getByRole('status', { name: 'Loading item' })).toBeTruthy();
    } finally {
      fetchMock.mockImplementation(answer);
    }
  });

  it('says an item the shop does not sell is not in the shop, rather than calling it an error', async () => {
    openItem('missing');
    expect(await screen.findByText(/^This item is not in the shop\./)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Error');
    expect(screen.queryByRole('status', { name: 'Loading item' })).toBeNull();
  });

  it('says why an item could not be loaded', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/items/broken')
        ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'The shop could not answer.' } }), { status: 500 })
        : answer(url),
    );
    try {
      openItem('broken');
      expect(await screen.findByText('Error loading item: The shop could not answer.')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('Error loading item: The shop could not answer.');
    } finally {
      fetchMock.mockImplementation(answer);
    }
  });

  it('turns non-numeric or negative quantities into 0, which cannot be added', async () => {
    openItem('big-bloom');
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    const addButton = await readyAddButton();
    expect(addButton.disabled).toBe(false);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    expect(quantity.value).toBe('0');
    expect(addButton.disabled).toBe(true);

    fireEvent.change(quantity, { target: { value: '-3' } });
    expect(quantity.value).toBe('0');
    expect(addButton.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.value).toBe('2');
    expect(addButton.disabled).toBe(false);
  });

  it('needs a variation for a group, then adds the chosen variant with the quantity', async () => {
    openItem('voodoo-juice');
    const addButton = await readyAddButton();
    expect(screen.getByText('$44.99 - $99.99')).toBeTruthy();
    expect(addButton.disabled).toBe(true);

    const select = await screen.findByRole('combobox', { name: 'Select variation...' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select variation...', '250 mL — $44.99 (out of stock)', '1 L — $99.99 (was $119.99)']);
    await userEvent.selectOptions(select, options[2]!);
    // The chosen variant's sale: its regular price struck through.
    expect(screen.getByText('Regular price $119.99, sale price $99.99')).toBeTruthy();
    expect(document.querySelector('.item-price s')?.textContent).toBe('$119.99');

    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(addButton.disabled).toBe(false);
    await userEvent.click(addButton);

    expect(await screen.findByText('Added Voodoo Juice 1 L to cart.')).toBeTruthy();
    const cart = storedCart();
    expect(Object.keys(cart.items)).toEqual(['voodoo-juice-1-l']);
    expect(cart.items['voodoo-juice-1-l']?.count).toBe(3);
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/order/checkout');
  });

  it("goes back to the item without its variant through the item's own crumb, and still closes to the listing", async () => {
    renderWithShop(<ItemDialog />, {
      visited: ['/category/nutrients'],
      path: '/item/voodoo-juice',
      route: '/item/:itemId',
      state: { from: '/category/nutrients' },
    });
    const select = await screen.findByRole('combobox', { name: 'Select variation...' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, '1 L — $99.99 (was $119.99)');
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByText('1 L').getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(trail).getByRole('link', { name: 'Voodoo Juice' }));
    const afresh = await screen.findByRole('combobox', { name: 'Select variation...' });
    expect((afresh as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('$44.99 - $99.99')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText('Voodoo Juice').getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((await screen.findByText('Elsewhere')).getAttribute('title')).toBe('/category/nutrients');
  });

  it('titles the page with the item while it is open', async () => {
    openItem('big-bloom');
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(document.title).toBe('Big Bloom - The Back Room');
  });

  it('adds a single item and raises its count when added again', async () => {
    openItem('big-bloom');
    const addButton = await readyAddButton();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    await userEvent.click(addButton);
    await userEvent.click(addButton);
    expect(storedCart().items['big-bloom']?.count).toBe(2);
    expect(screen.getByText('Added Big Bloom to cart.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/backroom/api/v1/items/big-bloom/variants', expect.anything());
  });

  it('shows the discontinued and special-order notices', async () => {
    openItem('retired');
    expect(await screen.findByText('This item has been discontinued: 2 left in stock')).toBeTruthy();
    expect(screen.getByText('This item is available by Special Order only')).toBeTruthy();
    expect(screen.getByText(/Please call us at \(902\) 555-0142/)).toBeTruthy();
  });

  it('cannot add while the site is disabled', async () => {
    openItem('big-bloom', makeClientConfig({ site_disabled: true }));
    const addButton = await readyAddButton();
    expect(addButton.disabled).toBe(true);
  });

  it('waits, Add to Cart disabled and busy, until the shop says whether the item is a gift card; a gift card never goes in as an ordinary line', async () => {
    const answer = fetchMock.getMockImplementation()!;
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/gift-card-items')) await held;
      return answer(url);
    });
    try {
      openItem('gift-card-50');
      const addButton = (await screen.findByRole('button', { name: 'Add to Cart' })) as HTMLButtonElement;
      expect(addButton.disabled).toBe(true);
      expect(addButton.getAttribute('aria-busy')).toBe('true');
      fireEvent.click(addButton);
      expect(storedCart().items ?? {}).toEqual({});
      release!();
      // Once known, the card's own form takes the place of the quantity and Add to Cart.
      expect(await screen.findByRole('button', { name: 'Add gift card to cart' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      expect(screen.queryByLabelText('Quantity')).toBeNull();
      expect(storedCart().items ?? {}).toEqual({});
    } finally {
      fetchMock.mockImplementation(answer);
    }
  });

  it('keeps Add to Cart disabled when the shop could not say whether the item is a gift card, and tries again when asked', async () => {
    const answer = fetchMock.getMockImplementation()!;
    let failing = true;
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/gift-card-items') && failing
        ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'The shop could not answer.' } }), { status: 500 })
        : answer(url),
    );
    try {
      openItem('big-bloom');
      expect(await screen.findByText('This item cannot be added just now: the shop did not say whether it is a gift card.')).toBeTruthy();
      const addButton = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
      expect(addButton.disabled).toBe(true);
      failing = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(addButton.disabled).toBe(false));
      expect(screen.queryByText(/cannot be added just now/)).toBeNull();
      await userEvent.click(addButton);
      expect(storedCart().items['big-bloom']?.count).toBe(1);
    } finally {
      fetchMock.mockImplementation(answer);
    }
  });

  it('goes back to the listing it came from when closed', async () => {
    renderWithShop(<ItemDialog />, {
      visited: ['/category/nutrients'],
      path: '/item/big-bloom',
      route: '/item/:itemId',
      state: { from: '/category/nutrients' },
    });
    await screen.findByRole('button', { name: 'Add to Cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
