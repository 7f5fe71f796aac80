import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bucketClient } from '../images/bucket-client.js';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { BackupRefusal } from './backup-refusal.js';
import { BACKUP_NAME } from './sqlite-backup.js';

/** The folder of the bucket backups go in: apart from the pictures, under the shop's prefix. */
export const backupsPrefix = (settings: S3PictureSettings) => `${settings.prefix}backups/`;

/** Where a backup goes in the bucket. */
export const backupKey = (settings: S3PictureSettings, file: string) => `${backupsPrefix(settings)}${path.basename(file)}`;

/** A place in the bucket as people and the AWS command line write it: s3://bucket/key. */
export const bucketUrl = (settings: S3PictureSettings, key: string) => `s3://${settings.bucket}/${key}`;

/**
 * Puts a backup made on this machine into the shop's bucket too, so that losing the machine does
 * not lose it. The file is streamed, never held in memory whole.
 */
export async function sendBackupToBucket(settings: S3PictureSettings, file: string): Promise<string> {
  const { client, s3 } = await bucketClient(settings);
  const key = backupKey(settings, file);
  try {
    await client.send(
      new s3.PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/octet-stream',
      }),
    );
    return key;
  } catch (error) {
    throw new BackupRefusal(`The backup ${file} was made, but could not be put into bucket ${settings.bucket}: ${(error as Error).message}`);
  } finally {
    client.destroy();
  }
}

/**
 * The shop's backups of one kind (`.sqlite.gz` or `.pgdump`) in the bucket, newest first: the
 * objects directly under `S3_PREFIX` + `backups/` named as backups are (backroom-<time>.<kind>).
 * Pictures, other shops' prefixes, the other kind and anything else put there are not listed.
 */
export async function listBucketBackups(settings: S3PictureSettings, kind: '.sqlite.gz' | '.pgdump'): Promise<string[]> {
  const { client, s3 } = await bucketClient(settings);
  const folder = backupsPrefix(settings);
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${folder}backroom-`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(folder.length) ?? '';
        if (BACKUP_NAME.test(name) && name.endsWith(kind)) keys.push(`${folder}${name}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys.sort().reverse();
}

/** Deletes the shop's backups of this kind in the bucket beyond the newest `keep`; answers the keys deleted. */
export async function pruneBucketBackups(settings: S3PictureSettings, kind: '.sqlite.gz' | '.pgdump', keep: number): Promise<string[]> {
  const older = (await listBucketBackups(settings, kind)).slice(keep);
  const { client, s3 } = await bucketClient(settings);
  try {
    for (const key of older) await client.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
  } finally {
    client.destroy();
  }
  return older;
}

/**
 * Fetches a backup from the bucket into `toDir` (streamed), so that `npm run restore` can check
 * and restore it as a file. `name` is the backup's file name (backroom-<time>.sqlite.gz) or its
 * whole key. Written as NAME.partial and renamed once whole.
 */
export async function fetchBackupFromBucket(settings: S3PictureSettings, name: string, toDir: string): Promise<string> {
  const key = name.startsWith(backupsPrefix(settings)) ? name : backupKey(settings, name);
  const file = path.join(toDir, path.basename(key));
  const partial = `${file}.partial`;
  const { client, s3 } = await bucketClient(settings);
  try {
    const object = await client.send(new s3.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
    if (!(object.Body instanceof Readable)) throw new Error('the bucket answered without a body');
    await pipeline(object.Body, createWriteStream(partial));
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    const missing = (error as { name?: string }).name === 'NoSuchKey';
    throw new BackupRefusal(
      missing ? `There is no backup ${bucketUrl(settings, key)} in the bucket.` : `The backup ${bucketUrl(settings, key)} could not be fetched from the bucket: ${(error as Error).message}`,
    );
  } finally {
    client.destroy();
  }
}
