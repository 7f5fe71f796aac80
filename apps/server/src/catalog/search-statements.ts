import { CompiledQuery } from 'kysely';
import type { DialectName } from '../db/database.js';
import { searchItemJson } from './search-item-json.js';

/**
 * The SQL of a search on each database. `alternatives[k]` lists the words any one of which may
 * stand for the k-th search word; an entry matches with one of each, each as the beginning of a
 * word. Every statement ranks candidates inside the search index before items are joined, so only
 * the answer's rows are read, and writes them as JSON (search-item-json.ts) or answers their ids
 * alone (`json` absent): a search tried again with likely-meant words ranks ids alone, and only
 * the items it adds are then written, by `itemsJsonStatement`. Each row carries its
 * tier: 0 a word in the name, 1 in the brand or codes, 2 only in the description; the answer is in
 * tier order, each tier by relevance (bm25 on SQLite, ts_rank on PostgreSQL).
 */
export interface SearchStatement {
  alternatives: readonly string[][];
  storeId: string;
  /** Only items at this price in cents (a group head matches when its range covers it). */
  price: number | undefined;
  /** Candidates ranked before hidden items and variants are dropped. */
  candidates: number;
  limit: number;
  /** Each row's item as JSON too; otherwise the ids alone. */
  json: boolean;
}

/** An item a search ranked: a row of a search statement. */
export interface RankedItem {
  id: string;
  /** 0: a search word in its name, 1: in its brand or codes, 2: only in its description. */
  tier: number;
}

/** An item a search found, with the JSON text of core's `Item`. */
export interface FoundItem extends RankedItem {
  json: string;
}

/** Most matches one part of a search ranks; beyond them a very common word gives an approximate order. */
export const MAX_RANKED_MATCHES = 2000;
/** Below this many matching entries, one pass ranks them all; from it on, names are looked at first. */
export const ONE_PASS_MATCHES = 500;

/** How many entries match, counted up to ONE_PASS_MATCHES. Row: `{ matches }`. */
export function countStatement(dialect: DialectName, { alternatives, storeId }: Pick<SearchStatement, 'alternatives' | 'storeId'>): CompiledQuery {
  return dialect === 'sqlite'
    ? CompiledQuery.raw(SQLITE_COUNT, [`${ALL_COLUMNS} : (${sqliteWords(alternatives)})`])
    : CompiledQuery.raw(POSTGRES_COUNT, [postgresWords(alternatives), storeId]);
}

/**
 * How many search entries the store has, counted up to ONE_PASS_MATCHES (on SQLite by reading
 * every store's entries, as store_id is not indexed there). Row: `{ entries }`.
 */
export function storeSizeStatement(dialect: DialectName, storeId: string): CompiledQuery {
  const place = dialect === 'sqlite' ? '?' : '$1';
  return CompiledQuery.raw(`select count(*) as entries from (select 1 from item_search where store_id = ${place} limit ${ONE_PASS_MATCHES}) found`, [storeId]);
}

/**
 * How many entries each of `words` (each as the beginning of a word) matches, counted up to
 * ONE_PASS_MATCHES, in one statement. Rows: `{ k, matches }`, `k` the word's place in `words`.
 */
export function wordCountsStatement(dialect: DialectName, storeId: string, words: readonly string[]): CompiledQuery {
  const counts = words.map((_, k) =>
    dialect === 'sqlite'
      ? `select ${k} as k, (${SQLITE_COUNT}) as matches`
      : `select ${k} as k, (${postgresCount(`$${k + 2}`, '$1')}) as matches`,
  );
  const text = statement(`${dialect} word counts ${words.length}`, () => counts.join(' union all '));
  return dialect === 'sqlite'
    ? CompiledQuery.raw(text, words.map((word) => `${ALL_COLUMNS} : (${sqliteWords([[word]])})`))
    : CompiledQuery.raw(text, [storeId, ...words.map((word) => postgresWords([[word]]))]);
}

/**
 * The JSON text of core's `Item` for each of `ids` (items of the store), in no particular order.
 * Rows: `{ id, json }`.
 */
