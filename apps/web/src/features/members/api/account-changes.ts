import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailChangeConfirmBody,
  EmailChanged,
  EmailChangeRequested,
} from '@backroom/core/identity/account-contract';
import { fetchApiResponse, postBaseJson, postStoreJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';
import { saveFile } from '../../../lib/save-file';

/** POST members/password: the other devices are signed out, this one stays; a notice is e-mailed. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return postStoreJson<null>('/members/password', body, { headers: sessionHeaders() });
}

/** POST members/email: a link goes to the new address; the account moves when it is opened. */
export function changeEmail(body: ChangeEmailBody): Promise<EmailChangeRequested> {
  return postStoreJson<EmailChangeRequested>('/members/email', body, { headers: sessionHeaders() });
}

/** POST members/email/confirm: the link's secret moves the account to its new address. */
export function confirmEmailChange(body: EmailChangeConfirmBody): Promise<EmailChanged> {
  return postStoreJson<EmailChanged>('/members/email/confirm', body);
}

/** GET (base) members/data, saved as the JSON file the server names by its date. */
export async function downloadMemberData(): Promise<void> {
  const response = await fetchApiResponse('/api/v1/members/data', { headers: sessionHeaders() });
  const text = await response.text();
  const exportedAt = (JSON.parse(text) as { exportedAt?: string }).exportedAt ?? new Date().toISOString();
  saveFile(`member-data-${exportedAt.slice(0, 10)}.json`, new Blob([text], { type: 'application/json' }));
}

/** POST (base) members/account/delete: the account goes; the session with it. */
export function deleteAccount(body: DeleteAccountBody): Promise<null> {
  return postBaseJson<null>('/members/account/delete', body, { headers: sessionHeaders() });
}
