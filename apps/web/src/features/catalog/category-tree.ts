import { type Category, TOP_LEVEL_PARENT_ID } from '@backroom/core/catalog';

/** A category id from the route: ids starting with '#' are ignored (SPEC section 2). */
export function routeCategoryId(param: string | undefined): string | null {
  if (param === undefined || param === '' || param.startsWith('#')) return null;
  return param;
}

/** An id as a breadcrumb links to it: without its leading '#'. */
export function withoutLeadingHash(id: string): string {
  return id.replace(/^#+/, '');
}

function byName(a: Category, b: Category): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/** The departments: top-level categories, sorted by name like the tree (SPEC section 3). */
export function departments(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.parentId === TOP_LEVEL_PARENT_ID).sort(byName);
}

/** The direct children of a category, sorted by name. */
export function childCategories(categories: readonly Category[], parentId: string): Category[] {
  return categories.filter((category) => category.parentId === parentId && category.id !== parentId).sort(byName);
}

/** The path from a department down to the category itself; empty for an unknown category. */
export function categoryTrail(categories: readonly Category[], categoryId: string): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const trail: Category[] = [];
  let current = byId.get(categoryId);
  // A damaged tree could loop; stop at the first category seen twice.
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.parentId === TOP_LEVEL_PARENT_ID ? undefined : byId.get(current.parentId);
  }
  return trail;
}

/** Breadcrumb link of a category above the current one. */
export function breadcrumbUrl(category: Category): string {
  return `/category/${withoutLeadingHash(category.id)}`;
}
