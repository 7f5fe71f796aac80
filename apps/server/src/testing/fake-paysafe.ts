import { randomBytes, randomUUID } from 'node:crypto';
import { FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server.js';

/** What a payment handle from Paysafe Checkout does when the server pays with it. */
export type FakePaysafeHandleOutcome = 'approve' | 'decline' | 'insufficient-funds';

interface FakeHandle {
  amount: number;
  currencyCode: string;
  outcome: FakePaysafeHandleOutcome;
  used: boolean;
}

/** A payment as Paysafe's Payments API returns it. */
export interface FakePaysafePayment {
  id: string;
  paymentType: 'CARD';
  paymentHandleToken: string;
  merchantRefNum: string;
  currencyCode: string;
  settleWithAuth: boolean;
  dupCheck: boolean;
  txnTime: string;
  amount: number;
  availableToSettle: number;
  status: 'COMPLETED' | 'CANCELLED';
  liveMode: false;
  gatewayResponse: { authCode: string; avsResponse: 'MATCH'; cvvVerification: 'MATCH' };
}

/** A settlement (made with the payment when settleWithAuth): PENDING until Paysafe's batch runs, then COMPLETED. */
export interface FakePaysafeSettlement {
  id: string;
  paymentId: string;
  amount: number;
  status: 'PENDING' | 'COMPLETED' | 'CANCELLED';
}

/** A void of an authorisation or a refund of a settlement, with the merchantRefNum it was asked with. */
export interface FakePaysafeTransfer {
  id: string;
  kind: 'voidauth' | 'refund';
  of: string;
  merchantRefNum: string;
  amount: number;
  currencyCode: string;
  status: 'PENDING' | 'COMPLETED';
  txnTime: string;
}

const DECLINES: Record<Exclude<FakePaysafeHandleOutcome, 'approve'>, { code: string; message: string }> = {
  decline: { code: '3009', message: 'Your request has been declined by the issuing bank.' },
  'insufficient-funds': { code: '3022', message: 'The card has been declined due to insufficient funds.' },
};

const refusal = (status: number, code: string, message: string, fieldErrors?: Array<{ field: string; error: string }>): FakeReply => ({
  status,
  body: { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } },
});

/**
 * A stand-in for Paysafe's Payments API: POST /paymenthub/v1/payments with a payment handle
 * token from Paysafe Checkout, Basic auth from the API key, and lookups by id or merchantRefNum.
 * A handle carries the amount Checkout was opened with: paying another amount is refused.
 * Money goes back by voidauths (an authorisation not settled), by cancelling a settlement not yet
 * batched (PUT settlements/{id}), or by a refund of a batched settlement; a merchantRefNum used
 * before is 5031, a refund of a settlement not batched 3406, more than is left 3404.
 */
export class FakePaysafe extends FakeHttpServer {
  readonly payments: FakePaysafePayment[] = [];
  readonly settlements: FakePaysafeSettlement[] = [];
  readonly transfers: FakePaysafeTransfer[] = [];
  /** Void, refund and settlement-cancel requests as received. */
  readonly returnRequests: Array<{ method: string; path: string; body: unknown }> = [];
  /** When set, a payment takes this amount whatever it was asked for. */
  chargeAmountOverride: number | null = null;
  readonly paymentRequests: Array<Record<string, unknown>> = [];
  private readonly handles = new Map<string, FakeHandle>();

  constructor(private readonly apiKey: { username: string; password: string }) {
    super();
  }

  /** What Paysafe Checkout does in the browser: a single-use payment handle for an amount. */
  issueHandle(amount: number, outcome: FakePaysafeHandleOutcome = 'approve'): string {
    const token = `SC${randomBytes(8).toString('base64url')}`;
    this.handles.set(token, { amount, currencyCode: 'CAD', outcome, used: false });
    return token;
  }

  get charges(): number {
    return this.payments.length;
  }

  /** Paysafe's end-of-day batch: pending settlements complete (from then on they are refunded, not cancelled). */
  batch(): void {
    for (const settlement of this.settlements) if (settlement.status === 'PENDING') settlement.status = 'COMPLETED';
  }

  /** Money taken and not given back, in cents. */
  get kept(): number {
    const given = (of: string) => this.transfers.filter((transfer) => transfer.of === of).reduce((sum, transfer) => sum + transfer.amount, 0);
    const settled = this.settlements.filter((settlement) => settlement.status !== 'CANCELLED').reduce((sum, settlement) => sum + settlement.amount - given(settlement.id), 0);
    const authorised = this.payments.reduce((sum, payment) => sum + payment.availableToSettle, 0);
    return settled + authorised;
  }

