import type { ClientConfig, ShippingMethodCode, StoreAddress } from '@backroom/core/client-config';
import { ClientConfigBody } from '@backroom/core/client-config-body';
import { formatCents, parseDollars } from '@backroom/core/money';
import { type ShippingSettingsBody, ShippingSettingsBody as ShippingSettingsSchema, type ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { SHIPPING_ZONES, type ShippingZone } from '@backroom/core/shipping/shipping-zone';
import { PST_PROVINCES, type TaxMode, type TaxRegistration } from '@backroom/core/tax/sales-tax';

/** Problems by field key (`product_name`, `menus.0.url`, `rates.CP.RP.zones.NS.prices.1.price`). */
export type FormErrors = Record<string, string>;

type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

let nextKey = 0;
/** A key for a row React keeps while rows are added, removed and moved. */
const rowKey = () => ++nextKey;

/** The storefront settings as typed: pixels as text, menu rows with a stable key. */
export interface ConfigForm {
  product_name: string;
  product_subtext: string;
  description: string;
  welcome_text: string;
  email: string;
  phone: string;
  url: string;
  menus: { key: number; name: string; url: string }[];
  logo: { left: string; top: string; height: string };
  fonts: { title: string; menu: string };
  site_disabled: boolean;
  age_check: boolean;
  gift_card: boolean;
  shipping: ShippingMethodCode[];
  address: StoreAddress;
  tax_mode: TaxMode;
  tax_registrations: TaxRegistration[];
}

export function formFromConfig(config: ClientConfig): ConfigForm {
  const { general } = config;
  return {
    product_name: general.product_name,
    product_subtext: general.product_subtext,
    description: general.description,
    welcome_text: general.welcome_text,
    email: general.email,
    phone: general.phone,
    url: general.url,
    menus: general.menus.map((menu) => ({ key: rowKey(), ...menu })),
    logo: { left: String(general.logo.left), top: String(general.logo.top), height: String(general.logo.height) },
    fonts: { ...general.fonts },
    site_disabled: general.site_disabled,
    age_check: general.age_check,
    gift_card: general.gift_card,
    shipping: [...general.shipping],
    address: { ...general.address },
    tax_mode: general.tax_mode ?? 'flat',
    tax_registrations: [...(general.tax_registrations ?? [])],
  };
}

export function newMenuRow(): ConfigForm['menus'][number] {
  return { key: rowKey(), name: '', url: '' };
}

/** The rows with row `index` moved by `by` (-1 up, +1 down); unchanged at either end. */
export function moveRow<Row>(rows: readonly Row[], index: number, by: -1 | 1): Row[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Offers or stops offering a method, keeping the store's order of the others (a new one goes last). */
export function toggleMethod(offered: readonly ShippingMethodCode[], code: ShippingMethodCode, on: boolean): ShippingMethodCode[] {
  const without = offered.filter((candidate) => candidate !== code);
  return on ? [...without, code] : without;
}

/** Registers or unregisters the store for a province's PST or QST; the list stays in BC, MB, SK, QC order. */
export function toggleRegistration(registered: readonly TaxRegistration[], code: TaxRegistration, on: boolean): TaxRegistration[] {
  return PST_PROVINCES.filter((province) => (province === code ? on : registered.includes(province)));
}

const wholeNumber = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Zod's issues as field keys; `prefix` (e.g. `general.`) is dropped. */
function issuesByKey(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: RegExp = /^/): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.').replace(prefix, '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The configuration to send: what the form says over what was read (parts the form does not
 * show, such as payment providers, go back as they were), checked by the server's own rules.
 */
export function configFromForm(form: ConfigForm, read: ClientConfig): Outcome<ClientConfig> {
  const errors: FormErrors = {};
  const logo = { left: wholeNumber(form.logo.left), top: wholeNumber(form.logo.top), height: wholeNumber(form.logo.height) };
  for (const [side, value] of Object.entries(logo)) if (value === null) errors[`logo.${side}`] = 'a whole number of pixels';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const config: ClientConfig = {
    ...read,
    general: {
      ...read.general,
      product_name: form.product_name,
      product_subtext: form.product_subtext,
      description: form.description,
      welcome_text: form.welcome_text,
      email: form.email.trim(),
      phone: form.phone,
      url: form.url.trim(),
      menus: form.menus.map(({ name, url }) => ({ name, url: url.trim() })),
      logo: { left: logo.left!, top: logo.top!, height: logo.height! },
      fonts: form.fonts,
      site_disabled: form.site_disabled,
      age_check: form.age_check,
      gift_card: form.gift_card,
      shipping: form.shipping,
      address: form.address,
      tax_mode: form.tax_mode,
      tax_registrations: form.tax_registrations,
    },
  };
  const parsed = ClientConfigBody.safeParse(config);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesByKey(parsed.error.issues, /^general\./) };
}

/** One price band as typed: from what subtotal, what price, both in dollars. */
export interface BandForm {
  key: number;
  from: string;
  price: string;
}
export interface ZoneForm {
  zone: ShippingZone;
  minDays: string;
  maxDays: string;
  bands: BandForm[];
  /** Free from this subtotal in dollars; empty: never free. */
  free: string;
}
export interface MethodForm {
  code: ShippingMethodCode;
  name: string;
  zones: ZoneForm[];
}
export interface ShippingForm {
  originPostal: string;
  radiusKm: string;
  methods: MethodForm[];
}

/** Cents as typed dollars: 1195 → "11.95". */
export const dollars = (cents: number) => formatCents(cents).replace(/^\$/, '').replaceAll(',', '');

export const ZONE_LABELS: Record<ShippingZone, string> = {
  NS: 'Nova Scotia',
  ATLANTIC: 'NB, PE, NL',
  CENTRAL: 'QC, ON',
  PRAIRIES: 'MB, SK, AB',
  BC: 'British Columbia',
  TERRITORIES: 'YT, NT, NU',
};

export function newZoneRow(zone: ShippingZone): ZoneForm {
  return { zone, minDays: '', maxDays: '', bands: [{ key: rowKey(), from: '0.00', price: '' }], free: '' };
}

export function newBandRow(): BandForm {
  return { key: rowKey(), from: '', price: '' };
}

export function shippingFormFrom(settings: ShippingSettingsView['settings']): ShippingForm {
  return {
    originPostal: settings.originPostal,
    radiusKm: String(settings.deliveryArea.radiusKm),
    methods: Object.entries(settings.rates).map(([code, rate]) => ({
      code: code as ShippingMethodCode,
      name: rate.name,
      zones: SHIPPING_ZONES.flatMap((zone) => {
        const zoneRate = rate.zones[zone];
        if (!zoneRate) return [];
        return [
          {
            zone,
            minDays: String(zoneRate.minDays),
            maxDays: String(zoneRate.maxDays),
            bands: zoneRate.prices.map((band) => ({ key: rowKey(), from: dollars(band.fromValue), price: dollars(band.price) })),
            free: zoneRate.freeShippingThreshold === null ? '' : dollars(zoneRate.freeShippingThreshold),
          },
        ];
      }),
    })),
  };
}

/**
 * The shipping settings to send: the form's rates, origin and radius over what was read (the
 * delivery communities and Canada Post account as they were; its password stays on the server).
 * Money is read with parseDollars, days as whole numbers; the rest is the server's own rules.
 */
export function shippingSettingsFromForm(form: ShippingForm, read: ShippingSettingsView['settings']): Outcome<ShippingSettingsBody> {
  const errors: FormErrors = {};
  const money = (key: string, text: string): number => {
    const cents = parseDollars(text);
    if (cents === null) errors[key] = 'dollars and cents, e.g. 11.95';
    return cents ?? 0;
  };
  const days = (key: string, text: string): number => {
    const value = wholeNumber(text);
    if (value === null) errors[key] = 'a whole number of days';
    return value ?? 0;
  };
  const rates: Record<string, unknown> = {};
  for (const method of form.methods) {
    const at = `rates.${method.code}`;
    const zones: Record<string, unknown> = {};
    for (const zone of method.zones) {
      const zoneAt = `${at}.zones.${zone.zone}`;
      zones[zone.zone] = {
        minDays: days(`${zoneAt}.minDays`, zone.minDays),
        maxDays: days(`${zoneAt}.maxDays`, zone.maxDays),
        prices: zone.bands.map((band, index) => ({ fromValue: money(`${zoneAt}.prices.${index}.fromValue`, band.from), price: money(`${zoneAt}.prices.${index}.price`, band.price) })),
        freeShippingThreshold: zone.free.trim() === '' ? null : money(`${zoneAt}.freeShippingThreshold`, zone.free),
      };
    }
    const provinces = read.rates[method.code]?.provinces;
    rates[method.code] = { name: method.name.trim(), ...(provinces ? { provinces } : {}), zones };
  }
  const radiusKm = Number(form.radiusKm.trim());
  if (form.radiusKm.trim() === '' || !Number.isFinite(radiusKm)) errors['deliveryArea.radiusKm'] = 'kilometres, e.g. 40';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  let canadaPost: ShippingSettingsBody['canadaPost'] = null;
  if (read.canadaPost) {
    const account: Partial<typeof read.canadaPost> = { ...read.canadaPost };
    delete account.passwordSet;
    canadaPost = account as Omit<typeof read.canadaPost, 'passwordSet'>;
  }
  const body = { ...read, rates, originPostal: form.originPostal, deliveryArea: { ...read.deliveryArea, radiusKm }, canadaPost };
  const parsed = ShippingSettingsSchema.safeParse(body);
  // Send what was checked as typed (the schema's defaults are the server's to fill).
  return parsed.success ? { ok: true, value: body as ShippingSettingsBody } : { ok: false, errors: issuesByKey(parsed.error.issues) };
}

/** The problems of one zone row, in words, for showing under it. */
export function zoneProblems(errors: FormErrors, code: ShippingMethodCode, zone: ShippingZone): string[] {
  const at = `rates.${code}.zones.${zone}`;
  return Object.entries(errors)
    .filter(([key]) => key === at || key.startsWith(`${at}.`))
    .map(([key, message]) => {
      const field = key.slice(at.length + 1);
      const band = /^prices\.(\d+)\.(fromValue|price)$/.exec(field);
      const where = band ? `band ${Number(band[1]) + 1} ${band[2] === 'price' ? 'price' : 'from'}` : field === '' ? '' : field === 'prices' ? 'price bands' : field;
      return where ? `${where}: ${message}` : message;
    });
}
