import { randomBytes } from 'node:crypto';
import type { ErrorDetail } from '@backroom/core/api-error';
import {
  cardBrandOf,
  isCardSecurityCode,
  isExpiryCurrent,
  normalizeCardNumber,
  parseCardExpiry,
  passesLuhn,
} from '@backroom/core/payments/card-number';
import { SANDBOX_TEST_CARDS, type SandboxCardToken, type SandboxTokenizeBody } from '@backroom/core/payments/payment-contract';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { deleteExpiredSandboxCardTokens, insertSandboxCardToken } from './sandbox-card.repository.js';

/** How long a sandbox card token can pay; like a provider's nonce it is good for one payment. */
export const SANDBOX_TOKEN_TTL_MS = 30 * 60_000;

const TEST_CARD_LIST = '4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined) or 4000 0000 0000 0119 (processing error)';

function isTestCard(digits: string): digits is keyof typeof SANDBOX_TEST_CARDS {
  return Object.hasOwn(SANDBOX_TEST_CARDS, digits);
}

/**
 * Checks a card typed into the sandbox form and returns a random single-use token for it. Only the
 * brand and last four digits are kept; the number itself is never stored. Only the sandbox's test
 * cards are taken, so a real card typed by mistake goes nowhere.
 */
export async function tokenizeSandboxCard(db: Db, storeId: string, card: SandboxTokenizeBody, now = new Date()): Promise<SandboxCardToken> {
  const problems: ErrorDetail[] = [];
  const digits = normalizeCardNumber(card.number);
  if (!passesLuhn(digits)) problems.push({ path: 'body/number', message: 'The card number is not valid.' });
  else if (!isTestCard(digits)) problems.push({ path: 'body/number', message: `The sandbox takes only its test cards: ${TEST_CARD_LIST}.` });
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) problems.push({ path: 'body/expiry', message: 'The expiry date is MM/YY.' });
  else if (!isExpiryCurrent(expiry, now)) problems.push({ path: 'body/expiry', message: 'The card has expired.' });
  if (!isCardSecurityCode(card.cvc)) problems.push({ path: 'body/cvc', message: 'The security code is 3 or 4 digits.' });
  if (problems.length > 0 || !isTestCard(digits)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The card details are not valid.', problems);
  }

  const token = `sbx_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + SANDBOX_TOKEN_TTL_MS).toISOString();
  const brand = cardBrandOf(digits);
  const last4 = digits.slice(-4);
  await deleteExpiredSandboxCardTokens(db, now.toISOString());
  await insertSandboxCardToken(db, {
    token,
    store_id: storeId,
    brand,
    last4,
    outcome: SANDBOX_TEST_CARDS[digits],
    created_at: now.toISOString(),
    expires_at: expiresAt,
    used_at: null,
  });
  return { token, brand, last4, expiresAt };
}