  reset(): void {
    this.payments.length = 0;
    this.settlements.length = 0;
    this.transfers.length = 0;
    this.returnRequests.length = 0;
    this.chargeAmountOverride = null;
    this.paymentRequests.length = 0;
    this.handles.clear();
    this.mode = 'normal';
    this.delayMs = 0;
  }

  protected serverError(): unknown {
    return { error: { code: '1000', message: 'An internal error occurred.' } };
  }

  protected answer(request: FakeRequest): FakeReply & { charge?: boolean } {
    const expected = `Basic ${Buffer.from(`${this.apiKey.username}:${this.apiKey.password}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return refusal(401, '5279', 'The authentication credentials are invalid.');
    if (request.path === '/paymenthub/v1/payments' && request.method === 'POST') return this.pay(request.body as Record<string, unknown>);
    const voidOf = /^\/paymenthub\/v1\/payments\/([^/]+)\/voidauths$/.exec(request.path)?.[1];
    if (voidOf && request.method === 'POST') return this.voidAuth(decodeURIComponent(voidOf), request.body as Record<string, unknown>);
    const refundOf = /^\/paymenthub\/v1\/settlements\/([^/]+)\/refunds$/.exec(request.path)?.[1];
    if (refundOf && request.method === 'POST') return this.refund(decodeURIComponent(refundOf), request.body as Record<string, unknown>);
    const settlementId = /^\/paymenthub\/v1\/settlements\/([^/]+)$/.exec(request.path)?.[1];
    if (settlementId && request.method === 'PUT') return this.cancelSettlement(decodeURIComponent(settlementId), request.body as Record<string, unknown>);
    const transferPath = /^\/paymenthub\/v1\/(refunds|voidauths)(?:\/([^/]+))?$/.exec(request.path);
    if (transferPath && request.method === 'GET') {
      const kind = transferPath[1] === 'refunds' ? 'refund' : 'voidauth';
      const listKey = kind === 'refund' ? 'refunds' : 'voidAuths';
      if (transferPath[2]) {
        const found = this.transfers.find((transfer) => transfer.kind === kind && transfer.id === decodeURIComponent(transferPath[2]!));
        return found ? { status: 200, body: transferBody(found) } : refusal(404, '5269', 'The ID(s) specified in the URL do not correspond to the values in the system.');
      }
      const merchantRefNum = request.query.get('merchantRefNum');
      return { status: 200, body: { [listKey]: this.transfers.filter((transfer) => transfer.kind === kind && transfer.merchantRefNum === merchantRefNum).map(transferBody) } };
    }
    if (request.path === '/paymenthub/v1/payments' && request.method === 'GET') {
      const merchantRefNum = request.query.get('merchantRefNum');
      return { status: 200, body: { payments: this.payments.filter((payment) => payment.merchantRefNum === merchantRefNum) } };
    }
    const id = /^\/paymenthub\/v1\/payments\/([^/]+)$/.exec(request.path)?.[1];
    const payment = id ? this.payments.find((candidate) => candidate.id === decodeURIComponent(id)) : undefined;
    if (payment) return { status: 200, body: payment };
    return refusal(404, '5269', 'The ID(s) specified in the URL do not correspond to the values in the system.');
  }

  private pay(body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.paymentRequests.push(body);
    const missing = ['merchantRefNum', 'amount', 'currencyCode', 'paymentHandleToken'].filter((field) => body[field] === undefined);
    if (missing.length > 0) {
      return refusal(400, '5068', 'Field error(s)', missing.map((field) => ({ field, error: 'may not be null' })));
    }
    const handle = this.handles.get(String(body.paymentHandleToken));
    if (!handle || handle.used) return refusal(400, '5068', 'Field error(s)', [{ field: 'paymentHandleToken', error: 'is invalid or already used' }]);
    if (body.amount !== handle.amount || body.currencyCode !== handle.currencyCode) {
      return refusal(400, '5068', 'Field error(s)', [{ field: 'amount', error: 'does not match the amount of the payment handle' }]);
    }
    handle.used = true;
    if (handle.outcome !== 'approve') {
      const { code, message } = DECLINES[handle.outcome];
      return refusal(402, code, message);
    }
    const amount = this.chargeAmountOverride ?? handle.amount;
    const settleWithAuth = body.settleWithAuth === true;
    const payment: FakePaysafePayment = {
      id: randomUUID(),
      paymentType: 'CARD',
      paymentHandleToken: String(body.paymentHandleToken),
      merchantRefNum: String(body.merchantRefNum),
      currencyCode: String(body.currencyCode),
      settleWithAuth,
      dupCheck: body.dupCheck === true,
      txnTime: new Date().toISOString(),
      amount,
      availableToSettle: settleWithAuth ? 0 : amount,
      status: 'COMPLETED',
      liveMode: false,
      gatewayResponse: { authCode: '264947', avsResponse: 'MATCH', cvvVerification: 'MATCH' },
    };
    this.payments.push(payment);
    if (settleWithAuth) this.settlements.push({ id: payment.id, paymentId: payment.id, amount, status: 'PENDING' });
    return { status: 201, body: payment, charge: true };
  }

