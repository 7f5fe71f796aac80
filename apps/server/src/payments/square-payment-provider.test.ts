import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSquare } from '../testing/fake-square.js';
import { ProviderUnavailableError } from './payment-provider.js';
import { SquareAccount } from './payment-settings.js';
import { SquarePaymentProvider } from './square-payment-provider.js';

const account = { accessToken: 'EAAA-test-token', locationId: 'LMAIN' };
const request = { amountCents: 1_999, currency: 'CAD' as const, idempotencyKey: 'key-0001-abcdef', orderId: 'ORD-9', environment: 'TEST' as const };

describe("Square's Payments API", () => {
  const square = new FakeSquare(account);
  let endpoint: string;
  let provider: SquarePaymentProvider;

  beforeAll(async () => {
    endpoint = await square.start();
    provider = new SquarePaymentProvider(SquareAccount.parse({ ...account, endpoint }), 'TEST', 500);
  });
  afterAll(() => square.stop());
  beforeEach(() => square.reset());

  it('creates a payment with a Bearer token and the Square-Version header', async () => {
    const payment = await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
    expect(payment).toMatchObject({ status: 'APPROVED', providerPaymentId: square.payments[0]!.id, code: null });
    expect(square.createRequests[0]).toMatchObject({ autocomplete: true, note: 'Order ORD-9' });
  });

  it('reads a decline from the errors and the FAILED payment Square returns with them', async () => {
    const payment = await provider.createPayment({ ...request, token: 'cnon:card-nonce-rejected-cvv' });
    expect(payment).toMatchObject({ status: 'DECLINED', code: 'CVV_FAILURE', message: "Authorization error: 'CVV_FAILURE'" });
    expect(payment.providerPaymentId).toBe(square.payments[0]!.id);
  });

  it('fails without charging on a bad access token or a reused idempotency key', async () => {
    const wrongToken = new SquarePaymentProvider({ ...SquareAccount.parse(account), endpoint, accessToken: 'nope' }, 'TEST', 500);
    expect(await wrongToken.createPayment({ ...request, token: 'cnon:card-nonce-ok' })).toMatchObject({ status: 'FAILED', code: 'UNAUTHORIZED' });
    await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
    expect(await provider.createPayment({ ...request, amountCents: 5, token: 'cnon:card-nonce-ok' })).toMatchObject({
      status: 'FAILED',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(square.charges).toBe(1);
  });

  it('calls the outcome unknown on a 500, a temporary error, a timeout or a dropped answer', async () => {
    for (const breakSquare of [() => (square.mode = 'server-error'), () => (square.temporaryErrorNext = true), () => (square.mode = 'slow'), () => (square.mode = 'drop-after-charge')]) {
      square.reset();
      breakSquare();
      await expect(provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it('finds a payment again by its id or, when the id was lost, by the idempotency key in its reference_id', async () => {
    const startedAt = new Date();
    square.mode = 'drop-after-charge';
    await expect(provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    square.mode = 'normal';
    const byKey = await provider.getPayment({ providerPaymentId: null, idempotencyKey: request.idempotencyKey, startedAt });
    expect(byKey).toMatchObject({ status: 'APPROVED', providerPaymentId: square.payments[0]!.id });
    const byId = await provider.getPayment({ providerPaymentId: square.payments[0]!.id, idempotencyKey: 'other', startedAt });
    expect(byId?.status).toBe('APPROVED');
    expect(await provider.getPayment({ providerPaymentId: null, idempotencyKey: 'never-sent-key', startedAt })).toBeNull();
    expect(await provider.getPayment({ providerPaymentId: 'missing', idempotencyKey: 'x', startedAt })).toBeNull();
  });

  it('searches past the first page of payments', async () => {
    const startedAt = new Date();
    for (let index = 0; index < 120; index += 1) {
      square.nonces.set(`cnon:test-${index}`, null);
      await provider.createPayment({ ...request, idempotencyKey: `key-bulk-${index}`, token: `cnon:test-${index}` });
    }
    const last = await provider.getPayment({ providerPaymentId: null, idempotencyKey: 'key-bulk-119', startedAt });
    expect(last?.providerPaymentId).toBe(square.payments[119]!.id);
  });
});
