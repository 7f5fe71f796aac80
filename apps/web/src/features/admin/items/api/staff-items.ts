import type { StaffItem } from '@backroom/core/catalog';
import type { GiftCardItem } from '@backroom/core/gift-cards/gift-card-contract';
import type { EditableItemField, ItemDraft } from '@backroom/core/staff-catalog';
import { queryOptions } from '@tanstack/react-query';
import { ifMatch, sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** Which items the back office lists: the server's filters, or hidden items (picked out here). */
export type StaffItemListFilter = 'all' | 'incomplete' | 'orphans' | 'hidden';

/** GET items?showHidden=true[&filter=…]: every item as staff see it. */
export function staffItemsQuery(filter: StaffItemListFilter) {
  const serverFilter = filter === 'incomplete' || filter === 'orphans' ? `&filter=${filter}` : '';
  return queryOptions({
    queryKey: ['admin', 'items', filter],
    queryFn: async () => {
      const items = await staffStoreJson<StaffItem[]>(`/items?showHidden=true${serverFilter}`);
      return filter === 'hidden' ? items.filter((item) => item.hidden) : items;
    },
  });
}

/** GET items/{id}?showHidden=true. */
export function staffItemQuery(itemId: string) {
  return queryOptions({
    queryKey: ['admin', 'item', itemId],
    queryFn: () => staffStoreJson<StaffItem>(`/items/${encodeURIComponent(itemId)}?showHidden=true`),
  });
}

/** GET items/{id}/variants: the variants of a group head. */
export function itemVariantsQuery(itemId: string) {
  return queryOptions({
    queryKey: ['admin', 'variants', itemId],
    queryFn: () => staffStoreJson<StaffItem[]>(`/items/${encodeURIComponent(itemId)}/variants`),
  });
}

/**
 * PATCH items/{id}/{field} over the version the edit started from; answers the saved item.
 * `confirmBelowHeld` says staff mean an inventory below what orders hold (docs/decisions/024).
 */
export function patchItemField(item: StaffItem, field: EditableItemField, value: unknown, { confirmBelowHeld = false } = {}): Promise<StaffItem> {
  const query = confirmBelowHeld ? '?confirmBelowHeld=true' : '';
  return sendStoreJson<StaffItem>('PATCH', `/items/${encodeURIComponent(item.id)}/${field}${query}`, { [field]: value }, ifMatch(item.updatedAt));
}

/** POST items/{id}/image: uploads a picture file (multipart). */
export function uploadItemImage(item: StaffItem, file: File): Promise<StaffItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  return staffStoreJson<StaffItem>(`/items/${encodeURIComponent(item.id)}/image`, { method: 'POST', body, headers: ifMatch(item.updatedAt) });
}

/** PATCH items/{id}/image: the server fetches the picture from a public url. */
export function setItemImageUrl(item: StaffItem, imageUrl: string): Promise<StaffItem> {
  return sendStoreJson<StaffItem>('PATCH', `/items/${encodeURIComponent(item.id)}/image`, { imageUrl }, ifMatch(item.updatedAt));
}

/** PUT items with `updatedAt: null`: a new, hidden item with only an id and a name, to fill in next. */
export function createItem(id: string, name: string): Promise<StaffItem> {
  const draft: ItemDraft = {
    id,
    name,
    description: '',
    brand: '',
    sku: '',
    codes: { upc: '', sku: '' },
    vendor: null,
    externalId: null,
    supplierUrls: [],
    homeUrls: [],
    imageId: null,
    categoryId: null,
    price: 0,
    cost: 0,
    inventory: {},
    group: { enabled: false, parentId: null, variantName: null },
    hidden: true,
    discontinued: false,
    special: false,
    florist: false,
    notes: '',
    updatedAt: null,
  };
  return sendStoreJson<StaffItem>('PUT', '/items', { item: JSON.stringify(draft) });
}

/** DELETE items/{id} over the version read (refused while orders hold its stock: hide it instead). */
export function deleteItem(item: StaffItem): Promise<null> {
  return staffStoreJson<null>(`/items/${encodeURIComponent(item.id)}`, { method: 'DELETE', headers: ifMatch(item.updatedAt) });
}

/** GET db/sync/{id}: re-derive the item's search entry, stock totals and picture renditions. */
export function syncItem(itemId: string): Promise<StaffItem> {
  return staffStoreJson<StaffItem>(`/db/sync/${encodeURIComponent(itemId)}`);
}

/** GET gift-card-items: the items sold as gift cards (a group head's flag covers its variants). */
export const giftCardItemsQuery = queryOptions({
  queryKey: ['admin', 'gift-card-items'],
  queryFn: () => staffStoreJson<GiftCardItem[]>('/gift-card-items'),
  staleTime: 60_000,
});
