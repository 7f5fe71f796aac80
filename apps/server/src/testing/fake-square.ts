import { randomBytes } from 'node:crypto';
import { FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server.js';

interface SquareMoney {
  amount: number;
  currency: string;
}

/** A payment as Square's Payments API returns it (the fields this shop reads, and a few more). */
export interface FakeSquarePayment {
  id: string;
  created_at: string;
  updated_at: string;
  amount_money: SquareMoney;
  total_money: SquareMoney;
  approved_money: SquareMoney;
  status: 'APPROVED' | 'COMPLETED' | 'FAILED' | 'CANCELED';
  source_type: 'CARD';
  refunded_money?: SquareMoney;
  refund_ids?: string[];
  location_id: string;
  reference_id?: string;
  note?: string;
  card_details: { status: 'AUTHORIZED' | 'CAPTURED' | 'FAILED' | 'VOIDED'; card: { card_brand: 'VISA'; last_4: string } };
}

/** A refund as Square's Refunds API returns it (PaymentRefund). */
export interface FakeSquareRefund {
  id: string;
  status: 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';
  location_id: string;
  amount_money: SquareMoney;
  payment_id: string;
  reason?: string;
  created_at: string;
  updated_at: string;
}

type SquareError = { category: string; code: string; detail: string; field?: string };

/**
 * Square's documented sandbox nonces and the CreatePayment error each one produces; tests may add
 * their own nonces for other documented error codes.
 */
export const SQUARE_SANDBOX_NONCES: Record<string, { category: string; code: string } | null> = {
  'cnon:card-nonce-ok': null,
  'cnon:card-nonce-declined': { category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE' },
  'cnon:card-nonce-rejected-cvv': { category: 'PAYMENT_METHOD_ERROR', code: 'CVV_FAILURE' },
  'cnon:card-nonce-rejected-postalcode': { category: 'PAYMENT_METHOD_ERROR', code: 'ADDRESS_VERIFICATION_FAILURE' },
  'cnon:card-nonce-rejected-expiration': { category: 'PAYMENT_METHOD_ERROR', code: 'INVALID_EXPIRATION' },
  'cnon:card-nonce-already-used': { category: 'INVALID_REQUEST_ERROR', code: 'CARD_TOKEN_USED' },
};

const errorAnswer = (status: number, errors: SquareError[], payment?: FakeSquarePayment): FakeReply => ({
  status,
  body: payment ? { errors, payment } : { errors },
});

/**
 * A stand-in for Square's Payments and Refunds APIs (v2): CreatePayment, GetPayment,
 * ListPayments, CancelPayment, RefundPayment and GetPaymentRefund with Bearer auth, the
 * Square-Version header, idempotency keys (the same request answers the same; a changed request
 * with a used key is IDEMPOTENCY_KEY_REUSED) and single-use nonces. Refusals carry Square's
 * documented error codes (NOT_FOUND, REFUND_AMOUNT_INVALID, PAYMENT_NOT_REFUNDABLE, …).
 */
export class FakeSquare extends FakeHttpServer {
  readonly payments: FakeSquarePayment[] = [];
  readonly refunds: FakeSquareRefund[] = [];
  /** RefundPayment and CancelPayment requests as received (the path and the body). */
  readonly returnRequests: Array<{ path: string; body: Record<string, unknown> }> = [];
  /** When set, a payment takes this amount whatever it was asked for: a provider's mistake. */
  chargeAmountOverride: number | null = null;
  /** New refunds stay PENDING until completeRefunds(). */
  refundsStayPending = false;
  readonly nonces = new Map(Object.entries(SQUARE_SANDBOX_NONCES));
  /** CreatePayment requests as received. */
  readonly createRequests: Array<Record<string, unknown>> = [];
  /** When set, the next CreatePayment answers TEMPORARY_ERROR (with a 500) and charges nothing. */
  temporaryErrorNext = false;
  private readonly answersByKey = new Map<string, { request: string; reply: FakeReply }>();
  private readonly usedNonces = new Set<string>();

  constructor(private readonly account: { accessToken: string; locationId: string }) {
    super();
  }

  /** Payments Square completed: money taken. */
  get charges(): number {
    return this.payments.filter((payment) => payment.status === 'COMPLETED').length;
  }

  /** Square finishes its pending refunds. */
  completeRefunds(): void {
    for (const refund of this.refunds) if (refund.status === 'PENDING') refund.status = 'COMPLETED';
  }

  /** Money taken and not given back, in cents. */
  get kept(): number {
    return this.payments.filter((payment) => payment.status === 'COMPLETED').reduce((sum, payment) => sum + payment.amount_money.amount - (payment.refunded_money?.amount ?? 0), 0);
  }

  reset(): void {
    this.payments.length = 0;
    this.refunds.length = 0;
    this.returnRequests.length = 0;
    this.chargeAmountOverride = null;
    this.refundsStayPending = false;
    this.createRequests.length = 0;
    this.answersByKey.clear();
    this.usedNonces.clear();
    this.mode = 'normal';
    this.delayMs = 0;
    this.temporaryErrorNext = false;
  }

  protected serverError(): unknown {
    return { errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'An internal error has occurred.' }] };
  }

  protected answer(request: FakeRequest): FakeReply & { charge?: boolean } {
    if (request.headers.authorization !== `Bearer ${this.account.accessToken}`) {
      return errorAnswer(401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' }]);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(request.headers['square-version'] ?? ''))) {
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', detail: 'Invalid Square-Version' }]);
    }
    if (request.method === 'POST' && request.path === '/v2/payments') return this.createPayment(request.body as Record<string, unknown>);
    if (request.method === 'GET' && request.path === '/v2/payments') return this.listPayments(request.query);
    if (request.method === 'POST' && request.path === '/v2/refunds') return this.refundPayment(request.body as Record<string, unknown>);
    const refundId = /^\/v2\/refunds\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && refundId) {
      const refund = this.refunds.find((candidate) => candidate.id === decodeURIComponent(refundId));
      return refund
        ? { status: 200, body: { refund } }
        : errorAnswer(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Could not find refund with id: ${refundId}` }]);
    }
    const cancelId = /^\/v2\/payments\/([^/]+)\/cancel$/.exec(request.path)?.[1];
    if (request.method === 'POST' && cancelId) return this.cancelPayment(decodeURIComponent(cancelId));
    const id = /^\/v2\/payments\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && id) {
      const payment = this.payments.find((candidate) => candidate.id === decodeURIComponent(id));
      return payment
        ? { status: 200, body: { payment } }
        : errorAnswer(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Could not find payment with id: ${id}` }]);
    }
    return errorAnswer(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Resource not found.' }]);
  }

  private createPayment(body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.createRequests.push(body);
    const key = body.idempotency_key;
    const money = body.amount_money as SquareMoney | undefined;
    for (const field of ['source_id', 'idempotency_key', 'amount_money'] as const) {
      if (body[field] === undefined) {
        return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'MISSING_REQUIRED_PARAMETER', detail: `Missing required parameter.`, field }]);
      }
    }
    if (typeof key !== 'string' || key.length > 45) {
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'VALUE_TOO_LONG', detail: 'idempotency_key is too long', field: 'idempotency_key' }]);
    }
    const fingerprint = JSON.stringify(body);
    const earlier = this.answersByKey.get(key);
    if (earlier) {
      if (earlier.request === fingerprint) return earlier.reply;
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED', detail: 'The idempotency key can only be retried with the same request data.' }]);
    }
    if (this.temporaryErrorNext) {
      this.temporaryErrorNext = false;
      return errorAnswer(500, [{ category: 'API_ERROR', code: 'TEMPORARY_ERROR', detail: 'A temporary internal error occurred. You can safely retry your call using the same idempotency key.' }]);
    }
    if (body.location_id !== undefined && body.location_id !== this.account.locationId) {
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Location not found.', field: 'location_id' }]);
    }
    const nonce = String(body.source_id);
    const outcome = this.nonces.get(nonce);
    let reply: FakeReply & { charge?: boolean };
    if (outcome === undefined || (this.usedNonces.has(nonce) && outcome === null)) {
      reply = errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'CARD_TOKEN_USED', detail: 'Card token already used.', field: 'source_id' }]);
    } else if (outcome && outcome.category !== 'PAYMENT_METHOD_ERROR') {
      reply = errorAnswer(400, [{ ...outcome, detail: `Request failed: '${outcome.code}'`, field: 'source_id' }]);
    } else {
      const taken = this.chargeAmountOverride === null ? money! : { ...money!, amount: this.chargeAmountOverride };
      const payment = this.newPayment(body, taken, outcome ? 'FAILED' : body.autocomplete === false ? 'APPROVED' : 'COMPLETED');
      reply = outcome
        ? errorAnswer(400, [{ ...outcome, detail: `Authorization error: '${outcome.code}'` }], payment)
        : { status: 200, body: { payment }, charge: true };
    }
    this.usedNonces.add(nonce);
    this.answersByKey.set(key, { request: fingerprint, reply });
    return reply;
  }

  private newPayment(body: Record<string, unknown>, money: SquareMoney, status: 'APPROVED' | 'COMPLETED' | 'FAILED'): FakeSquarePayment {
    const now = new Date().toISOString();
    const payment: FakeSquarePayment = {
      id: randomBytes(14).toString('base64url'),
      created_at: now,
      updated_at: now,
      amount_money: money,
      total_money: money,
      approved_money: status === 'COMPLETED' ? money : { amount: 0, currency: money.currency },
      status,
      source_type: 'CARD',
      location_id: String(body.location_id ?? this.account.locationId),
      ...(typeof body.reference_id === 'string' ? { reference_id: body.reference_id } : {}),
      ...(typeof body.note === 'string' ? { note: body.note } : {}),
      card_details: { status: status === 'COMPLETED' ? 'CAPTURED' : status === 'APPROVED' ? 'AUTHORIZED' : 'FAILED', card: { card_brand: 'VISA', last_4: '1111' } },
    };
    this.payments.push(payment);
    return payment;
  }

  /** RefundPayment: part or all of a COMPLETED payment, never more than is left of it. */
  private refundPayment(body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.returnRequests.push({ path: '/v2/refunds', body });
    for (const field of ['idempotency_key', 'amount_money', 'payment_id'] as const) {
      if (body[field] === undefined) {
        return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'MISSING_REQUIRED_PARAMETER', detail: 'Missing required parameter.', field }]);
      }
    }
    const key = String(body.idempotency_key);
    const fingerprint = JSON.stringify(body);
    const earlier = this.answersByKey.get(`refund:${key}`);
    if (earlier) {
      if (earlier.request === fingerprint) return { ...earlier.reply, charge: true };
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED', detail: 'The idempotency key can only be retried with the same request data.' }]);
    }
    const payment = this.payments.find((candidate) => candidate.id === body.payment_id);
    const money = body.amount_money as SquareMoney;
    let reply: FakeReply;
    if (!payment) {
      reply = errorAnswer(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Could not find payment with id: ${String(body.payment_id)}` }]);
    } else if (payment.status !== 'COMPLETED') {
      reply = errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'PAYMENT_NOT_REFUNDABLE', detail: `Payment status ${payment.status} is not refundable.` }]);
    } else if (money.currency !== payment.amount_money.currency) {
      reply = errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'CURRENCY_MISMATCH', detail: 'The refund currency differs from the payment currency.' }]);
    } else if (money.amount <= 0 || money.amount > payment.amount_money.amount - (payment.refunded_money?.amount ?? 0)) {
      reply = errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'REFUND_AMOUNT_INVALID', detail: 'The requested refund amount exceeds the amount available to refund.', field: 'amount_money.amount' }]);
    } else {
      const now = new Date().toISOString();
      const refund: FakeSquareRefund = {
        id: `${payment.id}_${randomBytes(10).toString('base64url')}`,
        status: this.refundsStayPending ? 'PENDING' : 'COMPLETED',
        location_id: payment.location_id,
        amount_money: money,
        payment_id: payment.id,
        ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
        created_at: now,
        updated_at: now,
      };
      this.refunds.push(refund);
      payment.refunded_money = { amount: (payment.refunded_money?.amount ?? 0) + money.amount, currency: money.currency };
      payment.refund_ids = [...(payment.refund_ids ?? []), refund.id];
      reply = { status: 200, body: { refund } };
    }
    this.answersByKey.set(`refund:${key}`, { request: fingerprint, reply });
    return { ...reply, charge: true };
  }

  /** CancelPayment: voids a payment that is only APPROVED; a completed one must be refunded. */
  private cancelPayment(id: string): FakeReply & { charge?: boolean } {
    this.returnRequests.push({ path: `/v2/payments/${id}/cancel`, body: {} });
    const payment = this.payments.find((candidate) => candidate.id === id);
    if (!payment) return errorAnswer(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Could not find payment with id: ${id}` }]);
    if (payment.status === 'APPROVED') {
      payment.status = 'CANCELED';
      payment.card_details.status = 'VOIDED';
    }
    if (payment.status !== 'CANCELED') {
      return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: `Payment status ${payment.status} cannot be canceled.` }]);
    }
    return { status: 200, body: { payment }, charge: true };
  }

  private listPayments(query: URLSearchParams): FakeReply {
    const begin = query.get('begin_time') ?? '';
    const limit = Number(query.get('limit') ?? '100');
    const start = Number(query.get('cursor') ?? '0');
    const matching = this.payments.filter(
      (payment) => payment.location_id === (query.get('location_id') ?? this.account.locationId) && payment.created_at >= begin,
    );
    const page = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : undefined;
    return { status: 200, body: page.length > 0 ? { payments: page, ...(next ? { cursor: next } : {}) } : {} };
  }
}
