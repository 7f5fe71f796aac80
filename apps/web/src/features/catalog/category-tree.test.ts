import type { Category } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { makeItem } from '@backroom/core/testing/make-item';
import { breadcrumbUrl, byShortName, categoryTrail, categoryTree, childCategories, type CategoryNode, departments, itemCrumbs, listingCrumbs } from './category-tree';

function category(id: string, name: string, parentId = '1'): Category {
  return { id, name, shortName: name, parentId, url: parentId === '1' ? `/category/${id}` : `/category/${parentId}/${id}`, imageId: null, position: 0 };
}

const categories = [
  category('nutrients', 'Nutrients'),
  category('florist', 'Florist'),
  category('liquid', 'Liquid Nutrients', 'nutrients'),
  category('dry', 'Dry Nutrients', 'nutrients'),
  category('bloom', 'Bloom Boosters', 'liquid'),
];

describe('departments and childCategories', () => {
  it('list the top level and the children of a category by name', () => {
    expect(departments(categories).map((c) => c.id)).toEqual(['florist', 'nutrients']);
    expect(childCategories(categories, 'nutrients').map((c) => c.id)).toEqual(['dry', 'liquid']);
    expect(childCategories(categories, 'bloom')).toEqual([]);
  });
});

describe('categoryTree', () => {
  const shape = (nodes: CategoryNode[]): unknown[] => nodes.map((node) => [node.category.id, shape(node.children)]);

  it('nests every category under its parent, each level by name', () => {
    expect(shape(categoryTree(categories))).toEqual([
      ['florist', []],
      ['nutrients', [['dry', []], ['liquid', [['bloom', []]]]]],
    ]);
  });

  it('orders each level by short name when asked, as the drawer and the widget show them', () => {
    const named = [category('grow-lighting', 'Grow Lighting'), category('tents', 'Grow Tents'), category('hydro', 'Hydroponic Systems')].map((entry) => ({
      ...entry,
      shortName: { 'grow-lighting': 'Lighting', tents: 'Tents', hydro: 'Hydroponics' }[entry.id] ?? entry.name,
    }));
    expect(categoryTree(named).map((node) => node.category.shortName)).toEqual(['Lighting', 'Tents', 'Hydroponics']);
    expect(categoryTree(named, byShortName).map((node) => node.category.shortName)).toEqual(['Hydroponics', 'Lighting', 'Tents']);
  });

  it('leaves out categories whose parent is missing and survives a tree that loops', () => {
    const damaged = [...categories, category('stray', 'Stray', 'gone'), category('a', 'A', 'b'), category('b', 'B', 'a'), category('self', 'Self', 'self')];
    expect(shape(categoryTree(damaged))).toEqual(shape(categoryTree(categories)));
  });
});

describe('categoryTrail', () => {
  it('goes from the department down to the category', () => {
    expect(categoryTrail(categories, 'bloom').map((c) => c.id)).toEqual(['nutrients', 'liquid', 'bloom']);
    expect(categoryTrail(categories, 'unknown')).toEqual([]);
  });

  it('stops on a tree that loops', () => {
    const looping = [category('a', 'A', 'b'), category('b', 'B', 'a')];
    expect(categoryTrail(looping, 'a').map((c) => c.id)).toEqual(['b', 'a']);
  });
});

describe('breadcrumbUrl', () => {
  it("links to /category/{id} without a leading '#'", () => {
    expect(breadcrumbUrl(category('#liquid', 'Liquid', 'nutrients'))).toBe('/category/liquid');
  });
});

describe('listingCrumbs', () => {
  it("starts at 'Categories', links each ancestor and ends on the listing itself", () => {
    expect(listingCrumbs(categoryTrail(categories, 'bloom'), 'Bloom Boosters')).toEqual([
      { label: 'Categories', to: '/category/' },
      { label: 'Nutrients', to: '/category/nutrients' },
      { label: 'Liquid Nutrients', to: '/category/liquid' },
      { label: 'Bloom Boosters', to: null },
    ]);
  });

  it("makes 'Categories' the page itself on the departments page", () => {
    expect(listingCrumbs([], null)).toEqual([{ label: 'Categories', to: null }]);
  });
});

describe('itemCrumbs', () => {
  const juice = makeItem({ id: 'voodoo-juice', name: 'Advanced>Voodoo Juice', categoryId: 'bloom' });

  it('ends on the item, after every category above it', () => {
    expect(itemCrumbs(categories, juice, null)).toEqual([
      { label: 'Categories', to: '/category/' },
      { label: 'Nutrients', to: '/category/nutrients' },
      { label: 'Liquid Nutrients', to: '/category/liquid' },
      { label: 'Bloom Boosters', to: '/category/bloom' },
      { label: 'Voodoo Juice', to: null },
    ]);
  });

  it('links the item and ends on the chosen variant', () => {
    const litre = makeItem({ id: 'voodoo-juice-1-l', name: 'Advanced>Voodoo Juice 1 L', group: { enabled: false, parentId: 'voodoo-juice', variantName: '1 L', variantSummary: null } });
    expect(itemCrumbs(categories, juice, litre).slice(-2)).toEqual([
      { label: 'Voodoo Juice', to: '/item/voodoo-juice' },
      { label: '1 L', to: null },
    ]);
  });
});
