import type { Item, StaffItem } from '@backroom/core/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createStaffSession } from '../testing/order-fixtures.js';
import { openSharedDatabase, type SharedDatabase, type ShopProcess } from '../testing/shared-database-shops.js';
import { STORE_API, staffClient } from '../testing/staff-client.js';
import { multipartFile, testPicture } from '../testing/test-pictures.js';
import { DIALECTS } from '../testing/test-shop.js';
import { findImage } from './image.repository.js';
import { S3PictureStore } from './s3-picture-store.js';

const ACCOUNT = { accessKeyId: 'AKIDSHOPBUCKET', secretAccessKey: 'shop-bucket-secret', region: 'us-east-1', buckets: ['pictures'] };
const PREFIX = 'shop/';

describe.each(DIALECTS)('pictures in an S3 bucket, with the rows on %s', (dialect) => {
  const s3 = new FakeS3(ACCOUNT);
  let database: SharedDatabase;
  let uploader: ShopProcess;
  let other: ShopProcess;
  let staff: string;

  beforeAll(async () => {
    const endpoint = await s3.start();
    const pictureStore = () =>
      new S3PictureStore({
        bucket: 'pictures',
        region: ACCOUNT.region,
        endpoint,
        credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: ACCOUNT.secretAccessKey },
        forcePathStyle: true,
        prefix: PREFIX,
      });
    database = await openSharedDatabase(dialect, { pictureStore });
    uploader = await database.openProcess();
    other = await database.openProcess();
    await seedStore(uploader.shop, fixtureCatalogue());
    staff = await createStaffSession(uploader.shop.db, 'staff');
  });
  afterAll(async () => {
    await database?.close();
    await s3.stop();
  });

  const get = (process: ShopProcess, url: string, headers: Record<string, string> = {}) => process.app.inject({ url: `${STORE_API}${url}`, headers });

  async function upload(itemId: string, picture: Buffer) {
    const file = multipartFile('photo.jpg', 'image/jpeg', picture);
    return uploader.app.inject({
      method: 'POST',
      url: `${STORE_API}/items/${itemId}/image`,
      headers: { ...file.headers, ...(await staffClient(uploader.app).currentVersion(staff, itemId)), authorization: `Bearer ${staff}` },
      payload: file.payload,
    });
  }

  it('keeps the seeded pictures in the bucket, none in the database', async () => {
    const { imageId } = (await get(other, '/items/big-bloom')).json<Item>();
    const image = (await findImage(other.shop.db, 'teststore', imageId!))!;
    const served = await get(other, `/images/${imageId}`);
    expect(served.statusCode).toBe(200);
    expect(s3.object('pictures', `${PREFIX}${image.picture_key}`)?.bytes.equals(served.rawPayload)).toBe(true);
    expect(await other.shop.db.selectFrom('picture_bytes').select('key').execute()).toEqual([]);
  });

  it('serves an upload from the bucket through the other process, with the headers the database store gives', async () => {
    const response = await upload('tiger-bloom', await testPicture('jpeg', 400, 300));
    expect(response.statusCode, response.body).toBe(200);
    const { imageId } = response.json<StaffItem>();
    const image = (await findImage(other.shop.db, 'teststore', imageId!))!;

    const full = await get(other, `/images/${imageId}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', etag: image.etag });
    expect(full.rawPayload.equals(s3.object('pictures', `${PREFIX}${image.picture_key}`)!.bytes)).toBe(true);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const card = await get(other, `/images/${imageId}?size=card`);
    expect(card.headers.etag).toBe(image.etag.replace(/"$/, '-card"'));
    expect(card.rawPayload.equals(s3.object('pictures', `${PREFIX}${image.card_picture_key}`)!.bytes)).toBe(true);
    expect(s3.object('pictures', `${PREFIX}${image.card_picture_key}`)?.contentType).toBe('image/webp');

    // A browser's copy is confirmed without reading the bucket.
    s3.requests.length = 0;
    const again = await get(other, `/images/${imageId}`, { 'if-none-match': image.etag });
    expect(again.statusCode).toBe(304);
    expect(s3.requests).toEqual([]);
  });

  it('answers 404 JSON for a picture missing from the bucket', async () => {
    const { imageId } = (await get(other, '/items/big-bloom')).json<Item>();
    const image = (await findImage(other.shop.db, 'teststore', imageId!))!;
    s3.objects.delete(`pictures/${PREFIX}${image.picture_key}`);
    // Asked of the process that has not read it yet: the other keeps small pictures it read in memory.
    const missing = await get(uploader, `/images/${imageId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    // Not the picture's year-long cache: a JSON answer's own (decision 074).
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: `The picture of image '${imageId}' is missing.` } });
  });

  it('refuses an upload while the bucket is down, and the item keeps its picture', async () => {
    const before = await staffClient(uploader.app).staffItem(staff, 'alpha-bloom');
    s3.unavailable = true;
    try {
      const response = await upload('alpha-bloom', await testPicture('jpeg', 120, 90));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      const served = await get(uploader, `/images/${(await get(other, '/items/tiger-bloom')).json<Item>().imageId}`);
      expect(served.statusCode).toBe(503);
      expect(served.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      s3.unavailable = false;
    }
    expect(await staffClient(uploader.app).staffItem(staff, 'alpha-bloom')).toEqual(before);
  });
});
