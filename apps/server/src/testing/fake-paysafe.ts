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
  status: 'COMPLETED';
  liveMode: false;
  gatewayResponse: { authCode: string; avsResponse: 'MATCH'; cvvVerification: 'MATCH' };
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
 */
export class FakePaysafe extends FakeHttpServer {
  readonly payments: FakePaysafePayment[] = [];
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

  reset(): void {
    this.payments.length = 0;
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
    const payment: FakePaysafePayment = {
      id: randomUUID(),
      paymentType: 'CARD',
      paymentHandleToken: String(body.paymentHandleToken),
      merchantRefNum: String(body.merchantRefNum),
      currencyCode: String(body.currencyCode),
      settleWithAuth: body.settleWithAuth === true,
      dupCheck: body.dupCheck === true,
      txnTime: new Date().toISOString(),
      amount: handle.amount,
      availableToSettle: 0,
      status: 'COMPLETED',
      liveMode: false,
      gatewayResponse: { authCode: '264947', avsResponse: 'MATCH', cvvVerification: 'MATCH' },
    };
    this.payments.push(payment);
    return { status: 201, body: payment, charge: true };
  }
}
