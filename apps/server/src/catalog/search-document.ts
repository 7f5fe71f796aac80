import { NAME_SEGMENT_SEPARATOR } from '@backroom/core/item-display';
import type { SearchDocument } from './search.repository.js';

interface Searchable {
  name: string;
  brand: string;
  sku: string;
  upc: string;
  description: string;
}

/** What the search index holds for an item; a group head also answers to its variants' names. */
export function searchDocumentOf(item: Searchable, variantNames: readonly string[] = []): SearchDocument {
  return {
    name: [item.name.split(NAME_SEGMENT_SEPARATOR).join(' '), ...variantNames].join(' '),
    brand: item.brand,
    codes: [item.sku, item.upc].filter(Boolean).join(' '),
    description: item.description,
  };
}
