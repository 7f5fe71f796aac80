import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { openSharedDatabase, type SharedDatabase } from '../testing/shared-database-shops.js';
import { DIALECTS } from '../testing/test-shop.js';
import { isPictureKey, pictureKeyOf, type PictureStore } from './picture-store.js';
import { type S3PictureSettings, S3PictureStore } from '../images/s3-picture-store.js';

const ACCOUNT = { accessKeyId: 'AKIDBACKROOMTEST', secretAccessKey: 'backroom-test-secret', region: 'ca-central-1', buckets: ['shop-pictures'] };

function settingsFor(endpoint: string, overrides: Partial<S3PictureSettings> = {}): S3PictureSettings {
  return {
    bucket: 'shop-pictures',
    region: ACCOUNT.region,
    endpoint,
    credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: ACCOUNT.secretAccessKey },
    forcePathStyle: true,
    prefix: 'backroom/pictures/',
    ...overrides,
  };
}

const somePicture = (size = 2_000) => randomBytes(size);

/** What every picture store does, whichever keeps the bytes. */
function behavesAsAPictureStore(open: () => PictureStore) {
  it('gives back the bytes kept under their key, and nothing for a key never kept', async () => {
    const store = open();
    const bytes = somePicture();
    const key = pictureKeyOf(bytes);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, bytes, 'image/webp');
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
  });

  it('takes the same picture twice without complaint', async () => {
    const store = open();
    const bytes = somePicture();
    const key = pictureKeyOf(bytes);
    await Promise.all([store.put(key, bytes, 'image/webp'), store.put(key, bytes, 'image/webp')]);
    await store.put(key, bytes, 'image/webp');
    expect((await store.get(key))?.equals(bytes)).toBe(true);
  });
}

describe('picture keys', () => {
  it("are the SHA-256 of the bytes, in hex, and tell themselves from an old image's file name", () => {
    const bytes = Buffer.from('a picture');
    expect(pictureKeyOf(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(isPictureKey(pictureKeyOf(bytes))).toBe(true);
    expect(isPictureKey('img-0123456789abcdef01234567.webp')).toBe(false);
    expect(isPictureKey('img-0123456789abcdef01234567-card.webp')).toBe(false);
  });
});

describe.each(DIALECTS)('the database picture store on %s', (dialect) => {
  let database: SharedDatabase;
  let store: PictureStore;

  beforeAll(async () => {
    database = await openSharedDatabase(dialect);
    store = (await database.openProcess()).shop.pictures;
  });
  afterAll(async () => database?.close());

  behavesAsAPictureStore(() => store);

  it('keeps the bytes in table picture_bytes, with their type and size', async () => {
    const bytes = somePicture(70_000);
    const key = pictureKeyOf(bytes);
    await store.put(key, bytes, 'image/webp');
    const { db } = (await database.openProcess()).shop;
    const row = await db.selectFrom('picture_bytes').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key, content_type: 'image/webp', byte_size: 70_000 });
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
  });
});

describe('the S3 picture store', () => {
  const s3 = new FakeS3(ACCOUNT);
  let endpoint: string;
  const stores: S3PictureStore[] = [];
  const open = (overrides: Partial<S3PictureSettings> = {}) => {
    const store = new S3PictureStore(settingsFor(endpoint, overrides));
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await s3.stop();
  });

  behavesAsAPictureStore(() => open());

  it('puts each picture in the bucket under the prefix, typed, in requests signed with the configured key', async () => {
    const bytes = somePicture();
    const key = pictureKeyOf(bytes);
    s3.requests.length = 0;
    await open().put(key, bytes, 'image/webp');
    const object = s3.object('shop-pictures', `backroom/pictures/${key}`);
    expect(object?.bytes.equals(bytes)).toBe(true);
    expect(object?.contentType).toBe('image/webp');
    expect(s3.requests).toEqual([
      { method: 'PUT', bucket: 'shop-pictures', key: `backroom/pictures/${key}`, accessKeyId: ACCOUNT.accessKeyId, contentSha256: expect.stringMatching(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/) },
    ]);
  });

  it('keeps the card renditions it read in memory, and not the large pictures', async () => {
    const store = open();
    const card = somePicture(8_000);
    const full = somePicture(200_000);
    await store.put(pictureKeyOf(card), card, 'image/webp');
    await store.put(pictureKeyOf(full), full, 'image/webp');
    s3.requests.length = 0;
    for (let read = 0; read < 3; read++) {
      expect((await store.get(pictureKeyOf(card)))?.equals(card)).toBe(true);
      expect((await store.get(pictureKeyOf(full)))?.equals(full)).toBe(true);
    }
    const reads = (bytes: Buffer) => s3.requests.filter((request) => request.key.endsWith(pictureKeyOf(bytes))).length;
    expect(reads(card)).toBe(1);
    expect(reads(full)).toBe(3);
  });

  it('fails with 503 SERVICE_UNAVAILABLE when the bucket refuses its signature, is missing or is down', async () => {
    const bytes = somePicture();
    const key = pictureKeyOf(bytes);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => expect.fail('the store did not fail'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(AppError);
          expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
        },
      );
    s3.refusals.length = 0;
    await refusal(open({ credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: 'not-the-secret' } }).put(key, bytes, 'image/webp'));
    await refusal(open({ credentials: { accessKeyId: 'AKIDSTRANGER', secretAccessKey: ACCOUNT.secretAccessKey } }).get(key));
    await refusal(open({ bucket: 'no-such-bucket' }).get(key));
    expect(s3.refusals).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId', 'NoSuchBucket']);
    expect(s3.object('shop-pictures', `backroom/pictures/${key}`)).toBeUndefined();

    s3.unavailable = true;
    try {
      await refusal(open().get(key));
      await refusal(open().has(key));
    } finally {
      s3.unavailable = false;
    }
  });

  it('reaches the bucket by host name when path style is off', async () => {
    // The fake speaks path style only; the virtual-host address shows in the url asked for.
    const store = open({ forcePathStyle: false, endpoint: 'http://localhost:1' });
    await expect(store.get(pictureKeyOf(somePicture()))).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining('shop-pictures.localhost') }) });
  });
});
