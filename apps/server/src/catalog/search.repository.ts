import { allowedTypos, editDistance } from '@backroom/core/edit-distance';
import { sql } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import type { ItemSearchTable } from './item-search.table.js';
import { SHOPPER_ITEM_COLUMNS, type ShopperItemRow } from './item.table.js';

export type SearchDocument = Omit<ItemSearchTable, 'store_id' | 'item_id'>;

interface SearchDb {
  db: Db;
  dialect: DialectName;
}

export interface SearchOptions {
  /** Only items at this price in cents (a group head matches when its range covers it). */
  price?: number | undefined;
  limit: number;
}

// Weights of store_id, item_id, name, brand, codes, description for FTS5's bm25: a word in the
// name counts ten times one in the description.
const BM25_WEIGHTS = sql.raw('0, 0, 10, 5, 4, 1');
const SEARCHED_COLUMNS = '{name brand codes description}';
const NAME_COLUMNS = '{name brand codes}';
/** Most matches one search ranks; beyond them a very common word gives an approximate order. */
const MAX_RANKED_MATCHES = 2000;
/** Extra candidates ranked beyond the answer's length, for hidden items and variants to drop. */
const RANKING_HEADROOM = 20;
const MAX_TYPO_CANDIDATES = 5;
const ITEM_COLUMNS = sql.join(SHOPPER_ITEM_COLUMNS.map((column) => sql.ref(`i.${column}`)));
// word_similarity above which a PostgreSQL trigram fallback counts a word as a likely typo.
const TRIGRAM_THRESHOLD = '0.5';

export async function insertSearchEntries(
  { db }: SearchDb,
  storeId: string,
  entries: ReadonlyArray<{ itemId: string; document: SearchDocument }>,
) {
  if (entries.length === 0) return;
  await db
    .insertInto('item_search')
    .values(entries.map(({ itemId, document }) => ({ store_id: storeId, item_id: itemId, ...document })))
    .execute();
}

export async function deleteSearchEntry({ db }: SearchDb, storeId: string, itemId: string) {
  // On SQLite item_id is an unindexed FTS5 column that MATCH cannot find: this scans the
  // entries, which costs a staff edit milliseconds even for a large catalogue.
  await db.deleteFrom('item_search').where('store_id', '=', storeId).where('item_id', '=', itemId).execute();
}

export async function writeSearchEntry(search: SearchDb, storeId: string, itemId: string, document: SearchDocument) {
  await deleteSearchEntry(search, storeId, itemId);
  await insertSearchEntries(search, storeId, [{ itemId, document }]);
}

/**
 * Visible, listable items matching every word (each as a prefix), best match first. When
 * nothing matches, words are treated as possible typos of indexed words and tried again.
 * `terms` must come from core's searchTerms: letters and digits only.
 */
export async function searchItems(search: SearchDb, storeId: string, terms: readonly string[], options: SearchOptions) {
  if (terms.length === 0) return [];
  const find = (alternatives: readonly string[][]) =>
    search.dialect === 'sqlite'
      ? sqliteSearch(search.db, storeId, alternatives, options)
      : postgresSearch(search.db, storeId, alternatives, options);
  const rows = await find(terms.map((term) => [term]));
  if (rows.length > 0) return rows;
  if (search.dialect === 'postgres') return postgresTrigramSearch(search.db, storeId, terms, options);
  const corrected = await sqliteTypoCandidates(search.db, terms);
  return corrected ? find(corrected) : [];
}

function priceCondition(price: number | undefined) {
  if (price === undefined) return sql``;
  return sql`and (i.price = ${price} or (i.group_enabled = 1 and ${price} between i.price_low and i.price_high))`;
}

/**
 * Runs a search in two stages: matches in the name, brand or codes first; only when they are
 * too few to fill the answer, matches anywhere (where the weights still rank name matches
 * first). Each stage ranks at most MAX_RANKED_MATCHES candidates, so a word that a large part
 * of the catalogue shares costs a bounded time.
 */
async function inStages(options: SearchOptions, stage: (wholeDocument: boolean) => Promise<ShopperItemRow[]>) {
  const inNames = await stage(false);
  return inNames.length >= options.limit ? inNames : stage(true);
}

/** `alternatives[k]` lists the words any one of which may stand for the k-th search word. */
async function sqliteSearch(db: Db, storeId: string, alternatives: readonly string[][], options: SearchOptions) {
  const groups = alternatives.map((words) => `(${words.map((word) => `"${word}"*`).join(' OR ')})`).join(' AND ');
  // The price filter needs the item row: it cannot narrow the ranked candidates, so it ranks them all.
  const candidates = options.price === undefined ? options.limit + RANKING_HEADROOM : MAX_RANKED_MATCHES;
  return inStages(options, async (wholeDocument) => {
    const match = `${wholeDocument ? SEARCHED_COLUMNS : NAME_COLUMNS} : (${groups})`;
    const result = await sql<ShopperItemRow>`
      select ${ITEM_COLUMNS} from (
        select store_id, item_id, rank from (
          select store_id, item_id, bm25(item_search, ${BM25_WEIGHTS}) as rank from item_search
          where item_search match ${match} and store_id = ${storeId}
          limit ${MAX_RANKED_MATCHES}
        ) order by rank limit ${candidates}
      ) s
      join items i on i.store_id = s.store_id and i.id = s.item_id
      where i.hidden = 0 and i.group_parent_id is null ${priceCondition(options.price)}
      order by s.rank, i.sold_out, i.sort_name
      limit ${options.limit}`.execute(db);
    return result.rows;
  });
}

