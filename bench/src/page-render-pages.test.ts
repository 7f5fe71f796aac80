import { describe, expect, it } from 'vitest';
import { type CategoryEntry, closestCategory, isServerRenderedPage, leafCategories } from './page-render-pages.js';

function category(id: string, parentId = '1'): CategoryEntry {
  return { id, parentId, url: parentId === '1' ? `/category/${id}` : `/category/${parentId}/${id}` };
}

describe('leaf categories', () => {
  it('are the categories no other category sits in', () => {
    const categories = [category('top'), category('mid', 'top'), category('leaf-a', 'mid'), category('leaf-b', 'mid'), category('alone')];
    expect(leafCategories(categories).map((entry) => entry.id)).toEqual(['leaf-a', 'leaf-b', 'alone']);
  });
});

describe('the category closest to a number of items', () => {
  const counts = (...items: number[]) => items.map((count, index) => ({ category: category(`c${index}`), items: count }));

  it('is the one whose listing is nearest the target, above or below', () => {
    expect(closestCategory(counts(100, 41, 22, 97), 30)?.category.id).toBe('c2');
    expect(closestCategory(counts(100, 33, 22, 97), 30)?.category.id).toBe('c1');
  });

  it('takes an exact match', () => {
    expect(closestCategory(counts(29, 31, 30), 30)?.items).toBe(30);
  });

  it('prefers the smaller listing of two equally close, then the first given', () => {
    expect(closestCategory(counts(35, 25), 30)?.category.id).toBe('c1');
    expect(closestCategory(counts(99, 98, 98), 30)?.category.id).toBe('c1');
  });

  it('is undefined without categories', () => {
    expect(closestCategory([], 30)).toBeUndefined();
  });
});

describe('a server-rendered page', () => {
  const rendered = '<html><head><style>#root[data-server-rendered]{pointer-events:none}</style></head><body><div id="root" data-server-rendered=""><main>Shop</main></div></body></html>';
  const browserRendered = '<html><head><style>#root[data-server-rendered]{pointer-events:none}</style></head><body><div id="root"></div></body></html>';

  it('is a 200 with markup in a root marked as rendered', () => {
    expect(isServerRenderedPage(200, rendered)).toBe(true);
  });

  it('is not a page left for the browser to render, though its CSS names the attribute', () => {
    expect(isServerRenderedPage(200, browserRendered)).toBe(false);
  });

  it('is not an answer other than 200', () => {
    expect(isServerRenderedPage(404, rendered)).toBe(false);
    expect(isServerRenderedPage(500, '')).toBe(false);
  });
});
