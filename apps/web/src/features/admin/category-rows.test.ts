import type { Category } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { categoryRows } from './category-rows';

const category = (id: string, parentId: string, position: number): Category => ({ id, name: id, shortName: id, parentId, url: '', imageId: null, position });

describe('categoryRows', () => {
  it('lists the tree depth first, siblings in the order staff set, each with the trail PUT categories takes', () => {
    const rows = categoryRows([category('seeds', '1', 1), category('bulbs', 'seeds', 0), category('nutrients', '1', 0), category('herbs', 'seeds', 1)]);
    expect(rows.map((row) => [row.category.id, row.depth, row.trail.join('/'), `${row.index}/${row.siblings}`])).toEqual([
      ['nutrients', 0, 'nutrients', '0/2'],
      ['seeds', 0, 'seeds', '1/2'],
      ['bulbs', 1, 'seeds/bulbs', '0/2'],
      ['herbs', 1, 'seeds/herbs', '1/2'],
    ]);
  });
});
