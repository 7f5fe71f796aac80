import type { Category } from '@backroom/core/catalog';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../staff-fetch';

/** GET categories: the whole tree, flat (parentId '1' is the top level). */
export const staffCategoriesQuery = queryOptions({
  queryKey: ['admin', 'categories'],
  queryFn: () => staffStoreJson<Category[]>('/categories'),
});

/** PUT categories {path, name}: `path` is the ids from the top down to the parent. */
export function createCategory(path: string, name: string): Promise<Category> {
  return sendStoreJson<Category>('PUT', '/categories', { path, name });
}

export function renameCategory(id: string, name: string): Promise<Category> {
  return sendStoreJson<Category>('PUT', `/categories/${encodeURIComponent(id)}`, { id, name });
}

/** DELETE categories/{id}: refused (409) while it holds items or subcategories. */
export function deleteCategory(id: string): Promise<null> {
  return staffStoreJson<null>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST categories/{id}/move/{position}: 0 is first among its siblings. */
export function moveCategory(id: string, position: number): Promise<Category[]> {
  return staffStoreJson<Category[]>(`/categories/${encodeURIComponent(id)}/move/${position}`, { method: 'POST' });
}

/** PUT categories/{childId}/{parentId}: parent '1' is the top level. */
export function reparentCategory(childId: string, parentId: string): Promise<Category> {
  return sendStoreJson<Category>('PUT', `/categories/${encodeURIComponent(childId)}/${encodeURIComponent(parentId)}`, { childId, parentId });
}
