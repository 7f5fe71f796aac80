import { activeStore } from './api-client';

/** Url of an item or category picture: the 180 px high card size, or the full picture. */
export function imageUrl(imageId: string, size?: 'card'): string {
  const path = `/${activeStore()}/api/v1/images/${encodeURIComponent(imageId)}`;
  return size ? `${path}?size=${size}` : path;
}
