import { S3Client } from '@aws-sdk/client-s3';
import type { S3PictureSettings } from './s3-picture-store.js';

/** A client for the shop's S3-compatible bucket, as every store of the kind takes it. */
export function bucketClient(settings: S3PictureSettings): S3Client {
  return new S3Client({
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
}
