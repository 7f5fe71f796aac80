import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '../api-error.js';
import { PASSWORD_RESET_REFUSALS, PasswordResetConfirmBody, PasswordResetRequestBody } from './account-contract.js';

describe('the bodies of a member’s password reset', () => {
  it('asks for a link with the address as accounts keep it, in English unless the page is French', () => {
    expect(PasswordResetRequestBody.parse({ email: '  Ada@Example.CA ' })).toEqual({ email: 'ada@example.ca', locale: 'en-CA' });
    expect(PasswordResetRequestBody.parse({ email: 'ada@example.ca', locale: 'fr-CA' }).locale).toBe('fr-CA');
    for (const body of [{}, { email: 'not an address' }, { email: 'ada@example.ca', locale: 'de-DE' }, { email: 'ada@example.ca', role: 'admin' }]) {
      expect(PasswordResetRequestBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('sets a password by the registration’s rule, with a token of at most 100 characters', () => {
    expect(PasswordResetConfirmBody.safeParse({ token: 'abc', password: 'ten chars!' }).success).toBe(true);
    expect(PasswordResetConfirmBody.safeParse({ token: 'abc', password: 'nine char' }).success).toBe(false);
    expect(PasswordResetConfirmBody.safeParse({ token: '', password: 'long enough password' }).success).toBe(false);
    expect(PasswordResetConfirmBody.safeParse({ token: 'x'.repeat(101), password: 'long enough password' }).success).toBe(false);
    expect(PasswordResetConfirmBody.safeParse({ token: 'a\u0000b', password: 'long enough password' }).success).toBe(false);
  });

  it('names each refusal of a link with a reason the API may answer', () => {
    expect(ERROR_REASONS).toEqual(expect.arrayContaining([...PASSWORD_RESET_REFUSALS]));
  });
});
