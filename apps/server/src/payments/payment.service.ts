import { randomBytes } from 'node:crypto';
import type { CardProvider, PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { CardProviderResolver } from './card-providers.js';
import { requestMoneyReturn, type MoneyReturns, type TakenBy } from './money-returns.js';
import {
  type AttemptOutcome,
  findApprovedPaymentAttempt,
  findLivePaymentAttempt,
  findPaymentAttemptByKey,
  insertPaymentAttempt,
  listAttemptsAwaitingOrderUpdate,
  listStalePendingAttempts,
  markOrderUpdated,
  notePendingProviderPayment,
  settlePaymentAttempt,
} from './payment-attempt.repository.js';
import type { PaymentAttemptRow } from './payment-attempt.table.js';
import type { PaymentOrders } from './payment-orders.js';
import type { ProviderPayment } from './payment-provider.js';
import { SquarePaymentProvider } from './square-payment-provider.js';

/** Whether the order has a card payment under way: pending, or approved and not yet on the order. */
export async function hasPaymentUnderWay(db: Db, storeId: string, orderId: string): Promise<boolean> {
  return (await findLivePaymentAttempt(db, storeId, orderId)) !== undefined;
}

/** The card payment of the shop's that paid the order, as money going back names it, and the amount it took; undefined when none did. */
async function cardPaymentOfOrder(
  db: Db,
  storeId: string,
  orderId: string,
): Promise<{ takenBy: Extract<TakenBy, { method: 'card' }>; captured: number } | undefined> {
  const attempt = await findApprovedPaymentAttempt(db, storeId, orderId);
  if (!attempt) return undefined;
  return {
    takenBy: { method: 'card', paymentAttemptId: attempt.id, provider: attempt.provider, providerPaymentId: attempt.provider_payment_id },
    captured: attempt.amount_cents,
  };
}

/** What payments need to know of an order to say how its money came in. */
export interface PaidOrder {
  store_id: string;
  id: string;
  payment_method: string;
  total: number;
  /** What gift cards paid of the total (docs/decisions/067): not taken by the payment. */
  gift_cards_applied: number;
}

/**
 * How the order's money came in, so that it goes back the same way, and how much of it was taken.
 * `eTransferSentBy`: the staff member who has sent an e-transfer order's money back already.
 */
export async function paymentTakenFor(db: Db, order: PaidOrder, eTransferSentBy: string | null): Promise<{ takenBy: TakenBy; captured: number }> {
  if (order.payment_method === 'card') {
    const card = await cardPaymentOfOrder(db, order.store_id, order.id);
    if (card) return card;
    // Marked paid by staff without a card payment of the shop's: given back by hand.
    return { takenBy: { method: 'manual' }, captured: order.total - order.gift_cards_applied };
  }
  return { takenBy: { method: 'emt', sentBy: eTransferSentBy }, captured: order.total - order.gift_cards_applied };
}

/** A shopper's request to pay an order; the amount is never part of it. */
export interface PayRequest {
  storeId: string;
  orderId: string;
  provider: CardProvider;
  token: string;
  idempotencyKey: string;
  /** The environment the storefront believes it is in; it must be the order's. */
  environment?: PaymentEnvironment | undefined;
  /** Square's location as the storefront has it; it must be the store's. */
  locationId?: string | undefined;
}

export interface PaymentServiceOptions {
  db: Db;
  orders: PaymentOrders;
  providers: CardProviderResolver;
  log: FastifyBaseLogger;
  /** Gives back what must not be kept (a charge for another amount than asked). */
  moneyReturns: MoneyReturns;
  now?: () => Date;
  /** How long a repeated request waits for the first one's answer before saying PENDING. */
  waitForFirstAnswerMs?: number;
  /** An attempt PENDING for longer than this lost its answer: reconciliation asks the provider. */
  staleAfterSeconds?: number;
}

const POLL_MS = 50;
/** The code of an attempt the provider approved for another amount or currency than asked. */
export const AMOUNT_MISMATCH = 'AMOUNT_MISMATCH';
const RECONCILE_BATCH = 100;
const MAX_PROVIDER_RESPONSE_CHARS = 8_000;

/**
 * Takes card payments for orders so that a charge is never made twice and never lost:
 * the attempt is recorded (PENDING, with the order's own amount) before the provider is called,
 * outside any transaction; the outcome is recorded after; only the request that recorded the
 * attempt calls the provider, and a repeated request gets the first one's answer. An attempt
 * whose answer was lost is settled later by asking the provider (reconcilePendingAttempts).
 */
export class PaymentService {
  private readonly db: Db;
  private readonly orders: PaymentOrders;
  private readonly providers: CardProviderResolver;
  private readonly log: FastifyBaseLogger;
  private readonly moneyReturns: MoneyReturns;
  private readonly now: () => Date;
  private readonly waitForFirstAnswerMs: number;
  private readonly staleAfterMs: number;

  constructor(options: PaymentServiceOptions) {
    this.db = options.db;
    this.orders = options.orders;
    this.providers = options.providers;
    this.log = options.log;
    this.moneyReturns = options.moneyReturns;
    this.now = options.now ?? (() => new Date());
    this.waitForFirstAnswerMs = options.waitForFirstAnswerMs ?? 10_000;
    this.staleAfterMs = (options.staleAfterSeconds ?? 120) * 1_000;
  }

  /** Pays an order; answers with the attempt as recorded (PENDING when the provider's answer is unknown). */
  async pay(request: PayRequest): Promise<PaymentAttemptRow> {
    const earlier = await findPaymentAttemptByKey(this.db, request.idempotencyKey);
    if (earlier) return this.answerAgain(earlier, request);

    const order = await this.orders.chargeable(request.storeId, request.orderId);
    if (!order) throw notFound(`There is no order '${request.orderId.slice(0, 64)}'.`);
    if (order.state !== 'OPEN') throw new AppError(409, 'CONFLICT', `The order is ${order.state} and cannot be paid.`);
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) {
      throw new AppError(409, 'CONFLICT', 'The order has nothing to pay.');
    }
    if (request.environment && request.environment !== order.environment) {
      throw new AppError(400, 'VALIDATION_FAILED', `The order is a ${order.environment} order.`, [
        { path: 'body/environment', message: `must be ${order.environment}, the order's environment` },
      ]);
    }
    const provider = await this.providers(request.storeId, request.provider, order.environment);
    if (request.locationId && provider instanceof SquarePaymentProvider && request.locationId !== provider.locationId) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The location is not this store’s.', [
        { path: 'body/locationId', message: 'is not the store’s Square location' },
      ]);
    }

    const attempt: PaymentAttemptRow = {
      id: `pay_${randomBytes(12).toString('hex')}`,
      store_id: request.storeId,
      order_id: request.orderId,
      provider: request.provider,
      environment: order.environment,
      idempotency_key: request.idempotencyKey,
      amount_cents: order.amountCents,
      currency: 'CAD',
      state: 'PENDING',
      provider_payment_id: null,
      outcome_code: null,
      outcome_message: null,
      provider_response: null,
      created_at: this.now().toISOString(),
      settled_at: null,
      order_updated_at: null,
    };
    // Recorded while the order is held OPEN: a cancel either comes first (then this is refused) or
    // waits for this and then sees the payment under way.
    const recorded = await this.db.transaction().execute(async (tx) =>
      (await this.orders.holdOpen(tx, request.storeId, request.orderId)) ? insertPaymentAttempt(tx, attempt) : null,
    );
    if (recorded === null) {
      const now = await this.orders.chargeable(request.storeId, request.orderId);
      throw new AppError(409, 'CONFLICT', `The order is ${now?.state ?? 'gone'} and cannot be paid.`);
    }
    if (!recorded) {
      // Lost a race: the same key (a double submit) or another payment for the same order.
      const first = await findPaymentAttemptByKey(this.db, request.idempotencyKey);
      if (first) return this.answerAgain(first, request);
      throw new AppError(409, 'CONFLICT', 'Another payment for this order is in progress or has been taken.');
    }

    let answer: ProviderPayment;
    try {
      answer = await provider.createPayment({
        amountCents: attempt.amount_cents,
        currency: 'CAD',
        token: request.token,
        idempotencyKey: attempt.idempotency_key,
        orderId: attempt.order_id,
        environment: order.environment,
      });
    } catch (error) {
      // The charge may or may not exist: the attempt stays PENDING for reconciliation.
      this.log.warn({ err: error, paymentId: attempt.id, orderId: attempt.order_id }, 'card payment outcome unknown');
      return attempt;
    }
    return this.record(attempt, answer);
  }

  /**
   * Settles attempts left PENDING for longer than the stale time by asking their provider, and
   * tells orders about settled attempts whose order was never updated. Safe to run from several
   * processes at once: an outcome is recorded only once.
   */
  async reconcilePendingAttempts(): Promise<{ settled: number; stillPending: number; ordersUpdated: number }> {
    const before = new Date(this.now().getTime() - this.staleAfterMs).toISOString();
    let settled = 0;
    let stillPending = 0;
    for (const attempt of await listStalePendingAttempts(this.db, before, RECONCILE_BATCH)) {
      const result = await this.reconcile(attempt);
      if (result.state === 'PENDING') stillPending += 1;
      else settled += 1;
    }
    let ordersUpdated = 0;
    for (const attempt of await listAttemptsAwaitingOrderUpdate(this.db, RECONCILE_BATCH)) {
      if (await this.updateOrder(attempt)) ordersUpdated += 1;
    }
    return { settled, stillPending, ordersUpdated };
  }

  /**
   * Waits up to `maxMs` while the order has a payment under way, so that a cancel can see how it
   * ended; true when none is under way any more.
   */
  async waitForPaymentOutcome(storeId: string, orderId: string, maxMs: number): Promise<boolean> {
    const deadline = Date.now() + maxMs;
    for (;;) {
      if (!(await findLivePaymentAttempt(this.db, storeId, orderId))) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async answerAgain(first: PaymentAttemptRow, request: PayRequest): Promise<PaymentAttemptRow> {
    if (first.store_id !== request.storeId || first.order_id !== request.orderId || first.provider !== request.provider) {
      throw new AppError(409, 'CONFLICT', 'This idempotency key was used for another payment.');
    }
    let attempt = first;
    const deadline = Date.now() + this.waitForFirstAnswerMs;
    while (attempt.state === 'PENDING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      attempt = (await findPaymentAttemptByKey(this.db, request.idempotencyKey)) ?? attempt;
    }
    if (attempt.state === 'PENDING' && this.isStale(attempt)) return this.reconcile(attempt);
    return attempt;
  }

  private isStale(attempt: PaymentAttemptRow): boolean {
    return Date.parse(attempt.created_at) <= this.now().getTime() - this.staleAfterMs;
  }

  private async reconcile(attempt: PaymentAttemptRow): Promise<PaymentAttemptRow> {
    let found: ProviderPayment | null;
    try {
      const provider = await this.providers(attempt.store_id, attempt.provider as CardProvider, attempt.environment as PaymentEnvironment);
      found = await provider.getPayment({
        providerPaymentId: attempt.provider_payment_id,
        idempotencyKey: attempt.idempotency_key,
        startedAt: new Date(attempt.created_at),
      });
    } catch (error) {
      this.log.warn({ err: error, paymentId: attempt.id }, 'could not reconcile a card payment yet');
      return attempt;
    }
    if (found?.status === 'PENDING') {
      if (found.providerPaymentId) await notePendingProviderPayment(this.db, attempt.id, found.providerPaymentId);
      return attempt;
    }
    // No payment at the provider: the charge never happened, and it is too late for it to.
    const answer: ProviderPayment = found ?? {
      status: 'FAILED',
      providerPaymentId: null,
      code: 'NOT_CHARGED',
      message: 'The provider has no payment for this attempt.',
      amountCents: null,
      currency: null,
      raw: null,
    };
    this.log.info({ paymentId: attempt.id, state: answer.status }, 'reconciled a card payment');
    return this.record(attempt, answer);
  }

  /**
   * Records the outcome (once, whoever is first), then tells the order. A payment the provider
   * approved for another amount (or currency) than asked is not kept, whether the answer came
   * straight back or through reconciliation: it fails, and what the provider took is given back.
   */
  private async record(attempt: PaymentAttemptRow, answer: ProviderPayment): Promise<PaymentAttemptRow> {
    if (answer.status === 'PENDING') {
      if (answer.providerPaymentId) await notePendingProviderPayment(this.db, attempt.id, answer.providerPaymentId);
      return { ...attempt, provider_payment_id: answer.providerPaymentId ?? attempt.provider_payment_id };
    }
    const wrongAmount = answer.status === 'APPROVED' && (answer.amountCents !== attempt.amount_cents || (answer.currency ?? '').toUpperCase() !== attempt.currency);
    const outcome: AttemptOutcome = {
      state: wrongAmount ? 'FAILED' : answer.status,
      providerPaymentId: answer.providerPaymentId,
      code: wrongAmount ? AMOUNT_MISMATCH : answer.code,
      message: wrongAmount ? `The provider took ${answer.amountCents ?? '?'} ${answer.currency ?? '?'} instead of ${attempt.amount_cents} ${attempt.currency}.` : answer.message,
      providerResponse: answer.raw === null ? null : JSON.stringify(answer.raw).slice(0, MAX_PROVIDER_RESPONSE_CHARS),
    };
    const now = this.now();
    let returnId: string | null = null;
    const settled = await this.db.transaction().execute(async (tx) => {
      const row = await settlePaymentAttempt(tx, attempt.id, outcome, now.toISOString());
      if (row && wrongAmount) {
        const taken = await requestMoneyReturn(
          tx,
          {
            storeId: row.store_id,
            orderId: row.order_id,
            refundId: null,
            reason: 'WRONG_AMOUNT',
            amountCents: answer.amountCents ?? row.amount_cents,
            currency: answer.currency ?? row.currency,
            environment: row.environment,
            takenBy: { method: 'card', paymentAttemptId: row.id, provider: row.provider, providerPaymentId: row.provider_payment_id },
          },
          now,
        );
        returnId = taken.id;
      }
      return row;
    });
    if (!settled) return (await findPaymentAttemptByKey(this.db, attempt.idempotency_key)) ?? attempt;
    if (wrongAmount) this.log.error({ paymentId: attempt.id, providerPaymentId: answer.providerPaymentId, returnId }, 'provider charged another amount than asked: giving it back');
    if (returnId) await this.moneyReturns.deliver(returnId);
    await this.updateOrder(settled);
    return settled;
  }

  /** Marks the order PAID or cancels it; a failure is retried by the next reconciliation. */
  private async updateOrder(attempt: PaymentAttemptRow): Promise<boolean> {
    try {
      if (attempt.state === 'APPROVED') {
        await this.orders.markPaid(attempt.store_id, attempt.order_id, {
          paymentId: attempt.id,
          provider: attempt.provider as CardProvider,
          providerPaymentId: attempt.provider_payment_id,
          amountCents: attempt.amount_cents,
          currency: 'CAD',
          paidAt: attempt.settled_at ?? this.now().toISOString(),
        });
      } else {
        const reason = `card payment ${attempt.state.toLowerCase()}${attempt.outcome_code ? ` (${attempt.outcome_code})` : ''}`;
        await this.orders.cancelUnpaid(attempt.store_id, attempt.order_id, reason);
      }
    } catch (error) {
      this.log.error({ err: error, paymentId: attempt.id, orderId: attempt.order_id }, 'could not update the order of a card payment');
      return false;
    }
    await markOrderUpdated(this.db, attempt.id, this.now().toISOString());
    return true;
  }
}
