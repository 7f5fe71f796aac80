import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeItem } from '@backroom/core/testing/make-item';
import { ItemCard } from './item-card';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { renderWithShop } from '../../testing/render-with-shop';

describe('ItemCard', () => {
  it('links to the item and shows brand, name, price and stock', () => {
    renderWithShop(<ItemCard item={makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', stock: 12 })} />, { path: '/category/nutrients' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/item/big-bloom');
    expect(screen.getByText('FoxFarm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Big Bloom' })).toBeTruthy();
    expect(screen.getByText('$18.99')).toBeTruthy();
    expect(screen.getByText('12 in stock')).toBeTruthy();
  });

  it("shows a group head's variant price range and variant stock", () => {
    const head = makeItem({
      id: 'voodoo-juice',
      name: 'Voodoo Juice',
      stock: 100,
      group: { enabled: true, parentId: null, variantName: null, variantSummary: { stock: 5, priceLow: 4499, priceHigh: 11999 } },
    });
    renderWithShop(<ItemCard item={head} />);
    expect(screen.getByText('$44.99 - $119.99')).toBeTruthy();
    expect(screen.getByText('5 in stock')).toBeTruthy();
  });

  it("shows the 'Discontinued' banner and how many are left", () => {
    renderWithShop(<ItemCard item={makeItem({ id: 'old', discontinued: true, stock: 3 })} />);
    expect(screen.getByText('Discontinued')).toBeTruthy();
    expect(screen.getByText('3 left in stock')).toBeTruthy();
  });

  it('reserves the picture space and loads it lazily', () => {
    const { container } = renderWithShop(<ItemCard item={makeItem({ id: 'pic', imageId: 'img-1' })} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/backroom/api/v1/images/img-1?size=card');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('height')).toBe('180');
  });

  it('explains a special-order item with the phone number in a tooltip', async () => {
    renderWithShop(<ItemCard item={makeItem({ id: 'special', special: true, price: 0 })} />);
    expect(screen.getByText('$0.00')).toBeTruthy();
    // The tooltip is its own chunk; the card shows at once and gains the tooltip when it arrives.
    await act(() => import('./special-order-tooltip'));
    await userEvent.hover(screen.getByTestId('item-card'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'This item is special order only. Please contact us at (902) 555-0142.',
    );
  });

  it('tells keyboard and screen-reader users what the tooltip says, on the link they reach', () => {
    renderWithShop(<ItemCard item={makeItem({ id: 'special', special: true })} />);
    const link = screen.getByRole('link');
    const note = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('This item is special order only. Please contact us at (902) 555-0142.');
  });

  it('strikes the regular price through before the sale price, in words for screen readers too', () => {
    const { container } = renderWithShop(<ItemCard item={makeItem({ id: 'big-bloom', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' })} />);
    expect(container.querySelector('s')?.textContent).toBe('$18.99');
    expect(screen.getByText('Regular price $18.99, sale price $14.99')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByRole('link').textContent).toContain('Regular price $18.99, sale price $14.99');
  });

  it('says the sale in French', async () => {
    await loadLanguage('fr-CA');
    const { container } = renderWithShop(<ItemCard item={makeItem({ id: 'big-bloom', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' })} />, { locale: 'fr-CA' });
    expect(container.querySelector('s')?.textContent).toBe('18,99\u00a0$');
    expect(screen.getByText('Solde')).toBeTruthy();
    expect(container.querySelector('[data-sale] > span[style]')?.textContent).toBe('Prix régulier 18,99\u00a0$, prix soldé 14,99\u00a0$');
  });

  it("marks a group with a variant on sale, its range being of the prices in effect (nothing to strike)", () => {
    const head = makeItem({
      id: 'voodoo-juice',
      saleEndsAt: '2026-12-01T04:00:00.000Z',
      group: { enabled: true, parentId: null, variantName: null, variantSummary: { stock: 5, priceLow: 3999, priceHigh: 11999 } },
    });
    const { container } = renderWithShop(<ItemCard item={head} />);
    expect(screen.getByText('$39.99 - $119.99')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a hidden item faded', () => {
    renderWithShop(<ItemCard item={makeItem({ id: 'hidden', hidden: true })} />);
    expect(screen.getByTestId('item-card').style.opacity).toBe('0.5');
    renderWithShop(<ItemCard item={makeItem({ id: 'shown' })} />);
    expect(screen.getAllByTestId('item-card')[1]?.style.opacity).toBe('');
  });
});
