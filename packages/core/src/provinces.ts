import type { Locale } from './locale.js';

/** Canada's provinces and territories, by their postal abbreviation (SPEC section 3). */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export type ProvinceCode = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

/** True for one of the thirteen codes. */
export const isProvinceCode = (code: string): code is ProvinceCode => Object.hasOwn(PROVINCES, code);

/** Their names in Canadian French, as Canada Post and the Government of Canada write them. */
const PROVINCE_NAMES_FR: Record<ProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** A province's or territory's name in the page's language, e.g. provinceName('QC', 'fr-CA') is 'Québec'. */
export function provinceName(code: ProvinceCode, locale: Locale = 'en-CA'): string {
  return locale === 'fr-CA' ? PROVINCE_NAMES_FR[code] : PROVINCES[code];
}
