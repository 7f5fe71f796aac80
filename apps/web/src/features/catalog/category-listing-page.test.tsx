import type { Category, Item } from '@backroom/core/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '@backroom/core/testing/make-item';
import { CategoryListingPage } from './category-listing-page';
import { renderWithShop } from '../../testing/render-with-shop';

function category(id: string, name: string, parentId = '1'): Category {
  return { id, name, shortName: name, parentId, url: parentId === '1' ? `/category/${id}` : `/category/${parentId}/${id}`, imageId: `img-${id}`, position: 0 };
}

const categories = [
  category('nutrients', 'Nutrients'),
  category('florist', 'Florist'),
  category('liquid', 'Liquid Nutrients', 'nutrients'),
  category('bloom', 'Bloom Boosters', 'liquid'),
  category('empty', 'Empty Shelf', 'nutrients'),
];

const answers: Record<string, Category[] | Item[]> = {
  '/backroom/api/v1/categories': categories,
  '/backroom/api/v1/items/category/nutrients': [],
  '/backroom/api/v1/items/category/empty': [],
  '/backroom/api/v1/items/category/bloom': [makeItem({ id: 'big-bloom', name: 'Big Bloom' })],
  '/backroom/api/v1/items/search/bloom': [makeItem({ id: 'big-bloom', name: 'Big Bloom' })],
};

const fetchMock = vi.fn(async (url: string) => {
  const answer = answers[url];
  return answer
    ? new Response(JSON.stringify(answer), { status: 200 })
    : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: "There is no category 'nope'." } }), { status: 404 });
});

function renderListing(path: string, route: string) {
  return renderWithShop(<CategoryListingPage />, { path, route });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('CategoryListingPage', () => {
  it('shows every department as a panel going to its url', async () => {
    renderListing('/category', '/category');
    const departments = await screen.findByRole('region', { name: 'Departments' });
    const links = within(departments).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Florist', '/category/florist'],
      ['Nutrients', '/category/nutrients'],
    ]);
  });

  it('shows the category tree under the departments: short names going to each url, a category with children opening to show them', async () => {
    const user = userEvent.setup();
    const shortNamed = categories.map((entry) => (entry.id === 'liquid' ? { ...entry, shortName: 'Liquid' } : entry));
    answers['/backroom/api/v1/categories'] = shortNamed;
    try {
      renderListing('/category', '/category');
      const tree = await screen.findByRole('navigation', { name: 'Browse every category' });
      const links = () => within(tree).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links()).toEqual([
        ['Florist', '/category/florist'],
        ['Nutrients', '/category/nutrients'],
      ]);
      expect(within(tree).queryByRole('button', { name: /^Florist/ })).toBeNull();
      await user.click(within(tree).getByRole('button', { name: 'Nutrients: show its categories' }));
      await user.click(within(tree).getByRole('button', { name: 'Liquid: show its categories' }));
      expect(links()).toEqual([
        ['Florist', '/category/florist'],
        ['Nutrients', '/category/nutrients'],
        ['Empty Shelf', '/category/nutrients/empty'],
        ['Liquid', '/category/nutrients/liquid'],
        ['Bloom Boosters', '/category/liquid/bloom'],
      ]);
      await user.click(within(tree).getByRole('button', { name: 'Nutrients: hide its categories' }));
      expect(links()).toHaveLength(2);
    } finally {
      answers['/backroom/api/v1/categories'] = categories;
    }
  });

  it('treats an id starting with # like no id', async () => {
    renderListing('/category/%23top', '/category/:categoryId');
    expect(await screen.findByRole('region', { name: 'Departments' })).toBeTruthy();
  });

  it('shows the breadcrumb trail and the items of a category', async () => {
    renderListing('/category/liquid/bloom', '/category/:group/:categoryId');
    expect(await screen.findByRole('heading', { name: 'Big Bloom' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Categories', '/category/'],
      ['Nutrients', '/category/nutrients'],
      ['Liquid Nutrients', '/category/liquid'],
    ]);
    expect(within(trail).getByText('Bloom Boosters').getAttribute('aria-current')).toBe('page');
  });

  it('shows the sub-categories of a category without items', async () => {
    renderListing('/category/nutrients', '/category/:categoryId');
    const panels = await screen.findByRole('region', { name: 'Categories' });
    expect(within(panels).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/nutrients/empty',
      '/category/nutrients/liquid',
    ]);
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  it('shows a placeholder for a category without items or sub-categories', async () => {
    renderListing('/category/nutrients/empty', '/category/:group/:categoryId');
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('shows a failed load as a red alert', async () => {
    renderListing('/category/nope', '/category/:categoryId');
    expect((await screen.findByRole('alert')).textContent).toContain("Error: There is no category 'nope'.");
  });

  it('lists search results as a category: in-stock items first, then by name', async () => {
    answers['/backroom/api/v1/items/search/grow'] = [
      makeItem({ id: 'grow-big', name: 'FoxFarm>Grow Big', stock: 0 }),
      makeItem({ id: 'tent', name: 'Grow Tent', stock: 3 }),
      makeItem({ id: 'micro', name: 'Nutrients>Flora Micro', stock: 9 }),
    ];
    renderListing('/search/grow', '/search/:searchText');
    const results = await screen.findByRole('region', { name: 'Items' });
    const names = await within(results).findAllByRole('heading');
    expect(names.map((heading) => heading.textContent)).toEqual(['Flora Micro', 'Grow Tent', 'Grow Big']);
  });

  it('lists search results and makes no call for an empty search', async () => {
    renderListing('/search/bloom', '/search/:searchText');
    expect(await screen.findByRole('heading', { name: 'Big Bloom' })).toBeTruthy();

    fetchMock.mockClear();
    renderListing('/search/%20', '/search/:searchText');
    expect(await screen.findByText('No items found')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/backroom/api/v1/categories']);
  });
});
