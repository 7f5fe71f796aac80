/** How a date written n/n/yyyy is read: Canadian banks' exports write the month first, some the day. */
export type SlashOrder = 'month-first' | 'day-first';

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1,
  feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2,
  mar: 3, march: 3, mars: 3,
  apr: 4, april: 4, avr: 4, avril: 4,
  may: 5, mai: 5,
  jun: 6, june: 6, juin: 6,
  jul: 7, july: 7, juil: 7, juillet: 7,
  aug: 8, august: 8, aout: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  oct: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, decembre: 12,
};

// North American zones as RFC 5322 names them, and Atlantic ones that mail servers here still write.
const ZONES: Record<string, number> = { UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420, AST: -240, ADT: -180, NST: -210, NDT: -150 };

const two = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || year > 2999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${two(month)}-${two(day)}`;
}

function utcDateTime(date: string, hour: number, minute: number, second: number, offsetMinutes: number): string | null {
  if (hour > 23 || minute > 59 || second > 60) return null;
  const instant = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute, Math.min(second, 59)) - offsetMinutes * 60_000;
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function zoneOffset(zone: string): number | null {
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) return (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3]));
  return ZONES[zone.toUpperCase()] ?? null;
}

const monthNumber = (name: string) => MONTHS[name.replace(/\.$/, '')];

/**
 * Reads the date of a deposit as banks and mail write it: "2026-11-20", "2026/11/20", "11/20/2026"
 * (or day first when told), "Nov 20, 2026", "20 November 2026", "le 20 novembre 2026", "1er déc. 2026".
 * A date-time with its zone (RFC 5322 "Fri, 20 Nov 2026 14:03:11 -0400", ISO with offset) gives a UTC
 * date-time; anything else gives the date alone. Null when no date can be read.
 */
export function readDepositDate(text: string, slashOrder: SlashOrder = 'month-first'): string | null {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

  const iso = /(?<![\d/])(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[t ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(z|[+-]\d{2}:?\d{2})?)?(?![\d/])/.exec(plain);
  if (iso) {
    const date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const offset = iso[7] ? zoneOffset(iso[7]) : null;
    if (date && iso[4] && offset !== null) return utcDateTime(date, Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0), offset);
    return date;
  }

  const slashed = /(?<![\d/])(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?![\d/])/.exec(plain);
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    return slashOrder === 'month-first' ? isoDate(Number(slashed[3]), first, second) : isoDate(Number(slashed[3]), second, first);
  }

  const mail = /(\d{1,2}) ([a-z]+\.?) (\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))? ?([+-]\d{4}|[a-z]{1,3})\b/.exec(plain);
  if (mail) {
    const month = monthNumber(mail[2]!);
    const date = month ? isoDate(Number(mail[3]), month, Number(mail[1])) : null;
    const offset = zoneOffset(mail[7]!);
    if (date && offset !== null) return utcDateTime(date, Number(mail[4]), Number(mail[5]), Number(mail[6] ?? 0), offset);
    if (date) return date;
  }

  const monthFirst = /\b([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(plain);
  const monthFirstNumber = monthFirst ? monthNumber(monthFirst[1]!) : undefined;
  if (monthFirst && monthFirstNumber) return isoDate(Number(monthFirst[3]), monthFirstNumber, Number(monthFirst[2]));

  const dayFirst = /\b(\d{1,2})(?:er|st|nd|rd|th)? ([a-z]+\.?),? (\d{4})\b/.exec(plain);
  const dayFirstNumber = dayFirst ? monthNumber(dayFirst[2]!) : undefined;
  if (dayFirst && dayFirstNumber) return isoDate(Number(dayFirst[3]), dayFirstNumber, Number(dayFirst[1]));

  return null;
}