export function itemsJsonStatement(dialect: DialectName, storeId: string, ids: readonly string[]): CompiledQuery {
  return dialect === 'sqlite'
    ? CompiledQuery.raw(
        statement('sqlite items json', () => `
          select i.id as id, ${searchItemJson(dialect)} as json
          from json_each(?) s cross join items i where i.store_id = ? and i.id = s.value`),
        [JSON.stringify(ids), storeId],
      )
    : CompiledQuery.raw(
        statement('postgres items json', () => `
          select i.id as id, ${searchItemJson(dialect)} as json
          from items i where i.store_id = $1 and i.id = any($2::text[])`),
        [storeId, [...ids]],
      );
}

/** Every match ranked in one pass over the index: for searches matching fewer than ONE_PASS_MATCHES entries. */
export function onePassStatement(dialect: DialectName, search: SearchStatement): CompiledQuery {
  const { alternatives, storeId, price, candidates, limit } = search;
  const prices = price === undefined ? [] : [price, price];
  const shape = { withPrice: price !== undefined, json: search.json };
  if (dialect === 'sqlite') {
    return CompiledQuery.raw(sqliteOnePass(shape), [
      `${ALL_COLUMNS} : (${sqliteWords(alternatives)})`, storeId, candidates, ...prices, limit, ...(search.json ? [storeId] : []),
    ]);
  }
  return CompiledQuery.raw(postgresOnePass(shape), [...postgresQueries(alternatives), storeId, candidates, limit, ...prices.slice(0, 1)]);
}

/**
 * Names first, then, only while they are fewer than `descriptionsBelow`, entries with every word
 * somewhere but not all in the name, brand or codes: a word most of a large catalogue has in its
 * descriptions costs the ranking of its name matches alone.
 */
export function namesFirstStatement(dialect: DialectName, search: SearchStatement & { descriptionsBelow: number }): CompiledQuery {
  const { alternatives, storeId, price, candidates, limit, descriptionsBelow } = search;
  const prices = price === undefined ? [] : [price, price];
  const shape = { withPrice: price !== undefined, json: search.json };
  if (dialect === 'sqlite') {
    const words = sqliteWords(alternatives);
    const inNames = `${NAME_COLUMNS} : (${words})`;
    return CompiledQuery.raw(sqliteNamesFirst(shape), [
      inNames, storeId, descriptionsBelow, `${ALL_COLUMNS} : (${words}) NOT ${inNames}`, storeId, candidates, ...prices, limit, ...(search.json ? [storeId] : []),
    ]);
  }
  return CompiledQuery.raw(postgresNamesFirst(shape), [
    ...postgresQueries(alternatives), storeId, descriptionsBelow, candidates, limit, ...prices.slice(0, 1),
  ]);
}

// --- SQLite: an FTS5 table over name, brand, codes and description (migration 0001).

const ALL_COLUMNS = '{name brand codes description}';
const NAME_COLUMNS = '{name brand codes}';
// Weights of store_id, item_id, name, brand, codes, description for bm25: a word in the name
// counts ten times one in the description. The other two weightings are above zero only with a
// match in the name, or in the brand or codes: they give the tier.
const BM25 = 'bm25(item_search, 0, 0, 10, 5, 4, 1)';
const SQLITE_TIER = `case
  when bm25(item_search, 0, 0, 1, 0, 0, 0) < 0 then 0
  when bm25(item_search, 0, 0, 0, 1, 1, 0) < 0 then 1
  else 2 end`;

function sqliteWords(alternatives: readonly string[][]): string {
  return alternatives.map((words) => `(${words.map((word) => `"${word}"*`).join(' OR ')})`).join(' AND ');
}

// Rowids alone, which spares reading each entry; so the count is over every store's entries (a
// shop sharing its database with a large one may look among names first: the same answer in two parts).
const SQLITE_COUNT = `select count(*) as matches from (select rowid from item_search where item_search match ? limit ${ONE_PASS_MATCHES})`;

/**
 * Each match's facts, read by its entry's rowid (migration 0035): the FTS5 entry's own columns are
 * never read, which cost a read of the whole entry, description too, for every match.
 */
