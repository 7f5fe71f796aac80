import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Item, StaffItem } from '@backroom/core/catalog';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { migrateToLatest, openDatabase, type ShopDatabase } from '../db/database.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { dropDatabase, freshDatabase, schemaOf } from '../testing/restore-places.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { STORE_API } from '../testing/staff-client.js';
import { multipartFile, testPicture } from '../testing/test-pictures.js';
import { testDatabaseUrl } from '../testing/test-database-url.js';
import { DIALECTS } from '../testing/test-shop.js';
import { BackupRefusal } from './backup-refusal.js';
import { backUpPostgres, POSTGRES_TOOLS_MISSING } from './postgres-backup.js';
import { restorePostgres } from './postgres-restore.js';
import { markServerRunning } from './server-presence.js';
import { backUpSqlite } from './sqlite-backup.js';
import { restoreSqlite } from './sqlite-restore.js';

const SHOPPERS = 50;
const ROUNDS_DURING_BACKUP = 6;
/** Units of alpha-bloom on sale at first; each order takes one. */
const STARTING_STOCK = 5_000;

interface Acknowledged {
  order: SubmittedOrder;
  at: number;
}

/** A shop restored into a place of its own, served by an app of its own. */
interface RestoredShop {
  shop: ShopDatabase;
  app: FastifyInstance;
  close(): Promise<void>;
}

