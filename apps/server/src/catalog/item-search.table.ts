/** The search index: an FTS5 table on SQLite, a table with a tsvector on PostgreSQL. */
export interface ItemSearchTable {
  store_id: string;
  item_id: string;
  name: string;
  brand: string;
  codes: string;
  description: string;
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
