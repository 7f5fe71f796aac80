import type { Category } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { breadcrumbUrl, categoryTrail, childCategories, departments, routeCategoryId } from './category-tree';

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

describe('routeCategoryId', () => {
  it("ignores a missing id and ids starting with '#'", () => {
    expect(routeCategoryId(undefined)).toBeNull();
    expect(routeCategoryId('#top')).toBeNull();
    expect(routeCategoryId('nutrients')).toBe('nutrients');
  });
});

describe('departments and childCategories', () => {
  it('list the top level and the children of a category by name', () => {
    expect(departments(categories).map((c) => c.id)).toEqual(['florist', 'nutrients']);
    expect(childCategories(categories, 'nutrients').map((c) => c.id)).toEqual(['dry', 'liquid']);
    expect(childCategories(categories, 'bloom')).toEqual([]);
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
