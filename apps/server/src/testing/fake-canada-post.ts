import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const MEDIA_TYPE = 'application/vnd.cpc.ship.rate-v4+xml';

/** One service the fake quotes: its price before tax in dollars and its transit days. */
export interface FakeService {
  code: string;
  name: string;
  base: number;
  transitDays: number;
}

/** What the fake was asked, read from the documented mailing-scenario. */
export interface FakeRateRequest {
  authorization: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  customerNumber: string | undefined;
  contractId: string | undefined;
  weight: string | undefined;
  originPostal: string | undefined;
  destinationPostal: string | undefined;
}

export type FakeMode = 'rates' | 'server-error' | 'slow';

const text = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

function messages(code: string, description: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><messages xmlns="http://www.canadapost.ca/ws/messages"><message><code>${code}</code><description>${description}</description></message></messages>`;
}

function priceQuotes(services: readonly FakeService[], weight: number): string {
  const quotes = services.map((service) => {
    const base = service.base + weight;
    const hst = Math.round(base * 15) / 100;
    return `
  <price-quote>
    <service-code>${service.code}</service-code>
    <service-link rel="service" href="https://ct.soa-gw.canadapost.ca/rs/ship/service/${service.code}?country=CA" media-type="${MEDIA_TYPE}"/>
    <service-name>${service.name}</service-name>
    <price-details>
      <base>${base.toFixed(2)}</base>
      <taxes><gst>0.00</gst><pst>0.00</pst><hst>${hst.toFixed(2)}</hst></taxes>
      <due>${(base + hst).toFixed(2)}</due>
      <adjustments><adjustment><adjustment-code>FUELSC</adjustment-code><adjustment-name>Fuel surcharge</adjustment-name><adjustment-cost>0.00</adjustment-cost></adjustment></adjustments>
    </price-details>
    <weight-details/>
    <service-standard>
      <am-delivery>false</am-delivery>
      <guaranteed-delivery>true</guaranteed-delivery>
      <expected-transit-time>${service.transitDays}</expected-transit-time>
      <expected-delivery-date>2026-12-01</expected-delivery-date>
    </service-standard>
  </price-quote>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<price-quotes xmlns="http://www.canadapost.ca/ws/ship/rate-v4">${quotes.join('')}\n</price-quotes>`;
}

/**
 * A stand-in for Canada Post's rating service that speaks its documented REST protocol:
 * POST /rs/ship/price with a rate-v4 `mailing-scenario`, Basic auth, and `price-quotes` or a
 * `messages` error document in return. It listens on 127.0.0.1 only.
 */
export class FakeCanadaPost {
  readonly requests: FakeRateRequest[] = [];
  mode: FakeMode = 'rates';
  /** A price-quote per service; a service left out is one Canada Post does not offer there. */
  services: FakeService[] = [
    { code: 'DOM.RP', name: 'Regular Parcel', base: 10, transitDays: 3 },
    { code: 'DOM.EP', name: 'Expedited Parcel', base: 12, transitDays: 2 },
    { code: 'DOM.XP', name: 'Xpresspost', base: 20, transitDays: 1 },
    { code: 'USA.EP', name: 'Expedited Parcel USA', base: 30, transitDays: 5 },
  ];
  private readonly server: Server;
  private readonly slowReplies = new Set<ServerResponse>();

  constructor(private readonly credentials: { username: string; password: string; customerNumber: string }) {
    this.server = createServer((request, response) => void this.answer(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.slowReplies) response.destroy();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const reply = (status: number, xml: string) => {
      response.writeHead(status, { 'content-type': status === 200 ? MEDIA_TYPE : 'application/vnd.cpc.messages+xml' }).end(xml);
    };
    if (request.method !== 'POST' || request.url !== '/rs/ship/price') return reply(404, messages('404', 'No such resource'));
    this.requests.push({
      authorization: request.headers.authorization,
      accept: request.headers.accept,
      contentType: request.headers['content-type'],
      customerNumber: text(body, 'customer-number'),
      contractId: text(body, 'contract-id'),
      weight: text(body, 'weight'),
      originPostal: text(body, 'origin-postal-code'),
      destinationPostal: text(body, 'postal-code'),
    });
    if (request.headers.accept !== MEDIA_TYPE) return reply(406, messages('AA004', 'You cannot accept this content type'));
    if (request.headers['content-type'] !== MEDIA_TYPE) return reply(415, messages('AA005', 'You cannot send this content type'));
    const expected = `Basic ${Buffer.from(`${this.credentials.username}:${this.credentials.password}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return reply(401, messages('E002', 'AAA Authentication Failure'));
    if (this.mode === 'slow') {
      this.slowReplies.add(response);
      setTimeout(() => {
        this.slowReplies.delete(response);
        if (!response.destroyed) reply(200, priceQuotes(this.services, 1));
      }, 5_000).unref();
      return;
    }
    if (this.mode === 'server-error') return reply(500, messages('Server', 'An internal error occurred'));
    if (text(body, 'customer-number') !== this.credentials.customerNumber) {
      return reply(403, messages('E001', 'The customer number is not authorized for this request'));
    }
    const destination = text(body, 'postal-code') ?? '';
    if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(destination)) return reply(400, messages('1133', 'Postal code is invalid'));
    reply(200, priceQuotes(this.services, Number(text(body, 'weight') ?? '0')));
  }
}
