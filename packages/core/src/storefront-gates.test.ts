import { describe, expect, it } from 'vitest';
import { gateFor, INFORMATION_PATHS } from './storefront-gates.js';

const newcomer = { ageConfirmed: false, siteNoticeAcknowledged: false };
const adult = { ageConfirmed: true, siteNoticeAcknowledged: false };
const acknowledged = { ageConfirmed: false, siteNoticeAcknowledged: true };
const open = { age_check: false, site_disabled: false };
const ageChecked = { age_check: true, site_disabled: false };
const closed = { age_check: false, site_disabled: true };
const closedAndAgeChecked = { age_check: true, site_disabled: true };

describe('gateFor', () => {
  it('puts the age gate before every page but the information pages while the age check is not passed', () => {
    expect(gateFor(ageChecked, newcomer, '/')).toBe('age');
    expect(gateFor(ageChecked, newcomer, '/category/base-nutrients')).toBe('age');
    expect(gateFor(ageChecked, newcomer, '/about')).toBe('age');
    for (const path of ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/contact', '/contact/']) {
      expect(gateFor(ageChecked, newcomer, path), path).toBeNull();
    }
    expect(gateFor(ageChecked, adult, '/')).toBeNull();
  });

  it('lets a newcomer read the information pages of a closed shop before the age gate', () => {
    for (const path of INFORMATION_PATHS) expect(gateFor(closedAndAgeChecked, newcomer, path), path).toBeNull();
    expect(gateFor(closedAndAgeChecked, newcomer, '/')).toBe('age');
  });

  it('puts the closed-shop gate before every page, information pages too, once the age gate is passed or off', () => {
    for (const path of ['/', '/tos', '/contact', '/order/cart']) {
      expect(gateFor(closed, newcomer, path), path).toBe('site-disabled');
      expect(gateFor(closedAndAgeChecked, adult, path), path).toBe('site-disabled');
      expect(gateFor(closed, acknowledged, path), path).toBeNull();
    }
  });

  it('stands before nothing in an open shop without an age check', () => {
    expect(gateFor(open, newcomer, '/')).toBeNull();
  });
});
