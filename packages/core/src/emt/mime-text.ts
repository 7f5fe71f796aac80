/**
 * Just enough of RFC 5322 and MIME (RFC 2045-2047) to read a notice's text out of an .eml file:
 * headers, multipart bodies, quoted-printable and base64, charsets, encoded-word headers. Works on
 * "binary strings" (one character a byte) so that no Node Buffer is needed: core runs in browsers.
 */

/** The text of a message, or why it cannot be read. */
export type MimeText = { ok: true; headers: Map<string, string>; text: string } | { ok: false; message: string };

interface Part {
  headers: Map<string, string>;
  body: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function bytesToBinary(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 8192) binary += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return binary;
}

const binaryToBytes = (binary: string) => Uint8Array.from(binary, (character) => character.charCodeAt(0) & 0xff);

function decodeBase64(text: string): string | null {
  const clean = text.replace(/[\s=]/g, '');
  if (/[^A-Za-z0-9+/]/.test(clean)) return null;
  let binary = '';
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(character);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      binary += String.fromCharCode((buffer >>> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  return binary;
}

function decodeQuotedPrintable(text: string, underscoresAreSpaces = false): string {
  const soft = text.replace(/=\r?\n/g, '');
  const spaced = underscoresAreSpaces ? soft.replaceAll('_', ' ') : soft;
  return spaced.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Bytes (as a binary string) as text in a charset; null for a charset no decoder knows. */
function decodeCharset(binary: string, charset: string): string | null {
  try {
    // WHATWG decoders read ISO-8859-1 as Windows-1252, which is what mailers mean by it anyway.
    return new TextDecoder(charset.trim().toLowerCase() || 'us-ascii').decode(binaryToBytes(binary));
  } catch {
    return null;
  }
}

/** A header's value with its RFC 2047 encoded words ("=?UTF-8?Q?C=C3=B4t=C3=A9?=") decoded. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (word, charset: string, encoding: string, encoded: string) => {
      const binary = encoding.toUpperCase() === 'B' ? decodeBase64(encoded) : decodeQuotedPrintable(encoded, true);
      return (binary === null ? null : decodeCharset(binary, charset)) ?? word;
    });
}

/** A header's raw bytes as text: RFC 6532 allows UTF-8; older mailers sent Latin-1 unencoded. */
function headerText(binary: string): string {
  const utf8 = decodeCharset(binary, 'utf-8') ?? binary;
  return utf8.includes('\uFFFD') ? (decodeCharset(binary, 'windows-1252') ?? binary) : utf8;
}

function readHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(binary: string): Part | null {
  const match = /\r?\n\r?\n/.exec(binary);
  if (!match) return null;
  const headerBlock = binary.slice(0, match.index);
  if (!/^[\w-]+:/m.test(headerBlock)) return null;
  return { headers: readHeaders(headerBlock), body: binary.slice(match.index + match[0].length) };
}

/** A structured header's value and parameters: `text/plain; charset="utf-8"`. */
function headerParameters(value: string | undefined): { value: string; parameters: Map<string, string> } {
  const [head = '', ...rest] = (value ?? '').split(';');
  const parameters = new Map<string, string>();
  for (const parameter of rest) {
    const equals = parameter.indexOf('=');
    if (equals > 0) parameters.set(parameter.slice(0, equals).trim().toLowerCase(), parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return { value: head.trim().toLowerCase(), parameters };
}

/** The text/plain and text/html parts of a part, in the order met, each decoded to text. */
function textParts(part: Part, found: { type: string; text: string | null }[]): string | null {
  const contentType = headerParameters(part.headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  if (contentType.value.startsWith('multipart/')) {
    const boundary = contentType.parameters.get('boundary');
    if (!boundary) return 'a multipart part without a boundary';
    const pieces = part.body.split(new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?$`, 'm'));
    for (const piece of pieces.slice(1, -1)) {
      const child = splitPart(piece.replace(/^\r?\n/, ''));
      if (child) {
        const problem = textParts(child, found);
        if (problem) return problem;
      }
    }
    return null;
  }
  if (contentType.value !== 'text/plain' && contentType.value !== 'text/html') return null;
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let binary: string | null;
  if (encoding === 'base64') binary = decodeBase64(part.body);
  else if (encoding === 'quoted-printable') binary = decodeQuotedPrintable(part.body);
  else if (['7bit', '8bit', 'binary'].includes(encoding)) binary = part.body;
  else return `the transfer encoding "${encoding}"`;
  if (binary === null) return 'a base64 part that is not base64';
  const charset = contentType.parameters.get('charset') ?? 'us-ascii';
  const text = decodeCharset(binary, charset);
  if (text === null) return `the charset "${charset}"`;
  found.push({ type: contentType.value, text });
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', eacute: 'é', egrave: 'è', ecirc: 'ê', agrave: 'à', acirc: 'â', ccedil: 'ç', ocirc: 'ô', ucirc: 'û', icirc: 'î', euml: 'ë', iuml: 'ï', rsquo: '’', lsquo: '‘', ndash: '–', mdash: '—' };

/** An HTML body as the lines a reader sees: blocks and breaks become line ends, tags and scripts go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>|<\/(?:p|div|tr|li|h[1-6]|table|blockquote)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The readable text of an .eml file (its text/plain part, else its HTML stripped), with its headers decoded. */
export function readMimeText(raw: Uint8Array | string): MimeText {
  // A string is taken as the file read as UTF-8: its 8-bit parts are already text, so back to bytes.
  const binary = typeof raw === 'string' ? bytesToBinary(new TextEncoder().encode(raw)) : bytesToBinary(raw);
  const message = splitPart(binary.replace(/^\uFEFF|^\xEF\xBB\xBF/, ''));
  if (!message) return { ok: false, message: 'This is not an e-mail file: it has no headers followed by a blank line.' };
  const found: { type: string; text: string | null }[] = [];
  const problem = textParts(message, found);
  if (problem) return { ok: false, message: `This e-mail cannot be read: it uses ${problem}.` };
  const plain = found.find((part) => part.type === 'text/plain' && part.text?.trim());
  const html = found.find((part) => part.type === 'text/html' && part.text?.trim());
  const text = plain?.text ?? (html?.text ? htmlToText(html.text) : null);
  if (text === null) return { ok: false, message: 'This e-mail has no text or HTML part to read.' };
  const headers = new Map([...message.headers].map(([name, value]) => [name, decodeHeaderWords(headerText(value))]));
  return { ok: true, headers, text: text.replace(/\r\n?/g, '\n') };
}