/**
 * For each search word that starts no indexed word, the indexed words within its typo allowance
 * (comparing the word with an indexed word's beginning, as the search matches prefixes).
 * Null when some word has no such neighbour: then nothing can match.
 */
async function sqliteTypoCandidates(db: Db, terms: readonly string[]): Promise<string[][] | null> {
  const alternatives: string[][] = [];
  for (const term of terms) {
    const prefixed = await db
      .selectFrom('item_search_vocabulary')
      .select('term')
      .where('term', '>=', term)
      .where('term', '<', `${term}\u{10FFFF}`)
      .limit(1)
      .executeTakeFirst();
    if (prefixed) {
      alternatives.push([term]);
      continue;
    }
    const limit = allowedTypos(term);
    if (limit === 0) return null;
    // Typos rarely hit the first letters: look among words sharing the first two, then the first.
    let scored = await typoNeighbours(db, term, term.slice(0, 2), limit);
    if (scored.length === 0) scored = await typoNeighbours(db, term, term.slice(0, 1), limit);
    if (scored.length === 0) return null;
    alternatives.push(scored.map(({ word }) => word));
  }
  return alternatives;
}

/** Indexed words starting with `prefix` within `limit` typos of `term`, closest and commonest first. */
async function typoNeighbours(db: Db, term: string, prefix: string, limit: number) {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const vocabulary = await db
    .selectFrom('item_search_vocabulary')
    .select(['term', 'doc'])
    .where('term', '>=', prefix)
    .where('term', '<', prefix.slice(0, -1) + String.fromCodePoint(last + 1))
    .execute();
  return vocabulary
    .map(({ term: word, doc }) => ({ word, doc, distance: prefixDistance(term, word, limit) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
    .slice(0, MAX_TYPO_CANDIDATES);
}

/** Distance from a search word to the closest beginning of an indexed word. */
function prefixDistance(term: string, word: string, limit: number): number {
  let best = editDistance(term, word, limit);
  for (let length = term.length - limit; length <= term.length + limit; length++) {
    if (length <= 0 || length >= word.length) continue;
    best = Math.min(best, editDistance(term, word.slice(0, length), limit));
  }
  return best;
}

async function postgresSearch(db: Db, storeId: string, alternatives: readonly string[][], options: SearchOptions) {
  const candidates = options.price === undefined ? options.limit + RANKING_HEADROOM : MAX_RANKED_MATCHES;
  return inStages(options, async (wholeDocument) => {
    // A weight label restricts a word to the name (A) and brand or codes (B).
    const labels = wholeDocument ? '' : 'AB';
    const query = alternatives
      .map((words) => `(${words.map((word) => `'${word}':*${labels}`).join(' | ')})`)
      .join(' & ');
    const result = await sql<ShopperItemRow>`
      select ${ITEM_COLUMNS} from (
        select store_id, item_id, rank from (
          select s.store_id, s.item_id, ts_rank(s.document, q) as rank
          from item_search s, to_tsquery('simple', ${query}) q
          where s.store_id = ${storeId} and s.document @@ q
          limit ${MAX_RANKED_MATCHES}
        ) ranked order by rank desc limit ${candidates}
      ) s
      join items i on i.store_id = s.store_id and i.id = s.item_id
      where i.hidden = 0 and i.group_parent_id is null ${priceCondition(options.price)}
      order by s.rank desc, i.sold_out, i.sort_name
      limit ${options.limit}`.execute(db);
    return result.rows;
  });
}

/** Every word must be trigram-similar to a word of the name or brand (pg_trgm's %> operator). */
async function postgresTrigramSearch(db: Db, storeId: string, terms: readonly string[], options: SearchOptions) {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${TRIGRAM_THRESHOLD}, true)`.execute(tx);
    const similar = sql.join(terms.map((term) => sql`s.words %> ${term}`), sql` and `);
    const similarity = sql.join(terms.map((term) => sql`word_similarity(${term}, s.words)`), sql` + `);
    const result = await sql<ShopperItemRow>`
      select ${ITEM_COLUMNS} from item_search s
      join items i on i.store_id = s.store_id and i.id = s.item_id
      where s.store_id = ${storeId} and ${similar}
        and i.hidden = 0 and i.group_parent_id is null ${priceCondition(options.price)}
      order by ${similarity} desc, i.sold_out, i.sort_name
      limit ${options.limit}`.execute(tx);
    return result.rows;
  });
}