  private used(merchantRefNum: unknown): FakeReply | null {
    if (typeof merchantRefNum !== 'string') return refusal(400, '5068', 'Field error(s)', [{ field: 'merchantRefNum', error: 'may not be null' }]);
    return this.transfers.some((transfer) => transfer.merchantRefNum === merchantRefNum)
      ? refusal(409, '5031', 'The transaction you have submitted has already been processed.')
      : null;
  }

  private record(kind: FakePaysafeTransfer['kind'], of: string, body: Record<string, unknown>, amount: number): FakeReply & { charge?: boolean } {
    const transfer: FakePaysafeTransfer = {
      id: randomUUID(),
      kind,
      of,
      merchantRefNum: String(body.merchantRefNum),
      amount,
      currencyCode: 'CAD',
      status: 'COMPLETED',
      txnTime: new Date().toISOString(),
    };
    this.transfers.push(transfer);
    return { status: 201, body: transferBody(transfer), charge: true };
  }

  private voidAuth(paymentId: string, body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.returnRequests.push({ method: 'POST', path: `/paymenthub/v1/payments/${paymentId}/voidauths`, body });
    const payment = this.payments.find((candidate) => candidate.id === paymentId);
    if (!payment) return refusal(404, '5269', 'The ID(s) specified in the URL do not correspond to the values in the system.');
    const duplicate = this.used(body.merchantRefNum);
    if (duplicate) return duplicate;
    const amount = typeof body.amount === 'number' ? body.amount : payment.availableToSettle;
    if (amount <= 0 || amount > payment.availableToSettle) return refusal(400, '3204', 'The requested amount exceeds the remaining authorization amount.');
    payment.availableToSettle -= amount;
    if (payment.availableToSettle === 0) payment.status = 'CANCELLED';
    return this.record('voidauth', paymentId, body, amount);
  }

  private refund(settlementId: string, body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.returnRequests.push({ method: 'POST', path: `/paymenthub/v1/settlements/${settlementId}/refunds`, body });
    const settlement = this.settlements.find((candidate) => candidate.id === settlementId);
    if (!settlement || settlement.status === 'CANCELLED') return refusal(404, '3407', 'The settlement referred to by the transaction response ID you provided cannot be found.');
    const duplicate = this.used(body.merchantRefNum);
    if (duplicate) return duplicate;
    if (settlement.status === 'PENDING') {
      return refusal(400, '3406', 'The settlement you are attempting to refund has not been batched yet. There are no settled funds available to refund.');
    }
    const left = settlement.amount - this.transfers.filter((transfer) => transfer.of === settlement.id).reduce((sum, transfer) => sum + transfer.amount, 0);
    const amount = typeof body.amount === 'number' ? body.amount : left;
    if (amount <= 0 || amount > left) return refusal(400, '3404', 'The requested refund amount exceeds the remaining settlement amount.');
    return this.record('refund', settlement.id, body, amount);
  }

  private cancelSettlement(settlementId: string, body: Record<string, unknown>): FakeReply & { charge?: boolean } {
    this.returnRequests.push({ method: 'PUT', path: `/paymenthub/v1/settlements/${settlementId}`, body });
    const settlement = this.settlements.find((candidate) => candidate.id === settlementId);
    if (!settlement) return refusal(404, '5269', 'The ID(s) specified in the URL do not correspond to the values in the system.');
    if (body.status !== 'CANCELLED') return refusal(400, '5068', 'Field error(s)', [{ field: 'status', error: 'must be CANCELLED' }]);
    if (settlement.status === 'COMPLETED') return refusal(400, '3203', 'The settlement has already been batched: refund it instead.');
    settlement.status = 'CANCELLED';
    return { status: 200, body: { id: settlement.id, amount: settlement.amount, status: settlement.status }, charge: true };
  }
}

const transferBody = (transfer: FakePaysafeTransfer) => ({
  id: transfer.id,
  merchantRefNum: transfer.merchantRefNum,
  amount: transfer.amount,
  currencyCode: transfer.currencyCode,
  status: transfer.status,
  txnTime: transfer.txnTime,
  dupCheck: true,
});
