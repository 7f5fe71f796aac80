import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

const BATCH = 2000;

/** The words a misspelt search word may stand for, as core's spellingWords made them when this landed. */
function spellingWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && word.length <= 40 && !/\p{N}/u.test(word));
  return [...new Set(words)];
}

interface SearchEntry {
  store_id: string;
  item_id: string;
  name: string;
  brand: string;
  codes: string;
  description: string;
  /** The item's own name, with its '>' segments. */
  item_name: string;
}

/** Every search entry with its item's name, a batch at a time: by rowid in SQLite's FTS5 table, by key in PostgreSQL. */
async function* searchEntryBatches(db: Kysely<any>, postgres: boolean): AsyncGenerator<SearchEntry[]> {
  const entries = db
    .selectFrom('item_search as e')
    .innerJoin('items as i', (join) => join.onRef('i.store_id', '=', 'e.store_id').onRef('i.id', '=', 'e.item_id'))
    .select(['e.store_id', 'e.item_id', 'e.name', 'e.brand', 'e.codes', 'e.description', 'i.name as item_name'])
    .limit(BATCH);
  if (!postgres) {
    for (let after = 0; ; ) {
      const batch = (await entries.select('e.rowid').where('e.rowid', '>', after).orderBy('e.rowid').execute()) as (SearchEntry & { rowid: number })[];
      if (batch.length === 0) return;
      yield batch;
      after = batch.at(-1)!.rowid;
    }
  }
  for (let after: SearchEntry | undefined; ; ) {
    const from = after;
    const batch = (await entries
      .$if(from !== undefined, (query) => query.where(sql<boolean>`(e.store_id, e.item_id) > (${from!.store_id}, ${from!.item_id})`))
      .orderBy('e.store_id')
      .orderBy('e.item_id')
      .execute()) as SearchEntry[];
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1);
  }
}

/**
 * An entry's name as a shopper sees it (the last '>' segment of the item's name, then the
 * variants' names the entry carried), the segments before it moved to the description; null
 * when its item's name has no segments.
 */
function shownNameEntry(entry: SearchEntry): { name: string; description: string } | null {
  const segments = entry.item_name.split('>');
  if (segments.length === 1) return null;
  const indexed = segments.join(' ');
  if (!entry.name.startsWith(indexed)) return null;
  const shownName = segments.pop()!;
  return { name: shownName + entry.name.slice(indexed.length), description: [...segments, entry.description].join(' ') };
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Each store's spelling words (docs/decisions/031): the candidates a search word with a typo is
  // compared with, on both databases alike. Words are added as items are indexed and never taken
  // away; a word no item has any more only finds nothing.
  await db.schema
    .createTable('item_search_words')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    // Byte order on PostgreSQL too, so that the words beginning with some letters are a range of the key.
    .addColumn('word', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_search_words_pk', ['store_id', 'word'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  for await (const entries of searchEntryBatches(db, postgres)) {
    const rows = new Map<string, { store_id: string; word: string }>();
    for (const entry of entries) {
      // Entries are named as shoppers see items (docs/decisions/031): a product filed under a word
      // ("FoxFarm>Dry Nutrients>…") no longer ranks as if named for it.
      const renamed = shownNameEntry(entry);
      if (renamed) {
        const update = db.updateTable('item_search').set(renamed);
        await (postgres
          ? update.where('store_id', '=', entry.store_id).where('item_id', '=', entry.item_id)
          : update.where('rowid', '=', (entry as SearchEntry & { rowid: number }).rowid)
        ).execute();
      }
      for (const word of spellingWords(`${entry.name} ${entry.brand} ${entry.codes} ${entry.description}`)) {
        rows.set(`${entry.store_id} ${word}`, { store_id: entry.store_id, word });
      }
    }
    const values = [...rows.values()];
    for (let start = 0; start < values.length; start += 500) {
      await db
        .insertInto('item_search_words')
        .values(values.slice(start, start + 500))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }

  if (postgres) {
    // The name, brand and codes on their own, indexed: a search for a word most of the catalogue
    // has in its descriptions looks among names first, and a weight-filtered query on the whole
    // document cannot use its index for that (it read every row: 270 ms at 100,000 items).
    await sql`
      alter table item_search add column name_document tsvector generated always as (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', brand), 'B') ||
        setweight(to_tsvector('simple', codes), 'B')
      ) stored`.execute(db);
    await sql`create index item_search_name_document_idx on item_search using gin (name_document)`.execute(db);
    // Typos are found through the spelling words now; the trigram column only slowed every write.
    await sql`drop index item_search_words_idx`.execute(db);
    await sql`alter table item_search drop column words`.execute(db);
  }
}

// Entries keep the names shoppers see: the search before this migration finds them all the same.
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`alter table item_search add column words text generated always as (lower(name || ' ' || brand)) stored`.execute(db);
    await sql`create index item_search_words_idx on item_search using gin (words public.gin_trgm_ops)`.execute(db);
    await sql`drop index item_search_name_document_idx`.execute(db);
    await sql`alter table item_search drop column name_document`.execute(db);
  }
  await db.schema.dropTable('item_search_words').ifExists().execute();
}
