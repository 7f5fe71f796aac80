import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '../errors/app-error.js';
import { MAX_IMAGE_BYTES } from './image-acceptance.js';
import { isPublicAddress } from './public-address.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How pictures are fetched from the web for PATCH /items/{id}/image. */
export interface ImageFetchPolicy {
  /** Every address a host name resolves to; the system resolver by default. */
  resolveHost: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Whether the shop may connect to an address: public unicast only by default. Only a test
   * changes it, to let a made-up public name reach a local server.
   */
  allowsAddress: (address: string) => boolean;
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const addresses = await lookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

export const DEFAULT_IMAGE_FETCH_POLICY: ImageFetchPolicy = {
  resolveHost: systemResolve,
  allowsAddress: isPublicAddress,
  maxBytes: MAX_IMAGE_BYTES,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

const refused = (message: string) => new AppError(400, 'IMAGE_URL_REFUSED', message);
const failed = (message: string) => new AppError(422, 'IMAGE_FETCH_FAILED', message);

/** Parses and checks one url of the chain: http or https, no credentials. */
function parseImageUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    // The WHATWG parser also normalises 2130706433, 0x7f000001 and 0177.0.0.1 to 127.0.0.1.
    url = new URL(text, base);
  } catch {
    throw refused(`'${text.slice(0, 200)}' is not a valid url.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused(`Only http and https pictures can be fetched, not ${url.protocol.replace(/:$/, '')}.`);
  }
  if (url.username || url.password) throw refused('A picture url may not carry a user name or password.');
  return url;
}

/**
 * The one address the fetch will connect to: the literal address of the url, or what its host
 * resolves to. Every resolved address must be allowed: a name that also points inward is refused.
 */
async function checkedAddress(url: URL, policy: ImageFetchPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolveHost(host);
    } catch {
      throw failed(`The picture's host '${host}' could not be found.`);
    }
  }
  if (addresses.length === 0) throw failed(`The picture's host '${host}' could not be found.`);
  const inward = addresses.find(({ address }) => !policy.allowsAddress(address));
  if (inward) {
    throw refused(
      `'${url.host}' is ${literal ? '' : `at ${inward.address}, `}not a public internet address: pictures are only fetched from the public web.`,
    );
  }
  return addresses[0]!;
}

/** A lookup that answers the checked address whatever it is asked: the connection cannot be re-pointed. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'Backroom picture fetcher' },
        lookup: pinnedLookup(target),
        // No keep-alive pool: a pooled socket could be one opened to another address.
        agent: false,
        signal,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The picture is larger than ${maxBytes / 1024 / 1024} MB.`);
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      response.destroy();
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The picture is larger than ${maxBytes / 1024 / 1024} MB.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a picture from the web for staff, refusing anything but the public internet: every
 * hop's address is checked before connecting, the connection is pinned to that address (so a
 * second DNS answer cannot swap it), redirects are followed by hand and checked the same way,
 * and size and time are capped. Failures are 4xx AppErrors with a message saying why.
 */
export async function fetchImageFromUrl(imageUrl: string, policy: ImageFetchPolicy): Promise<Buffer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = parseImageUrl(imageUrl);
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, policy);
    let response: IncomingMessage;
    try {
      response = await request(url, target, signal);
    } catch (error) {
      if (signal.aborted) throw failed(`The picture did not arrive within ${policy.timeoutMs / 1000} s.`);
      throw failed(`The picture could not be fetched: ${(error as Error).message}.`);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status) && response.headers.location) {
      response.destroy();
      if (hop >= policy.maxRedirects) throw failed(`The picture url redirects more than ${policy.maxRedirects} times.`);
      url = parseImageUrl(response.headers.location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw failed(`The picture's server answered ${status}.`);
    }
    try {
      return await readCapped(response, policy.maxBytes);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (signal.aborted) throw failed(`The picture did not arrive within ${policy.timeoutMs / 1000} s.`);
      throw failed(`The picture could not be fetched: ${(error as Error).message}.`);
    }
  }
}
