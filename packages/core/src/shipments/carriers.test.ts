import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACKING_LINKS,
  expandTrackingLink,
  KNOWN_CARRIERS,
  normalizeTrackingNumber,
  trackingLinkHost,
  trackingLinkTemplateProblem,
  trackingNumberProblem,
  usableTrackingTemplate,
  webLinkProblem,
} from './carriers.js';

describe('tracking numbers', () => {
  it('reads a number as printed on the label, spaces and dashes left out, in capitals', () => {
    expect(normalizeTrackingNumber(' 1z 999-aa1 0123456784 ')).toBe('1Z999AA10123456784');
  });

  it("takes each carrier's usual numbers", () => {
    expect(trackingNumberProblem('canada-post', '7023 2102 2123 4567')).toBeNull();
    expect(trackingNumberProblem('canada-post', 'LM123456789CA')).toBeNull();
    expect(trackingNumberProblem('purolator', '329012345678')).toBeNull();
    expect(trackingNumberProblem('ups', '1Z 999 AA1 01 2345 6784')).toBeNull();
    expect(trackingNumberProblem('fedex', '7946 1234 5678')).toBeNull();
    expect(trackingNumberProblem('canpar', 'D420352470000000001001')).toBeNull();
    expect(trackingNumberProblem('other', 'ARM-55512')).toBeNull();
  });

  it('refuses a number with a digit missing, or given to the wrong carrier, and says what one looks like', () => {
    expect(trackingNumberProblem('canada-post', '702321022123456')).toBe(
      'A Canada Post tracking number is 16 digits (some are 12), or two letters, nine digits and two letters such as LM123456789CA: check the label',
    );
    expect(trackingNumberProblem('ups', '7023210221234567')).toMatch(/^A UPS tracking number is 1Z followed by 16/);
    expect(trackingNumberProblem('fedex', '1Z999AA10123456784')).toMatch(/^A FedEx tracking number is 12 digits/);
    expect(trackingNumberProblem('other', 'ab')).toBe('A tracking number is 4 to 40 letters and digits: check the label');
    expect(trackingNumberProblem('purolator', '  ')).toBe('give the tracking number');
  });
});

describe('tracking links', () => {
  it("fills a template with the number, encoded, and the reader's language", () => {
    const template = 'https://track.example.ca/{lang}/find?n={tracking}';
    expect(expandTrackingLink(template, 'AB 12', 'en-CA')).toBe('https://track.example.ca/en/find?n=AB%2012');
    expect(expandTrackingLink(template, 'AB12', 'fr-CA')).toBe('https://track.example.ca/fr/find?n=AB12');
    expect(expandTrackingLink(DEFAULT_TRACKING_LINKS['canada-post'], '7023210221234567', 'fr-CA')).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210221234567',
    );
  });

  it('keeps every default template', () => {
    for (const carrier of KNOWN_CARRIERS) expect(trackingLinkTemplateProblem(carrier, DEFAULT_TRACKING_LINKS[carrier])).toBeNull();
  });

  it('refuses a template without one place for the number, with another placeholder, or that is not a web address', () => {
    expect(trackingLinkTemplateProblem('ups', 'https://www.ups.com/find')).toBe('put {tracking} exactly once where the tracking number goes');
    expect(trackingLinkTemplateProblem('ups', 'https://www.ups.com/{tracking}/{tracking}')).toBe('put {tracking} exactly once where the tracking number goes');
    expect(trackingLinkTemplateProblem('ups', 'https://www.ups.com/?n={number}&t={tracking}')).toMatch(/^\{number\} is not a placeholder/);
    expect(trackingLinkTemplateProblem('ups', 'javascript:alert({tracking})')).toBe('a tracking link starts with https://');
    expect(trackingLinkTemplateProblem('ups', 'track/{tracking}')).toBe('give a whole web address starting with https://');
  });

  it('keeps a template to https, without a user name, on its own carrier’s site (issue 29)', () => {
    expect(trackingLinkTemplateProblem('ups', 'http://www.ups.com/track?tracknum={tracking}')).toBe('a tracking link starts with https://');
    expect(trackingLinkTemplateProblem('canada-post', 'https://www.canadapost.ca@evil.example/{tracking}')).toBe(
      "a tracking link has no user name before the site (www.canadapost.ca@…): give the site's own address",
    );
    expect(trackingLinkTemplateProblem('canada-post', 'https://evil.example/{tracking}')).toBe(
      "a Canada Post link goes to Canada Post's own site (canadapost-postescanada.ca, canadapost.ca, postescanada-canadapost.ca, postescanada.ca), not evil.example",
    );
    // A look-alike that only ends with the carrier's name, a port, or the number in the host are not the carrier's site.
    expect(trackingLinkTemplateProblem('ups', 'https://notups.com/{tracking}')).toMatch(/^a UPS link goes to UPS's own site/);
    expect(trackingLinkTemplateProblem('ups', 'https://ups.com.evil.example/{tracking}')).toMatch(/not ups\.com\.evil\.example$/);
    expect(trackingLinkTemplateProblem('ups', 'https://www.ups.com:8443/{tracking}')).toMatch(/not www\.ups\.com:8443$/);
    expect(trackingLinkTemplateProblem('ups', 'https://{tracking}.ups.com/')).toBe('put {tracking} and {lang} after the site\'s address, not in it');
    // Another carrier's site is not this one's.
    expect(trackingLinkTemplateProblem('fedex', DEFAULT_TRACKING_LINKS.ups)).toMatch(/^a FedEx link goes to FedEx's own site/);
    // The carrier's own hosts and their subdomains, in any case.
    expect(trackingLinkTemplateProblem('purolator', 'https://WWW.Purolator.ca/{lang}/track?pin={tracking}')).toBeNull();
    expect(trackingLinkTemplateProblem('canpar', 'https://canpar.com/track/{tracking}')).toBeNull();
  });

  it('falls back to the carrier’s own page for a template saved before the rule', () => {
    expect(usableTrackingTemplate('canada-post', 'https://www.canadapost.ca@evil.example/{tracking}')).toBe(DEFAULT_TRACKING_LINKS['canada-post']);
    expect(usableTrackingTemplate('ups', 'http://www.ups.com/t?n={tracking}')).toBe(DEFAULT_TRACKING_LINKS.ups);
    expect(usableTrackingTemplate('ups', 'https://www.ups.com/t?n={tracking}')).toBe('https://www.ups.com/t?n={tracking}');
  });

  it('names the site a link goes to, for staff', () => {
    expect(trackingLinkHost('https://Track.Example.com/p?n=1')).toBe('track.example.com');
    expect(trackingLinkHost('https://www.canadapost.ca@evil.example/1')).toBeNull();
    expect(trackingLinkHost('http://example.com/1')).toBeNull();
    expect(webLinkProblem('https://user:pass@example.com/1')).toBe("a tracking link has no user name before the site (user@…): give the site's own address");
  });
});
