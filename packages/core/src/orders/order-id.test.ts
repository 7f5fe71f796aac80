import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crockfordBase32, formatOrderId, normalizeOrderId } from './order-id.js';

describe('order ids', () => {
  it('are four groups of four Crockford characters', () => {
    expect(formatOrderId(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(formatOrderId(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(crockfordBase32(new Uint8Array([0b00001000, 0b01000011]))).toBe('111G');
  });

  it('read back the same whatever the case, spacing and look-alike letters', () => {
    expect(normalizeOrderId('7kq2 m9xa 4hrt ObcE')).toBe('7KQ2-M9XA-4HRT-0BCE');
    expect(normalizeOrderId('iL00-0000-0000-0000')).toBe('1100-0000-0000-0000');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const id = formatOrderId(bytes);
        expect(normalizeOrderId(id)).toBe(id);
        expect(normalizeOrderId(id.toLowerCase().replaceAll('-', ''))).toBe(id);
      }),
    );
  });

  it('refuse anything that cannot be one', () => {
    expect(normalizeOrderId('')).toBeNull();
    expect(normalizeOrderId('7KQ2-M9XA-4HRT')).toBeNull();
    expect(normalizeOrderId('7KQ2-M9XA-4HRT-0BCU')).toBeNull();
    expect(normalizeOrderId('../../etc/passwd')).toBeNull();
  });
});
