import type { Category } from '@backroom/core/catalog';
import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';

/** One line of the back office's category tree. */
export interface CategoryRow {
  category: Category;
  depth: number;
  /** Ids from the top level down to this category (what PUT categories takes as a path). */
  trail: string[];
  /** Its place among its siblings (0 first) and how many siblings there are. */
  index: number;
  siblings: number;
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name);

/** The tree, depth first, siblings in their stored order (the order staff set with move). */
export function categoryRows(categories: readonly Category[]): CategoryRow[] {
  const children = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.id === category.parentId) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  }
  const rows: CategoryRow[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string, trail: string[]) => {
    const siblings = [...(children.get(parentId) ?? [])].sort(byPosition);
    siblings.forEach((category, index) => {
      // A damaged tree could loop: show each category once.
      if (seen.has(category.id)) return;
      seen.add(category.id);
      const ownTrail = [...trail, category.id];
      rows.push({ category, depth: trail.length, trail: ownTrail, index, siblings: siblings.length });
      visit(category.id, ownTrail);
    });
  };
  visit(TOP_LEVEL_PARENT_ID, []);
  return rows;
}
