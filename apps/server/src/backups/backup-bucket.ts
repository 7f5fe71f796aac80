import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketClient } from '../images/bucket-client.js';
import type { S3PictureSettings } from '../images/s3-picture-store.js';
import { BackupRefusal } from './backup-refusal.js';

/** Where backups go in the bucket: apart from the pictures, under the shop's prefix. */
export const backupKey = (settings: S3PictureSettings, file: string) => `${settings.prefix}backups/${path.basename(file)}`;

/**
 * Puts a backup made on this machine into the shop's bucket too, so that losing the machine does
 * not lose it. The file is streamed, never held in memory whole.
 */
export async function sendBackupToBucket(settings: S3PictureSettings, file: string): Promise<string> {
  const client = bucketClient(settings);
  const key = backupKey(settings, file);
  try {
    await client.send(
      new PutObjectCommand({
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
