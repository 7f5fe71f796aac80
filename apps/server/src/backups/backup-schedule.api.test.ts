import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupStatusView } from '@backroom/core/backups/backup-status';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createStaffSession } from '../testing/order-fixtures.js';
import { dropDatabase, freshDatabase } from '../testing/restore-places.js';
import { openSharedDatabase, type SharedDatabase } from '../testing/shared-database-shops.js';
import { DIALECTS } from '../testing/test-shop.js';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { fetchBackupFromBucket } from './backup-bucket.js';
import { backUpNow } from './backup-now.js';
import { listBackupRuns } from './backup-run.repository.js';
import { BackupSchedule, type BackupScheduleOptions } from './backup-schedule.js';
import { restorePostgres } from './postgres-restore.js';
import { restoreSqlite } from './sqlite-restore.js';

const HOUR = 3_600_000;
const ACCOUNT = { accessKeyId: 'AKIDSHOPBACKUPS', secretAccessKey: 'shop-backups-secret', region: 'ca-central-1', buckets: ['shop'] };
/** Several backups in a row, each SQLite process starting its worker thread (through tsx from the sources): slow on a busy machine. */
const RACE_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('the backup schedule on %s', (dialect) => {
  let shared: SharedDatabase;
  let staff: string;
  const folders: string[] = [];
  const s3 = new FakeS3(ACCOUNT);
  let bucket: S3PictureSettings;

  beforeAll(async () => {
    bucket = {
      bucket: 'shop',
      region: ACCOUNT.region,
      endpoint: await s3.start(),
      credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: ACCOUNT.secretAccessKey },
      forcePathStyle: true,
      prefix: 'backroom/',
    };
    shared = await openSharedDatabase(dialect);
    const { shop } = await shared.openProcess();
    await seedStore(shop, fixtureCatalogue());
    staff = await createStaffSession(shop.db, 'staff');
  });
  afterAll(async () => {
    await s3.stop();
    await shared.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const folder = async () => {
    const made = await mkdtemp(path.join(tmpdir(), 'backroom-scheduled-'));
    folders.push(made);
    return made;
  };
  const extension = dialect === 'sqlite' ? '.sqlite.gz' : '.pgdump';
  const schedule = (backupDir: string, rest: Partial<BackupScheduleOptions> = {}): BackupScheduleOptions => ({
    everyMs: HOUR,
    keep: 100,
    backupDir,
    source: shared.postgres ? { dialect: 'postgres', ...shared.postgres } : { dialect: 'sqlite', dataDir: shared.dataDir },
    ...rest,
  });
  const statusOf = async (app: FastifyInstance) => {
    const response = await app.inject({ url: '/api/v1/backups/status', headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BackupStatusView>();
  };
  const backupsIn = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith(extension)).sort();
  /** Starts each test with no run recorded and the schedule's lease free. */
  const forgetRuns = async (app: FastifyInstance) => {
    await app.shop.db.deleteFrom('backup_runs').execute();
    await app.shop.db.deleteFrom('backup_schedule').execute();
  };

  it('a short schedule makes a backup on its own; staff see its time, size and place, and it restores', async () => {
    const backupDir = await folder();
    const { app } = await shared.openProcess({ backups: schedule(backupDir, { everyMs: 1_000 }) });
    await forgetRuns(app);
    let status = await statusOf(app);
    for (const started = Date.now(); !status.lastGood && Date.now() - started < 20_000; status = await statusOf(app)) await sleep(100);
    await app.close();

    expect(status.schedule).toEqual({ everySeconds: 1, keep: 100, folder: backupDir });
    expect(status.attention).toBeNull();
    const good = status.lastGood!;
    expect(good.outcome).toBe('OK');
    expect(good.failure).toBeNull();
    expect(Date.parse(good.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(good.startedAt));
    expect(path.dirname(good.location!)).toBe(backupDir);
    expect(good.bytes).toBe((await stat(good.location!)).size);
    expect(good.bytes).toBeGreaterThan(10_000);

    const dataDir = await folder();
    if (dialect === 'sqlite') {
      const restored = await restoreSqlite({ file: good.location!, dataDir });
      expect(restored.contents).toMatchObject({ stores: 1 });
      expect(restored.contents.items).toBeGreaterThanOrEqual(fixtureCatalogue().items.length);
      // The copy was taken while its own run was under way: the restored shop does not show it as running.
      const restoredShop = openDatabase({ dataDir, poolSize: 1 });
      try {
        expect(await restoredShop.db.selectFrom('backup_runs').select('id').where('outcome', '=', 'RUNNING').execute()).toEqual([]);
        expect(await restoredShop.db.selectFrom('backup_schedule').select(['lease_until', 'holder']).execute()).toEqual([{ lease_until: null, holder: null }]);
      } finally {
        await restoredShop.close();
      }
    } else {
      const databaseUrl = await freshDatabase();
      try {
        await restorePostgres({ file: good.location!, databaseUrl, schema: shared.postgres!.schema });
        const restored = openDatabase({ databaseUrl, dataDir, postgresSchema: shared.postgres!.schema, poolSize: 1 });
        try {
          await migrateToLatest(restored, shared.postgres!.schema);
          expect(await restored.db.selectFrom('backup_runs').select('id').where('outcome', '=', 'RUNNING').execute()).toEqual([]);
          expect(await restored.db.selectFrom('backup_schedule').select(['lease_until', 'holder']).execute()).toEqual([{ lease_until: null, holder: null }]);
          const app = await buildApp({ shop: restored, webRoot: null, reconcilePaymentsEverySeconds: null });
          const items = await app.inject({ url: `/teststore/api/v1/items/${fixtureCatalogue().items[0]!.id}` });
          expect(items.statusCode, items.body).toBe(200);
          await app.close();
        } finally {
          await restored.close();
        }
      } finally {
        await dropDatabase(databaseUrl);
      }
    }
  });

  it('two processes on one database make one backup per round, not two', async () => {
    const backupDir = await folder();
    // Timers of their own, as two servers have: each looks four times per interval.
    const everyMs = 1_200;
    const first = await shared.openProcess({ backups: schedule(backupDir, { everyMs }) });
    await forgetRuns(first.app);
    const second = await shared.openProcess({ backups: schedule(backupDir, { everyMs }) });
    const made = async () => (await listBackupRuns(first.shop.db)).filter((run) => run.outcome !== 'RUNNING').length;
    for (const started = Date.now(); (await made()) < 3 && Date.now() - started < 40_000; ) await sleep(100);
    await Promise.all([first.app.close(), second.app.close()]);
    const runs = await listBackupRuns(first.shop.db);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.outcome === 'OK')).toBe(true);
    for (let i = 1; i < runs.length; i += 1) expect(Date.parse(runs[i]!.started_at) - Date.parse(runs[i - 1]!.started_at)).toBeGreaterThanOrEqual(everyMs);
    expect(await backupsIn(backupDir)).toHaveLength(runs.length);
  }, RACE_TIMEOUT_MS);

  it('two processes looking at the same moment, round after round: one makes the backup', async () => {
    const backupDir = await folder();
    const a = await shared.openProcess();
    await forgetRuns(a.app);
    const b = await shared.openProcess();
    const options = schedule(backupDir, { everyMs: 1_000 });
    const schedules = [new BackupSchedule(a.app, options), new BackupSchedule(b.app, options)];
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) await sleep(1_050);
      const outcomes = await Promise.all(schedules.map((one) => one.round()));
      expect(outcomes.sort()).toEqual(['made', 'not due']);
    }
    await Promise.all(schedules.map((one) => one.close()));
    expect((await listBackupRuns(a.shop.db)).map((run) => run.outcome)).toEqual(['OK', 'OK', 'OK']);
  }, RACE_TIMEOUT_MS);

  it('keeps the newest BACKUP_KEEP backups of the shop and deletes the older ones', async () => {
    const backupDir = await folder();
    const old = ['2026-01-01T00-00-00Z', '2026-02-01T00-00-00Z', '2026-03-01T00-00-00Z'].map((time) => `backroom-${time}${extension}`);
    const otherKind = `backroom-2026-01-01T00-00-00Z${dialect === 'sqlite' ? '.pgdump' : '.sqlite.gz'}`;
    for (const name of [...old, otherKind, 'notes.txt']) await writeFile(path.join(backupDir, name), 'an older backup');
    const { app } = await shared.openProcess();
    await forgetRuns(app);
    const one = new BackupSchedule(app, schedule(backupDir, { keep: 2 }));
    expect(await one.round()).toBe('made');
    await one.close();
    const made = (await listBackupRuns(app.shop.db))[0]!.location!;
    expect((await readdir(backupDir)).sort()).toEqual([old[2], otherKind, path.basename(made), 'notes.txt'].sort());
  });

  it('a backup that fails shows as failed, with why, until one is made again; none for twice the interval shows too', async () => {
    const notAFolder = path.join(await folder(), 'a-file');
    await writeFile(notAFolder, 'a file where the folder should be');
    let now = Date.parse('2030-05-01T12:00:00Z');
    const options = schedule(path.join(notAFolder, 'backups'), { everyMs: 6 * HOUR, checkEveryMs: 24 * HOUR });
    const { app } = await shared.openProcess({ backups: options, clock: () => new Date(now) });
    await forgetRuns(app);
    const one = new BackupSchedule(app, options);
    expect(await one.round()).toBe('failed');
    let status = await statusOf(app);
    expect(status.attention).toBe('FAILED');
    expect(status.lastGood).toBeNull();
    expect(status.lastRun).toMatchObject({ outcome: 'FAILED', bytes: null, location: null, finishedAt: '2030-05-01T12:00:00.000Z' });
    expect(status.lastRun!.failure).toMatch(/ENOTDIR|EEXIST|not a directory/);
    // Not tried again before the interval is over.
    now += HOUR;
    expect(await one.round()).toBe('not due');

    const working = new BackupSchedule(app, { ...options, backupDir: await folder() });
    now += 5 * HOUR;
    expect(await working.round()).toBe('made');
    status = await statusOf(app);
    expect(status.attention).toBeNull();
    expect(status.lastRun).toEqual(status.lastGood);

    // The schedule stops making backups (the servers are down, say): twice the interval later, it shows.
    now += 12 * HOUR - 1_000;
    expect((await statusOf(app)).attention).toBeNull();
    now += 2_000;
    expect((await statusOf(app)).attention).toBe('OVERDUE');
    await Promise.all([one.close(), working.close()]);
  });

  it('a backup left under way by a process that stopped is taken over once its lease runs out, and ends as failed', async () => {
    const { app } = await shared.openProcess();
    await forgetRuns(app);
    const then = new Date(Date.now() - 2 * HOUR);
    await app.shop.db.insertInto('backup_schedule').values({ name: 'schedule', since: then.toISOString(), last_started_at: then.toISOString(), lease_until: new Date(Date.now() + 60_000).toISOString(), holder: 'gone:1:dead' }).execute();
    await app.shop.db.insertInto('backup_runs').values({ id: 'bkp_gone', started_at: then.toISOString(), finished_at: null, outcome: 'RUNNING', bytes: null, location: null, failure: null, holder: 'gone:1:dead' }).execute();
    const one = new BackupSchedule(app, schedule(await folder()));
    // Its lease still runs: nobody else backs up meanwhile.
    expect(await one.round()).toBe('not due');
    await app.shop.db.updateTable('backup_schedule').set({ lease_until: new Date(Date.now() - 1).toISOString() }).execute();
    expect(await one.round()).toBe('made');
    await one.close();
    const runs = await listBackupRuns(app.shop.db);
    expect(runs.map((run) => [run.id === 'bkp_gone', run.outcome])).toEqual([
      [true, 'FAILED'],
      [false, 'OK'],
    ]);
    expect(runs[0]!.failure).toBe('It stopped before it was done: the server making it stopped.');
  });

  it('with BACKUP_TO=bucket, the backup goes into the bucket, the newest BACKUP_KEEP stay there, other objects are left, and it restores', async () => {
    const backupDir = await folder();
    const inBucket = (name: string) => `shop/backroom/backups/${name}`;
    const put = (key: string) => s3.objects.set(key, { bytes: Buffer.from('an older backup'), contentType: 'application/octet-stream', etag: '"x"', lastModified: new Date() });
    const old = ['2026-01-01T00-00-00Z', '2026-02-01T00-00-00Z', '2026-03-01T00-00-00Z'].map((time) => `backroom-${time}${extension}`);
    const otherKind = `backroom-2026-01-01T00-00-00Z${dialect === 'sqlite' ? '.pgdump' : '.sqlite.gz'}`;
    const unrelated = [inBucket(otherKind), inBucket('notes.txt'), 'shop/backroom/img-0a1b2c.webp', `shop/other-shop/backups/${old[0]}`, `shop/${old[0]}`];
    for (const key of [...old.map(inBucket), ...unrelated]) put(key);
    const options = schedule(backupDir, { keep: 2, bucket });
    const { app } = await shared.openProcess({ backups: options });
    await forgetRuns(app);
    const one = new BackupSchedule(app, options);
    expect(await one.round()).toBe('made');
    await one.close();

    const status = await statusOf(app);
    expect(status.schedule).toEqual({ everySeconds: 3600, keep: 2, folder: 's3://shop/backroom/backups/' });
    const good = status.lastGood!;
    expect(good.location).toMatch(new RegExp(`^s3://shop/backroom/backups/backroom-[0-9T-]+Z${extension.replaceAll('.', '\\.')}$`));
    const name = path.basename(good.location!);
    const stored = s3.object('shop', `backroom/backups/${name}`)!;
    expect(stored.bytes.length).toBe(good.bytes);
    expect(good.bytes).toBeGreaterThan(10_000);
    // The machine keeps nothing: the bucket has it.
    expect(await readdir(backupDir)).toEqual([]);
    // The new one and the newest older one of this kind stay; the others of this shop's kind go; nothing else is touched.
    expect([...s3.objects.keys()].filter((key) => key.startsWith('shop/')).sort()).toEqual([inBucket(old[2]!), inBucket(name), ...unrelated].sort());

    // npm run restore -- --from-bucket NAME: fetched into a folder, then restored as a file.
    const fetched = await fetchBackupFromBucket(bucket, name, await folder());
    const dataDir = await folder();
    if (dialect === 'sqlite') {
      const restored = await restoreSqlite({ file: fetched, dataDir });
      expect(restored.contents).toMatchObject({ stores: 1 });
      expect(restored.contents.items).toBeGreaterThanOrEqual(fixtureCatalogue().items.length);
    } else {
      const databaseUrl = await freshDatabase();
      try {
        const restored = await restorePostgres({ file: fetched, databaseUrl, schema: shared.postgres!.schema });
        expect(restored).toMatchObject({ stores: 1 });
        expect(restored.items).toBeGreaterThanOrEqual(fixtureCatalogue().items.length);
      } finally {
        await dropDatabase(databaseUrl);
      }
    }
  });

  it('with BACKUP_TO=bucket and the bucket down, the run fails with why and the backup stays in the folder', async () => {
    const backupDir = await folder();
    const options = schedule(backupDir, { bucket });
    const { app } = await shared.openProcess({ backups: options });
    await forgetRuns(app);
    const one = new BackupSchedule(app, options);
    s3.unavailable = true;
    try {
      expect(await one.round()).toBe('failed');
    } finally {
      s3.unavailable = false;
    }
    await one.close();
    const status = await statusOf(app);
    expect(status.attention).toBe('FAILED');
    const [kept] = await backupsIn(backupDir);
    expect(kept).toBeDefined();
    expect(status.lastRun!.failure).toContain(`The backup ${path.join(backupDir, kept!)} was made, but could not be put into bucket shop:`);
  });

  it('a backup made by npm run backup shows in the status as the last backup, and does not put the schedule off', async () => {
    const options = schedule(await folder(), { everyMs: 6 * HOUR, checkEveryMs: 24 * HOUR });
    const { app } = await shared.openProcess({ backups: options });
    await forgetRuns(app);
    const one = new BackupSchedule(app, options);
    expect(await one.round()).toBe('made');
    const scheduled = (await statusOf(app)).lastGood!;

    const commandDir = await folder();
    const place = shared.postgres ? { databaseUrl: shared.postgres.databaseUrl, postgresSchema: shared.postgres.schema } : {};
    const made = await backUpNow({ ...place, dataDir: shared.dataDir, backupDir: commandDir, now: new Date(Date.parse(scheduled.startedAt) + 1_000) });
    let status = await statusOf(app);
    expect(status.lastRun).toEqual(status.lastGood);
    expect(status.lastGood).toMatchObject({ outcome: 'OK', location: made.file, bytes: made.bytes, failure: null });
    expect(path.dirname(made.file)).toBe(commandDir);
    expect(made.bytes).toBe((await stat(made.file)).size);
    // The schedule's next backup is still an interval after its own last, not after the command's.
    expect(await one.round()).toBe('not due');

    // Into the bucket too (--to-bucket): the bucket's copy is where it is kept.
    const intoBucket = await backUpNow({ ...place, dataDir: shared.dataDir, backupDir: commandDir, bucket, now: new Date(Date.parse(scheduled.startedAt) + 2_000) });
    expect(intoBucket.inBucket).toBe(`s3://shop/backroom/backups/${path.basename(intoBucket.file)}`);
    expect((await statusOf(app)).lastGood!.location).toBe(intoBucket.inBucket);

    // One that fails shows as failed, with why.
    const notAFolder = path.join(await folder(), 'a-file');
    await writeFile(notAFolder, 'a file where the folder should be');
    await expect(backUpNow({ ...place, dataDir: shared.dataDir, backupDir: path.join(notAFolder, 'backups'), now: new Date(Date.parse(scheduled.startedAt) + 3_000) })).rejects.toThrow();
    status = await statusOf(app);
    expect(status.attention).toBe('FAILED');
    expect(status.lastRun!.failure).toMatch(/ENOTDIR|EEXIST|not a directory/);
    expect(status.lastGood!.location).toBe(intoBucket.inBucket);
    await one.close();
  });

  it('viewers may read the status; nobody else', async () => {
    const { app } = await shared.openProcess();
    const viewer = await createStaffSession(app.shop.db, 'viewer');
    const read = await app.inject({ url: '/api/v1/backups/status', headers: { authorization: `Bearer ${viewer}` } });
    expect(read.statusCode).toBe(200);
    expect(read.json<BackupStatusView>().schedule).toBeNull();
    const anonymous = await app.inject({ url: '/api/v1/backups/status' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: expect.any(String) as string } });
  });
});
