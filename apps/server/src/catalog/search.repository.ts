import { sql } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import type { ItemSearchTable } from './item-search.table.js';
import { addSpellingWords, likelyMeantAlternatives } from './search-spelling.js';
import {
  countStatement,
  itemsJsonStatement,
  MAX_RANKED_MATCHES,
  namesFirstStatement,
  ONE_PASS_MATCHES,
  onePassStatement,
  storeSizeStatement,
  type FoundItem,
  type RankedItem,
  type SearchStatement,
} from './search-statements.js';

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

/** Extra candidates ranked beyond the answer's length, for hidden items and variants to drop. */
const RANKING_HEADROOM = 20;
/** Below this many exact matches in names, brands or codes (or a shorter answer asked for), a likely-meant word is tried too. */
const FEW_EXACT_MATCHES = 5;

export async function insertSearchEntries(
  { db, dialect }: SearchDb,
  storeId: string,
  entries: ReadonlyArray<{ itemId: string; document: SearchDocument }>,
) {
  if (entries.length === 0) return;
  if (dialect === 'sqlite') {
    // An entry's rowid is its item's number in item_search_facts (migration 0035), which a ranking
    // reads what it needs from by that key; an item not (or no longer) there gets no entry.
    await sql`
      insert into item_search (rowid, store_id, item_id, name, brand, codes, description)
      select f.entry, f.store_id, f.id, e.value ->> '$.name', e.value ->> '$.brand', e.value ->> '$.codes', e.value ->> '$.description'
      from json_each(${JSON.stringify(entries.map(({ itemId, document }) => ({ itemId, ...document })))}) e
      cross join item_search_facts f on f.store_id = ${storeId} and f.id = e.value ->> '$.itemId'`.execute(db);
  } else {
    await db
      .insertInto('item_search')
      .values(entries.map(({ itemId, document }) => ({ store_id: storeId, item_id: itemId, ...document })))
      .execute();
  }
  await addSpellingWords(db, storeId, entries.map(({ document }) => document));
}

export async function deleteSearchEntry({ db, dialect }: SearchDb, storeId: string, itemId: string) {
  // The item's spelling words stay: a word nothing has any more only finds nothing.
  if (dialect === 'sqlite') {
    // By the entry's rowid, its item's number (migration 0035): item_id is an unindexed FTS5 column.
    await sql`delete from item_search where rowid in (select entry from item_search_facts where store_id = ${storeId} and id = ${itemId})`.execute(db);
    return;
  }
  await db.deleteFrom('item_search').where('store_id', '=', storeId).where('item_id', '=', itemId).execute();
}

export async function writeSearchEntry(search: SearchDb, storeId: string, itemId: string, document: SearchDocument) {
  await deleteSearchEntry(search, storeId, itemId);
  await insertSearchEntries(search, storeId, [{ itemId, document }]);
}

/**
 * Visible, listable items matching every word (each as the beginning of a word), best first: a
 * word in the name, then in the brand or codes, then only in the description, each by relevance.
 * When the answer has fewer than FEW_EXACT_MATCHES items with the words in their names, brands or codes, the
 * word each search word most likely stands for if misspelt is tried too ('cana' → Canna): its
 * matches come after every exact match, except that with no exact match in any name, brand or
 * code, its matches there come before description-only ones.
 * `terms` must come from core's searchTerms: letters and digits only.
 */
export async function searchItems(search: SearchDb, storeId: string, terms: readonly string[], options: SearchOptions): Promise<FoundItem[]> {
  return withJson(search, storeId, await findItems(search, storeId, terms, options, true));
}

/** The items `searchItems` answers, best first, ids and tiers alone: the matches a filtered listing is made of. */
export async function rankSearchItems(search: SearchDb, storeId: string, terms: readonly string[], options: SearchOptions): Promise<RankedItem[]> {
  return (await findItems(search, storeId, terms, options, false)).map(({ id, tier }) => ({ id, tier }));
}

/**
 * The answer, best first; with `json`, the exact matches carry their JSON. A likely-meant word's
 * search ranks ids alone: its exact matches, found again, are dropped, and only the items it adds
 * are written as JSON afterwards (withJson).
 */
