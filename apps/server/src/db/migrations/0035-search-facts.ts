import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once landed. Change the schema with a new migration, never here.

/**
 * What a search's ranking and filters read of an item, beside its search entry (docs/decisions/081):
 * whether it is listed, its order in a listing, its price in effect and range, its brand and
 * florist flag. Kept by triggers on `items`, so every write of an item (an order's stock, a staff
 * edit, an import, the sale clock's prices at a sale's start or end) changes it in the same
 * statement, hence the same transaction.
 */
const COLUMNS = [
  'hidden',
  'group_parent_id',
  'group_enabled',
  'sold_out',
  'sort_name',
  'price',
  'sale_price',
  'price_low',
  'price_high',
  'brand',
  'florist',
] as const;

/** The columns of both databases' table, typed as in `items`. */
const FACT_COLUMNS = `
  store_id text not null, id text not null, hidden integer not null, group_parent_id text,
  group_enabled integer not null, sold_out integer not null, sort_name text not null,
  price integer not null, sale_price integer, price_low integer, price_high integer,
  brand text not null, florist integer not null`;

const list = (prefix = '') => COLUMNS.map((column) => `${prefix}${column}`).join(', ');
const assignments = (from: string) => COLUMNS.map((column) => `${column} = ${from}.${column}`).join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql.raw(`create table item_search_facts (${FACT_COLUMNS}, primary key (store_id, id))`).execute(db);
    await sql.raw(`insert into item_search_facts (store_id, id, ${list()}) select store_id, id, ${list()} from items`).execute(db);
    await sql.raw(`
      create function item_search_facts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.store_id, old.id) is distinct from (new.store_id, new.id)) then
          delete from item_search_facts where store_id = old.store_id and id = old.id;
        end if;
        if tg_op <> 'DELETE' then
          insert into item_search_facts (store_id, id, ${list()}) values (new.store_id, new.id, ${list('new.')})
          on conflict (store_id, id) do update set ${assignments('excluded')};
        end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger item_search_facts_write after insert or delete on items for each row execute function item_search_facts_follow()`.execute(db);
    // Only a change of what the facts hold rewrites them: an order's other columns (held stock alone) do not.
    await sql.raw(`
      create trigger item_search_facts_update after update of store_id, id, ${list()} on items
      for each row when ((old.store_id, old.id, ${list('old.')}) is distinct from (new.store_id, new.id, ${list('new.')}))
      execute function item_search_facts_follow()`).execute(db);
    return;
  }
  // SQLite: one row per item, its `entry` the rowid of its FTS5 entry, so a ranking reads them by
  // integer key instead of the FTS5 entry's stored columns (store_id, item_id: a read of the whole
  // entry, description too, for every match).
  await sql.raw(`create table item_search_facts (entry integer primary key autoincrement, ${FACT_COLUMNS})`).execute(db);
  await sql`create unique index item_search_facts_item_idx on item_search_facts (store_id, id)`.execute(db);
  // Items with an entry keep its rowid (the first, were there two); entries of no item go (none
  // are written, but a stray one would hold a number the next item could be given); then the
  // other items get numbers above every entry's.
  await sql.raw(`
    insert or ignore into item_search_facts (entry, store_id, id, ${list()})
    select e.rowid, i.store_id, i.id, ${list('i.')}
    from item_search e cross join items i on i.store_id = e.store_id and i.id = e.item_id
    order by e.rowid`).execute(db);
  await sql`delete from item_search where rowid not in (select entry from item_search_facts)`.execute(db);
  await sql.raw(`
    insert into item_search_facts (store_id, id, ${list()})
    select i.store_id, i.id, ${list('i.')} from items i
    where not exists (select 1 from item_search_facts f where f.store_id = i.store_id and f.id = i.id)`).execute(db);
  await sql.raw(`
    create trigger item_search_facts_insert after insert on items begin
      insert into item_search_facts (store_id, id, ${list()}) values (new.store_id, new.id, ${list('new.')});
    end`).execute(db);
  await sql.raw(`
    create trigger item_search_facts_update after update of store_id, id, ${list()} on items begin
      update item_search_facts set store_id = new.store_id, id = new.id, ${assignments('new')}
      where store_id = old.store_id and id = old.id;
    end`).execute(db);
  await sql`
    create trigger item_search_facts_delete after delete on items begin
      delete from item_search_facts where store_id = old.store_id and id = old.id;
    end`.execute(db);
  // An item gone takes its entry with it: its number is never given again (autoincrement), and no
  // entry is left that a ranking could not place.
  await sql`
    create trigger item_search_facts_entry_delete after delete on item_search_facts begin
      delete from item_search where rowid = old.entry;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger if exists item_search_facts_update on items`.execute(db);
    await sql`drop trigger if exists item_search_facts_write on items`.execute(db);
    await sql`drop function if exists item_search_facts_follow()`.execute(db);
  } else {
    for (const trigger of ['item_search_facts_insert', 'item_search_facts_update', 'item_search_facts_delete', 'item_search_facts_entry_delete']) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
  }
  await db.schema.dropTable('item_search_facts').ifExists().execute();
}
