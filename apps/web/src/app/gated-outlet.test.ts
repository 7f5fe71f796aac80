import { parseStoredCart } from '@backroom/core/cart';
import { describe, expect, it } from 'vitest';
import { makeClientConfig } from '../testing/render-with-shop';
import { gateFor, INFORMATION_PATHS } from './gated-outlet';

const newcomer = parseStoredCart(null);
const adult = parseStoredCart(JSON.stringify({ customerAddress: { ageCheck: true } }));
const ageChecked = makeClientConfig({ age_check: true });
const closed = makeClientConfig({ site_disabled: true });
const closedAndAgeChecked = makeClientConfig({ age_check: true, site_disabled: true });

describe('gateFor', () => {
  it('puts the age gate before every page but the information pages while the age check is not passed', () => {
    expect(gateFor(ageChecked, newcomer, '/', false)).toBe('age');
    expect(gateFor(ageChecked, newcomer, '/category/base-nutrients', false)).toBe('age');
    expect(gateFor(ageChecked, newcomer, '/about', false)).toBe('age');
    for (const path of ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/contact', '/contact/']) {
      expect(gateFor(ageChecked, newcomer, path, false), path).toBeNull();
    }
    expect(gateFor(ageChecked, adult, '/', false)).toBeNull();
  });

  it('lets a newcomer read the information pages of a closed shop before the age gate', () => {
    for (const path of INFORMATION_PATHS) expect(gateFor(closedAndAgeChecked, newcomer, path, false), path).toBeNull();
    expect(gateFor(closedAndAgeChecked, newcomer, '/', false)).toBe('age');
  });

  it('puts the closed-shop gate before every page, information pages too, once the age gate is passed or off', () => {
    for (const path of ['/', '/tos', '/contact', '/order/cart']) {
      expect(gateFor(closed, newcomer, path, false), path).toBe('site-disabled');
      expect(gateFor(closedAndAgeChecked, adult, path, false), path).toBe('site-disabled');
      expect(gateFor(closed, newcomer, path, true), path).toBeNull();
    }
  });

  it('stands before nothing in an open shop without an age check', () => {
    expect(gateFor(makeClientConfig(), newcomer, '/', false)).toBeNull();
  });
});
