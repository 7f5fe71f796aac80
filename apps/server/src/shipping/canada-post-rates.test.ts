import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeCanadaPost } from '../testing/fake-canada-post.js';
import { CanadaPostError, fetchCanadaPostRates, mailingScenarioXml, parcelWeightKg, parsePriceQuotes } from './canada-post-rates.js';
import { CanadaPostSettings } from './shipping-settings.js';

const credentials = { username: 'api-user', password: 's3cret&key', customerNumber: '0001234567' };
const parcel = { originPostal: 'B0T1K0', destinationPostal: 'M5V3L9', weightKg: 2.5 };

describe('Canada Post rating service', () => {
  const canadaPost = new FakeCanadaPost(credentials);
  let settings: CanadaPostSettings;

  beforeAll(async () => {
    const endpoint = await canadaPost.start();
    settings = CanadaPostSettings.parse({ ...credentials, endpoint, timeoutMs: 300 });
  });
  afterAll(() => canadaPost.stop());
  beforeEach(() => {
    canadaPost.mode = 'rates';
    canadaPost.requests.length = 0;
  });

  it('asks with the documented Get Rates request', async () => {
    await fetchCanadaPostRates(settings, parcel);
    expect(canadaPost.requests).toEqual([
      {
        authorization: `Basic ${Buffer.from('api-user:s3cret&key').toString('base64')}`,
        accept: 'application/vnd.cpc.ship.rate-v4+xml',
        contentType: 'application/vnd.cpc.ship.rate-v4+xml',
        customerNumber: '0001234567',
        contractId: undefined,
        weight: '2.500',
        originPostal: 'B0T1K0',
        destinationPostal: 'M5V3L9',
      },
    ]);
    expect(mailingScenarioXml({ ...settings, contractId: '42' }, parcel)).toContain(
      '<mailing-scenario xmlns="http://www.canadapost.ca/ws/ship/rate-v4"><customer-number>0001234567</customer-number><contract-id>42</contract-id>',
    );
  });

  it('reads each domestic service’s price before tax and its transit time', async () => {
    const rates = await fetchCanadaPostRates(settings, parcel);
    expect(Object.fromEntries(rates)).toEqual({
      'CP.RP': { price: 1250, transitDays: 3 },
      'CP.EP': { price: 1450, transitDays: 2 },
      'CP.XP': { price: 2250, transitDays: 1 },
    });
  });

  it('fails with Canada Post’s own message when it refuses', async () => {
    await expect(fetchCanadaPostRates({ ...settings, password: 'wrong' }, parcel)).rejects.toThrow(
      new CanadaPostError('Canada Post answered 401: E002 AAA Authentication Failure'),
    );
    canadaPost.mode = 'server-error';
    await expect(fetchCanadaPostRates(settings, parcel)).rejects.toThrow('Canada Post answered 500: Server An internal error occurred');
  });

  it('gives up on a slow answer at the timeout', async () => {
    canadaPost.mode = 'slow';
    const started = Date.now();
    await expect(fetchCanadaPostRates(settings, parcel)).rejects.toThrow('Canada Post did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('fails clearly when nothing listens', async () => {
    const closed = CanadaPostSettings.parse({ ...credentials, endpoint: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    await expect(fetchCanadaPostRates(closed, parcel)).rejects.toBeInstanceOf(CanadaPostError);
  });

  it('reads namespace prefixes and refuses an answer without quotes', () => {
    const prefixed =
      '<cp:price-quotes xmlns:cp="http://www.canadapost.ca/ws/ship/rate-v4"><cp:price-quote><cp:service-code>DOM.PC</cp:service-code>' +
      '<cp:price-details><cp:due>23.00</cp:due></cp:price-details></cp:price-quote></cp:price-quotes>';
    expect(Object.fromEntries(parsePriceQuotes(prefixed))).toEqual({ 'CP.PC': { price: 2300, transitDays: null } });
    expect(() => parsePriceQuotes('<html>maintenance</html>')).toThrow(CanadaPostError);
  });

  it('weighs a parcel from its item count, within Canada Post’s limits', () => {
    expect(parcelWeightKg(settings, 3)).toBe(3);
    expect(parcelWeightKg({ ...settings, itemWeightKg: 0.01 }, 1)).toBe(0.1);
    expect(parcelWeightKg(settings, 999)).toBe(30);
  });
});
