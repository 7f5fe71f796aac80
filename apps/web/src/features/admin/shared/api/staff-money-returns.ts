import type { MoneyReturnView, SettleMoneyReturnBody } from '@backroom/core/payments/money-return-contract';
import { queryOptions } from '@tanstack/react-query';
import { jsonInit, staffBaseJson } from '../staff-fetch';

/** The query key of everything about money going back (the Needs attention list). */
export const MONEY_RETURNS_KEY = ['admin', 'money-returns'] as const;

/** GET (base) money-returns/attention: returns staff must act on, oldest first. */
export const moneyReturnsNeedingAttentionQuery = queryOptions({
  queryKey: [...MONEY_RETURNS_KEY, 'attention'],
  queryFn: () => staffBaseJson<MoneyReturnView[]>('/money-returns/attention'),
});

/** POST (base) money-returns/{id}/retry (staff): a FAILED card return tried again now. */
export function retryMoneyReturn(id: string): Promise<MoneyReturnView> {
  return staffBaseJson<MoneyReturnView>(`/money-returns/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** POST (base) money-returns/{id}/settle (staff): the money went back another way (an e-transfer sent, or by hand). */
export function settleMoneyReturn(id: string, body: SettleMoneyReturnBody): Promise<MoneyReturnView> {
  return staffBaseJson<MoneyReturnView>(`/money-returns/${encodeURIComponent(id)}/settle`, jsonInit('POST', body));
}
