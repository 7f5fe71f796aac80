/** Card brands the sandbox card form recognises from the leading digits. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'OTHER';

/** The digits of a card number as typed, spaces and dashes removed. */
export function normalizeCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Whether a string of 12-19 digits passes the Luhn check that every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number from its leading digits. */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'OTHER';
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** Reads an expiry typed as MM/YY or MM/YYYY (spaces allowed); undefined when it is not one. */
export function parseCardExpiry(typed: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** Whether a card is still valid at `now`: a card expires at the end of its expiry month. */
export function isExpiryCurrent(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** Whether a card security code is 3 or 4 digits. */
export function isCardSecurityCode(typed: string): boolean {
  return /^\d{3,4}$/.test(typed.trim());
}
