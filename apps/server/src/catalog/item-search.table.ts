/** The search index: an FTS5 table on SQLite, a table with a tsvector on PostgreSQL. */
export interface ItemSearchTable {
  store_id: string;
  item_id: string;
  name: string;
  brand: string;
  codes: string;
  description: string;
}

/**
 * What ranking and filters read of each item, beside its search entry (migration 0035, decision
 * 081): the items' own columns of the same names, kept by triggers on `items` in the same
 * transaction as every write of them. Written by those triggers only.
 */
export interface ItemSearchFactsTable {
  /** SQLite only: the rowid of the item's FTS5 entry, given when the item is inserted. */
  entry: number;
  store_id: string;
  id: string;
  hidden: 0 | 1;
  group_parent_id: string | null;
  group_enabled: 0 | 1;
  sold_out: 0 | 1;
  sort_name: string;
  price: number;
  sale_price: number | null;
  price_low: number | null;
  price_high: number | null;
  brand: string;
  florist: 0 | 1;
}

/** SQLite's fts5vocab view of the search index: every indexed word. */
export interface ItemSearchVocabularyTable {
  term: string;
  doc: number;
  cnt: number;
}

/** A store's spelling words: what a search word with a typo may stand for (core's spellingWords). */
export interface ItemSearchWordTable {
  store_id: string;
  word: string;
}
