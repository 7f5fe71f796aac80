import { allowedTypos, closestWords } from '@backroom/core/edit-distance';
import { spellingWords } from '@backroom/core/search-text';
import { CompiledQuery } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import type { ItemSearchWordTable } from './item-search.table.js';
import { wordCountsStatement } from './search-statements.js';
import type { SearchDocument } from './search.repository.js';

/** Most of a misspelt word's closest words whose matches are counted to choose one. */
const MAX_CLOSEST_WORDS = 5;
const INSERT_BATCH = 500;

/**
 * Adds the words of new search entries to the store's spelling words (table item_search_words,
 * the same on both databases). Words are never taken away: one no item has any more finds nothing.
 */
export async function addSpellingWords(db: Db, storeId: string, documents: readonly SearchDocument[]): Promise<void> {
  const words = new Set(documents.flatMap(({ name, brand, codes, description }) => spellingWords(`${name} ${brand} ${codes} ${description}`)));
  const rows = [...words].map((word) => ({ store_id: storeId, word }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .withTables<{ item_search_words: ItemSearchWordTable }>()
      .insertInto('item_search_words')
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/**
 * For each search word, itself and, when it may be misspelt, the store's word it most likely
 * stands for: of its closest words (core's closestWords, among words sharing its first letter and
 * within its typo allowance in length, as typos rarely hit the first letter) the one most entries
 * have, as a shopper more likely means a word the shop uses often ('cana' is Canna, not Casa
 * Blanca). Null when no search word has one: nothing new to try.
 */
export async function likelyMeantAlternatives(
  { db, dialect }: { db: Db; dialect: DialectName },
  storeId: string,
  terms: readonly string[],
): Promise<string[][] | null> {
  let anyMeant = false;
  const alternatives: string[][] = [];
  for (const term of terms) {
    const meant = await likelyMeantWord(db, dialect, storeId, term);
    anyMeant ||= meant !== undefined;
    alternatives.push(meant === undefined ? [term] : [term, meant]);
  }
  return anyMeant ? alternatives : null;
}

async function likelyMeantWord(db: Db, dialect: DialectName, storeId: string, term: string): Promise<string | undefined> {
  const typos = allowedTypos(term);
  if (typos === 0) return undefined;
  const first = String.fromCodePoint(term.codePointAt(0)!);
  const afterFirst = String.fromCodePoint(first.codePointAt(0)! + 1);
  const length = [...term].length;
  const { rows } = await db.executeQuery<{ words: string | null }>(
    CompiledQuery.raw(dialect === 'sqlite' ? SQLITE_SPELLING : POSTGRES_SPELLING, [storeId, first, afterFirst, length - typos, length + typos]),
  );
  const words = rows[0]?.words;
  if (!words) return undefined;
  const closest = closestWords(term, words.split(' ')).slice(0, MAX_CLOSEST_WORDS);
  if (closest.length === 0) return undefined;
  // Every closest word's matches counted in one statement; the first of the most wins a tie.
  const { rows: counted } = await db.executeQuery<{ k: number; matches: number }>(wordCountsStatement(dialect, storeId, closest));
  const matchesOf = new Map(counted.map(({ k, matches }) => [Number(k), Number(matches)]));
  let meant: string | undefined;
  let mostMatches = 0;
  closest.forEach((word, k) => {
    const matches = matchesOf.get(k) ?? 0;
    if (matches > mostMatches) [meant, mostMatches] = [word, matches];
  });
  return meant;
}

// The word column sorts by bytes on both databases, so a first letter's words are a range of the
// key. They come as one text (spelling words hold no spaces): a row each cost more than the reading.
const SQLITE_SPELLING =
  "select group_concat(word, ' ') as words from item_search_words where store_id = ? and word >= ? and word < ? and length(word) between ? and ?";
const POSTGRES_SPELLING =
  "select string_agg(word, ' ') as words from item_search_words where store_id = $1 and word >= $2 and word < $3 and length(word) between $4 and $5";
