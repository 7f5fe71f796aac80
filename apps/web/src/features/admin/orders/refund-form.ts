import { parseDollars } from '@backroom/core/money';
import type { RefundRequestBody } from '@backroom/core/orders/order-refunds';
import type { RefundableLine } from './refund-preview';

/** The refund dialog's fields as typed: units by item id, dollars as text. */
export interface RefundForm {
  units: Readonly<Record<string, string>>;
  /** Shipping to give back, before tax, in dollars. */
  shipping: string;
  /** An amount to give back, tax included, in dollars. */
  amount: string;
  everything: boolean;
  restock: boolean;
  eTransferSent: boolean;
  note: string;
}

export const EMPTY_REFUND_FORM: RefundForm = { units: {}, shipping: '', amount: '', everything: false, restock: false, eTransferSent: false, note: '' };

/** The longest note a refund keeps (RefundRequestBody). */
export const REFUND_NOTE_MAX = 500;

/** What is wrong with a field, by field: `units.{itemId}`, `shipping` or `amount`. */
export type RefundFormProblems = Readonly<Record<string, string>>;

const DOLLARS_PROBLEM = 'Type an amount in dollars, like 12.34.';

/** Units typed for a line: '' is none; null when it is not a whole number. */
export function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Dollars typed: '' is none; null when it is not an amount of dollars and cents. */
function centsOf(text: string): number | null {
  return text.trim() === '' ? 0 : parseDollars(text);
}

/**
 * The request the form asks for, or what is wrong with what was typed. Amounts are read as
 * cents on their digits (no float rounding). With everything left chosen, the rest is left out.
 */
export function refundBodyOf(form: RefundForm, lines: readonly RefundableLine[], eTransferOrder: boolean): { body: RefundRequestBody } | { problems: RefundFormProblems } {
  const common = { restock: form.restock, eTransferSent: eTransferOrder && form.eTransferSent, note: form.note.trim().slice(0, REFUND_NOTE_MAX) };
  if (form.everything) return { body: { lines: [], shipping: 0, amount: 0, everything: true, ...common } };
  const problems: Record<string, string> = {};
  const chosen: RefundRequestBody['lines'] = [];
  for (const line of lines) {
    const count = unitsOf(form.units[line.itemId] ?? '');
    if (count === null) problems[`units.${line.itemId}`] = 'Type a whole number of units.';
    else if (count > line.left) problems[`units.${line.itemId}`] = line.left === 0 ? 'All refunded already.' : `Only ${line.left} can still be refunded.`;
    else if (count > 0) chosen.push({ itemId: line.itemId, count });
  }
  const shipping = centsOf(form.shipping);
  if (shipping === null) problems.shipping = DOLLARS_PROBLEM;
  const amount = centsOf(form.amount);
  if (amount === null) problems.amount = DOLLARS_PROBLEM;
  if (Object.keys(problems).length > 0 || shipping === null || amount === null) return { problems };
  return { body: { lines: chosen, shipping, amount, everything: false, ...common } };
}

/** Whether the request chooses anything to give back. */
export function choosesSomething(body: RefundRequestBody): boolean {
  return body.everything || body.lines.length > 0 || body.shipping > 0 || body.amount > 0;
}
