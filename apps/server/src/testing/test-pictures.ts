import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type TestPictureFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A small green picture in the given format. */
export async function testPicture(format: TestPictureFormat, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })[format]().toBuffer();
}

/** A JPEG carrying EXIF text that must not survive the upload. */
export async function jpegWithExif(secret: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a5d6a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: secret, ImageDescription: secret } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims a huge size: a decompression bomb waiting to be decoded. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A multipart/form-data body with one file, as a browser sends an upload. */
export function multipartFile(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----backroom${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface PictureServerHit {
  path: string;
  /** The local address the request came in on: tells 127.0.0.1 from 127.0.0.2 and ::1. */
  localAddress: string;
}

/**
 * A web server on this machine's loopback (IPv4 and IPv6) that serves pictures, redirects,
 * huge and slow answers, and writes down every request it gets: a fetch the shop refuses must
 * leave no hit here.
 */
export class PictureServer {
  readonly hits: PictureServerHit[] = [];
  port = 0;
  private readonly server: Server;

  constructor(private readonly png: Buffer) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://picture-server');
      this.hits.push({ path: url.pathname, localAddress: request.socket.localAddress ?? '' });
      switch (url.pathname) {
        case '/picture.png':
          response.writeHead(200, { 'content-type': 'image/png' }).end(this.png);
          return;
        case '/disguised.png':
          response.writeHead(200, { 'content-type': 'image/png' }).end(SVG_WITH_SCRIPT);
          return;
        case '/redirect':
          response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
          return;
        case '/huge.png':
          response.writeHead(200, { 'content-type': 'image/png' });
          // No content-length: the size cap must count the bytes as they come.
          for (let megabyte = 0; megabyte < 11; megabyte++) response.write(Buffer.alloc(1024 * 1024));
          response.end();
          return;
        case '/slow.png':
          setTimeout(() => response.writeHead(200).end(this.png), 3_000).unref();
          return;
        default:
          response.writeHead(404).end('not here');
      }
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '::', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
