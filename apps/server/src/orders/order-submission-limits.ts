import { randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { ErrorDetail } from '@backroom/core/api-error';
import { inboxKey } from '@backroom/core/inbox-key';
import type { FloodRefusal, OrderLimits } from '@backroom/core/orders/order-limits';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';

/** How long submissions are kept: longer than any order stays open unpaid (5 business days). */
export const SUBMISSION_RECORD_MS = 14 * 24 * 60 * 60_000;
/** A submission still being made (no order yet) counts as an open order this long. */
export const SUBMISSION_IN_FLIGHT_MS = 2 * 60_000;
/** When an open order's hold has run out but the sweeper has not cancelled it yet: ask again in a minute. */
const OVERDUE_RETRY_SECONDS = 60;

/**
 * The limit key of a client address. An IPv6 client is one /64 (a home or an office network is
 * given a whole /64, and can pick any address in it); an IPv4-mapped address is its IPv4.
 */
export function addressLimitKey(clientAddress: string): string {
  let address = clientAddress.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1]!;
  else if (isIPv6(address)) address = `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return `address:${address}`;
}

// The eight groups of an IPv6 address, each without leading zeros ('2001:db8::1' → 2001, db8, 0, ... 1).
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = withoutZone.split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  const zeros = Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0');
  return [...first, ...zeros, ...last].map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}

/** The limit key of an e-mail: its inbox (case and a "+tag" on the mailbox name do not make another shopper). */
export function emailLimitKey(email: string): string {
  return `email:${inboxKey(email)}`;
}

/** Who submits: the limits count per client address and per e-mail. */
export interface Submitter {
  clientAddress: string;
  email: string;
}

/** A submission counted against the limits until it is released (it made no order). */
export interface ReservedSubmission {
  ids: string[];
}

interface LimitCheck {
  key: string;
  /** Where the refusal's detail points. */
  path: string;
  refusal: FloodRefusal;
  max: number;
  /** 'your connection' or 'this e-mail address', for the message. */
  who: string;
}

interface Exceeded {
  check: LimitCheck;
  retryAfterSeconds: number;
}

/**
 * The instant by which enough of `ends` (other submissions' ends, one per key) are past for one
 * more to fit under `max`: the (others - max + 1)th earliest.
 */
function freedAt(ends: number[], max: number): number {
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted[Math.max(0, sorted.length - max)] ?? 0;
}

const seconds = (until: number, now: number, overdue = 1) => (until <= now ? overdue : Math.max(1, Math.ceil((until - now) / 1000)));

/** A row of `limitRows`: a submission that counts against a key's open orders, or one key hash's first submission in the window. */
interface LimitRow {
  kind: 'open' | 'window';
  limit_key: string;
  key_hash: string;
  /** When it was submitted; for a window row, the key hash's first submission in the window. */
  at: string;
  /** An open row's order's hold (null while the order is being made); null for a window row. */
  hold_until: string | null;
}

/**
 * What both limits count for every check's key, in one statement: the submissions whose order is
 * open (or still being made), and each key hash's first submission within the window.
 */
async function limitRows(db: Db, storeId: string, keys: readonly string[], windowMs: number, now: Date): Promise<LimitRow[]> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const inFlightSince = new Date(now.getTime() - SUBMISSION_IN_FLIGHT_MS).toISOString();
  const open = db
    .selectFrom('order_submissions as submission')
    .leftJoin('orders', (join) => join.onRef('orders.store_id', '=', 'submission.store_id').onRef('orders.id', '=', 'submission.order_id'))
    .select([sql<'open' | 'window'>`'open'`.as('kind'), 'submission.limit_key', 'submission.key_hash', 'submission.at', 'orders.hold_until'])
    .where('submission.store_id', '=', storeId)
    .where('submission.limit_key', 'in', keys)
    .where((eb) =>
      eb.or([eb('orders.state', '=', 'OPEN'), eb.and([eb('orders.id', 'is', null), eb('submission.at', '>', inFlightSince)])]),
    );
  const inWindow = db
    .selectFrom('order_submissions')
    .select([
      sql<'open' | 'window'>`'window'`.as('kind'),
      'limit_key',
      'key_hash',
      (eb) => eb.fn.min<string>('at').as('at'),
      sql<string | null>`cast(null as text)`.as('hold_until'),
    ])
    .where('store_id', '=', storeId)
    .where('limit_key', 'in', keys)
    .where('at', '>', since)
    .groupBy(['limit_key', 'key_hash']);
  return open.unionAll(inWindow).execute();
}

/** Each check's refusal, if its key is over its window limit. */
function windowExceeded(rows: readonly LimitRow[], checks: readonly LimitCheck[], keyHash: string, windowMs: number, now: Date): Exceeded[] {
  return checks.flatMap((check) => {
    const ofKey = rows.filter((row) => row.kind === 'window' && row.limit_key === check.key);
    if (ofKey.length <= check.max) return [];
    const others = ofKey.filter((row) => row.key_hash !== keyHash).map((row) => Date.parse(String(row.at)) + windowMs);
    return [{ check, retryAfterSeconds: seconds(freedAt(others, check.max), now.getTime()) }];
  });
}

/** Each check's refusal, if its key has more open orders than it may. */
function openExceeded(rows: readonly LimitRow[], checks: readonly LimitCheck[], keyHash: string, now: Date): Exceeded[] {
  return checks.flatMap((check) => {
    // One submission sent twice (one idempotency key) is one order.
    const ends = new Map<string, number>();
    for (const row of rows) {
      if (row.kind !== 'open' || row.limit_key !== check.key) continue;
      const end = row.hold_until ? Date.parse(row.hold_until) : Date.parse(row.at) + SUBMISSION_IN_FLIGHT_MS;
      ends.set(row.key_hash, Math.min(end, ends.get(row.key_hash) ?? Number.POSITIVE_INFINITY));
    }
    if (ends.size <= check.max) return [];
    ends.delete(keyHash);
    return [{ check, retryAfterSeconds: seconds(freedAt([...ends.values()], check.max), now.getTime(), OVERDUE_RETRY_SECONDS) }];
  });
}

function waitInWords(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes <= 90) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

function tooMany(check: LimitCheck, retryAfter: number, phone: string): AppError {
  const call = phone.trim() === '' ? 'or call the shop to order.' : `or call us at ${phone.trim()} to order.`;
  const message =
    check.refusal === 'open-orders'
      ? `Too many orders from ${check.who} are waiting for payment. Please pay for or cancel one of them first, ${call}`
      : `We have received many orders from ${check.who} in a short time. Please try again in ${waitInWords(retryAfter)}, ${call}`;
  const details: ErrorDetail[] = [{ path: check.path, message, reason: check.refusal }];
  return new AppError(429, 'TOO_MANY_REQUESTS', message, details, { 'retry-after': String(retryAfter) });
}

/** How often a process clears submissions older than SUBMISSION_RECORD_MS (by the app's clock, either way). */
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Db, number>();

/**
 * Clears submissions past their record time, at most once a minute per database and process (it
 * used to be a write of every submission): rows a minute past their 14 days count for nothing,
 * as every limit looks at most at open orders and a window of minutes.
 */
async function purgeOldSubmissions(db: Db, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now.getTime());
  await db.deleteFrom('order_submissions').where('at', '<=', new Date(now.getTime() - SUBMISSION_RECORD_MS).toISOString()).execute();
}

/**
 * Counts a submission against the store's flood limits before its order is made, in the
 * database, so that every server process sees the same counts and concurrent submissions cannot
 * slip past a limit together (each counts the others' rows, as sign-in-limits.ts does). Over a
 * limit: its rows are taken back and a 429 says when to try again (Retry-After: when enough open
 * orders end or enough submissions leave the window). The caller releases the rows of a
 * submission that then makes no order.
 */
export async function reserveSubmission(
  db: Db,
  storeId: string,
  submission: Submitter & { keyHash: string; orderId: string; limits: OrderLimits; now: Date; phone: string },
): Promise<ReservedSubmission> {
  const { limits, now, keyHash } = submission;
  const at = now.toISOString();
  await purgeOldSubmissions(db, now);
  const email: LimitCheck = { key: emailLimitKey(submission.email), path: 'customerAddress.email', refusal: 'open-orders', max: limits.openOrdersPerEmail, who: 'this e-mail address' };
  const address: LimitCheck = { key: addressLimitKey(submission.clientAddress), path: 'clientAddress', refusal: 'open-orders', max: limits.openOrdersPerAddress, who: 'your connection' };
  const rows = [email, address].map((check) => ({ id: randomUUID(), store_id: storeId, limit_key: check.key, key_hash: keyHash, order_id: submission.orderId, at }));
  await db.insertInto('order_submissions').values(rows).execute();
  const reserved = { ids: rows.map((row) => row.id) };

  const windowMs = limits.windowMinutes * 60_000;
  // One query for both limits and both keys; the refusals keep the order they always had (open orders first, e-mail before address).
  const counted = await limitRows(db, storeId, [email.key, address.key], windowMs, now);
  const exceeded = [
    ...openExceeded(counted, [email, address], keyHash, now),
    ...windowExceeded(counted, [{ ...email, refusal: 'too-often', max: limits.submissionsPerEmail }, { ...address, refusal: 'too-often', max: limits.submissionsPerAddress }], keyHash, windowMs, now),
  ];
  if (exceeded.length === 0) return reserved;
  await releaseSubmission(db, reserved);
  // The first limit names the refusal; the wait is until every limit passed lets it through.
  const retryAfter = Math.max(...exceeded.map((limit) => limit.retryAfterSeconds));
  throw tooMany(exceeded[0]!.check, retryAfter, submission.phone);
}

/** Takes a submission's rows back: it made no order, so it does not count. */
export async function releaseSubmission(db: Db, reserved: ReservedSubmission): Promise<void> {
  if (reserved.ids.length > 0) await db.deleteFrom('order_submissions').where('id', 'in', reserved.ids).execute();
}
