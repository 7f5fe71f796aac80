import { describe, expect, it } from 'vitest';
import { listingColumns } from './listing-grid';

describe('cards to a row', () => {
  it('has 2 on a phone, 3 on a tablet, 4 on a laptop and 5 on a wide screen', () => {
    expect(listingColumns(390)).toBe(2);
    expect(listingColumns(599)).toBe(2);
    expect(listingColumns(600)).toBe(3);
    expect(listingColumns(900)).toBe(4);
    expect(listingColumns(1280)).toBe(5);
  });
});
