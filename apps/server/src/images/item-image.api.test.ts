import type { StaffItem } from '@backroom/core/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { errorCode, errorMessage, STORE_API } from '../testing/staff-client.js';
import {
  jpegWithExif,
  multipartFile,
  PictureServer,
  pixelFloodPng,
  SVG_WITH_SCRIPT,
  testPicture,
  type TestPictureFormat,
} from '../testing/test-pictures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { MAX_IMAGE_BYTES } from './image-acceptance.js';

describe.each(DIALECTS)('item pictures on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue()] });


  async function upload(itemId: string, file: ReturnType<typeof multipartFile>, { token = shop.staff, version }: { token?: string | null; version?: string } = {}) {
    const ifMatch = version ?? `"${(await shop.api.staffItem(shop.staff, itemId)).updatedAt}"`;
    return shop.app.inject({
      method: 'POST',
      url: `${STORE_API}/items/${itemId}/image`,
      headers: { ...file.headers, 'if-match': ifMatch, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: file.payload,
    });
  }

  describe('upload', () => {
    it('re-encodes a JPEG as WebP without its metadata, makes its card rendition and shows it to shoppers', async () => {
      const response = await upload('tiger-bloom', multipartFile('photo.jpg', 'image/jpeg', await jpegWithExif('Secret GPS 44.04N')));
      expect(response.statusCode, response.body).toBe(200);
      const { imageId } = response.json<StaffItem>();
      expect(imageId).toMatch(/^img-/);
      expect((await shop.api.call('GET', '/items/tiger-bloom')).json<StaffItem>().imageId).toBe(imageId);

      const full = await shop.api.call('GET', `/images/${imageId}`);
      expect(full.headers['content-type']).toBe('image/webp');
      const fullMetadata = await sharp(full.rawPayload).metadata();
      expect(fullMetadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
      expect(fullMetadata.exif).toBeUndefined();
      expect(full.rawPayload.includes('Secret GPS')).toBe(false);
      const card = await shop.api.call('GET', `/images/${imageId}?size=card`);
      expect((await sharp(card.rawPayload).metadata()).height).toBe(180);

      const [audit] = await auditTrail(shop.shop.db, 'teststore', 'item', 'tiger-bloom');
      expect(audit).toMatchObject({ action: 'image', actor: 'staff:Sam the staff' });
      expect(JSON.parse(audit!.after!)).toMatchObject({ imageId, source: 'upload photo.jpg' });
    });

    it.each<TestPictureFormat>(['png', 'webp', 'gif', 'avif'])('takes a %s picture by its content, whatever its name', async (format) => {
      const response = await upload('alpha-bloom', multipartFile('download.bin', 'application/octet-stream', await testPicture(format)));
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses an SVG with a script, even named and typed as a PNG', async () => {
      const before = await shop.api.staffItem(shop.staff, 'zeta-bloom');
      const response = await upload('zeta-bloom', multipartFile('photo.png', 'image/png', SVG_WITH_SCRIPT));
      expect(response.statusCode).toBe(422);
      expect(errorCode(response)).toBe('IMAGE_REJECTED');
      expect(errorMessage(response)).toMatch(/SVG is not accepted/);
      expect(await shop.api.staffItem(shop.staff, 'zeta-bloom')).toEqual(before);
    });

    it('refuses bytes that are not a picture, or only start like one', async () => {
      for (const bytes of [Buffer.from('%PDF-1.7\nnot a picture at all'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])]) {
        const response = await upload('zeta-bloom', multipartFile('photo.jpg', 'image/jpeg', bytes));
        expect(response.statusCode).toBe(422);
        expect(errorCode(response)).toBe('IMAGE_REJECTED');
      }
    });

    it('refuses a pixel flood from its header, before decoding it', async () => {
      const response = await upload('zeta-bloom', multipartFile('bomb.png', 'image/png', pixelFloodPng(50_000, 50_000)));
      expect(response.statusCode).toBe(422);
      expect(errorMessage(response)).toMatch(/50000 × 50000 pixels/);
    });

    it('refuses a file over the size cap', async () => {
      const tooBig = Buffer.concat([await testPicture('png'), Buffer.alloc(MAX_IMAGE_BYTES)]);
      const response = await upload('zeta-bloom', multipartFile('huge.png', 'image/png', tooBig));
      expect(response.statusCode).toBe(413);
      expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
      expect((await shop.api.staffItem(shop.staff, 'zeta-bloom')).imageId).toBeNull();
    });

    it('refuses a stale upload, a missing version, strangers and viewers', async () => {
      const file = multipartFile('photo.png', 'image/png', await testPicture('png'));
      const stale = await upload('zeta-bloom', file, { version: '"2001-01-01T00:00:00.000Z"' });
      expect(stale.statusCode).toBe(409);
      expect((await upload('zeta-bloom', file, { version: '' })).statusCode).toBe(428);
      expect((await upload('zeta-bloom', file, { token: null })).statusCode).toBe(401);
      expect((await upload('zeta-bloom', file, { token: shop.viewer })).statusCode).toBe(403);
      expect((await shop.api.staffItem(shop.staff, 'zeta-bloom')).imageId).toBeNull();
    });

    it('refuses a body that is not multipart', async () => {
      const response = await shop.api.call('POST', '/items/zeta-bloom/image', {
        token: shop.staff,
        body: { file: 'x' },
        headers: await shop.api.currentVersion(shop.staff, 'zeta-bloom'),
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('from a url', () => {
    let pictures: PictureServer;
    let png: Buffer;
    let resolved: string[] = [];

    beforeAll(async () => {
      png = await testPicture('png');
      pictures = new PictureServer(png);
      await pictures.start();
      resolved = [];
    });
    afterAll(async () => pictures?.stop());
    // Explicit test policy: the made-up public name pictures.example is this machine's
    // 127.0.0.1, and that one address counts as public. Everything else keeps the default.
    const testApp = shopUnderTest(dialect, {
      seed: [fixtureCatalogue()],
      app: {
        imageFetch: {
          resolveHost: async (host) => {
            resolved.push(host);
            if (host === 'pictures.example') return [{ address: '127.0.0.1', family: 4 }];
            if (host === 'split.example') return [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }];
            if (host === 'intranet.example') return [{ address: '10.20.30.40', family: 4 }];
            throw new Error(`unknown host ${host}`);
          },
          allowsAddress: (address) => address === '127.0.0.1',
          timeoutMs: 1_000,
        },
      },
    });

    /** Sets a picture from a url through the default-policy shop, or with `viaTestPolicy` the test-policy one. */
    async function setFromUrl(imageUrl: string, { itemId = 'old-bloom', viaTestPolicy = true } = {}) {
      const [client, token] = viaTestPolicy ? [testApp.api, testApp.staff] : [shop.api, shop.staff];
      return client.call('PATCH', `/items/${itemId}/image`, {
        token,
        body: { imageUrl },
        headers: await client.currentVersion(token, itemId),
      });
    }

    it('refuses, with the default policy, every address that is not the public internet, and nothing leaves', async () => {
      const port = pictures.port;
      const inward = [
        `http://127.0.0.1:${port}/picture.png`,
        `http://[::1]:${port}/picture.png`,
        `http://[::ffff:127.0.0.1]:${port}/picture.png`,
        `http://[0:0:0:0:0:ffff:7f00:1]:${port}/picture.png`,
        `http://2130706433:${port}/picture.png`,
        `http://0x7f000001:${port}/picture.png`,
        `http://0177.0.0.1:${port}/picture.png`,
        `http://127.1:${port}/picture.png`,
        `http://0.0.0.0:${port}/picture.png`,
        `http://localhost:${port}/picture.png`,
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://10.0.0.1/picture.png',
        'http://172.16.5.4/picture.png',
        'http://192.168.1.1/picture.png',
        'http://100.64.0.1/picture.png',
        'http://224.0.0.1/picture.png',
        'http://[fe80::1]/picture.png',
        'http://[fc00::1]/picture.png',
        'http://[::]/picture.png',
      ];
      for (const url of inward) {
        const response = await setFromUrl(url, { viaTestPolicy: false });
        expect(response.statusCode, url).toBe(400);
        expect(errorCode(response), url).toBe('IMAGE_URL_REFUSED');
        expect(errorMessage(response), url).toMatch(/not a public internet address/);
      }
      for (const url of ['file:///etc/passwd', `gopher://127.0.0.1:${port}/_GET%20/`, 'ftp://example.com/picture.png', 'data:image/png;base64,AAAA', 'not a url']) {
        const response = await setFromUrl(url, { viaTestPolicy: false });
        expect(response.statusCode, url).toBe(400);
        expect(errorCode(response), url).toBe('IMAGE_URL_REFUSED');
      }
      expect(pictures.hits).toEqual([]);
      expect((await shop.api.staffItem(shop.staff, 'old-bloom')).imageId).toBeNull();
    });

    it('refuses a name that resolves to a private address, or to any inward address among others', async () => {
      for (const host of ['intranet.example', 'split.example']) {
        const response = await setFromUrl(`http://${host}:${pictures.port}/picture.png`);
        expect(response.statusCode, host).toBe(400);
        expect(errorMessage(response)).toMatch(/not a public internet address/);
      }
      expect(pictures.hits).toEqual([]);
    });

    it('fetches from a public name, connecting only to the address it checked', async () => {
      const response = await setFromUrl(`http://pictures.example:${pictures.port}/picture.png`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StaffItem>().imageId).toMatch(/^img-/);
      expect(pictures.hits).toEqual([{ path: '/picture.png', localAddress: '::ffff:127.0.0.1' }]);
      expect(resolved.filter((host) => host === 'pictures.example')).toHaveLength(1);
      const [audit] = await auditTrail(testApp.shop.db, 'teststore', 'item', 'old-bloom');
      expect(JSON.parse(audit!.after!)).toMatchObject({ source: `url http://pictures.example:${pictures.port}/picture.png` });
    });

    it('re-checks every redirect, and refuses one that points inward', async () => {
      pictures.hits.length = 0;
      const port = pictures.port;
      for (const target of [`http://127.0.0.2:${port}/picture.png`, 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${port}/picture.png`, 'http://intranet.example/picture.png', 'file:///etc/passwd']) {
        const url = `http://pictures.example:${port}/redirect?to=${encodeURIComponent(target)}`;
        const response = await setFromUrl(url, { itemId: 'zeta-bloom' });
        expect(response.statusCode, target).toBe(400);
        expect(errorCode(response)).toBe('IMAGE_URL_REFUSED');
      }
      expect(pictures.hits.map((hit) => hit.path)).toEqual(Array(5).fill('/redirect'));
      expect(pictures.hits.every((hit) => hit.localAddress === '::ffff:127.0.0.1')).toBe(true);
      expect((await testApp.api.staffItem(testApp.staff, 'zeta-bloom')).imageId).toBeNull();
    });

    it('follows at most three redirects', async () => {
      const port = pictures.port;
      let url = `http://pictures.example:${port}/picture.png`;
      for (let hop = 0; hop < 3; hop++) url = `http://pictures.example:${port}/redirect?to=${encodeURIComponent(url)}`;
      expect((await setFromUrl(url, { itemId: 'zeta-bloom' })).statusCode).toBe(200);
      url = `http://pictures.example:${port}/redirect?to=${encodeURIComponent(url)}`;
      const tooMany = await setFromUrl(url, { itemId: 'zeta-bloom' });
      expect(tooMany.statusCode).toBe(422);
      expect(errorMessage(tooMany)).toMatch(/more than 3 times/);
    });

    it('caps size and time, and says when the picture is missing or not a picture', async () => {
      const at = (path: string) => `http://pictures.example:${pictures.port}${path}`;
      const huge = await setFromUrl(at('/huge.png'), { itemId: 'secret-bloom' });
      expect(huge.statusCode).toBe(413);
      const slow = await setFromUrl(at('/slow.png'), { itemId: 'secret-bloom' });
      expect(slow.statusCode).toBe(422);
      expect(errorMessage(slow)).toMatch(/within 1 s/);
      const missing = await setFromUrl(at('/nothing-here.png'), { itemId: 'secret-bloom' });
      expect(missing.statusCode).toBe(422);
      expect(errorCode(missing)).toBe('IMAGE_FETCH_FAILED');
      const disguised = await setFromUrl(at('/disguised.png'), { itemId: 'secret-bloom' });
      expect(disguised.statusCode).toBe(422);
      expect(errorCode(disguised)).toBe('IMAGE_REJECTED');
      expect((await testApp.api.staffItem(testApp.staff, 'secret-bloom')).imageId).toBeNull();
    });

    it('fetches nothing for a viewer, a stranger or a stale version', async () => {
      pictures.hits.length = 0;
      const imageUrl = `http://pictures.example:${pictures.port}/picture.png`;
      const headers = await testApp.api.currentVersion(testApp.staff, 'secret-bloom');
      expect((await testApp.api.call('PATCH', '/items/secret-bloom/image', { body: { imageUrl }, headers })).statusCode).toBe(401);
      expect((await testApp.api.call('PATCH', '/items/secret-bloom/image', { token: testApp.viewer, body: { imageUrl }, headers })).statusCode).toBe(403);
      const stale = { 'if-match': '"2001-01-01T00:00:00.000Z"' };
      expect((await testApp.api.call('PATCH', '/items/secret-bloom/image', { token: testApp.staff, body: { imageUrl }, headers: stale })).statusCode).toBe(409);
      expect(pictures.hits).toEqual([]);
    });
  });
});
