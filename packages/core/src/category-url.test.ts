import { describe, expect, it } from 'vitest';
import { categoryUrl, routeCategoryId } from './category-url.js';

describe('categoryUrl', () => {
  it('puts a top-level category at /category/{id} and others under their parent', () => {
    expect(categoryUrl('nutrients', '1')).toBe('/category/nutrients');
    expect(categoryUrl('dry', 'nutrients')).toBe('/category/nutrients/dry');
  });
});

describe('routeCategoryId', () => {
  it("ignores a missing id and ids starting with '#'", () => {
    expect(routeCategoryId(undefined)).toBeNull();
    expect(routeCategoryId('')).toBeNull();
    expect(routeCategoryId('#top')).toBeNull();
    expect(routeCategoryId('nutrients')).toBe('nutrients');
  });
});