async function findItems(search: SearchDb, storeId: string, terms: readonly string[], options: SearchOptions, json: boolean): Promise<Found[]> {
  if (terms.length === 0) return [];
  const exact = await findMatches(search, storeId, terms.map((term) => [term]), options, json);
  const [exactNamed, exactElsewhere] = partitionByName(exact);
  // The answer lists name matches first, so it holds as many of them as there are, up to its length.
  if (exactNamed.length >= Math.min(FEW_EXACT_MATCHES, options.limit)) return exact;
  const alternatives = await likelyMeantAlternatives(search, storeId, terms);
  if (!alternatives) return exact;
  const withTypos = await findMatches(search, storeId, alternatives, { ...options, limit: options.limit + exact.length }, false);
  const found = new Set(exact.map(({ id }) => id));
  const [typoNamed, typoElsewhere] = partitionByName(withTypos.filter(({ id }) => !found.has(id)));
  const ordered =
    exactNamed.length > 0
      ? [...exactNamed, ...exactElsewhere, ...typoNamed, ...typoElsewhere]
      : [...typoNamed, ...exactElsewhere, ...typoElsewhere];
  return ordered.slice(0, options.limit);
}

/** A ranked item, with its JSON if its statement wrote it. */
type Found = RankedItem & { json?: string };

/** The found items with their JSON: those ranked without it written in one statement; an item gone since it was ranked is left out. */
async function withJson({ db, dialect }: SearchDb, storeId: string, found: readonly Found[]): Promise<FoundItem[]> {
  const missing = found.filter((item) => item.json === undefined).map(({ id }) => id);
  const written = new Map<string, string>();
  if (missing.length > 0) {
    const { rows } = await db.executeQuery<{ id: string; json: string }>(itemsJsonStatement(dialect, storeId, missing));
    for (const row of rows) written.set(row.id, row.json);
  }
  return found.flatMap(({ id, tier, json }) => {
    const text = json ?? written.get(id);
    return text === undefined ? [] : [{ id, tier, json: text }];
  });
}

function partitionByName<T extends RankedItem>(items: readonly T[]): [T[], T[]] {
  return [items.filter(({ tier }) => tier < 2), items.filter(({ tier }) => tier === 2)];
}

/**
 * `alternatives[k]` lists the words any one of which may stand for the k-th search word. One pass
 * over the index ranks every match of a search matching fewer than ONE_PASS_MATCHES entries (most
 * searches, and every search of a small shop); a commoner one is looked for among names first,
 * and only while they are too few to fill the answer among descriptions (search-statements.ts).
 */
async function findMatches(
  { db, dialect }: SearchDb,
  storeId: string,
  alternatives: readonly string[][],
  options: SearchOptions,
  json: boolean,
): Promise<Found[]> {
  const withPrice = options.price !== undefined;
  // The price filter needs the item row: it cannot narrow the ranked candidates, so it ranks them
  // all, and description matches are looked for however many names match.
  const search = {
    alternatives,
    storeId,
    price: options.price,
    candidates: withPrice ? MAX_RANKED_MATCHES : options.limit + RANKING_HEADROOM,
    limit: options.limit,
    json,
  };
  // Names that fill the ranking's cap leave no room for descriptions: a filtered search's ids
  // (an answer of MAX_RANKED_MATCHES) would otherwise scan every description for none of them.
  const onePass = (await isSmallStore({ db, dialect }, storeId)) || (await countMatches({ db, dialect }, search)) < ONE_PASS_MATCHES;
  const query =
    onePass
      ? onePassStatement(dialect, search)
      : namesFirstStatement(dialect, { ...search, descriptionsBelow: withPrice ? MAX_RANKED_MATCHES + 1 : Math.min(search.candidates, MAX_RANKED_MATCHES) });
  const { rows } = await db.executeQuery<Found>(query);
  return rows;
}

async function countMatches({ db, dialect }: SearchDb, search: Pick<SearchStatement, 'alternatives' | 'storeId'>): Promise<number> {
  const { rows } = await db.executeQuery<{ matches: number }>(countStatement(dialect, search));
  return rows[0]?.matches ?? 0;
}

/** How long a store's size is taken as known: a store grown past it meanwhile is ranked in one pass, rightly but slower. */
const STORE_SIZE_KNOWN_MS = 1000;
const storeSizes = new WeakMap<Db, Map<string, { small: boolean; until: number }>>();

/**
 * Whether the store has fewer search entries than ONE_PASS_MATCHES: then every
 * search of it is ranked in one pass, and its matches need no count first (the demo shop's
 * searches: one statement of two). Known for STORE_SIZE_KNOWN_MS, per database.
 */
async function isSmallStore({ db, dialect }: SearchDb, storeId: string): Promise<boolean> {
  let sizes = storeSizes.get(db);
  if (!sizes) storeSizes.set(db, (sizes = new Map()));
  const now = Date.now();
  const known = sizes.get(storeId);
  if (known && known.until > now) return known.small;
  const { rows } = await db.executeQuery<{ entries: number }>(storeSizeStatement(dialect, storeId));
  const small = Number(rows[0]?.entries ?? ONE_PASS_MATCHES) < ONE_PASS_MATCHES;
  sizes.set(storeId, { small, until: now + STORE_SIZE_KNOWN_MS });
  return small;
}
