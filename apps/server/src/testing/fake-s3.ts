import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account a fake bucket store accepts requests from. */
export interface FakeS3Account {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The buckets that exist. */
  buckets: readonly string[];
}

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** A request as the fake received it, after its signature was checked. */
export interface FakeS3Request {
  method: string;
  bucket: string;
  key: string;
  /** The x-amz-content-sha256 header: the payload's hash, or UNSIGNED-PAYLOAD. */
  contentSha256: string;
  /** The access key id of its Credential. */
  accessKeyId: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
// Requests signed further than this from the fake's clock are refused, as S3 does.
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4's URI encoding: everything but unreserved characters, as %XX in upper case. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake-s3</RequestId></Error>`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A stand-in for an S3-compatible bucket store speaking S3's REST protocol with path-style
 * addressing (http://host/bucket/key): PutObject, GetObject, HeadObject, DeleteObject and
 * ListObjectsV2 (prefix, max-keys, continuation token, start-after, encoding-type=url), S3's XML errors
 * (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch, …) and full Signature Version 4 checking of
 * every request (the Authorization header, x-amz-date and x-amz-content-sha256 against the body).
 */
export class FakeS3 {
  readonly objects = new Map<string, FakeS3Object>();
  /** Every request that passed its signature check, in order. */
  readonly requests: FakeS3Request[] = [];
  /** Requests refused, by their S3 error code. */
  readonly refusals: string[] = [];
  /** When true, every request is answered 503 ServiceUnavailable: the store is down. */
  unavailable = false;
  /** The most keys one ListObjectsV2 page holds, whatever max-keys asks (S3's is 1000): lower, to make clients page. */
  listPageSize = 1000;
  private readonly server: Server;

  constructor(private readonly account: FakeS3Account) {
    this.server = createServer((request, response) => void this.receive(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The object stored under a bucket and key, as a test looks into the bucket. */
  object(bucket: string, key: string): FakeS3Object | undefined {
    return this.objects.get(`${bucket}/${key}`);
  }

  private async receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    try {
      if (this.unavailable) throw new S3Refusal(503, 'ServiceUnavailable', 'Please reduce your request rate.');
      const accessKeyId = this.checkSignature(request, url, body);
      const [, bucket = '', ...keyParts] = url.pathname.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (!this.account.buckets.includes(decodeURIComponent(bucket))) {
        throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      const method = request.method ?? 'GET';
      if (key === '') {
        if (method !== 'GET' || url.searchParams.get('list-type') !== '2') throw new S3Refusal(501, 'NotImplemented', 'Of the bucket requests, only ListObjectsV2 is implemented by this stand-in.');
        this.requests.push({ method, bucket: decodeURIComponent(bucket), key, contentSha256: String(request.headers['x-amz-content-sha256']), accessKeyId });
        this.list(decodeURIComponent(bucket), url.searchParams, response);
        return;
      }
      this.requests.push({ method, bucket: decodeURIComponent(bucket), key, contentSha256: String(request.headers['x-amz-content-sha256']), accessKeyId });
      this.answer(method, `${decodeURIComponent(bucket)}/${key}`, request, body, response);
    } catch (caught) {
      const error = caught instanceof S3Refusal ? caught : new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.');
      this.refusals.push(error.code);
      response.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': 'fake-s3' });
      response.end(request.method === 'HEAD' ? undefined : errorXml(error.code, error.message, url.pathname));
    }
  }

  private answer(method: string, path: string, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    if (method === 'PUT') {
      if (request.headers['x-amz-copy-source']) throw new S3Refusal(501, 'NotImplemented', 'CopyObject is not implemented by this stand-in.');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      this.objects.set(path, {
        bytes: body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        etag,
        lastModified: new Date(),
      });
      response.writeHead(200, { etag, 'x-amz-request-id': 'fake-s3' }).end();
      return;
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key was there.
      this.objects.delete(path);
      response.writeHead(204, { 'x-amz-request-id': 'fake-s3' }).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') throw new S3Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    const object = this.objects.get(path);
    if (!object) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
    response.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.bytes.length,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-amz-request-id': 'fake-s3',
    });
    response.end(method === 'HEAD' ? undefined : object.bytes);
  }

  /**
   * ListObjectsV2 (GET /bucket?list-type=2) as AWS documents it: the keys starting with `prefix`,
   * in UTF-8 binary order, after `start-after` or the continuation token, at most `max-keys` (and
   * `listPageSize`) per page, IsTruncated and NextContinuationToken when more remain.
   */
  private list(bucket: string, query: URLSearchParams, response: ServerResponse): void {
    if (query.has('delimiter')) throw new S3Refusal(501, 'NotImplemented', 'A delimiter is not implemented by this stand-in.');
    const encoding = query.get('encoding-type');
    if (encoding !== null && encoding !== 'url') throw new S3Refusal(400, 'InvalidArgument', 'Invalid Encoding Method specified in Request');
    const maxKeysText = query.get('max-keys') ?? '1000';
    if (!/^\d+$/.test(maxKeysText)) throw new S3Refusal(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range');
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    let after = query.get('start-after') ?? '';
    if (token !== null) {
      const decoded = Buffer.from(token, 'base64url').toString('utf8');
      if (!decoded.startsWith('after:')) throw new S3Refusal(400, 'InvalidArgument', 'The continuation token provided is incorrect');
      after = decoded.slice('after:'.length);
    }
    const inBucket = `${bucket}/`;
    const keys = [...this.objects.keys()]
      .filter((path) => path.startsWith(inBucket))
      .map((path) => path.slice(inBucket.length))
      .filter((key) => key.startsWith(prefix) && Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const maxKeys = Math.min(Number(maxKeysText), 1000);
    const page = keys.slice(0, Math.min(maxKeys, this.listPageSize));
    const truncated = page.length < keys.length;
    const text = (value: string) => escapeXml(encoding === 'url' ? encodeURIComponent(value).replaceAll('%2F', '/') : value);
    const contents = page.map((key) => {
      const object = this.objects.get(`${inBucket}${key}`)!;
      return `<Contents><Key>${text(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${escapeXml(bucket)}</Name><Prefix>${text(prefix)}</Prefix>`,
      query.has('start-after') ? `<StartAfter>${text(query.get('start-after')!)}</StartAfter>` : '',
      token !== null ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '',
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>`,
      encoding ? `<EncodingType>${encoding}</EncodingType>` : '',
      `<IsTruncated>${truncated}</IsTruncated>`,
      truncated ? `<NextContinuationToken>${Buffer.from(`after:${page.at(-1)!}`).toString('base64url')}</NextContinuationToken>` : '',
      ...contents,
      '</ListBucketResult>',
    ].join('');
    response.writeHead(200, { 'content-type': 'application/xml', 'x-amz-request-id': 'fake-s3' }).end(xml);
  }

  /** Checks the request's Signature Version 4 as S3 does; answers the access key id that signed it. */
  private checkSignature(request: IncomingMessage, url: URL, body: Buffer): string {
    const authorization = String(request.headers.authorization ?? '');
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) throw new S3Refusal(403, 'AccessDenied', 'Access Denied: the request is not signed with AWS4-HMAC-SHA256.');
    const [, accessKeyId = '', date = '', region = '', signedHeaderList = '', signature = ''] = match;
    if (accessKeyId !== this.account.accessKeyId) {
      throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (region !== this.account.region) throw new S3Refusal(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${region}' is wrong; expecting '${this.account.region}'`);
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const signedAt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!signedAt || !amzDate.startsWith(date)) throw new S3Refusal(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential scope.');
    const [, year, month, day, hour, minute, second] = signedAt.map(Number) as number[];
    if (Math.abs(Date.UTC(year!, month! - 1, day, hour, minute, second) - Date.now()) > MAX_CLOCK_SKEW_MS) {
      throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (typeof payloadHash !== 'string') throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD') {
      if (!/^[0-9a-f]{64}$/.test(payloadHash)) throw new S3Refusal(501, 'NotImplemented', `This stand-in does not take ${payloadHash} bodies.`);
      if (payloadHash !== sha256Hex(body)) {
        throw new S3Refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
    }
    const signedHeaders = signedHeaderList.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signedHeaders.includes(required)) throw new S3Refusal(403, 'AccessDenied', `The header ${required} must be signed.`);
    }
    const canonicalHeaders = signedHeaders
      .map((name) => {
        const value = request.headers[name];
        if (value === undefined) throw new S3Refusal(403, 'AccessDenied', `The signed header ${name} is missing.`);
        return `${name}:${String(value).trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonicalUri = url.pathname
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/');
    const canonicalQuery = [...url.searchParams]
      .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalRequest = [request.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${this.account.secretAccessKey}`, date), region), 's3'), 'aws4_request');
    if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature) {
      throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    return accessKeyId;
  }
}
