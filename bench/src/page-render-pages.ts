/** A category as `GET /{store}/api/v1/categories` lists it. */
export interface CategoryEntry {
  id: string;
  parentId: string;
  /** Its storefront path (core's categoryUrl): `/category/{id}` at the top, `/category/{parent}/{id}` below. */
  url: string;
}

/** A leaf category and how many items its listing shows. */
export interface CategoryCount {
  category: CategoryEntry;
  items: number;
}

/** The categories no other category sits in: the ones that list items. */
export function leafCategories(categories: readonly CategoryEntry[]): CategoryEntry[] {
  const parents = new Set(categories.map((category) => category.parentId));
  return categories.filter((category) => !parents.has(category.id));
}

/**
 * The category whose listing is closest to `target` items; of equally close ones, the smaller
 * listing, then the first given (so the same catalogue always gives the same page).
 */
export function closestCategory(counts: readonly CategoryCount[], target: number): CategoryCount | undefined {
  let best: CategoryCount | undefined;
  for (const count of counts) {
    if (best === undefined) {
      best = count;
      continue;
    }
    const distance = Math.abs(count.items - target);
    const bestDistance = Math.abs(best.items - target);
    if (distance < bestDistance || (distance === bestDistance && count.items < best.items)) best = count;
  }
  return best;
}

// The element the server puts its markup in carries the attribute; the page's inline CSS names it
// too (`#root[data-server-rendered]`), even in a page the browser renders, so the tag is looked for.
const SERVER_RENDERED_ROOT = /<div\b[^>]*\sdata-server-rendered(?:[\s=>]|\/>)/;

/**
 * Whether an answer is a page the server rendered: status 200 and markup in the page's root. A page
 * that fell back to rendering in the browser (the server's render failed) is not, however fast.
 */
export function isServerRenderedPage(status: number, html: string): boolean {
  return status === 200 && SERVER_RENDERED_ROOT.test(html);
}
