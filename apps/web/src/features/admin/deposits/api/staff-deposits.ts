import type { ConfirmedDeposit, DepositImportResult, DepositList, DepositView } from '@backroom/core/emt/deposit-contract';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

export const DEPOSITS_KEY = ['admin', 'deposits'] as const;

/** GET deposits: those waiting for a person, and the e-transfer orders waiting for their money. */
export const openDepositsQuery = queryOptions({
  queryKey: [...DEPOSITS_KEY, 'open'],
  queryFn: () => staffStoreJson<DepositList>('/deposits?status=open'),
});

/** POST deposits/notices: pasted Interac notices, read and matched. */
export function importPastedNotices(text: string): Promise<DepositImportResult> {
  return sendStoreJson<DepositImportResult>('POST', '/deposits/notices', { text });
}

/** POST deposits/files: .eml notices or a bank's .csv (multipart). */
export function importDepositFiles(files: readonly File[]): Promise<DepositImportResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return staffStoreJson<DepositImportResult>('/deposits/files', { method: 'POST', body });
}

/** POST deposits/{id}/confirm: the deposit pays this order. */
export function confirmDeposit(depositId: string, orderId: string): Promise<ConfirmedDeposit> {
  return sendStoreJson<ConfirmedDeposit>('POST', `/deposits/${encodeURIComponent(depositId)}/confirm`, { orderId });
}

/** POST deposits/{id}/dismiss: the deposit pays no order. */
export function dismissDeposit(depositId: string): Promise<DepositView> {
  return staffStoreJson<DepositView>(`/deposits/${encodeURIComponent(depositId)}/dismiss`, { method: 'POST' });
}
