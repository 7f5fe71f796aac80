import type * as S3 from '@aws-sdk/client-s3';
import type { S3PictureSettings } from './s3-picture-store.js';

/** A client for the shop's bucket, and the SDK module whose commands it sends. */
export interface Bucket {
  client: S3.S3Client;
  s3: typeof S3;
}

/**
 * A client for the shop's S3-compatible bucket, as every store of the kind takes it. The AWS SDK is
 * loaded here, when a bucket is first used, not when the server starts: most shops keep their
 * pictures and backups on their own disk or database, and loading the SDK was 0.3 CPU s of each
 * start's 3.4 (docs/decisions/085).
 */
export async function bucketClient(settings: S3PictureSettings): Promise<Bucket> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksum headers only where S3 requires them: stores other than AWS refuse some of the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A bucket that does not answer fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  return { client, s3 };
}
