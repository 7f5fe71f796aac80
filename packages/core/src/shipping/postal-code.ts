import { PROVINCES, type ProvinceCode } from '../provinces.js';

/** Characters of a complete Canadian postal code, spaces not counted (SPEC section 9). */
export const POSTAL_CODE_LENGTH = 6;

// Canada Post never uses D, F, I, O, Q or U, and W and Z never start a code.
const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

const PROVINCES_BY_FIRST_LETTER: Readonly<Record<string, readonly ProvinceCode[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

// X serves two territories; their forward sortation areas tell them apart.
const TERRITORY_BY_FSA: Readonly<Record<string, ProvinceCode>> = {
  X0A: 'NU',
  X0B: 'NU',
  X0C: 'NU',
  X0E: 'NT',
  X0G: 'NT',
  X1A: 'NT',
};

/** A postal code as typed, reduced to its six characters: spaces dropped, upper-cased ("b0t 1k0" → "B0T1K0"). */
export function normalizePostalCode(postal: string): string {
  return postal.replace(/\s+/g, '').toUpperCase();
}

/** A postal code is complete at 6 characters ignoring spaces (SPEC section 5). */
export function isPostalCodeComplete(postal: string): boolean {
  return normalizePostalCode(postal).length === POSTAL_CODE_LENGTH;
}

/** True for a Canadian postal code (A1A 1A1), spaces and case ignored. */
export function isCanadianPostalCode(postal: string): boolean {
  return POSTAL_CODE_PATTERN.test(normalizePostalCode(postal));
}

/** A postal code written the Canada Post way, "B0T 1K0"; anything else is returned normalised. */
export function formatPostalCode(postal: string): string {
  const normal = normalizePostalCode(postal);
  return POSTAL_CODE_PATTERN.test(normal) ? `${normal.slice(0, 3)} ${normal.slice(3)}` : normal;
}

/** The forward sortation area: the first three characters ("B0T"). */
export function forwardSortationArea(postal: string): string {
  return normalizePostalCode(postal).slice(0, 3);
}

/** A rural FSA has 0 as its second character: it covers a whole region, not a neighbourhood. */
export function isRuralFsa(fsa: string): boolean {
  return fsa.charAt(1) === '0';
}

/** The provinces a postal code can belong to, from its first letter (and FSA for X). */
export function provincesOfPostalCode(postal: string): readonly ProvinceCode[] {
  const normal = normalizePostalCode(postal);
  const territory = TERRITORY_BY_FSA[normal.slice(0, 3)];
  if (territory) return [territory];
  return PROVINCES_BY_FIRST_LETTER[normal.charAt(0)] ?? [];
}

/** True when the postal code's first letter belongs to the province. */
export function postalCodeFitsProvince(postal: string, province: string): boolean {
  return provincesOfPostalCode(postal).includes(province as ProvinceCode);
}

/** Why a postal code does not fit a province, in words a shopper understands; null when it fits. */
export function postalCodeProvinceMismatch(postal: string, province: ProvinceCode): string | null {
  if (postalCodeFitsProvince(postal, province)) return null;
  const letter = normalizePostalCode(postal).charAt(0);
  const names = provincesOfPostalCode(postal).map((code) => PROVINCES[code]);
  return `a postal code starting with ${letter} is in ${names.join(' or ')}, not ${PROVINCES[province]}`;
}
