import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Item, StaffItem } from '@backroom/core/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../seed/demo-catalogue.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createStaffSession } from '../testing/order-fixtures.js';
import { openSharedDatabase, type SharedDatabase, type ShopProcess } from '../testing/shared-database-shops.js';
import { STORE_API, staffClient } from '../testing/staff-client.js';
import { multipartFile, testPicture } from '../testing/test-pictures.js';
import { DIALECTS } from '../testing/test-shop.js';
import { findImage } from './image.repository.js';

describe.each(DIALECTS)('pictures shared by two server processes on %s', (dialect) => {
  let database: SharedDatabase;
  let uploader: ShopProcess;
  let other: ShopProcess;
  let staff: string;
  // A PostgreSQL shop is given a DATA_DIR that does not exist: nothing may create it.
  const absentDataDir = path.join(tmpdir(), `backroom-no-data-${randomBytes(6).toString('hex')}`);

  beforeAll(async () => {
    database = await openSharedDatabase(dialect, dialect === 'postgres' ? { dataDir: absentDataDir } : {});
    uploader = await database.openProcess();
    other = await database.openProcess();
    // As on a first start: the demo shop, seeded by one of the processes.
    await seedStore(uploader.shop, buildDemoCatalogue());
    await seedStore(uploader.shop, fixtureCatalogue());
    staff = await createStaffSession(uploader.shop.db, 'staff');
  });
  afterAll(async () => database?.close());

  async function upload(itemId: string, picture: Buffer, through = uploader) {
    const file = multipartFile('photo.png', 'image/png', picture);
    const api = staffClient(through.app);
    const response = await through.app.inject({
      method: 'POST',
      url: `${STORE_API}/items/${itemId}/image`,
      headers: { ...file.headers, ...(await api.currentVersion(staff, itemId)), authorization: `Bearer ${staff}` },
      payload: file.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffItem>().imageId!;
  }

  const get = (process: ShopProcess, url: string, headers: Record<string, string> = {}) => process.app.inject({ url: `${STORE_API}${url}`, headers });

  it('serves a picture uploaded through one process from the other, with the same bytes, ETag and year-long cache', async () => {
    const imageId = await upload('tiger-bloom', await testPicture('png', 320, 240));
    expect((await get(other, '/items/tiger-bloom')).json<Item>().imageId).toBe(imageId);

    for (const size of ['', '?size=card']) {
      const here = await get(uploader, `/images/${imageId}${size}`);
      const there = await get(other, `/images/${imageId}${size}`);
      expect(there.statusCode, there.body).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(there.headers.etag).toBe(here.headers.etag);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect((await get(other, `/images/${imageId}${size}`, { 'if-none-match': String(there.headers.etag) })).statusCode).toBe(304);
    }
    const card = await get(other, `/images/${imageId}?size=card`);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', height: 180 });
    expect(card.headers.etag).toMatch(/^"[0-9a-f]{32}-card"$/);
  });

  it("serves every picture of the demo shop from either process", async () => {
    const items = (await other.app.inject({ url: '/backroom/api/v1/items?limit=1000' })).json<Item[]>();
    const imageIds = [...new Set(items.map((item) => item.imageId!))];
    expect(imageIds.length).toBeGreaterThan(10);
    for (const imageId of imageIds) {
      const card = await other.app.inject({ url: `/backroom/api/v1/images/${imageId}?size=card` });
      expect(card.statusCode, imageId).toBe(200);
      expect(card.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    const [first] = imageIds;
    const here = await uploader.app.inject({ url: `/backroom/api/v1/images/${first}` });
    const there = await other.app.inject({ url: `/backroom/api/v1/images/${first}` });
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
  });

  it('makes a lost card rendition again through either process', async () => {
    const { imageId } = (await get(other, '/items/big-bloom')).json<Item>();
    const image = (await findImage(uploader.shop.db, 'teststore', imageId!))!;
    await uploader.shop.db.deleteFrom('picture_bytes').where('key', '=', image.card_picture_key).execute();
    const lost = await get(uploader, `/images/${imageId}?size=card`);
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: `The picture of image '${imageId}' is missing.` } });

    const synced = await other.app.inject({ url: `${STORE_API}/db/sync/big-bloom`, headers: { authorization: `Bearer ${staff}` } });
    expect(synced.statusCode, synced.body).toBe(200);
    expect((await get(uploader, `/images/${imageId}?size=card`)).statusCode).toBe(200);
  });

  it('keeps one copy of a picture uploaded twice, whichever process takes it', async () => {
    const keptPictures = async () => (await other.shop.db.selectFrom('picture_bytes').select('key').execute()).length;
    const picture = await testPicture('png', 200, 100);
    const before = await keptPictures();
    const first = await upload('alpha-bloom', picture);
    expect(await keptPictures()).toBe(before + 2);
    const second = await upload('zeta-bloom', picture, other);
    expect(second).toBe(first);
    expect(await keptPictures()).toBe(before + 2);
  });

  it('writes no picture file: DATA_DIR is SQLite’s alone, and a PostgreSQL shop has none', async () => {
    if (dialect === 'postgres') {
      expect(existsSync(absentDataDir)).toBe(false);
    } else {
      expect((await readdir(database.dataDir)).filter((name) => !name.startsWith('backroom.sqlite'))).toEqual([]);
    }
  });
});
