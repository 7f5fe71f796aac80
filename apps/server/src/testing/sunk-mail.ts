import type { SunkMessage } from './smtp-sink.js';

/** Quoted-printable text as it was: soft line breaks joined, each =XX run read as UTF-8 bytes. */
const fromQuotedPrintable = (text: string) =>
  text.replace(/=\r\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/** RFC 2047 encoded words read back. */
const decodeWords = (text: string) =>
  text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_word, encoding: string, encoded: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64').toString('utf8') : fromQuotedPrintable(encoded.replaceAll('_', ' ')),
    );

/** The headers of a raw message or MIME part, unfolded, by lower-case name. */
function headersOf(raw: string): Map<string, string> {
  const end = raw.indexOf('\r\n\r\n');
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  return new Map(
    block.split('\r\n').flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const] : [];
    }),
  );
}

/** A header of a sunk message (encoded words decoded), or '' when it has none. */
export function mailHeader(message: SunkMessage, name: string): string {
  return decodeWords(headersOf(message.data).get(name.toLowerCase()) ?? '');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded part of a message of one content type (`text/plain`, `text/html`), or '' when it has none. */
export function mailPart(message: SunkMessage, contentType: 'text/plain' | 'text/html'): string {
  const top = headersOf(message.data);
  const boundary = /boundary="?([^";]+)"?/i.exec(top.get('content-type') ?? '')?.[1];
  const body = message.data.slice(message.data.indexOf('\r\n\r\n') + 4);
  if (!boundary) return (top.get('content-type') ?? 'text/plain').startsWith(contentType) ? decodeBody(top, body) : '';
  for (const part of body.split(`--${boundary}`)) {
    const headers = headersOf(part.replace(/^\r\n/, ''));
    if ((headers.get('content-type') ?? '').startsWith(contentType)) {
      const content = part.replace(/^\r\n/, '');
      return decodeBody(headers, content.slice(content.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, ''));
    }
  }
  return '';
}
