import type { Db, DialectName } from '../db/database.js';
import type { ItemSearchTable } from './item-search.table.js';
import { addSpellingWords, likelyMeantAlternatives } from './search-spelling.js';
import {
  countStatement,
  MAX_RANKED_MATCHES,
  namesFirstStatement,
  ONE_PASS_MATCHES,
  onePassStatement,
  type FoundItem,
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
  /** Ids and tiers alone, no JSON: the matches a filtered listing is made of. */
  idsOnly?: boolean | undefined;
}

/** Extra candidates ranked beyond the answer's length, for hidden items and variants to drop. */
const RANKING_HEADROOM = 20;
/** Below this many exact matches in names, brands or codes (or a shorter answer asked for), a likely-meant word is tried too. */
const FEW_EXACT_MATCHES = 5;

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
  await addSpellingWords(db, storeId, entries.map(({ document }) => document));
}

export async function deleteSearchEntry({ db }: SearchDb, storeId: string, itemId: string) {
  // On SQLite item_id is an unindexed FTS5 column that MATCH cannot find: this scans the
  // entries, which costs a staff edit milliseconds even for a large catalogue. The item's
  // spelling words stay: a word nothing has any more only finds nothing.
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
  if (terms.length === 0) return [];
  const exact = await findMatches(search, storeId, terms.map((term) => [term]), options);
  const [exactNamed, exactElsewhere] = partitionByName(exact);
  // The answer lists name matches first, so it holds as many of them as there are, up to its length.
  if (exactNamed.length >= Math.min(FEW_EXACT_MATCHES, options.limit)) return exact;
  const alternatives = await likelyMeantAlternatives(search, storeId, terms);
  if (!alternatives) return exact;
  const withTypos = await findMatches(search, storeId, alternatives, { ...options, limit: options.limit + exact.length });
  const found = new Set(exact.map(({ id }) => id));
  const [typoNamed, typoElsewhere] = partitionByName(withTypos.filter(({ id }) => !found.has(id)));
  const ordered =
    exactNamed.length > 0
      ? [...exactNamed, ...exactElsewhere, ...typoNamed, ...typoElsewhere]
      : [...typoNamed, ...exactElsewhere, ...typoElsewhere];
  return ordered.slice(0, options.limit);
}

function partitionByName(items: readonly FoundItem[]): [FoundItem[], FoundItem[]] {
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
): Promise<FoundItem[]> {
  const withPrice = options.price !== undefined;
  // The price filter needs the item row: it cannot narrow the ranked candidates, so it ranks them
  // all, and description matches are looked for however many names match.
  const search = {
    alternatives,
    storeId,
    price: options.price,
    candidates: withPrice ? MAX_RANKED_MATCHES : options.limit + RANKING_HEADROOM,
    limit: options.limit,
    idsOnly: options.idsOnly,
  };
  // Names that fill the ranking's cap leave no room for descriptions: a filtered search's ids
  // (an answer of MAX_RANKED_MATCHES) would otherwise scan every description for none of them.
  const { rows: counted } = await db.executeQuery<{ matches: number }>(countStatement(dialect, search));
  const query =
    (counted[0]?.matches ?? 0) < ONE_PASS_MATCHES
      ? onePassStatement(dialect, search)
      : namesFirstStatement(dialect, { ...search, descriptionsBelow: withPrice ? MAX_RANKED_MATCHES + 1 : Math.min(search.candidates, MAX_RANKED_MATCHES) });
  const { rows } = await db.executeQuery<FoundItem>(query);
  return rows;
}
