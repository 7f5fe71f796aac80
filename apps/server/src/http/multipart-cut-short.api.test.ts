import { ErrorBody } from '@backroom/core/api-error';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { multipartFile } from '../testing/test-pictures.js';
import { DIALECTS } from '../testing/test-shop.js';

// Found by the API fuzz test: an upload whose multipart body ends inside a file was a 500.
describe.each(DIALECTS)('an upload whose multipart body is cut short or broken, on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue()] });

  const refusal = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return ErrorBody.parse(response.json()).error;
  };

  const upload = async (url: string, payload: Buffer, contentType: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${shop.staff}`, ...headers } });

  const whole = multipartFile('deposits.csv', 'text/csv', Buffer.from('Date,Description,Amount\n2026-11-20,INTERAC,10.00\n'));
  const cutShort = whole.payload.subarray(0, whole.payload.length - 30);
  const contentType = whole.headers['content-type'];

  it('is a 400 that says so for a bank file, and imports nothing', async () => {
    const before = await shop.shop.db.selectFrom('deposits').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const error = refusal(await upload('/teststore/api/v1/deposits/files', cutShort, contentType));
    expect(error).toEqual({ code: 'VALIDATION_FAILED', message: 'The multipart body is cut short or malformed: send each file whole.' });
    const after = await shop.shop.db.selectFrom('deposits').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('is a 400 for a part without its header end, and for a body that never names its boundary', async () => {
    const brokenHeader = Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"`);
    expect(refusal(await upload('/teststore/api/v1/deposits/files', brokenHeader, 'multipart/form-data; boundary=b')).code).toBe('VALIDATION_FAILED');
    expect(refusal(await upload('/teststore/api/v1/deposits/files', whole.payload, 'multipart/form-data')).code).toBe('VALIDATION_FAILED');
  });

  it("is a 400 for an item's picture, which keeps its picture", async () => {
    const item = await shop.api.staffItem(shop.staff, 'big-bloom');
    const response = await upload('/teststore/api/v1/items/big-bloom/image', cutShort, contentType, { 'if-match': `"${item.updatedAt}"` });
    expect(refusal(response).code).toBe('VALIDATION_FAILED');
    expect((await shop.api.staffItem(shop.staff, 'big-bloom')).imageId).toEqual(item.imageId);
  });
});
