import { describe, expect, it } from 'vitest';
import { itemPageTitle, shopPageTitle } from './page-title.js';

describe('page titles', () => {
  it('name the shop with its subtext when it has one', () => {
    expect(shopPageTitle('The Back Room', 'Grow Supply & Florist')).toBe('The Back Room - Grow Supply & Florist');
    expect(shopPageTitle('The Back Room', '')).toBe('The Back Room');
  });

  it("name an item by its displayed name, then the shop's", () => {
    expect(itemPageTitle('FoxFarm>Nutrients>Big Bloom', 'The Back Room')).toBe('Big Bloom - The Back Room');
    expect(itemPageTitle('', 'The Back Room')).toBe('Unnamed - The Back Room');
  });
});
