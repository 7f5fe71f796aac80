import type { Locale } from '../locale.js';

/** The carriers the shop ships with and keeps a tracking-link template for. */
export const KNOWN_CARRIERS = ['canada-post', 'purolator', 'ups', 'fedex', 'canpar'] as const;
export type KnownCarrier = (typeof KNOWN_CARRIERS)[number];

/** Every carrier a parcel may name: a known one, or another with the link staff give for it. */
export const CARRIERS = [...KNOWN_CARRIERS, 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** A carrier's name as the shopper and staff read it (the same in both languages). */
export const CARRIER_NAMES: Readonly<Record<KnownCarrier, string>> = {
  'canada-post': 'Canada Post',
  purolator: 'Purolator',
  ups: 'UPS',
  fedex: 'FedEx',
  canpar: 'Canpar',
};

/** What a tracking-link template is filled with: the tracking number, and the reader's language (`en` or `fr`). */
export const TRACKING_PLACEHOLDER = '{tracking}';
export const LANGUAGE_PLACEHOLDER = '{lang}';

/** The carriers' public tracking pages as they were in 2026; a store changes them in its settings when a carrier moves its page. */
export const DEFAULT_TRACKING_LINKS: Readonly<Record<KnownCarrier, string>> = {
  'canada-post': 'https://www.canadapost-postescanada.ca/track-reperage/{lang}#/search?searchFor={tracking}',
  purolator: 'https://www.purolator.com/{lang}/shipping/tracker?pin={tracking}',
  ups: 'https://www.ups.com/track?loc={lang}_CA&tracknum={tracking}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={tracking}&locale={lang}_CA',
  canpar: 'https://www.canpar.com/{lang}/tracking/delivery_options.htm?barcode={tracking}',
};

/**
 * The hosts each carrier's tracking pages are on (a subdomain of one counts): a store's template
 * for a carrier may send shoppers nowhere else (docs/decisions/055).
 */
export const CARRIER_HOSTS: Readonly<Record<KnownCarrier, readonly string[]>> = {
  'canada-post': ['canadapost-postescanada.ca', 'canadapost.ca', 'postescanada-canadapost.ca', 'postescanada.ca'],
  purolator: ['purolator.com', 'purolator.ca'],
  ups: ['ups.com'],
  fedex: ['fedex.com', 'fedex.ca'],
  canpar: ['canpar.com', 'canpar.ca'],
};

/** True when `host` is one of the carrier's hosts or a subdomain of one. */
function isCarrierHost(carrier: KnownCarrier, host: string): boolean {
  return CARRIER_HOSTS[carrier].some((own) => host === own || host.endsWith(`.${own}`));
}

/**
 * Why a template's placeholders are not right, in words for staff; null when they are: what every
 * stored template keeps, however old. A template read for a link is checked with trackingLinkTemplateProblem.
 */
export function trackingPlaceholderProblem(template: string): string | null {
  if (template.split(TRACKING_PLACEHOLDER).length !== 2) return `put ${TRACKING_PLACEHOLDER} exactly once where the tracking number goes`;
  const unknown = /\{(?!tracking\}|lang\})[^}]*\}/.exec(template);
  if (unknown) return `${unknown[0]} is not a placeholder: use ${TRACKING_PLACEHOLDER} and, if the page has one per language, ${LANGUAGE_PLACEHOLDER}`;
  return null;
}

/**
 * Why a carrier's tracking-link template cannot be kept, in words for staff; null when it can:
 * its placeholders, an https link without a user name, on the carrier's own host whatever the
 * tracking number and language put in it.
 */
export function trackingLinkTemplateProblem(carrier: KnownCarrier, template: string): string | null {
  const placeholders = trackingPlaceholderProblem(template);
  if (placeholders) return placeholders;
  const link = webLinkProblem(expandTrackingLink(template, '1Z999AA10123456784', 'en-CA'));
  if (link) return link;
  const hosts = [expandTrackingLink(template, '1Z999AA10123456784', 'en-CA'), expandTrackingLink(template, '0', 'fr-CA')].map((expanded) => new URL(expanded).host);
  if (hosts[0] !== hosts[1]) return `put ${TRACKING_PLACEHOLDER} and ${LANGUAGE_PLACEHOLDER} after the site's address, not in it`;
  const url = new URL(expandTrackingLink(template, '0', 'en-CA'));
  if (url.port !== '' || !isCarrierHost(carrier, url.hostname)) {
    return `a ${CARRIER_NAMES[carrier]} link goes to ${CARRIER_NAMES[carrier]}'s own site (${CARRIER_HOSTS[carrier].join(', ')}), not ${url.host}`;
  }
  return null;
}

