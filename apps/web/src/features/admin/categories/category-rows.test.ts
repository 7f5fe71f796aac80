import type { Category } from '@backroom/core/catalog';
import { describe, expect, it } from 'vitest';
import { categoryRows, describeDrop, dropTargetAt, planDrop, rowZone } from './category-rows';

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

describe('dropping a dragged category', () => {
  // nutrients, seeds (bulbs, herbs (basil)), soil
  const rows = categoryRows([
    category('nutrients', '1', 0),
    category('seeds', '1', 1),
    category('soil', '1', 2),
    category('bulbs', 'seeds', 0),
    category('herbs', 'seeds', 1),
    category('basil', 'herbs', 0),
  ]);
  const at = (id: string) => rows.findIndex((row) => row.category.id === id);

  it('reads the edges of a row as the gaps above and below it and its middle as the row itself', () => {
    expect([rowZone(0, 40), rowZone(9, 40), rowZone(10, 40), rowZone(30, 40), rowZone(31, 40), rowZone(40, 40)]).toEqual([
      'before',
      'before',
      'inside',
      'inside',
      'after',
      'after',
    ]);
  });

  it('finds the gap above a row, below it, or before its first child when its children follow it', () => {
    expect(dropTargetAt(rows, at('soil'), 'before')).toEqual({ kind: 'gap', parentId: '1', index: 2 });
    expect(dropTargetAt(rows, at('soil'), 'after')).toEqual({ kind: 'gap', parentId: '1', index: 3 });
    expect(dropTargetAt(rows, at('seeds'), 'after')).toEqual({ kind: 'gap', parentId: 'seeds', index: 0 });
    expect(dropTargetAt(rows, at('bulbs'), 'after')).toEqual({ kind: 'gap', parentId: 'seeds', index: 1 });
    expect(dropTargetAt(rows, at('basil'), 'after')).toEqual({ kind: 'gap', parentId: 'herbs', index: 1 });
    expect(dropTargetAt(rows, at('herbs'), 'inside')).toEqual({ kind: 'inside', categoryId: 'herbs' });
    expect(dropTargetAt(rows, rows.length, 'inside')).toBeNull();
  });

  it('moves among the same siblings with one move call, counting the gap without the dragged category', () => {
    expect(planDrop(rows, 'nutrients', { kind: 'gap', parentId: '1', index: 2 })).toEqual([{ call: 'move', id: 'nutrients', position: 1 }]);
    expect(planDrop(rows, 'nutrients', { kind: 'gap', parentId: '1', index: 3 })).toEqual([{ call: 'move', id: 'nutrients', position: 2 }]);
    expect(planDrop(rows, 'soil', { kind: 'gap', parentId: '1', index: 0 })).toEqual([{ call: 'move', id: 'soil', position: 0 }]);
    expect(planDrop(rows, 'herbs', { kind: 'gap', parentId: 'seeds', index: 0 })).toEqual([{ call: 'move', id: 'herbs', position: 0 }]);
  });

  it('refuses a drop that would change nothing', () => {
    expect(planDrop(rows, 'seeds', { kind: 'gap', parentId: '1', index: 1 })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'gap', parentId: '1', index: 2 })).toBeNull();
    expect(planDrop(rows, 'herbs', { kind: 'inside', categoryId: 'seeds' })).toBeNull();
  });

  it('re-parents into another parent: one call when it goes last, then a move when it goes before a sibling', () => {
    expect(planDrop(rows, 'soil', { kind: 'inside', categoryId: 'seeds' })).toEqual([{ call: 'reparent', id: 'soil', parentId: 'seeds' }]);
    expect(planDrop(rows, 'soil', { kind: 'gap', parentId: 'seeds', index: 2 })).toEqual([{ call: 'reparent', id: 'soil', parentId: 'seeds' }]);
    expect(planDrop(rows, 'soil', { kind: 'gap', parentId: 'seeds', index: 1 })).toEqual([
      { call: 'reparent', id: 'soil', parentId: 'seeds' },
      { call: 'move', id: 'soil', position: 1 },
    ]);
    expect(planDrop(rows, 'basil', { kind: 'gap', parentId: '1', index: 0 })).toEqual([
      { call: 'reparent', id: 'basil', parentId: '1' },
      { call: 'move', id: 'basil', position: 0 },
    ]);
    expect(planDrop(rows, 'basil', { kind: 'inside', categoryId: 'nutrients' })).toEqual([{ call: 'reparent', id: 'basil', parentId: 'nutrients' }]);
  });

  it('moves an inner category to its own parent: last among its siblings unless it already is', () => {
    expect(planDrop(rows, 'bulbs', { kind: 'inside', categoryId: 'seeds' })).toEqual([{ call: 'move', id: 'bulbs', position: 1 }]);
  });

  it('refuses drops into the category itself or anything inside it, and unknown categories', () => {
    expect(planDrop(rows, 'seeds', { kind: 'inside', categoryId: 'seeds' })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'inside', categoryId: 'herbs' })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'inside', categoryId: 'basil' })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'gap', parentId: 'seeds', index: 0 })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'gap', parentId: 'herbs', index: 1 })).toBeNull();
    expect(planDrop(rows, 'seeds', { kind: 'inside', categoryId: 'gone' })).toBeNull();
    expect(planDrop(rows, 'gone', { kind: 'gap', parentId: '1', index: 0 })).toBeNull();
  });
});

describe('describeDrop', () => {
  const rows = categoryRows([category('nutrients', '1', 0), category('seeds', '1', 1), category('bulbs', 'seeds', 0)]);
  it('says where the drop puts the category', () => {
    expect(describeDrop(rows, { kind: 'inside', categoryId: 'seeds' })).toBe('inside seeds');
    expect(describeDrop(rows, { kind: 'gap', parentId: '1', index: 1 })).toBe('before seeds');
    expect(describeDrop(rows, { kind: 'gap', parentId: '1', index: 2 })).toBe('last at the top level');
    expect(describeDrop(rows, { kind: 'gap', parentId: 'seeds', index: 1 })).toBe('last inside seeds');
  });
});
