import type { PasswordResetConfirmBody, PasswordResetRequestBody, PasswordResetRequested, SignedIn } from '@backroom/core/identity/account-contract';
import { postStoreJson } from '../../../lib/api-client';

/** POST members/password-reset: the same answer whether or not an account uses the address. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<PasswordResetRequested> {
  return postStoreJson<PasswordResetRequested>('/members/password-reset', body);
}

/** POST members/password-reset/confirm: the new password is set and the member signed in. */
export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<SignedIn> {
  return postStoreJson<SignedIn>('/members/password-reset/confirm', body);
}
