/** A message as a mail reader shows it: its subject, and its text and HTML parts decoded. */
export interface ReadMessage {
  subject: string;
  contentType: string;
  text: string;
  html: string | null;
}

const headerBlock = (raw: string) => {
  const end = raw.indexOf('\r\n\r\n');
  return { head: raw.slice(0, end).replace(/\r\n[ \t]+/g, ' '), body: raw.slice(end + 4) };
};

const headerOf = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';

const bytesAsText = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

const fromQuotedPrintable = (text: string) => bytesAsText(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** A header's RFC 2047 encoded words read back (whitespace between two of them is not text). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replaceAll('_', ' ')),
    );

function decodeBody(head: string, body: string): string {
  const encoding = headerOf(head, 'Content-Transfer-Encoding').trim().toLowerCase();
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Each leaf part of a (possibly multipart) entity: its content type and decoded body. */
function leafParts(raw: string): { type: string; body: string }[] {
  const { head, body } = headerBlock(raw);
  const type = headerOf(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [{ type: type.split(';')[0]!.trim().toLowerCase(), body: decodeBody(head, body) }];
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return parts.flatMap((part) => leafParts(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

/** Reads a raw message a mail server received. */
export function readMessage(raw: string): ReadMessage {
  const { head } = headerBlock(raw);
  const parts = leafParts(raw);
  return {
    subject: decodeWords(headerOf(head, 'Subject')),
    contentType: headerOf(head, 'Content-Type').split(';')[0]!.trim().toLowerCase(),
    text: parts.find((part) => part.type === 'text/plain')?.body.replace(/\r\n/g, '\n') ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body.replace(/\r\n/g, '\n') ?? null,
  };
}