/** The template a carrier's links are made from: the store's, or the carrier's default when the store's breaks the rule (saved before it). */
export function usableTrackingTemplate(carrier: KnownCarrier, template: string): string {
  return trackingLinkTemplateProblem(carrier, template) === null ? template : DEFAULT_TRACKING_LINKS[carrier];
}

/** Why a link cannot be sent to shoppers, in words for staff; null when it can: a whole https:// web address without a user name. */
export function webLinkProblem(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'give a whole web address starting with https://';
  }
  if (url.protocol !== 'https:') return 'a tracking link starts with https://';
  if (url.username !== '' || url.password !== '') return `a tracking link has no user name before the site (${url.username}@…): give the site's own address`;
  if (!url.hostname.includes('.')) return "give the carrier site's whole address, such as https://www.example.ca/track?number=…";
  return null;
}

/** The site a link sends shoppers to (`www.example.ca`), for staff to see before they save it; null when it is no link to send. */
export function trackingLinkHost(link: string): string | null {
  return webLinkProblem(link) === null ? new URL(link).host : null;
}

/** A template with the tracking number (URL-encoded) and the reader's language filled in. */
export function expandTrackingLink(template: string, trackingNumber: string, locale: Locale): string {
  return template.replaceAll(LANGUAGE_PLACEHOLDER, locale === 'fr-CA' ? 'fr' : 'en').replace(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}

/** A tracking number as carriers print it, ready to compare and to put in a link: capitals, no spaces or dashes. */
export function normalizeTrackingNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

interface TrackingNumberShape {
  patterns: readonly RegExp[];
  /** What a number of this carrier looks like, for staff who typed something else. */
  looksLike: string;
}

// Shapes only, to catch a digit left out or a number given to the wrong carrier; check digits are
// not tested, so a real number in a format not listed here is never refused for its arithmetic.
const TRACKING_NUMBER_SHAPES: Readonly<Record<Carrier, TrackingNumberShape>> = {
  'canada-post': {
    patterns: [/^\d{12}$/, /^\d{16}$/, /^[A-Z]{2}\d{9}[A-Z]{2}$/],
    looksLike: '16 digits (some are 12), or two letters, nine digits and two letters such as LM123456789CA',
  },
  purolator: { patterns: [/^[A-Z]{0,3}\d{9,15}$/], looksLike: '12 digits (some start with up to 3 letters)' },
  ups: { patterns: [/^1Z[0-9A-Z]{16}$/, /^T\d{10}$/, /^\d{9}$/], looksLike: '1Z followed by 16 letters and digits, such as 1Z999AA10123456784' },
  fedex: { patterns: [/^\d{12}$/, /^\d{15}$/, /^\d{20}$/, /^\d{22}$/], looksLike: '12 digits (or 15, 20 or 22)' },
  canpar: { patterns: [/^[A-Z]?\d{10,22}$/], looksLike: 'a D followed by about 21 digits, or the digits alone' },
  other: { patterns: [/^[0-9A-Z]{4,40}$/], looksLike: '4 to 40 letters and digits' },
};

/** Why a tracking number (as typed) cannot be one of this carrier's, in words for staff; null when it can. */
export function trackingNumberProblem(carrier: Carrier, typed: string): string | null {
  const number = normalizeTrackingNumber(typed);
  const shape = TRACKING_NUMBER_SHAPES[carrier];
  if (number === '') return 'give the tracking number';
  if (shape.patterns.some((pattern) => pattern.test(number))) return null;
  const name = carrier === 'other' ? 'A' : `A ${CARRIER_NAMES[carrier]}`;
  return `${name} tracking number is ${shape.looksLike}: check the label`;
}
