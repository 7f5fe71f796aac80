import { randomBytes } from 'node:crypto';
import type { CardProvider, PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { CardProviderResolver } from './card-providers.js';
import {
  findMoneyReturn,
  findMoneyReturnOfPayment,
  insertMoneyReturn,
  leaseMoneyReturn,
  listDueMoneyReturns,
  listMoneyReturnsOfOrder,
  listMoneyReturnsNeedingAttention,
  reopenMoneyReturn,
  settleMoneyReturnByHand,
  updateMoneyReturn,
} from './money-return.repository.js';
import type { MoneyReturnReason, MoneyReturnRow } from './money-return.table.js';
import { type PaymentProvider, type ProviderReturn, ProviderUnavailableError } from './payment-provider.js';

/** How the money being given back was taken: by a card payment of the shop, or otherwise. */
export type TakenBy =
  | { method: 'card'; paymentAttemptId: string; provider: string; providerPaymentId: string | null }
  /** An Interac e-transfer the shop received; `sentBy` when staff have sent the money back already. */
  | { method: 'emt'; sentBy: string | null }
  /** Marked paid by staff without a payment of the shop's (a card taken by phone): given back by hand. */
  | { method: 'manual' };

export interface MoneyReturnRequest {
  storeId: string;
  orderId: string;
  /** The order refund it carries out, if any. */
  refundId: string | null;
  reason: MoneyReturnReason;
  amountCents: number;
  /** CAD unless a provider took another currency. */
  currency?: string;
  environment: string;
  takenBy: TakenBy;
}

const MAX_PROVIDER_RESPONSE_CHARS = 8_000;

/** Money going back to a shopper, as the shop records it: why, how much, by which way, and how far it got. */
export type MoneyReturn = MoneyReturnRow;
export type { MoneyReturnReason };

/** An order's money returns, oldest first. */
export async function moneyReturnsOfOrder(db: Db, storeId: string, orderId: string): Promise<MoneyReturn[]> {
  return listMoneyReturnsOfOrder(db, storeId, orderId);
}

/** Whether a card payment is already being given back for `reason`. */
export async function isPaymentReturned(db: Db, paymentAttemptId: string, reason: MoneyReturnReason): Promise<boolean> {
  return (await findMoneyReturnOfPayment(db, paymentAttemptId, reason)) !== undefined;
}

/**
 * Records that money must go back to a shopper: call it in the database transaction that decides
 * so (an order refunded or cancelled, a payment that must not be kept), so that the decision and
 * the obligation stand or fall together. Carrying it out is MoneyReturns' work, after the commit.
 * A payment is given back once per reason other than a refund: asking again returns the first.
 */
export async function requestMoneyReturn(tx: Db, request: MoneyReturnRequest, now: Date): Promise<MoneyReturnRow> {
  const at = now.toISOString();
  const { takenBy } = request;
  const card = takenBy.method === 'card' ? takenBy : null;
  const sentAlready = takenBy.method === 'emt' && takenBy.sentBy !== null;
  const row: MoneyReturnRow = {
    id: `ret_${randomBytes(12).toString('hex')}`,
    store_id: request.storeId,
    order_id: request.orderId,
    refund_id: request.refundId,
    payment_attempt_id: card?.paymentAttemptId ?? null,
    reason: request.reason,
    method: takenBy.method,
    provider: card?.provider ?? null,
    environment: request.environment,
    provider_payment_id: card?.providerPaymentId ?? null,
    amount_cents: request.amountCents,
    currency: request.currency ?? 'CAD',
    // Sent to the provider as its idempotency key (Square takes up to 45 characters).
    idempotency_key: `rk_${randomBytes(16).toString('hex')}`,
    state: sentAlready ? 'SUCCEEDED' : card && !card.providerPaymentId ? 'FAILED' : 'PENDING',
    kind: sentAlready ? 'E_TRANSFER' : null,
    provider_return_id: null,
    outcome_code: card && !card.providerPaymentId ? 'NO_PROVIDER_PAYMENT' : null,
    outcome_message: card && !card.providerPaymentId ? 'The provider never told us the id of the payment to give back.' : null,
    provider_response: null,
    tries: 0,
    next_try_at: at,
    lease_until: null,
    created_at: at,
    updated_at: at,
    completed_at: sentAlready ? at : null,
    completed_by: takenBy.method === 'emt' ? takenBy.sentBy : null,
  };
  if (await insertMoneyReturn(tx, row)) return row;
  const first = card ? await findMoneyReturnOfPayment(tx, card.paymentAttemptId, request.reason) : undefined;
  if (!first) throw new Error(`could not record the return of order ${request.orderId}`);
  return first;
}

export interface MoneyReturnsOptions {
  db: Db;
  providers: CardProviderResolver;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Tries of a card return before it is handed to staff (FAILED). */
  maxTries?: number;
  /** Failed tries after which a return still being retried shows in Needs attention. */
  triesBeforeNotice?: number;
  /** How long one process holds a return it is carrying out. */
  leaseMs?: number;
  /** How long a return the provider accepted may stay pending there before staff are asked to look. */
  pendingAtProviderMs?: number;
}

const DUE_BATCH = 50;
const ATTENTION_LIMIT = 500;

/**
 * Carries out money returns through the provider that took the money: each try is a call with
 * the return's own idempotency key (so a repeated call never gives back twice), its outcome is
 * written to the database, and a try that got no answer is repeated with back-off (1, 2, 4 …
 * minutes, at most an hour apart), across restarts and by whichever process is free, until the
 * provider says done or no, or the tries run out: then staff see it in Needs attention.
 * E-transfer and by-hand returns wait for staff to say they did them.
 */
export class MoneyReturns {
  private readonly db: Db;
  private readonly providers: CardProviderResolver;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly maxTries: number;
  readonly triesBeforeNotice: number;
  private readonly leaseMs: number;
  private readonly pendingAtProviderMs: number;

  constructor(options: MoneyReturnsOptions) {
    this.db = options.db;
    this.providers = options.providers;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.maxTries = options.maxTries ?? 8;
    this.triesBeforeNotice = options.triesBeforeNotice ?? 3;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pendingAtProviderMs = options.pendingAtProviderMs ?? 3 * 24 * 3_600_000;
  }

  /** Tries a return now if it is a card return not done yet (and due, unless forced); answers it as it stands after. */
  async deliver(id: string, options: { force?: boolean } = {}): Promise<MoneyReturnRow | undefined> {
    const now = this.now();
    const leased = await leaseMoneyReturn(this.db, id, now.toISOString(), new Date(now.getTime() + this.leaseMs).toISOString(), options.force ?? true);
    if (!leased) return findMoneyReturn(this.db, id);
    return this.tryOnce(leased);
  }

  /** Tries every card return that is due; several processes may run it at once. */
  async deliverDue(): Promise<{ succeeded: number; pending: number; failed: number }> {
    const counts = { succeeded: 0, pending: 0, failed: 0 };
    for (const due of await listDueMoneyReturns(this.db, this.now().toISOString(), DUE_BATCH)) {
      const after = await this.deliver(due.id, { force: false });
      if (after?.state === 'SUCCEEDED') counts.succeeded += 1;
      else if (after?.state === 'FAILED') counts.failed += 1;
      else counts.pending += 1;
    }
    return counts;
  }

  /** Staff ask for a FAILED card return to be tried again at once. */
  async retry(id: string): Promise<MoneyReturnRow> {
    const reopened = await reopenMoneyReturn(this.db, id, this.now().toISOString());
    if (!reopened) {
      const row = await findMoneyReturn(this.db, id);
      if (!row) throw notFound(`There is no return '${id.slice(0, 40)}'.`);
      throw new AppError(409, 'CONFLICT', row.method === 'card' ? `The return is ${row.state}: only a FAILED one is tried again.` : 'Only a card return is tried again; say when you have sent this one.');
    }
    return (await this.deliver(id)) ?? reopened;
  }

  /** Staff gave the money back themselves: an e-transfer sent, or settled with the provider by hand. */
  async settleByHand(id: string, settlement: { kind: 'E_TRANSFER' | 'MANUAL'; by: string; note: string }): Promise<MoneyReturnRow> {
    const settled = await settleMoneyReturnByHand(this.db, id, settlement, this.now().toISOString());
    if (settled) {
      this.log.info({ returnId: id, by: settlement.by, kind: settlement.kind }, 'money return settled by staff');
      return settled;
    }
    const row = await findMoneyReturn(this.db, id);
    if (!row) throw notFound(`There is no return '${id.slice(0, 40)}'.`);
    throw new AppError(409, 'CONFLICT', row.state === 'SUCCEEDED' ? 'The money has been given back already.' : 'The return is being carried out right now: look again in a minute.');
  }

  /** Returns staff must look at, oldest first. */
  async needingAttention(): Promise<MoneyReturnRow[]> {
    return listMoneyReturnsNeedingAttention(this.db, this.triesBeforeNotice, ATTENTION_LIMIT);
  }

  private async tryOnce(leased: MoneyReturnRow): Promise<MoneyReturnRow | undefined> {
    const now = this.now();
    const at = now.toISOString();
    let provider: PaymentProvider;
    try {
      provider = await this.providers(leased.store_id, leased.provider as CardProvider, leased.environment as PaymentEnvironment);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return this.finish(leased, { state: 'FAILED', code: 'PROVIDER_NOT_SET_UP', message }, at);
    }
    let outcome: ProviderReturn | null = null;
    try {
      // Known to the provider already, or perhaps (an earlier try's answer was lost): look it up first.
      if (leased.provider_return_id || leased.tries > 1) {
        outcome = await provider.getReturn({
          providerPaymentId: leased.provider_payment_id!,
          providerReturnId: leased.provider_return_id,
          kind: leased.kind === 'VOID' ? 'VOID' : leased.kind === 'REFUND' ? 'REFUND' : null,
          idempotencyKey: leased.idempotency_key,
        });
      }
      outcome ??= await provider.returnPayment({
        providerPaymentId: leased.provider_payment_id!,
        amountCents: leased.amount_cents,
        currency: leased.currency,
        idempotencyKey: leased.idempotency_key,
        reason: `${REASON_NOTES[leased.reason]} ${leased.order_id}`,
      });
    } catch (error) {
      const unknown = error instanceof ProviderUnavailableError;
      if (!unknown) this.log.error({ err: error, returnId: leased.id }, 'money return failed unexpectedly');
      const message = error instanceof Error ? error.message : String(error);
      if (leased.tries >= this.maxTries) return this.finish(leased, { state: 'FAILED', code: 'PROVIDER_UNAVAILABLE', message }, at);
      return this.finish(leased, { state: 'PENDING', code: 'PROVIDER_UNAVAILABLE', message, nextTryAt: this.backoff(now, leased.tries) }, at);
    }
    const recorded = {
      kind: outcome.kind,
      providerReturnId: outcome.providerReturnId,
      code: outcome.code,
      message: outcome.message,
      providerResponse: outcome.raw === null ? null : JSON.stringify(outcome.raw).slice(0, MAX_PROVIDER_RESPONSE_CHARS),
    };
    if (outcome.status === 'SUCCEEDED') return this.finish(leased, { state: 'SUCCEEDED', ...recorded }, at);
    if (outcome.status === 'REFUSED') return this.finish(leased, { state: 'FAILED', ...recorded }, at);
    const waitedTooLong = now.getTime() - Date.parse(leased.created_at) > this.pendingAtProviderMs;
    if (waitedTooLong) return this.finish(leased, { state: 'FAILED', ...recorded, code: 'STILL_PENDING', message: 'The provider has not finished the return.' }, at);
    return this.finish(leased, { state: 'PENDING', ...recorded, nextTryAt: this.backoff(now, leased.tries) }, at);
  }

  private async finish(leased: MoneyReturnRow, update: Parameters<typeof updateMoneyReturn>[2], at: string): Promise<MoneyReturnRow | undefined> {
    const after = await updateMoneyReturn(this.db, leased.id, update, at);
    const fields = { returnId: leased.id, orderId: leased.order_id, amountCents: leased.amount_cents, code: update.code };
    if (update.state === 'FAILED') this.log.error(fields, 'money could not be given back: it needs attention in the back office');
    else if (update.state === 'SUCCEEDED') this.log.info(fields, 'money given back');
    return after ?? findMoneyReturn(this.db, leased.id);
  }

  private backoff(now: Date, tries: number): string {
    const minutes = Math.min(60, 2 ** Math.max(0, tries - 1));
    return new Date(now.getTime() + minutes * 60_000).toISOString();
  }
}

const REASON_NOTES: Record<MoneyReturnReason, string> = {
  ORDER_REFUND: 'Refund of order',
  WRONG_AMOUNT: 'Charged another amount than asked for order',
  PAID_AFTER_CANCEL: 'Payment arrived after the cancellation of order',
};
