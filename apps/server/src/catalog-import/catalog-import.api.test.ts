import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogImportList, CatalogImportView, ImportPictures, ImportRows } from '@backroom/core/catalog-import/import-contract';
import type { StaffItem } from '@backroom/core/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { errorCode } from '../testing/staff-client.js';
import { testPicture } from '../testing/test-pictures.js';
import { DIALECTS } from '../testing/test-shop.js';

/** A multipart body: the file as the part `file`, and text fields. */
function upload(csv: string | Buffer, fields: Record<string, string> = {}, fileName = 'products.csv') {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Status';

/** Shopify's product CSV: a product with three sizes and two pictures, a single item, and an image-only row. */
function shopifyFile(base: string, { price = '12.99' } = {}): string {
  return [
    HEADER,
    `coco-coir,Coco Coir,"<p>Washed <b>coco</b> coir &amp; perlite.</p><script>alert(1)</script>",Canna,Grow Media,"category:Substrates, organic",TRUE,Size,1 L,,,,,CC-1,10,${price},14.99,${base}/picture.png,1,Coir,,,active`,
    `coco-coir,,,,,,,,5 L,,,,,CC-5,4,39.50,,${base}/second.png,2,,,,`,
    `coco-coir,,,,,,,,50 L,,,,,CC-50,,120.00,,,,,,,`,
    `trellis-net,Trellis Net,Strong netting.,Acme,Supports,,TRUE,Title,Default Title,,,,,TN-1,7,8.00,,${base}/flaky.png,1,,,,active`,
    `draft-thing,Draft Thing,,Acme,Supports,,FALSE,Title,Default Title,,,,,DT-1,,1.50,,,,,,,draft`,
  ].join('\r\n');
}

/** A local web server for pictures: /picture.png always, /flaky.png fails until `flakyHeals`. */
class Pictures {
  server: Server;
  port = 0;
  flakyHeals = false;
  constructor(png: Buffer) {
    this.server = createServer((request, response) => {
      if (request.url === '/picture.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (request.url === '/flaky.png' && this.flakyHeals) return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      response.writeHead(503).end('try later');
    });
  }
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.each(DIALECTS)('catalogue import and export on %s', (dialect) => {
  let pictures: Pictures;
  beforeAll(async () => {
    pictures = new Pictures(await testPicture('png'));
    await pictures.start();
  });
  afterAll(async () => pictures?.stop());
  const shop = shopUnderTest(dialect, {
    seed: [fixtureCatalogue()],
    stores: 'imports',
    app: {
      imageFetch: {
        resolveHost: async (host) => {
          if (host === 'pictures.example') return [{ address: '127.0.0.1', family: 4 }];
          throw new Error(`unknown host ${host}`);
        },
        allowsAddress: (address) => address === '127.0.0.1',
        timeoutMs: 2_000,
      },
    },
  });
  const base = () => `http://pictures.example:${pictures.port}`;

  async function call(method: 'GET' | 'POST', path: string, { store, token = shop.staff, body }: { store: string; token?: string | null; body?: ReturnType<typeof upload> }) {
    return shop.app.inject({
      method,
      url: `/${store}/api/v1${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  }

  async function preview(store: string, csv: string | Buffer, fields: Record<string, string> = {}) {
    const response = await call('POST', '/catalog-imports', { store, body: upload(csv, fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CatalogImportView>();
  }

  async function rows(store: string, importId: string, section: string) {
    const response = await call('GET', `/catalog-imports/${importId}/rows?section=${section}&limit=500`, { store });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportRows>();
  }

  /** Applies an import and waits for it (and its pictures) to settle. */
  async function apply(store: string, importId: string): Promise<CatalogImportView> {
    const response = await call('POST', `/catalog-imports/${importId}/apply`, { store });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<CatalogImportView>().status).toBe('applying');
    return settled(store, importId);
  }

  async function settled(store: string, importId: string): Promise<CatalogImportView> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const view = (await call('GET', `/catalog-imports/${importId}`, { store })).json<CatalogImportView>();
      if (view.status !== 'applying' && view.pictures.pending === 0) return view;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not settle');
  }

  async function items(store: string): Promise<StaffItem[]> {
    const all: StaffItem[] = [];
    for (let offset = 0; ; offset += 100) {
      const response = await call('GET', `/items?showHidden=true&limit=100&offset=${offset}`, { store });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<StaffItem[]>();
      all.push(...page);
      if (page.length < 100) return all;
    }
  }

  it('previews a Shopify file with variants and pictures, applies it, and importing it again changes nothing', async () => {
    const store = await shop.newStore();
    const csv = shopifyFile(base());
    const view = await preview(store, csv);
    expect(view).toMatchObject({ status: 'previewed', format: 'shopify', fileName: 'products.csv', counts: { add: 6, change: 0, unchanged: 0, refused: 0 }, progress: { done: 0, total: 6 } });
    const added = await rows(store, view.id, 'add');
    expect(added.rows.map((row) => [row.line, row.handle, row.sku])).toEqual([
      [2, 'coco-coir', ''],
      [2, 'coco-coir', 'CC-1'],
      [3, 'coco-coir', 'CC-5'],
      [4, 'coco-coir', 'CC-50'],
      [5, 'trellis-net', 'TN-1'],
      [6, 'draft-thing', 'DT-1'],
    ]);
    expect(added.rows[2]!.changes).toContainEqual({ field: 'price', from: null, to: '3950' });
    // Nothing is written by a preview.
    expect((await items(store)).some((item) => item.name.startsWith('Coco Coir'))).toBe(false);

    const applied = await apply(store, view.id);
    expect(applied).toMatchObject({ status: 'applied', progress: { done: 6, total: 6 }, pictures: { pending: 0, done: 1, failed: 1 } });
    const after = await items(store);
    const head = after.find((item) => item.name === 'Coco Coir')!;
    expect(head.group.enabled).toBe(true);
    expect(head.description).toBe('Washed coco coir & perlite.');
    expect(head.brand).toBe('Canna');
    expect(head.imageId).not.toBeNull();
    const variants = after.filter((item) => item.group.parentId === head.id);
    expect(variants.map((item) => [item.group.variantName, item.sku, item.price, item.inventory]).sort()).toEqual([
      ['1 L', 'CC-1', 1299, { store: { count: 10 } }],
      ['5 L', 'CC-5', 3950, { store: { count: 4 } }],
      ['50 L', 'CC-50', 12000, {}],
    ]);
    const categories = (await call('GET', '/categories', { store })).json<{ id: string; name: string }[]>();
    expect(categories.find((category) => category.id === head.categoryId)?.name).toBe('Grow Media');
    // New products are written in batches: stock, the group's summary and search derived as the item editor derives them
    // (CC-50 has no stock count: 100, as an item without inventory data).
    expect([head.stock, head.group.variantSummary]).toEqual([114, { stock: 114, priceLow: 1299, priceHigh: 12000 }]);
    expect(after.find((item) => item.name === 'Trellis Net')).toMatchObject({ stock: 7, inventory: { store: { count: 7 } } });
    const found = await call('GET', '/items/search/coir', { store, token: null });
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain(head.id);
    const draft = after.find((item) => item.name === 'Draft Thing')!;
    expect(draft.hidden).toBe(true);

    // The picture that failed is listed with why, and fetched on a retry.
    const failed = (await call('GET', `/catalog-imports/${view.id}/pictures?state=failed`, { store })).json<ImportPictures>();
    expect(failed.pictures).toEqual([{ url: `${base()}/flaky.png`, handle: 'trellis-net', name: 'Trellis Net', state: 'failed', reason: expect.stringMatching(/503|fetched|answered/i) }]);
    pictures.flakyHeals = true;
    const retry = await call('POST', `/catalog-imports/${view.id}/pictures/retry`, { store });
    expect(retry.statusCode, retry.body).toBe(202);
    expect((await settled(store, view.id)).pictures).toEqual({ pending: 0, done: 2, failed: 0 });
    expect((await items(store)).find((item) => item.name === 'Trellis Net')!.imageId).not.toBeNull();

    const again = await preview(store, csv);
    expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 6, refused: 0 });
    const changed = await preview(store, shopifyFile(base(), { price: '13.49' }));
    // The head's price is its lowest variant's.
    expect(changed.counts).toMatchObject({ add: 0, change: 2, unchanged: 4 });
    expect((await rows(store, changed.id, 'change')).rows).toEqual([
      { line: 2, handle: 'coco-coir', sku: '', name: 'Coco Coir', changes: [{ field: 'price', from: '1299', to: '1349' }], reason: null },
      { line: 2, handle: 'coco-coir', sku: 'CC-1', name: 'Coco Coir 1 L', changes: [{ field: 'price', from: '1299', to: '1349' }], reason: null },
    ]);
    await apply(store, changed.id);
    expect((await items(store)).find((item) => item.sku === 'CC-1')!.price).toBe(1349);
    const twice = await call('POST', `/catalog-imports/${changed.id}/apply`, { store });
    expect(twice.statusCode).toBe(409);
    const list = (await call('GET', '/catalog-imports', { store })).json<CatalogImportList>();
    expect(list.imports.map((entry) => entry.id).slice(0, 2)).toEqual([changed.id, again.id]);
  });

  it('importing the same file again changes nothing while a picture failed; only Retry fetches it, and a new url is a change', async () => {
    const store = await shop.newStore();
    const file = (url: string) =>
      [HEADER, `moss-pole,Moss Pole,Sturdy.,Acme,Supports,,TRUE,Title,Default Title,,,,,MP-1,3,9.00,,${url},1,,,,active`, `plant-tie,Plant Tie,,Acme,Supports,,TRUE,Title,Default Title,,,,,PT-1,5,2.00,,,,,,,active`].join('\r\n');
    const first = await preview(store, file(`${base()}/never.png`));
    expect((await apply(store, first.id)).pictures).toEqual({ pending: 0, done: 0, failed: 1 });
    expect((await items(store)).find((item) => item.sku === 'MP-1')!.imageId).toBeNull();

    // The same file: nothing to change, the failed picture is not offered again (it stays failed, with its Retry).
    const again = await preview(store, file(`${base()}/never.png`));
    expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 2, refused: 0 });
    expect((await rows(store, again.id, 'change')).total).toBe(0);
    expect((await settled(store, first.id)).pictures).toEqual({ pending: 0, done: 0, failed: 1 });

    // A new url for the picture is a change, from the url imported before.
    const moved = await preview(store, file(`${base()}/picture.png`));
    expect(moved.counts).toEqual({ add: 0, change: 1, unchanged: 1, refused: 0 });
    expect((await rows(store, moved.id, 'change')).rows[0]!.changes).toEqual([{ field: 'picture', from: `${base()}/never.png`, to: `${base()}/picture.png` }]);
    expect((await apply(store, moved.id)).pictures).toEqual({ pending: 0, done: 1, failed: 0 });
    expect((await items(store)).find((item) => item.sku === 'MP-1')!.imageId).not.toBeNull();
    expect((await preview(store, file(`${base()}/picture.png`))).counts).toEqual({ add: 0, change: 0, unchanged: 2, refused: 0 });
  });

  it('refuses bad rows with their line and reason, and writes nothing of their product', async () => {
    const store = await shop.newStore();
    const csv = [
      HEADER,
      'good-pot,Good Pot,,Acme,,,TRUE,Title,Default Title,,,,,GP-1,3,4.99,,,,,,,active',
      'split-pot,Split Pot,,Acme,,,TRUE,Size,Small,,,,,SP-S,3,4.99,,,,,,,active',
      'split-pot,,,,,,,,Large,,,,,SP-L,3,12.345,,,,,,,',
      'no-price,No Price,,Acme,,,TRUE,Title,Default Title,,,,,NP-1,3,,,,,,,,active',
      'bad-qty,Bad Qty,,Acme,,,TRUE,Title,Default Title,,,,,BQ-1,lots,1.00,,,,,,,active',
    ].join('\n');
    const view = await preview(store, csv);
    expect(view.counts).toEqual({ add: 1, change: 0, unchanged: 0, refused: 5 });
    const refused = await rows(store, view.id, 'refused');
    const reasons = Object.fromEntries(refused.rows.map((row) => [`${row.line}:${row.sku}`, row.reason]));
    expect(reasons['4:SP-L']).toMatch(/^Line 4: Variant Price '12.345' is not an amount/);
    expect(reasons['3:SP-S']).toMatch(/Line 4/);
    expect(reasons['5:NP-1']).toMatch(/^Line 5: the variant has no Variant Price/);
    expect(reasons['6:BQ-1']).toMatch(/^Line 6: Variant Inventory Qty 'lots'/);
    await apply(store, view.id);
    const names = (await items(store)).map((item) => item.name);
    expect(names).toContain('Good Pot');
    expect(names.some((name) => name.startsWith('Split Pot') || name === 'No Price' || name === 'Bad Qty')).toBe(false);
  });

  it('answers 4xx to files it cannot read and keeps nothing', async () => {
    const store = await shop.newStore();
    const cases: [string | Buffer, number][] = [
      ['Name,Price\nPot,1.00', 422],
      [`${HEADER}\n"coco,unclosed`, 422],
      ['', 422],
      [Buffer.from([0x48, 0x61, 0x00, 0x6e, 0x64, 0x6c, 0x65]), 422],
    ];
    for (const [csv, status] of cases) {
      const response = await call('POST', '/catalog-imports', { store, body: upload(csv) });
      expect(response.statusCode, response.body).toBe(status);
      expect(errorCode(response)).toBe('CATALOG_FILE_UNREADABLE');
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/products\.csv/);
    }
    const fixed = await call('POST', '/catalog-imports', { store, body: upload(shopifyFile(base()), { categoryFrom: 'fixed', categoryId: 'no-such' }) });
    expect(fixed.statusCode).toBe(400);
    const unknown = await call('POST', '/catalog-imports', { store, body: upload(shopifyFile(base()), { colour: 'red' }) });
    expect(unknown.statusCode).toBe(400);
    const json = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/catalog-imports`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await call('GET', '/catalog-imports', { store })).json<CatalogImportList>().imports).toEqual([]);
  });

  it('is for staff only', async () => {
    const store = await shop.newStore();
    for (const token of [null, shop.viewer]) {
      const expected = token === null ? 401 : 403;
      expect((await call('POST', '/catalog-imports', { store, token, body: upload(shopifyFile(base())) })).statusCode).toBe(expected);
      expect((await call('GET', '/catalog-imports', { store, token })).statusCode).toBe(expected);
      expect((await call('GET', '/catalog-export.csv', { store, token })).statusCode).toBe(expected);
    }
    expect((await call('GET', '/catalog-imports/imp_none', { store })).statusCode).toBe(404);
  });

  it('exports every item in its own format, which imports back unchanged, and maps categories by tag prefix', async () => {
    const store = await shop.newStore();
    const view = await preview(store, shopifyFile(base()), { categoryFrom: 'tag-prefix', categoryTagPrefix: 'category:' });
    await apply(store, view.id);
    const exported = await call('GET', '/catalog-export.csv', { store });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-/);
    const csv = exported.body;
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFItem ID,Handle,Group,Parent ID/);
    const back = await preview(store, csv);
    expect(back.format).toBe('backroom');
    const before = await items(store);
    expect((await rows(store, back.id, 'refused')).rows).toEqual([]);
    expect(back.counts).toEqual({ add: 0, change: 0, unchanged: before.length, refused: 0 });
    const categories = (await call('GET', '/categories', { store })).json<{ id: string; name: string }[]>();
    const head = before.find((item) => item.name === 'Coco Coir')!;
    expect(categories.find((category) => category.id === head.categoryId)?.name).toBe('Substrates');

    // An own-format file changes what it says, and a bad row changes nothing of its item.
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(',');
    const priceAt = header.indexOf('Price');
    const edited = lines.map((line) => {
      if (!line.startsWith('ocean-forest,')) return line;
      const cells = line.split(',');
      cells[priceAt] = '31.00';
      return cells.join(',');
    });
    const own = await preview(store, edited.join('\r\n'));
    expect(own.counts.change).toBe(1);
    expect((await rows(store, own.id, 'change')).rows[0]!.changes).toEqual([{ field: 'price', from: '2999', to: '3100' }]);
  });

  it('rolls back a product whose stock would go below what orders came to hold after the preview, and writes the rest', async () => {
    const store = await shop.newStore();
    const file = (heldPot: number, otherPrice: string) =>
      [
        HEADER,
        `held-pot,Held Pot,,Acme,,,TRUE,Title,Default Title,,,,,HP-1,${heldPot},5.00,,,,,,,active`,
        `other-pot,Other Pot,,Acme,,,TRUE,Title,Default Title,,,,,OP-1,9,${otherPrice},,,,,,,active`,
      ].join('\n');
    await apply(store, (await preview(store, file(10, '3.00'))).id);
    const view = await preview(store, file(2, '3.50'));
    expect(view.counts).toMatchObject({ change: 2, refused: 0 });
    const heldPot = (await items(store)).find((item) => item.sku === 'HP-1')!;
    const ordered = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: '10.30.0.1',
      payload: { cart: cartOf({ [heldPot.id]: 4 }, { shippingMethod: 'PICKUP' }) },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const applied = await apply(store, view.id);
    expect(applied).toMatchObject({ status: 'applied', counts: { change: 1, refused: 1 }, progress: { done: 1, total: 1 } });
    const refused = await rows(store, view.id, 'refused');
    expect(refused.rows).toEqual([expect.objectContaining({ line: 2, sku: 'HP-1', reason: expect.stringMatching(/^Line 2: not imported: orders now hold 4/) })]);
    const after = await items(store);
    expect(after.find((item) => item.sku === 'HP-1')).toMatchObject({ inventory: { store: { count: 10 } }, heldStock: 4 });
    expect(after.find((item) => item.sku === 'OP-1')!.price).toBe(350);
  });

  it('refuses to apply a preview whose items changed since', async () => {
    const store = await shop.newStore();
    const first = await preview(store, shopifyFile(base()));
    await apply(store, first.id);
    const view = await preview(store, shopifyFile(base(), { price: '15.00' }));
    const item = (await items(store)).find((entry) => entry.sku === 'CC-1')!;
    const edit = await shop.app.inject({
      method: 'PATCH',
      url: `/${store}/api/v1/items/${item.id}/notes`,
      headers: { authorization: `Bearer ${shop.staff}`, 'if-match': `"${item.updatedAt}"` },
      payload: { notes: 'checked' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const response = await call('POST', `/catalog-imports/${view.id}/apply`, { store });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { details: { reason: string }[] } }>().error.details[0]!.reason).toBe('catalog-changed');
    expect((await items(store)).find((entry) => entry.sku === 'CC-1')!.price).toBe(1299);
  });
});
