import { describe, expect, it } from 'vitest';
import { addressLimitKey, emailLimitKey } from './order-submission-limits.js';

describe('the limit key of a client address', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressLimitKey('203.0.113.5')).toBe('address:203.0.113.5');
    expect(addressLimitKey('::ffff:203.0.113.5')).toBe('address:203.0.113.5');
    expect(addressLimitKey('::FFFF:203.0.113.5')).toBe('address:203.0.113.5');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = 'address:2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::10', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:1', '2001:db8:1:2::1%eth0', '2001:db8:1:2::203.0.113.5']) {
      expect(addressLimitKey(address), address).toBe(key);
    }
    expect(addressLimitKey('2001:db8:1:3::10')).toBe('address:2001:db8:1:3::/64');
    expect(addressLimitKey('::1')).toBe('address:0:0:0:0::/64');
    expect(addressLimitKey('fe80::1')).toBe('address:fe80:0:0:0::/64');
  });
});

describe('the limit key of an e-mail', () => {
  it('ignores case, spaces and a +tag on the mailbox name', () => {
    for (const email of ['ada@example.ca', ' Ada@Example.CA ', 'ada+flowers@example.ca', 'ADA+a+b@example.ca']) {
      expect(emailLimitKey(email), email).toBe('email:ada@example.ca');
    }
    expect(emailLimitKey('bea@example.ca')).toBe('email:bea@example.ca');
    expect(emailLimitKey('+tag@example.ca')).toBe('email:+tag@example.ca');
  });
});
