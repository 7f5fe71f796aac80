import type { ShippingMethodCode } from '@backroom/core/client-config';
import type { CanadaPostSettings } from './shipping-settings.js';

/** Our Canada Post methods and Canada Post's service codes for them. */
export const CANADA_POST_SERVICES = {
  'CP.RP': 'DOM.RP',
  'CP.EP': 'DOM.EP',
  'CP.XP': 'DOM.XP',
  'CP.PC': 'DOM.PC',
} as const satisfies Partial<Record<ShippingMethodCode, string>>;
export type CanadaPostMethodCode = keyof typeof CANADA_POST_SERVICES;

export function isCanadaPostMethod(code: string): code is CanadaPostMethodCode {
  return Object.hasOwn(CANADA_POST_SERVICES, code);
}

/** One service's live rate. */
export interface CanadaPostRate {
  /** Cents before tax: the shop adds 15% on shipping itself. */
  price: number;
  /** Business days Canada Post expects; null when it does not say. */
  transitDays: number | null;
}

export interface CanadaPostParcel {
  originPostal: string;
  destinationPostal: string;
  weightKg: number;
}

/** Canada Post could not be asked, or did not answer with rates. */
export class CanadaPostError extends Error {
  override readonly name = 'CanadaPostError';
}

const MEDIA_TYPE = 'application/vnd.cpc.ship.rate-v4+xml';
const RATE_NAMESPACE = 'http://www.canadapost.ca/ws/ship/rate-v4';
const HOSTS = { production: 'https://soa-gw.canadapost.ca', development: 'https://ct.soa-gw.canadapost.ca' } as const;
const MAX_PARCEL_KG = 30;
const MIN_PARCEL_KG = 0.1;

/** A parcel's weight from its item count: each item weighs the configured amount. */
export function parcelWeightKg(settings: CanadaPostSettings, itemCount: number): number {
  return Math.min(MAX_PARCEL_KG, Math.max(MIN_PARCEL_KG, itemCount * settings.itemWeightKg));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The Get Rates request: a mailing scenario for one parcel within Canada. */
export function mailingScenarioXml(settings: CanadaPostSettings, parcel: CanadaPostParcel): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<mailing-scenario xmlns="${RATE_NAMESPACE}">`,
    `<customer-number>${escapeXml(settings.customerNumber)}</customer-number>`,
    settings.contractId ? `<contract-id>${escapeXml(settings.contractId)}</contract-id>` : '',
    `<parcel-characteristics><weight>${parcel.weightKg.toFixed(3)}</weight></parcel-characteristics>`,
    `<origin-postal-code>${escapeXml(parcel.originPostal)}</origin-postal-code>`,
    `<destination><domestic><postal-code>${escapeXml(parcel.destinationPostal)}</postal-code></domestic></destination>`,
    '</mailing-scenario>',
  ].join('');
}

/** The text of every element of a name (any namespace prefix), in document order. */
function elementTexts(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1]!.trim());
}

function firstText(xml: string, name: string): string | undefined {
  return elementTexts(xml, name)[0];
}

function dollarsToCents(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new CanadaPostError(`Canada Post sent an amount that is not a number: '${text.slice(0, 20)}'`);
  return Math.round(Number(text) * 100);
}

/** Reads a `price-quotes` answer into a rate per method we offer; other services are left out. */
export function parsePriceQuotes(xml: string): Map<CanadaPostMethodCode, CanadaPostRate> {
  if (!/<(?:[\w.-]+:)?price-quotes[\s>]/.test(xml)) throw new CanadaPostError('Canada Post answered without price quotes');
  const rates = new Map<CanadaPostMethodCode, CanadaPostRate>();
  for (const quote of elementTexts(xml, 'price-quote')) {
    const serviceCode = firstText(quote, 'service-code');
    const method = (Object.keys(CANADA_POST_SERVICES) as CanadaPostMethodCode[]).find((code) => CANADA_POST_SERVICES[code] === serviceCode);
    if (!method) continue;
    const details = firstText(quote, 'price-details') ?? '';
    const taxes = firstText(details, 'taxes') ?? '';
    const tax = ['gst', 'pst', 'hst'].reduce((sum, name) => sum + dollarsToCents(firstText(taxes, name)), 0);
    const due = firstText(details, 'due');
    if (due === undefined) throw new CanadaPostError(`Canada Post quoted ${serviceCode} without an amount due`);
    const transit = firstText(firstText(quote, 'service-standard') ?? '', 'expected-transit-time');
    rates.set(method, {
      price: Math.max(0, dollarsToCents(due) - tax),
      transitDays: transit !== undefined && /^\d{1,3}$/.test(transit) ? Number(transit) : null,
    });
  }
  return rates;
}

/** Canada Post's own words about a failure, from its `messages` document. */
function describeMessages(xml: string): string {
  const codes = elementTexts(xml, 'code');
  const descriptions = elementTexts(xml, 'description');
  const parts = descriptions.map((description, index) => `${codes[index] ?? '?'} ${description}`);
  return parts.length > 0 ? parts.join('; ').slice(0, 300) : 'no message';
}

/**
 * Asks Canada Post's rating service (REST "Get Rates", rate-v4) for the domestic services'
 * prices of one parcel. Throws CanadaPostError on any failure, including the timeout.
 */
export async function fetchCanadaPostRates(settings: CanadaPostSettings, parcel: CanadaPostParcel): Promise<Map<CanadaPostMethodCode, CanadaPostRate>> {
  const base = settings.endpoint ?? HOSTS[settings.environment];
  const url = new URL('/rs/ship/price', base);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: MEDIA_TYPE,
        'content-type': MEDIA_TYPE,
        'accept-language': 'en-CA',
        authorization: `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`,
      },
      body: mailingScenarioXml(settings, parcel),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new CanadaPostError(timedOut ? `Canada Post did not answer within ${settings.timeoutMs} ms` : 'Canada Post could not be reached', {
      cause: error,
    });
  }
  if (!response.ok) throw new CanadaPostError(`Canada Post answered ${response.status}: ${describeMessages(body)}`);
  return parsePriceQuotes(body);
}
