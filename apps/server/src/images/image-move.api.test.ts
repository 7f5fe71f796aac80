import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { ShopDatabase } from '../db/database.js';
import { FakeS3 } from '../testing/fake-s3.js';
import { databaseAtMigration, type MigrationTestDatabase } from '../testing/migration-test-database.js';
import { testPicture } from '../testing/test-pictures.js';
import { DIALECTS } from '../testing/test-shop.js';
import { encodeImage, type EncodedImage } from './image.service.js';
import { moveImageFiles } from './image-move.js';
import { S3PictureStore } from './s3-picture-store.js';

const AT = '2026-01-02T12:00:00.000Z';
const STORE = 'oldshop';

/**
 * A shop as it stood before pictures left the disk: images recorded by file name (migration 0011's
 * columns) and their files under {folder}/{store}/.
 */
async function shopWithPictureFiles(database: MigrationTestDatabase, folder: string) {
  await database.before.insertInto('stores').values({ id: STORE, name: 'Old shop', created_at: AT }).execute();
  const pictures: EncodedImage[] = [];
  for (const [width, height] of [[64, 48], [300, 200], [90, 120]] as const) pictures.push(await encodeImage(STORE, await testPicture('png', width, height), AT));
  const [kept, alsoKept, lost] = pictures as [EncodedImage, EncodedImage, EncodedImage];
  await mkdir(path.join(folder, STORE), { recursive: true });
  for (const { row, full, card } of [kept, alsoKept]) {
    await writeFile(path.join(folder, STORE, `${row.id}.webp`), full);
    await writeFile(path.join(folder, STORE, `${row.id}-card.webp`), card);
  }
  const oldRow = ({ row }: EncodedImage, cardFileName = `${row.id}-card.webp`) => {
    const { store_id, id, content_type, width, height, byte_size, card_content_type, etag, created_at } = row;
    return { store_id, id, content_type, width, height, byte_size, card_content_type, etag, created_at, file_name: `${id}.webp`, card_file_name: cardFileName };
  };
  // The lost picture's files were never copied over; one row names a file outside the folder.
  await writeFile(path.join(folder, 'secret.webp'), 'not for the shop');
  await database.before
    .insertInto('images')
    .values([oldRow(kept), oldRow(alsoKept, '../secret.webp'), oldRow(lost)])
    .execute();
  return { kept, alsoKept, lost };
}

describe.each(DIALECTS)('moving picture files into the picture store on %s', (dialect) => {
  let database: MigrationTestDatabase;
  let folder: string;
  let app: FastifyInstance | undefined;
  const s3 = new FakeS3({ accessKeyId: 'AKIDMOVE', secretAccessKey: 'move-secret', region: 'us-east-1', buckets: ['moved'] });

  beforeEach(async () => {
    database = await databaseAtMigration(dialect, '0011-order-submission-limits');
    folder = await mkdtemp(path.join(tmpdir(), 'backroom-old-images-'));
  });
  afterEach(async () => {
    await app?.close();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function serve(shop: ShopDatabase) {
    app = await buildApp({ shop, webRoot: null, reconcilePaymentsEverySeconds: null });
    return (imageId: string, size = '') => app!.inject({ url: `/${STORE}/api/v1/images/${imageId}${size}` });
  }

  it('puts the files in the database, after which the shop serves them as before; a second run moves nothing', async () => {
    const { kept, alsoKept, lost } = await shopWithPictureFiles(database, folder);
    await database.migrateToLatest();
    const get = await serve(database.shop);
    const waiting = await get(kept.row.id);
    expect(waiting.statusCode).toBe(404);
    expect(waiting.json().error.message).toMatch(/npm run images -- move/);

    const report = await moveImageFiles(database.shop, folder);
    expect(report).toEqual({
      moved: 3,
      alreadyThere: 0,
      missing: [`${STORE}/../secret.webp`, `${STORE}/${lost.row.id}.webp`, `${STORE}/${lost.row.id}-card.webp`].sort(),
    });
    for (const [imageId, size, bytes, etag] of [
      [kept.row.id, '', kept.full, kept.row.etag],
      [kept.row.id, '?size=card', kept.card, kept.row.etag.replace(/"$/, '-card"')],
      [alsoKept.row.id, '', alsoKept.full, alsoKept.row.etag],
    ] as const) {
      const served = await get(imageId, size);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'image/webp' });
    }
    expect((await get(alsoKept.row.id, '?size=card')).statusCode).toBe(404);
    expect((await get(lost.row.id)).statusCode).toBe(404);
    const rows = await database.shop.db.selectFrom('images').select(['id', 'picture_key', 'card_picture_key']).where('id', '=', kept.row.id).execute();
    expect(rows).toEqual([{ id: kept.row.id, picture_key: kept.row.picture_key, card_picture_key: kept.row.card_picture_key }]);
    // The files stay where they were.
    expect((await readFile(path.join(folder, STORE, `${kept.row.id}.webp`))).equals(kept.full)).toBe(true);

    const again = await moveImageFiles(database.shop, folder);
    expect(again).toEqual({ moved: 0, alreadyThere: 3, missing: report.missing });
  });

  it('puts the files in an S3 bucket when the shop keeps its pictures there', async () => {
    const endpoint = await s3.start();
    try {
      const { kept } = await shopWithPictureFiles(database, folder);
      await database.migrateToLatest();
      const bucket = new S3PictureStore({
        bucket: 'moved',
        region: 'us-east-1',
        endpoint,
        credentials: { accessKeyId: 'AKIDMOVE', secretAccessKey: 'move-secret' },
        forcePathStyle: true,
        prefix: '',
      });
      const shop: ShopDatabase = { ...database.shop, pictures: bucket };
      expect(await moveImageFiles(shop, folder)).toMatchObject({ moved: 3, alreadyThere: 0 });
      expect(s3.object('moved', kept.row.picture_key)?.bytes.equals(kept.full)).toBe(true);
      const served = await (await serve(shop))(kept.row.id, '?size=card');
      expect(served.rawPayload.equals(kept.card)).toBe(true);
      expect(await database.shop.db.selectFrom('picture_bytes').select('key').execute()).toEqual([]);
      expect(await moveImageFiles(shop, folder)).toMatchObject({ moved: 0, alreadyThere: 3 });
      await bucket.close();
    } finally {
      await s3.stop();
    }
  });

  it('refuses a folder that is not there, and changes nothing', async () => {
    await shopWithPictureFiles(database, folder);
    await database.migrateToLatest();
    await expect(moveImageFiles(database.shop, path.join(folder, 'nowhere'))).rejects.toThrow(/There is no folder .*nowhere/);
    expect(await database.shop.db.selectFrom('images').select('picture_key').where('picture_key', 'like', 'img-%').execute()).toHaveLength(3);
  });
});
