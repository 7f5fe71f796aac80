import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type DocumentEncoding = 'br' | 'gzip' | null;

/**
 * The encoding to send a page in from the request's Accept-Encoding: brotli, else gzip, else
 * none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** A page's HTML in the encoding chosen: brotli at a level that costs about a millisecond a page. */
export async function encodeDocument(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  return gzipAsync(html, { level: 6 });
}
