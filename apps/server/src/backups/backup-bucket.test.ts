import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { fetchBackupFromBucket, listBucketBackups, pruneBucketBackups, sendBackupToBucket } from './backup-bucket.js';

const ACCOUNT = { accessKeyId: 'AKIDSHOPBUCKET', secretAccessKey: 'shop-bucket-secret', region: 'us-east-1', buckets: ['shop'] };

describe('a backup put into the shop\'s bucket', () => {
  const s3 = new FakeS3(ACCOUNT);
  let settings: S3PictureSettings;
  let folder: string;

  beforeAll(async () => {
    settings = {
      bucket: 'shop',
      region: ACCOUNT.region,
      endpoint: await s3.start(),
      credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: ACCOUNT.secretAccessKey },
      forcePathStyle: true,
      prefix: 'backroom/',
    };
    folder = await mkdtemp(path.join(tmpdir(), 'backroom-bucket-'));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('is the same bytes as the file, under the prefix apart from the pictures', async () => {
    const file = path.join(folder, 'backroom-2026-11-28T03-00-00Z.sqlite.gz');
    const bytes = randomBytes(3 * 1024 * 1024);
    await writeFile(file, bytes);
    expect(await sendBackupToBucket(settings, file)).toBe('backroom/backups/backroom-2026-11-28T03-00-00Z.sqlite.gz');
    const stored = s3.object('shop', 'backroom/backups/backroom-2026-11-28T03-00-00Z.sqlite.gz');
    expect(stored && Buffer.compare(stored.bytes, bytes)).toBe(0);
  });

  it('says so when the bucket cannot be reached, the file kept', async () => {
    const file = path.join(folder, 'backroom-2026-11-29T03-00-00Z.sqlite.gz');
    await writeFile(file, 'a backup');
    s3.unavailable = true;
    try {
      await expect(sendBackupToBucket(settings, file)).rejects.toThrow(`The backup ${file} was made, but could not be put into bucket shop:`);
    } finally {
      s3.unavailable = false;
    }
    expect(s3.object('shop', 'backroom/backups/backroom-2026-11-29T03-00-00Z.sqlite.gz')).toBeUndefined();
  });

  it('keeps the newest backups of the kind in the bucket, page after page, and deletes only older ones of this shop', async () => {
    s3.objects.clear();
    const put = (key: string) => s3.objects.set(`shop/${key}`, { bytes: Buffer.from(key), contentType: 'application/octet-stream', etag: '"x"', lastModified: new Date() });
    const times = ['2026-01-01T00-00-00Z', '2026-02-01T00-00-00Z', '2026-03-01T00-00-00Z', '2026-04-01T00-00-00Z', '2026-05-01T00-00-00Z'];
    for (const time of times) put(`backroom/backups/backroom-${time}.sqlite.gz`);
    const untouched = [
      'backroom/backups/backroom-2026-01-01T00-00-00Z.pgdump',
      'backroom/backups/backroom-2025-01-01T00-00-00Z.sqlite.gz.partial',
      'backroom/backups/notes.txt',
      'backroom/backups/old/backroom-2025-01-01T00-00-00Z.sqlite.gz',
      'backroom/img-0a1b2c.webp',
      'backroom-2025-01-01T00-00-00Z.sqlite.gz',
      'other-shop/backups/backroom-2025-01-01T00-00-00Z.sqlite.gz',
    ];
    for (const key of untouched) put(key);
    s3.listPageSize = 2;
    const refusedBefore = s3.refusals.length;
    try {
      expect(await listBucketBackups(settings, '.sqlite.gz')).toEqual(times.map((time) => `backroom/backups/backroom-${time}.sqlite.gz`).reverse());
      const listed = s3.requests.filter((request) => request.method === 'GET' && request.key === '').length;
      expect(listed).toBeGreaterThanOrEqual(3);
      expect(await pruneBucketBackups(settings, '.sqlite.gz', 2)).toEqual(times.slice(0, 3).map((time) => `backroom/backups/backroom-${time}.sqlite.gz`).reverse());
    } finally {
      s3.listPageSize = 1000;
    }
    const left = [...s3.objects.keys()].map((key) => key.slice('shop/'.length)).sort();
    expect(left).toEqual([...untouched, ...times.slice(3).map((time) => `backroom/backups/backroom-${time}.sqlite.gz`)].sort());
    expect(s3.refusals.slice(refusedBefore)).toEqual([]);
  });

  it('fetches a backup back into a folder, byte for byte, and says so when it is not there', async () => {
    const file = path.join(folder, 'backroom-2026-11-30T03-00-00Z.sqlite.gz');
    const bytes = randomBytes(2 * 1024 * 1024 + 17);
    await writeFile(file, bytes);
    await sendBackupToBucket(settings, file);
    const into = await mkdtemp(path.join(tmpdir(), 'backroom-fetched-'));
    try {
      const fetched = await fetchBackupFromBucket(settings, 'backroom-2026-11-30T03-00-00Z.sqlite.gz', into);
      expect(fetched).toBe(path.join(into, 'backroom-2026-11-30T03-00-00Z.sqlite.gz'));
      expect(Buffer.compare(await readFile(fetched), bytes)).toBe(0);
      await expect(fetchBackupFromBucket(settings, 'backroom-2020-01-01T00-00-00Z.sqlite.gz', into)).rejects.toThrow(
        'There is no backup s3://shop/backroom/backups/backroom-2020-01-01T00-00-00Z.sqlite.gz in the bucket.',
      );
      expect((await readdir(into)).sort()).toEqual(['backroom-2026-11-30T03-00-00Z.sqlite.gz']);
    } finally {
      await rm(into, { recursive: true, force: true });
    }
  });
});
