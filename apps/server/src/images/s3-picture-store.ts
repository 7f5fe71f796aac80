import { AppError } from '../errors/app-error.js';
import { type Bucket, bucketClient } from './bucket-client.js';
import type { PictureStore } from '../db/picture-store.js';
import { RecentPictures } from './recent-pictures.js';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) and how to reach it. */
export interface S3PictureSettings {
  bucket: string;
  region: string;
  /** For a store other than AWS, e.g. http://minio:9000; unset: AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  /** Unset: the AWS SDK's own credentials (AWS_* variables, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most stand-ins. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. "backroom/pictures/". */
  prefix: string;
}

// Card renditions are a few kilobytes; 16 MB keeps a large catalogue's cards in each process.
const RECENT_PICTURES_BYTES = 16 * 1024 * 1024;
const RECENT_PICTURE_MAX_BYTES = 64 * 1024;

/** A 404 for the object; a missing bucket is the shop's set-up gone wrong, not a missing picture. */
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
};

function unavailable(error: unknown): AppError {
  const failure = new AppError(503, 'SERVICE_UNAVAILABLE', 'Pictures cannot be reached just now: please try again shortly.');
  failure.cause = error;
  return failure;
}

/**
 * Pictures kept in an S3-compatible bucket, for catalogues too big to keep in the database. The
 * server still serves them itself, at the same urls, reading the bucket; nothing touches its disk.
 */
export class S3PictureStore implements PictureStore {
  private bucketOpened: Promise<Bucket> | undefined;
  private readonly recent = new RecentPictures(RECENT_PICTURES_BYTES, RECENT_PICTURE_MAX_BYTES);

  constructor(private readonly settings: S3PictureSettings) {}

  /** The bucket's client, made on first use (bucket-client.ts). */
  private bucket(): Promise<Bucket> {
    this.bucketOpened ??= bucketClient(this.settings);
    return this.bucketOpened;
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // Writing a key again writes the same bytes: no need to ask first.
    try {
      const { client, s3 } = await this.bucket();
      await client.send(
        new s3.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const recent = this.recent.get(key);
    if (recent) return recent;
    try {
      const { client, s3 } = await this.bucket();
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return undefined;
      const array = await answer.Body.transformToByteArray();
      const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
      this.recent.remember(key, bytes);
      return bytes;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(error);
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      const { client, s3 } = await this.bucket();
      await client.send(new s3.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw unavailable(error);
    }
  }

  async close(): Promise<void> {
    if (this.bucketOpened) (await this.bucketOpened).client.destroy();
  }
}