describe.each(DIALECTS)('backups on %s', (dialect) => {
  const catalogue = fixtureCatalogue();
  catalogue.items = catalogue.items.map((item) => (item.id === 'alpha-bloom' ? { ...item, inventory: { store: { count: STARTING_STOCK } } } : item));
  const shop = shopUnderTest(dialect, { seed: [catalogue] });
  const backupDir = path.join(tmpdir(), `backroom-backups-${randomBytes(4).toString('hex')}`);
  let restored: RestoredShop;
  let backupFile: string;
  let acknowledgedBefore: Acknowledged[] = [];
  let pictureBytes: Buffer;
  let imageId: string;
  const closing: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const limits = await shop.app.inject({
      method: 'PUT',
      url: `${STORE_API}/settings/order-limits`,
      headers: { authorization: `Bearer ${shop.staff}`, 'if-none-match': '*' },
      payload: { openOrdersPerAddress: 1_000, openOrdersPerEmail: 1_000, submissionsPerAddress: 10_000, submissionsPerEmail: 10_000, windowMinutes: 60, maxLineQuantity: 999, unpaidSharePercent: 100, unpaidUnitsAlways: 1 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    await rm(backupDir, { recursive: true, force: true });
  });

  const submit = (shopper: number) => {
    const base = cartOf({ 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP' });
    return shop.app.inject({
      method: 'POST',
      url: `${STORE_API}/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: `198.51.100.${shopper + 1}`,
      payload: { cart: { ...base, customerAddress: { ...base.customerAddress, email: `shopper${shopper}@example.ca` } } },
    });
  };

  async function backUp(): Promise<string> {
    if (dialect === 'sqlite') return (await backUpSqlite({ dataDir: shop.dataDir, backupDir })).file;
    return (await backUpPostgres({ databaseUrl: testDatabaseUrl(), backupDir, schema: await schemaOf(shop.shop) })).file;
  }

  async function restoreIntoFreshPlace(file: string): Promise<RestoredShop> {
    const schema = dialect === 'postgres' ? await schemaOf(shop.shop) : undefined;
    let place: { databaseUrl?: string; dataDir: string; drop: () => Promise<void> };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-restored-'));
    if (dialect === 'sqlite') {
      await restoreSqlite({ file, dataDir });
      place = { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
    } else {
      const databaseUrl = await freshDatabase();
      await restorePostgres({ file, databaseUrl, schema });
      place = { databaseUrl, dataDir, drop: () => dropDatabase(databaseUrl).then(() => rm(dataDir, { recursive: true, force: true })) };
    }
    const restoredShop = openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, postgresSchema: schema, poolSize: 2 });
    await migrateToLatest(restoredShop, schema);
    const app = await buildApp({ shop: restoredShop, webRoot: null, reconcilePaymentsEverySeconds: null });
    await app.ready();
    return {
      shop: restoredShop,
      app,
      close: async () => {
        await app.close();
        await restoredShop.close();
        await place.drop();
      },
    };
  }

  it(`backs up while ${SHOPPERS} shoppers submit orders; the restored shop has every order acknowledged before, its stock adds up and its pictures show`, async () => {
    pictureBytes = await testPicture('png', 80, 60);
    const file = multipartFile('photo.png', 'image/png', pictureBytes);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `${STORE_API}/items/tiger-bloom/image`,
      headers: { ...file.headers, ...(await shop.api.currentVersion(shop.staff, 'tiger-bloom')), authorization: `Bearer ${shop.staff}` },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    imageId = uploaded.json<StaffItem>().imageId!;
    const served = await shop.app.inject({ url: `${STORE_API}/images/${imageId}` });
    expect(served.statusCode).toBe(200);
    pictureBytes = served.rawPayload;

    const acknowledged: Acknowledged[] = [];
    let backupBegan = Number.POSITIVE_INFINITY;
    let backup: Promise<string> | undefined;
    let backupDone = false;
    const order = async (shopper: number) => {
      const response = await submit(shopper);
      expect(response.statusCode, response.body).toBe(201);
      acknowledged.push({ order: response.json<SubmittedOrder>(), at: performance.now() });
      // The backup begins once half the shoppers have their first answer, the others still waiting.
      if (acknowledged.length === SHOPPERS / 2) {
        backupBegan = performance.now();
        backup = backUp().finally(() => (backupDone = true));
      }
    };
    // Each connection keeps ordering while the backup runs (a few rounds at most, so that the
    // test stays short on a busy machine), then orders once more when it is done.
    const shoppers = Array.from({ length: SHOPPERS }, async (_, shopper) => {
      let rounds = 0;
      do await order(shopper);
      while (!backupDone && ++rounds < ROUNDS_DURING_BACKUP);
      await backup;
      await order(shopper);
    });
    await Promise.all(shoppers);
    backupFile = await backup!;
    acknowledgedBefore = acknowledged.filter((entry) => entry.at <= backupBegan);
    expect(acknowledgedBefore.length).toBe(SHOPPERS / 2);
    // The shop served while the backup ran: shoppers waiting when it began were answered.
    expect(acknowledged.length - acknowledgedBefore.length).toBeGreaterThanOrEqual(SHOPPERS * 1.5);

    restored = await restoreIntoFreshPlace(backupFile);
    closing.push(() => restored.close());

    const orderIds = new Set((await restored.shop.db.selectFrom('orders').select('id').where('store_id', '=', 'teststore').execute()).map((row) => row.id));
    for (const { order } of acknowledgedBefore) expect(orderIds.has(order.id), `order ${order.id}`).toBe(true);
    // The backup is the shop at one moment: the orders made once it was done are not in it.
    expect(orderIds.size).toBeLessThanOrEqual(acknowledged.length - SHOPPERS);
    // An order is whole or absent: no order without its lines.
    const lines = await restored.shop.db.selectFrom('order_lines').select(['order_id', 'count']).where('item_id', '=', 'alpha-bloom').execute();
    expect(new Set(lines.map((line) => line.order_id))).toEqual(orderIds);

    const item = await restored.shop.db.selectFrom('items').select(['stock', 'held_stock']).where('store_id', '=', 'teststore').where('id', '=', 'alpha-bloom').executeTakeFirstOrThrow();
    const sold = 0;
    expect(item.held_stock).toBe(lines.reduce((sum, line) => sum + line.count, 0));
    expect(item.stock + item.held_stock + sold).toBe(STARTING_STOCK);
    const onSale = (await restored.app.inject({ url: `${STORE_API}/items/alpha-bloom` })).json<Item>();
    expect(onSale.stock).toBe(STARTING_STOCK - orderIds.size);

    const picture = await restored.app.inject({ url: `${STORE_API}/images/${imageId}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(picture.rawPayload, pictureBytes)).toBe(0);
  });

  if (dialect === 'sqlite') {
    describe('a restore refuses, changing nothing', () => {
      let dataDir: string;
      let databaseBefore: Buffer;
      let good: Buffer;

      beforeAll(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-refusals-'));
        closing.push(() => rm(dataDir, { recursive: true, force: true }));
        good = await readFile(backupFile);
        await restoreSqlite({ file: backupFile, dataDir });
        databaseBefore = await readFile(path.join(dataDir, 'backroom.sqlite'));
      });

      async function refusal(name: string, bytes: Buffer): Promise<string> {
        const file = path.join(backupDir, name);
        await writeFile(file, bytes);
        const error = await restoreSqlite({ file, dataDir }).then(
          () => null,
          (thrown: unknown) => thrown,
        );
        expect(error).toBeInstanceOf(BackupRefusal);
        expect(Buffer.compare(await readFile(path.join(dataDir, 'backroom.sqlite')), databaseBefore)).toBe(0);
        return (error as Error).message;
      }

      it('a backup of a folder that holds no shop', async () => {
        const empty = await mkdtemp(path.join(tmpdir(), 'backroom-empty-'));
        closing.push(() => rm(empty, { recursive: true, force: true }));
        await expect(backUpSqlite({ dataDir: empty, backupDir: empty })).rejects.toThrow(`There is no shop database at ${path.join(empty, 'backroom.sqlite')}`);
      });

      it('a file that is not gzip', async () => {
        expect(await refusal('orders.csv', Buffer.from('id,total\n1,100\n'))).toMatch(/^orders\.csv is not a gzip-compressed backup/);
      });

      it('a PostgreSQL backup, named for what it is', async () => {
        expect(await refusal('backroom.pgdump', Buffer.from('PGDMP\u0001\u000e\u0000 and the rest of a dump'))).toBe(
          'backroom.pgdump is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to a new, empty database.',
        );
      });

      it('a backup cut short', async () => {
        expect(await refusal('cut.sqlite.gz', good.subarray(0, Math.floor(good.length / 2)))).toBe('cut.sqlite.gz is cut short: the compressed backup ends before its end.');
      });

      it('a gzipped file that is not a SQLite database', async () => {
        expect(await refusal('notes.gz', gzipSync('Dear diary, the shop is open.'))).toBe('notes.gz does not hold a SQLite database.');
      });

      it('a SQLite database that is not a shop', async () => {
        const other = path.join(dataDir, 'other.sqlite');
        const { BetterSqliteDatabase } = await import('../db/better-sqlite-database.js');
        const database = new BetterSqliteDatabase(other);
        database.exec('create table notes (text text)');
        database.close();
        expect(await refusal('other.sqlite.gz', gzipSync(await readFile(other)))).toBe("other.sqlite.gz is a SQLite database, but not a Backroom shop's.");
        await rm(other);
      });

      it('a backup with a damaged page', async () => {
        const database = gunzipSync(good);
        const pageSize = database.readUInt16BE(16);
        const pages = database.length / pageSize;
        // Every other page after the schema's gets a stripe of noise across its cell pointers.
        for (let page = 2; page < pages; page += 2) randomBytes(64).copy(database, page * pageSize + 8);
        expect(await refusal('damaged.sqlite.gz', gzipSync(database))).toMatch(/^damaged\.sqlite\.gz is damaged/);
      });

      it('a backup from a newer Backroom', async () => {
        const database = gunzipSync(good);
        const newer = path.join(dataDir, 'newer.sqlite');
        await writeFile(newer, database);
        const { BetterSqliteDatabase } = await import('../db/better-sqlite-database.js');
        const sqlite = new BetterSqliteDatabase(newer);
        sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999-from-the-future', new Date().toISOString());
        sqlite.close();
        expect(await refusal('newer.sqlite.gz', gzipSync(await readFile(newer)))).toBe(
          'newer.sqlite.gz was made by a newer Backroom (migration 9999-from-the-future): update this copy of Backroom first, then restore.',
        );
        await rm(newer);
      });

      it('while a server uses the folder; once it has stopped, the backup goes in and the database before is kept', async () => {
        const stopped = markServerRunning(dataDir);
        try {
          expect(await refusal('good.sqlite.gz', good)).toBe(
            `A server is using ${dataDir} (process ${process.pid}): stop it, then restore. (If no server runs, delete ${dataDir}/server-*.pid.)`,
          );
        } finally {
          stopped();
        }
        // A mark left by a server that is gone does not stop a restore, nor one whose number
        // another process has since (a container restarted: process 1 again, started later).
        markServerRunning(dataDir, 2 ** 22 + 12_345);
        await writeFile(path.join(dataDir, `server-${process.pid}.pid`), `${process.pid} 1\n`);
        const again = await restoreSqlite({ file: backupFile, dataDir });
        expect(again.contents).toMatchObject({ stores: 1, orders: expect.any(Number) as number, pictures: expect.any(Number) as number });
        expect(again.takenAt).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(Buffer.compare(await readFile(again.keptAs!), databaseBefore)).toBe(0);
      });
    });
  } else {
    describe('a restore refuses, changing nothing', () => {
      it('a backup without pg_dump on PATH says what to install', async () => {
        const path_ = process.env.PATH;
        process.env.PATH = backupDir;
        try {
          await expect(backUpPostgres({ databaseUrl: testDatabaseUrl(), backupDir })).rejects.toThrow(POSTGRES_TOOLS_MISSING);
        } finally {
          process.env.PATH = path_;
        }
      });

      it('a file that is not a pg_dump backup', async () => {
        const file = path.join(backupDir, 'orders.pgdump');
        await writeFile(file, 'id,total\n1,100\n');
        await expect(restorePostgres({ file, databaseUrl: testDatabaseUrl(), schema: 'not_there' })).rejects.toThrow(/^orders\.pgdump is not a pg_dump backup/);
      });

      it('a SQLite backup, named for what it is', async () => {
        const file = path.join(backupDir, 'backroom.sqlite.gz');
        await writeFile(file, gzipSync('a SQLite database'));
        await expect(restorePostgres({ file, databaseUrl: testDatabaseUrl(), schema: 'not_there' })).rejects.toThrow(
          'backroom.sqlite.gz is a SQLite backup (gzip): restore it with DATABASE_URL unset, into DATA_DIR.',
        );
      });

      it('into a database that holds a shop already', async () => {
        const orders = await shop.shop.db.selectFrom('orders').select('id').execute();
        await expect(restorePostgres({ file: backupFile, databaseUrl: testDatabaseUrl(), schema: await schemaOf(shop.shop) })).rejects.toThrow(
          'DATABASE_URL already holds a shop: restore into a new, empty database (createdb), then point DATABASE_URL at it.',
        );
        expect(await shop.shop.db.selectFrom('orders').select('id').execute()).toEqual(orders);
      });
    });
  }
});
