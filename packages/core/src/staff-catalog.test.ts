import { describe, expect, it } from 'vitest';
import { categorySlug, isEditableItemField } from './staff-catalog.js';

describe('category ids from names', () => {
  it.each([
    ['Bloom Boosters', 'bloom-boosters'],
    ['Soils & Media', 'soils-media'],
    ['  Crème Fraîche  ', 'creme-fraiche'],
    ['!!!', 'category-new'],
    ['1', 'category-1'],
  ])('%s → %s', (name, id) => {
    expect(categorySlug(name)).toBe(id);
  });

  it('stays a valid id for a long name', () => {
    expect(categorySlug('a very long category name '.repeat(10))).toMatch(/^[a-z0-9][a-z0-9-]{0,55}[a-z0-9]$/);
  });
});

describe('editable item fields', () => {
  it('are the item fields staff type in, never ids, stores, timestamps or derived stock', () => {
    expect(isEditableItemField('price')).toBe(true);
    for (const field of ['id', 'storeId', 'updatedAt', 'createdAt', 'stock', 'group', 'toString', '__proto__']) {
      expect(isEditableItemField(field), field).toBe(false);
    }
  });
});
