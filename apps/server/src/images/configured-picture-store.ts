import type { ServerEnv } from '../config/env.js';
import type { Db } from '../db/database.js';
import type { PictureStore } from '../db/picture-store.js';
import { type S3PictureSettings, S3PictureStore } from './s3-picture-store.js';

/** The picture store IMAGE_STORE chooses, for openDatabase: a bucket, or undefined for the database's own. */
export function configuredPictureStore(env: ServerEnv): ((db: Db) => PictureStore) | undefined {
  const s3 = s3PictureSettingsOf(env);
  return s3 ? () => new S3PictureStore(s3) : undefined;
}

/** The bucket pictures are kept in, in the form the store takes; undefined when they are kept in the database. */
export function s3PictureSettingsOf(env: ServerEnv): S3PictureSettings | undefined {
  if (env.IMAGE_STORE !== 's3' || !env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: env.S3_PREFIX ?? '',
  };
}
