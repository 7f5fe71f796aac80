import { describe, expect, it } from 'vitest';
import { documentEncoding } from './document-encoding.js';

describe('the encoding a page is sent in', () => {
  it('prefers brotli, then gzip, and sends plain HTML to a client that takes neither', () => {
    expect(documentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(documentEncoding('gzip, deflate')).toBe('gzip');
    expect(documentEncoding('identity')).toBeNull();
    expect(documentEncoding('')).toBeNull();
    expect(documentEncoding(undefined)).toBeNull();
  });

  it('honours weights: q=0 refuses a coding, a heavier gzip wins, * stands for the rest', () => {
    expect(documentEncoding('br;q=0, gzip')).toBe('gzip');
    expect(documentEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(documentEncoding('BR; q=1.0, GZIP;q=0.1')).toBe('br');
    expect(documentEncoding('*')).toBe('br');
    expect(documentEncoding('*;q=0')).toBeNull();
    expect(documentEncoding('gzip;q=0, *')).toBe('br');
    // A weight that is no number is ignored, as if it were not there.
    expect(documentEncoding('br;q=nonsense')).toBe('br');
  });
});
