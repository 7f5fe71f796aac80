import { SHOP_TIME_ZONE, shopLocalDateTime } from '../orders/business-days.js';

/** A Halifax wall time, "YYYY-MM-DDTHH:MM" or with seconds: what a staff member types. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An instant with its offset or Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function offsetMsAt(instant: number, timeZone: string): number {
  const local = shopLocalDateTime(new Date(instant), timeZone);
  const sign = local.at(-6) === '-' ? -1 : 1;
  return sign * (Number(local.slice(-5, -3)) * 60 + Number(local.slice(-2))) * 60_000;
}

/**
 * The instant of a Halifax wall time or of an instant with its offset; null when the text is
 * neither or names no real date. A wall time skipped when the clocks go forward is read with
 * the offset before the change (02:30 on the spring night is 03:30 summer time).
 */
export function saleInstantOf(text: string, timeZone = SHOP_TIME_ZONE): number | null {
  if (INSTANT.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : at;
  }
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const first = wall - offsetMsAt(wall, timeZone);
  return wall - offsetMsAt(first, timeZone);
}

/** An instant as Halifax's wall clock reads it, to the minute: "2026-05-01T00:00". */
export function saleLocalTime(instant: number | string, timeZone = SHOP_TIME_ZONE): string {
  return shopLocalDateTime(new Date(instant), timeZone).slice(0, 16);
}
