/** A fresh idempotency key (32 hex digits); getRandomValues works where randomUUID does not (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
