import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { sendBackupToBucket } from './backup-bucket.js';

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
});
