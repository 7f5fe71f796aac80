/**
 * The readable text of an .eml file, read by postal-mime (a maintained MIME parser that runs in
 * browsers and Node alike, so core stays free of I/O), bounded in nesting depth and header size.
 * What the notice reader needs on top is small and ours: the text part first, else the HTML part as
 * lines, and a clear refusal for an encoding or charset that would only give garbled text.
 */
import PostalMime, { decodeWords } from 'postal-mime';

/** The text of a message, or why it cannot be read. */
export type MimeText = { ok: true; headers: Map<string, string>; text: string } | { ok: false; message: string; nestedTooDeep?: true };

/** Deeper than any mailer nests a notice; past it a file is refused instead of walked (issue 29). */
export const MAX_MIME_DEPTH = 20;
const MAX_HEADER_BYTES = 256 * 1024;
const TRANSFER_ENCODINGS = new Set(['', '7bit', '8bit', 'binary', 'base64', 'quoted-printable']);

/** The parts of postal-mime's parsed tree we read: its types name them internal, the parser keeps them. */
interface MimeNodeView {
  contentType: { parsed: { value: string; params: Record<string, string | undefined> } };
  contentTransferEncoding: { encoding: string };
  childNodes: MimeNodeView[];
  getTextContent(): string;
}

const knownCharset = (charset: string) => {
  try {
    new TextDecoder(charset.trim().toLowerCase() || 'us-ascii');
    return true;
  } catch {
    return false;
  }
};

/** The text/plain and text/html parts in the order met, or what makes one unreadable. */
function textParts(root: MimeNodeView): { type: string; text: string }[] | string {
  const found: { type: string; text: string }[] = [];
  // Depth-first in document order, without recursion (the parser bounds the depth already).
  const waiting: MimeNodeView[] = [root];
  for (let node = waiting.pop(); node; node = waiting.pop()) {
    const type = node.contentType.parsed.value.toLowerCase();
    if (type.startsWith('multipart/')) {
      waiting.push(...[...node.childNodes].reverse());
      continue;
    }
    if (type !== 'text/plain' && type !== 'text/html') continue;
    const encoding = node.contentTransferEncoding.encoding.toLowerCase();
    if (!TRANSFER_ENCODINGS.has(encoding)) return `the transfer encoding "${encoding}"`;
    const charset = node.contentType.parsed.params.charset ?? 'us-ascii';
    if (!knownCharset(charset)) return `the charset "${charset}"`;
    found.push({ type, text: node.getTextContent() });
  }
  return found;
}

/** A header's value with its RFC 2047 encoded words ("=?UTF-8?Q?C=C3=B4t=C3=A9?=") decoded; a word in an unknown charset stays as written. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (word, charset: string) => (knownCharset(charset) ? decodeWords(word) : word));
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
      if (name[0] === '#') {
        const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const withoutByteOrderMark = (raw: Uint8Array | string) =>
  typeof raw === 'string' ? raw.replace(/^\uFEFF/, '') : raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? raw.subarray(3) : raw;

/** The readable text of an .eml file (its text/plain part, else its HTML stripped), with its headers decoded. */
export async function readMimeText(raw: Uint8Array | string): Promise<MimeText> {
  const parser = new PostalMime({ maxNestingDepth: MAX_MIME_DEPTH, maxHeadersSize: MAX_HEADER_BYTES });
  let email: Awaited<ReturnType<PostalMime['parse']>>;
  try {
    email = await parser.parse(withoutByteOrderMark(raw));
  } catch (error) {
    if (error instanceof Error && /nesting depth/i.test(error.message)) {
      return { ok: false, nestedTooDeep: true, message: `This e-mail cannot be read: its parts are nested more than ${MAX_MIME_DEPTH} deep.` };
    }
    return { ok: false, message: 'This e-mail cannot be read: its headers are too large.' };
  }
  if (!email.headerLines.some((header) => /^[\w-]+:/.test(header.line))) {
    return { ok: false, message: 'This is not an e-mail file: it has no headers followed by a blank line.' };
  }
  const found = textParts((parser as unknown as { root: MimeNodeView }).root);
  if (typeof found === 'string') return { ok: false, message: `This e-mail cannot be read: it uses ${found}.` };
  const plain = found.find((part) => part.type === 'text/plain' && part.text.trim());
  const html = found.find((part) => part.type === 'text/html' && part.text.trim());
  const text = plain?.text ?? (html ? htmlToText(html.text) : null);
  if (text === null) return { ok: false, message: 'This e-mail has no text or HTML part to read.' };
  const headers = new Map<string, string>();
  for (const { key, value } of email.headers) if (!headers.has(key)) headers.set(key, decodeHeaderWords(value));
  return { ok: true, headers, text: text.replace(/\r\n?/g, '\n') };
}
