import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { listingColumns } from './listing-grid';

describe('cards to a row', () => {
  const { values } = createTheme().breakpoints;

  it('has 2 on a phone, 3 on a tablet, 4 on a laptop and 5 on a wide screen', () => {
    expect(listingColumns(390, values)).toBe(2);
    expect(listingColumns(599, values)).toBe(2);
    expect(listingColumns(600, values)).toBe(3);
    expect(listingColumns(900, values)).toBe(4);
    expect(listingColumns(1280, values)).toBe(5);
  });
});
