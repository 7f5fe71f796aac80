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

  describe('giving money back', () => {
    const giveBack = (providerPaymentId: string, amountCents: number, idempotencyKey: string) =>
      provider.returnPayment({ providerPaymentId, amountCents, currency: 'CAD', idempotencyKey, reason: 'Refund of order ORD-9' });

    it('refunds a completed payment in parts with RefundPayment, once per key, never more than is left', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
      const first = await giveBack(providerPaymentId!, 999, 'rk-one');
      expect(first).toMatchObject({ status: 'SUCCEEDED', kind: 'REFUND', providerReturnId: square.refunds[0]!.id });
      expect(square.returnRequests[0]).toEqual({
        path: '/v2/refunds',
        body: { idempotency_key: 'rk-one', amount_money: { amount: 999, currency: 'CAD' }, payment_id: providerPaymentId, reason: 'Refund of order ORD-9' },
      });
      expect(await giveBack(providerPaymentId!, 999, 'rk-one')).toMatchObject({ status: 'SUCCEEDED', providerReturnId: first.providerReturnId });
      expect(square.refunds).toHaveLength(1);
      expect(await giveBack(providerPaymentId!, 1_001, 'rk-two')).toMatchObject({ status: 'REFUSED', code: 'REFUND_AMOUNT_INVALID' });
      expect(await giveBack(providerPaymentId!, 1_000, 'rk-three')).toMatchObject({ status: 'SUCCEEDED' });
      expect(square.kept).toBe(0);
    });

    it('follows a refund Square leaves PENDING until it completes', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
      square.refundsStayPending = true;
      const pending = await giveBack(providerPaymentId!, 1_999, 'rk-pending');
      expect(pending).toMatchObject({ status: 'PENDING', code: 'PENDING' });
      const lookup = { providerPaymentId: providerPaymentId!, providerReturnId: pending.providerReturnId, kind: 'REFUND' as const, idempotencyKey: 'rk-pending' };
      expect(await provider.getReturn(lookup)).toMatchObject({ status: 'PENDING' });
      square.completeRefunds();
      expect(await provider.getReturn(lookup)).toMatchObject({ status: 'SUCCEEDED', kind: 'REFUND' });
    });

    it('cancels a payment that is only APPROVED (CancelPayment), and counts a canceled one as given back', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
      square.payments[0]!.status = 'APPROVED';
      expect(await giveBack(providerPaymentId!, 1_999, 'rk-void')).toMatchObject({ status: 'SUCCEEDED', kind: 'VOID' });
      expect(square.returnRequests.map((call) => call.path)).toEqual([`/v2/payments/${providerPaymentId}/cancel`]);
      expect(square.payments[0]!.status).toBe('CANCELED');
      expect(await giveBack(providerPaymentId!, 1_999, 'rk-void')).toMatchObject({ status: 'SUCCEEDED', kind: 'VOID' });
    });

    it('calls a return unknown on a 500 or a rate limit, and refuses one for a payment Square does not know', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: 'cnon:card-nonce-ok' });
      square.mode = 'server-error';
      await expect(giveBack(providerPaymentId!, 1_999, 'rk-x')).rejects.toBeInstanceOf(ProviderUnavailableError);
      square.mode = 'normal';
      expect(await giveBack('no-such-payment', 100, 'rk-y')).toMatchObject({ status: 'REFUSED', code: 'NOT_FOUND' });
      expect(square.kept).toBe(1_999);
    });
  });
});
