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

/** Why a tracking-link template cannot be kept, in words for staff; null when it can. */
export function trackingLinkTemplateProblem(template: string): string | null {
  if (template.split(TRACKING_PLACEHOLDER).length !== 2) return `put ${TRACKING_PLACEHOLDER} exactly once where the tracking number goes`;
  const unknown = /\{(?!tracking\}|lang\})[^}]*\}/.exec(template);
  if (unknown) return `${unknown[0]} is not a placeholder: use ${TRACKING_PLACEHOLDER} and, if the page has one per language, ${LANGUAGE_PLACEHOLDER}`;
  return webLinkProblem(expandTrackingLink(template, '1Z999AA10123456784', 'en-CA'));
}

/** Why a link cannot be sent to shoppers: it must be an https:// (or http://) web address. */
export function webLinkProblem(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'give a whole web address starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'a tracking link starts with https://';
  if (!url.hostname.includes('.')) return 'give the carrier site\'s whole address, such as https://www.example.ca/track?number=…';
  return null;
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