const SQLITE_FACTS = 'f.hidden, f.group_parent_id, f.group_enabled, f.sold_out, f.sort_name, f.price, f.sale_price, f.price_low, f.price_high';
const SQLITE_MATCHES = 'item_search cross join item_search_facts f on f.entry = item_search.rowid';

/** Parameters: match, store, candidates, [price ×2], limit, [store (with JSON)]. */
function sqliteOnePass(shape: AnswerShape): string {
  return statement(`sqlite one pass ${shapeKey(shape)}`, () =>
    answer('sqlite', shape, `
      select * from (
        select f.id as item_id, ${BM25} as rank, ${SQLITE_TIER} as tier, ${SQLITE_FACTS}
        from ${SQLITE_MATCHES} where item_search match ? and f.store_id = ?
      )
      order by tier, rank limit ?`),
  );
}

/**
 * The count of name matches is joined to the description part first (`cross join` keeps that
 * order), so with enough of them its scan never starts. Parameters: name match, store,
 * description part below, description match, store, candidates, [price ×2], limit, [store (with JSON)].
 */
function sqliteNamesFirst(shape: AnswerShape): string {
  return statement(`sqlite names first ${shapeKey(shape)}`, () =>
    answer('sqlite', shape, `
      with names as materialized (
        select f.id as item_id, ${BM25} as rank, ${SQLITE_TIER} as tier, ${SQLITE_FACTS}
        from ${SQLITE_MATCHES}
        where item_search match ? and f.store_id = ?
        limit ${MAX_RANKED_MATCHES}
      ),
      found as (
        select * from names
        union all
        select * from (
          select f.id as item_id, ${BM25} as rank, 2 as tier, ${SQLITE_FACTS}
          from (select count(*) as matches from names) n cross join ${SQLITE_MATCHES}
          where n.matches < ? and item_search match ? and f.store_id = ?
          limit ${MAX_RANKED_MATCHES}
        )
      )
      select * from found order by tier, rank limit ?`),
  );
}

// --- PostgreSQL: a weighted tsvector of the whole entry (name A, brand and codes B, description
// D; migration 0001) and one of the name, brand and codes alone (migration 0013), each GIN-indexed.

function postgresWords(alternatives: readonly string[][], label = ''): string {
  return alternatives.map((words) => `(${words.map((word) => `'${word}':*${label}`).join(' | ')})`).join(' & ');
}

/** Every word; any word; any word in the name (weight A). */
function postgresQueries(alternatives: readonly string[][]): [string, string, string] {
  const anyWord = [alternatives.flat()];
  return [postgresWords(alternatives), postgresWords(anyWord), postgresWords(anyWord, 'A')];
}

const POSTGRES_QUERIES = `to_tsquery('simple', $1) q, to_tsquery('simple', $2) any_word, to_tsquery('simple', $3) in_name`;
const POSTGRES_TIER = 'case when e.name_document @@ in_name then 0 when e.name_document @@ any_word then 1 else 2 end';

const postgresCount = (words: string, store: string) => `
  select count(*) as matches from (
    select 1 from item_search where document @@ to_tsquery('simple', ${words}) and store_id = ${store} limit ${ONE_PASS_MATCHES}
  ) found`;
const POSTGRES_COUNT = postgresCount('$1', '$2');

/** Parameters: $1-$3 tsquery texts, $4 store, $5 candidates, $6 limit, [$7 price]. */
function postgresOnePass(shape: AnswerShape): string {
  return statement(`postgres one pass ${shapeKey(shape)}`, () =>
    answer('postgres', shape, `
      select item_id, rank, tier from (
        select e.item_id, ts_rank(e.document, q) as rank, ${POSTGRES_TIER} as tier
        from item_search e, ${POSTGRES_QUERIES}
        where e.store_id = $4 and e.document @@ q
      ) found
      order by tier, rank desc limit $5`, { store: '$4', price: '$7', limit: '$6' }),
  );
}

/**
 * The count of name matches is a one-time filter of the description part. Parameters: $1-$3
 * tsquery texts, $4 store, $5 description part below, $6 candidates, $7 limit, [$8 price].
 */
