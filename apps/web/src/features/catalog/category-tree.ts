import type { Category, Item } from '@backroom/core/catalog';
import { displayName } from '@backroom/core/item-display';
import type { ReactNode } from 'react';
import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';

/** An id as a breadcrumb links to it: without its leading '#'. */
export function withoutLeadingHash(id: string): string {
  return id.replace(/^#+/, '');
}

// One collator for every comparison: localeCompare with options builds one per call.
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: Category, b: Category): number {
  return NAME_ORDER.compare(a.name, b.name);
}

/** Order of categories shown by their short names (the drawer and the tree widget). */
export function byShortName(a: Category, b: Category): number {
  return NAME_ORDER.compare(a.shortName, b.shortName) || byName(a, b);
}

/** The departments: top-level categories, sorted by name like the tree (SPEC section 3). */
export function departments(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.parentId === TOP_LEVEL_PARENT_ID).sort(byName);
}

/** The direct children of a category, sorted by name. */
export function childCategories(categories: readonly Category[], parentId: string): Category[] {
  return categories.filter((category) => category.parentId === parentId && category.id !== parentId).sort(byName);
}

/** A category with the categories under it, each level sorted by name. */
export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/**
 * The whole tree, assembled from the flat list (SPEC section 3), each level sorted by name or as
 * `order` says; a category whose parent is missing is left out.
 */
export function categoryTree(categories: readonly Category[], order: (a: Category, b: Category) => number = byName): CategoryNode[] {
  const childrenOf = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.id === category.parentId) continue;
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }
  // Each category is visited once, so a damaged tree that loops cannot recurse forever.
  const placed = new Set<string>();
  const branch = (parentId: string): CategoryNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((category) => !placed.has(category.id) && placed.add(category.id))
      .sort(order)
      .map((category) => ({ category, children: branch(category.id) }));
  return branch(TOP_LEVEL_PARENT_ID);
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

/** One step of a breadcrumb trail; the last one, the page itself, links nowhere. */
export interface Crumb {
  label: ReactNode;
  to: string | null;
  /** Navigation state the link carries (an item's crumb keeps where the shopper came from). */
  state?: unknown;
}


/**
 * The trail of a listing (SPEC section 2): 'Categories', each ancestor, then the category or
 * search itself; on the departments page 'Categories' is the page itself.
 */
export function listingCrumbs(trail: readonly Category[], current: ReactNode | null, categoriesLabel = 'Categories'): Crumb[] {
  if (current === null) return [{ label: categoriesLabel, to: null }];
  const ancestors = trail.slice(0, -1).map((category) => ({ label: category.name, to: breadcrumbUrl(category) }));
  return [{ label: categoriesLabel, to: '/category/' }, ...ancestors, { label: current, to: null }];
}

/**
 * The trail of an item: its categories, then the item; with a variant chosen, the item links to
 * itself and the variant's name ends the trail.
 */
export function itemCrumbs(categories: readonly Category[], item: Item, variant: Item | null, categoriesLabel = 'Categories'): Crumb[] {
  const root: Crumb = { label: categoriesLabel, to: '/category/' };
  const trail = item.categoryId ? categoryTrail(categories, item.categoryId) : [];
  const path = trail.map((category) => ({ label: category.name, to: breadcrumbUrl(category) }));
  const name = displayName(item.name);
  if (!variant) return [root, ...path, { label: name, to: null }];
  const variantLabel = variant.group.variantName ?? displayName(variant.name);
  return [root, ...path, { label: name, to: `/item/${encodeURIComponent(item.id)}` }, { label: variantLabel, to: null }];
}
