/** parentId of a top-level category (SPEC section 3). */
export const TOP_LEVEL_PARENT_ID = '1';

/** Storefront url of a category: `/category/{id}` at the top, `/category/{parent}/{id}` below. */
export function categoryUrl(id: string, parentId: string): string {
  return parentId === TOP_LEVEL_PARENT_ID ? `/category/${id}` : `/category/${parentId}/${id}`;
}

/** The category a storefront path names: ids starting with '#' are ignored (SPEC section 2). */
export function routeCategoryId(param: string | undefined): string | null {
  if (param === undefined || param === '' || param.startsWith('#')) return null;
  return param;
}
