import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from './database-target.js';

const QUERY = `
  select l.item_id as item_id, sum(l.count) as units
  from order_lines l join orders o on o.store_id = l.store_id and o.id = l.order_id
  where o.store_id = $1 and o.state <> 'CANCELLED' and l.item_id is not null
  group by l.item_id`;

type Row = { item_id: string; units: number | string };

/**
 * Units of each item in the store's orders that were not cancelled, read from the database
 * itself: the truth the shoppers' answers are checked against (an order whose answer was cut
 * off when the load stopped is counted here all the same).
 */
export async function orderedUnits(target: DatabaseTarget, storeId: string): Promise<Map<string, number>> {
  const toMap = (rows: Row[]) => new Map(rows.map((row) => [row.item_id, Number(row.units)]));
  const databaseUrl = target.env.DATABASE_URL;
  if (databaseUrl !== undefined) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return toMap((await client.query<Row>(QUERY, [storeId])).rows);
    } finally {
      await client.end();
    }
  }
  const requireFromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
  const Sqlite = requireFromServer('better-sqlite3') as new (file: string, options: { readonly: boolean }) => {
    prepare(source: string): { all(...parameters: unknown[]): Row[] };
    close(): void;
  };
  const database = new Sqlite(path.join(target.env.DATA_DIR ?? '', 'backroom.sqlite'), { readonly: true });
  try {
    return toMap(database.prepare(QUERY.replace('$1', '?')).all(storeId));
  } finally {
    database.close();
  }
}
