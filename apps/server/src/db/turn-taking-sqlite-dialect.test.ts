import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from './database.js';

describe('SQLite queries under load leave the event loop its turn', () => {
  let dataDir: string;
  let shop: ShopDatabase;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backroom-turns-'));
    shop = openDatabase({ dataDir });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Runs queries one after another, as requests in flight do, until the event loop came round
   * (a setImmediate ran) or `most` queries were run. Answers how many ran and whether it came round.
   */
  async function queriesUntilTheLoopTurns(most: number): Promise<{ queries: number; turned: boolean }> {
    let turned = false;
    setImmediate(() => (turned = true));
    let queries = 0;
    while (!turned && queries < most) {
      await sql`select count(*) from sqlite_master`.execute(shop.db);
      queries += 1;
    }
    return { queries, turned };
  }

  it('lets the loop come round within a run of queries (after TURN_MS of them)', async () => {
    // Without it the loop would wait for all 200,000 (seconds): a new request could not even be read meanwhile.
    const run = await queriesUntilTheLoopTurns(200_000);
    expect(run.turned).toBe(true);
    expect(run.queries).toBeLessThan(200_000);
  });

  it('gives each transaction the same answers, whether or not the loop took its turn inside it', async () => {
    await sql`create table turns (n integer not null)`.execute(shop.db);
    const writers = Array.from({ length: 20 }, (_, writer) =>
      shop.db.transaction().execute(async (tx) => {
        for (let i = 0; i < 50; i += 1) await sql`insert into turns (n) values (${writer})`.execute(tx);
        const { rows } = await sql<{ count: number }>`select count(*) as count from turns where n = ${writer}`.execute(tx);
        return Number(rows[0]!.count);
      }),
    );
    expect(await Promise.all(writers)).toEqual(Array(20).fill(50));
    const { rows } = await sql<{ count: number }>`select count(*) as count from turns`.execute(shop.db);
    expect(Number(rows[0]!.count)).toBe(1_000);
  });
});
