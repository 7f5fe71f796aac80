import { NAME_SEGMENT_SEPARATOR } from '@backroom/core/item-display';
import type { SearchDocument } from './search.repository.js';

interface Searchable {
  name: string;
  brand: string;
  sku: string;
  upc: string;
  description: string;
}

/**
 * What the search index holds for an item. Its name is the name a shopper sees (the last '>'
 * segment) and, for a group head, its variants' names; the segments before it (a line or a kind,
 * "FoxFarm>Dry Nutrients>…") are searched with the description, so that a product named for a
 * word ranks above one filed under it.
 */
export function searchDocumentOf(item: Searchable, variantNames: readonly string[] = []): SearchDocument {
  const segments = item.name.split(NAME_SEGMENT_SEPARATOR);
  const shownName = segments.pop()!;
  return {
    name: [shownName, ...variantNames].join(' '),
    brand: item.brand,
    codes: [item.sku, item.upc].filter(Boolean).join(' '),
    description: [...segments, item.description].join(' '),
  };
}
