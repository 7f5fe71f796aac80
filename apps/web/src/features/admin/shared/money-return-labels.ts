import type { MoneyReturnView } from '@backroom/core/payments/money-return-contract';

/** Why money goes back, as staff read it. */
export const MONEY_RETURN_REASON_LABELS: Record<MoneyReturnView['reason'], string> = {
  ORDER_REFUND: 'Order refund',
  WRONG_AMOUNT: 'Charge of another amount',
  PAID_AFTER_CANCEL: 'Paid after cancellation',
};

/** How the money went back in the end, once known. */
export const MONEY_RETURN_KIND_LABELS: Record<NonNullable<MoneyReturnView['kind']>, string> = {
  VOID: 'payment voided',
  REFUND: 'refunded by the provider',
  E_TRANSFER: 'e-transfer sent',
  MANUAL: 'settled by hand',
};

/** How the money goes back: through the card provider that took it, by Interac e-transfer, or by hand. */
export function moneyReturnMethodLabel(method: MoneyReturnView['method'], provider: string | null = null): string {
  if (method === 'card') return provider ? `Card (${provider})` : 'Card';
  return method === 'emt' ? 'Interac e-transfer' : 'By hand';
}

/** Who did something, as the back office shows them: a staff member by name. */
export function actorLabel(actor: string): string {
  return actor.startsWith('staff:') ? actor.slice('staff:'.length) : actor;
}

/** A date and time as the back office shows them. */
export function backOfficeTime(iso: string): string {
  return new Date(iso).toLocaleString('en-CA');
}
