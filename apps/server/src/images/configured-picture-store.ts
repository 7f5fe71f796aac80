import { type ServerEnv, s3PictureSettingsOf } from '../config/env.js';
import type { Db } from '../db/database.js';
import type { PictureStore } from './picture-store.js';
import { S3PictureStore } from './s3-picture-store.js';

/** The picture store IMAGE_STORE chooses, for openDatabase: a bucket, or undefined for the database's own. */
export function configuredPictureStore(env: ServerEnv): ((db: Db) => PictureStore) | undefined {
  const s3 = s3PictureSettingsOf(env);
  return s3 ? () => new S3PictureStore(s3) : undefined;
}
