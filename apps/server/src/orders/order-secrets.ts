import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ORDER_ID_BYTES, formatOrderId } from '@backroom/core/orders/order-id';

const TOKEN_BYTES = 16;

/** A new order id: 80 random bits, written to be read on the phone. */
export function newOrderId(): string {
  return formatOrderId(randomBytes(ORDER_ID_BYTES));
}

/** A new order token: 128 random bits, the shopper's secret for cancelling. */
export function newOrderToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a secret (token, idempotency key, staff session token). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** True when `secret` is the one whose hash is stored, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

// The pad that seals a token: from the idempotency key and the order, never stored.
function pad(idempotencyKey: string, orderId: string): Buffer {
  return createHmac('sha256', idempotencyKey).update(`order-token:${orderId}`).digest().subarray(0, TOKEN_BYTES);
}

function xor(a: Buffer, b: Buffer): Buffer {
  return Buffer.from(a.map((byte, index) => byte ^ b[index]!));
}

/**
 * Seals the token with the idempotency key so that only a replay of the same submission can
 * read it back; the database alone holds neither the token nor the key.
 */
export function sealToken(token: string, idempotencyKey: string, orderId: string): string {
  return xor(Buffer.from(token, 'base64url'), pad(idempotencyKey, orderId)).toString('base64url');
}

export function unsealToken(sealed: string, idempotencyKey: string, orderId: string): string {
  return xor(Buffer.from(sealed, 'base64url'), pad(idempotencyKey, orderId)).toString('base64url');
}