function postgresNamesFirst(shape: AnswerShape): string {
  return statement(`postgres names first ${shapeKey(shape)}`, () =>
    answer('postgres', shape, `
      with names as materialized (
        select e.item_id, ts_rank(e.document, q) as rank, ${POSTGRES_TIER} as tier
        from item_search e, ${POSTGRES_QUERIES}
        where e.store_id = $4 and e.name_document @@ q
        limit ${MAX_RANKED_MATCHES}
      ),
      found as (
        select item_id, rank, tier from names
        union all
        (select e.item_id, ts_rank(e.document, q), 2
         from item_search e, ${POSTGRES_QUERIES}
         where (select count(*) from names) < $5 and e.store_id = $4 and e.document @@ q and not (e.name_document @@ q)
         limit ${MAX_RANKED_MATCHES})
      )
      select item_id, rank, tier from found order by tier, rank desc limit $6`, { store: '$4', price: '$8', limit: '$7' }),
  );
}

/**
 * An item's search facts by key, on PostgreSQL. As a lateral subquery with a limit (the key is
 * unique) it is read by its primary key for each candidate: joined plainly, the planner preferred
 * hashing every item of the narrow table (590 ms for a broad word at 100,000 items, against 100 ms).
 */
export const POSTGRES_FACTS_OF = (store: string, itemId: string) =>
  `select * from item_search_facts where store_id = ${store} and id = ${itemId} limit 1`;

/** What an answer holds: only items at a price, and the items' JSON or their ids alone. */
interface AnswerShape {
  withPrice: boolean;
  json: boolean;
}

const shapeKey = ({ withPrice, json }: AnswerShape) => `${withPrice ? 'price' : 'any'} ${json ? 'json' : 'ids'}`;

/** Where the store, price and limit parameters of an answer stand: SQLite's follow the candidates' in order. */
const SQLITE_PLACES = { store: '?', price: '?', limit: '?' };

/**
 * The answer from ranked candidates (`item_id`, `rank`, `tier`): visible items that are not
 * variants, at the price if one is asked, best first (a better bm25 is lower, a better ts_rank
 * higher), written as JSON if asked. What it filters and orders by is read from
 * item_search_facts (migration 0035): on SQLite the candidates carry it, on PostgreSQL it is
 * joined to them; only the answer's own items are read from `items`, for their JSON.
 */
function answer(dialect: DialectName, { withPrice, json }: AnswerShape, ranked: string, { store, price, limit } = SQLITE_PLACES): string {
  const sqlite = dialect === 'sqlite';
  const f = sqlite ? 's' : 'f';
  // PostgreSQL's order of items alike in all of these was whatever its plan gave: the id settles it.
  const order = (alias: string, facts: string) =>
    `${alias}.tier, ${alias}.rank${sqlite ? '' : ' desc'}, ${facts}.sold_out, ${facts}.sort_name${sqlite ? '' : `, ${alias === 's' ? 's.item_id' : 'a.id'}`}`;
  const chosen = `
    select s.item_id as id, s.tier as tier${json ? `, s.rank as rank, ${f}.sold_out as sold_out, ${f}.sort_name as sort_name` : ''}
    from (${ranked}) s
    ${sqlite ? '' : `cross join lateral (${POSTGRES_FACTS_OF(store, 's.item_id')}) f`}
    where ${f}.hidden = 0 and ${f}.group_parent_id is null
      ${withPrice ? `and (coalesce(${f}.sale_price, ${f}.price) = ${price} or (${f}.group_enabled = 1 and ${price} between ${f}.price_low and ${f}.price_high))` : ''}
    order by ${order('s', f)}
    limit ${limit}`;
  if (!json) return chosen;
  return `
    select a.id as id, a.tier as tier, ${searchItemJson(dialect)} as json
    from (${chosen}) a
    ${sqlite ? 'cross join' : 'join'} items i on i.store_id = ${store} and i.id = a.id
    order by ${order('a', 'a')}`;
}

/** Each statement's text, written once per shape, so that the driver reuses its prepared statement. */
const statements = new Map<string, string>();

function statement(key: string, write: () => string): string {
  let text = statements.get(key);
  if (text === undefined) {
    text = write();
    statements.set(key, text);
  }
  return text;
}
