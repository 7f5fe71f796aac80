import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePaysafe } from '../testing/fake-paysafe.js';
import { ProviderUnavailableError } from './payment-provider.js';
import { PaysafeAccount } from './payment-settings.js';
import { PaysafePaymentProvider } from './paysafe-payment-provider.js';

const apiKey = { username: 'test-user', password: 'B-qa2-0-secret' };
const request = { amountCents: 2_500, currency: 'CAD' as const, idempotencyKey: 'ref-0001-abcdef', orderId: 'ORD-7', environment: 'TEST' as const };

describe("Paysafe's Payments API", () => {
  const paysafe = new FakePaysafe(apiKey);
  let endpoint: string;
  let provider: PaysafePaymentProvider;

  beforeAll(async () => {
    endpoint = await paysafe.start();
    provider = new PaysafePaymentProvider(PaysafeAccount.parse({ ...apiKey, accountId: '1001234567', endpoint }), 'TEST', 500);
  });
  afterAll(() => paysafe.stop());
  beforeEach(() => paysafe.reset());

  it('completes a payment with the handle token, Basic auth, our key as merchantRefNum and the account', async () => {
    const payment = await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) });
    expect(payment).toMatchObject({ status: 'APPROVED', providerPaymentId: paysafe.payments[0]!.id });
    expect(paysafe.paymentRequests[0]).toMatchObject({ merchantRefNum: request.idempotencyKey, accountId: '1001234567', description: 'Order ORD-7' });
  });

  it("reads a bank's decline (402) and other refusals", async () => {
    expect(await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500, 'insufficient-funds') })).toMatchObject({
      status: 'DECLINED',
      code: '3022',
    });
    expect(await provider.createPayment({ ...request, token: 'SCunknown' })).toMatchObject({ status: 'FAILED', code: '5068' });
    const wrongKey = new PaysafePaymentProvider({ ...PaysafeAccount.parse(apiKey), password: 'wrong', endpoint }, 'TEST', 500);
    expect(await wrongKey.createPayment({ ...request, token: paysafe.issueHandle(2_500) })).toMatchObject({ status: 'FAILED', code: '5279' });
    expect(paysafe.charges).toBe(0);
  });

  it('calls the outcome unknown on a 500, a timeout or a dropped answer, and finds the payment by merchantRefNum', async () => {
    for (const mode of ['server-error', 'slow', 'drop-after-charge'] as const) {
      paysafe.mode = mode;
      await expect(provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) })).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
    paysafe.mode = 'normal';
    const startedAt = new Date();
    expect(await provider.getPayment({ providerPaymentId: null, idempotencyKey: request.idempotencyKey, startedAt })).toMatchObject({ status: 'APPROVED' });
    expect(await provider.getPayment({ providerPaymentId: paysafe.payments[0]!.id, idempotencyKey: 'x', startedAt })).toMatchObject({ status: 'APPROVED' });
    expect(await provider.getPayment({ providerPaymentId: null, idempotencyKey: 'never-sent', startedAt })).toBeNull();
    expect(await provider.getPayment({ providerPaymentId: 'missing', idempotencyKey: 'x', startedAt })).toBeNull();
  });

  describe('giving money back', () => {
    const giveBack = (providerPaymentId: string, amountCents: number, idempotencyKey: string) =>
      provider.returnPayment({ providerPaymentId, amountCents, currency: 'CAD', idempotencyKey, reason: 'Refund of order ORD-7' });

    it('cancels a settlement not yet batched when it is given back whole, and refunds part of it only once batched', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) });
      await expect(giveBack(providerPaymentId!, 1_000, 'ret-part-1')).rejects.toBeInstanceOf(ProviderUnavailableError);
      expect(await giveBack(providerPaymentId!, 2_500, 'ret-whole-1')).toMatchObject({ status: 'SUCCEEDED', kind: 'VOID' });
      expect(paysafe.settlements[0]!.status).toBe('CANCELLED');
      expect(paysafe.kept).toBe(0);
      expect(paysafe.returnRequests.map((call) => `${call.method} ${call.path.replace(providerPaymentId!, '{id}')}`)).toEqual([
        'POST /paymenthub/v1/settlements/{id}/refunds',
        'POST /paymenthub/v1/settlements/{id}/refunds',
        'PUT /paymenthub/v1/settlements/{id}',
      ]);
    });

    it('refunds a batched settlement in parts, once per merchantRefNum, never more than is left', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) });
      paysafe.batch();
      const first = await giveBack(providerPaymentId!, 1_000, 'ret-a');
      expect(first).toMatchObject({ status: 'SUCCEEDED', kind: 'REFUND', providerReturnId: paysafe.transfers[0]!.id });
      expect(paysafe.returnRequests[0]!.body).toEqual({ merchantRefNum: 'ret-a', amount: 1_000, dupCheck: true });
      // The same key again (an answer that was lost): Paysafe says 5031, the refund is found by merchantRefNum.
      expect(await giveBack(providerPaymentId!, 1_000, 'ret-a')).toMatchObject({ status: 'SUCCEEDED', providerReturnId: first.providerReturnId });
      expect(await giveBack(providerPaymentId!, 1_501, 'ret-b')).toMatchObject({ status: 'REFUSED', code: '3404' });
      expect(await giveBack(providerPaymentId!, 1_500, 'ret-c')).toMatchObject({ status: 'SUCCEEDED' });
      expect(paysafe.kept).toBe(0);
      expect(await provider.getReturn({ providerPaymentId: providerPaymentId!, providerReturnId: null, kind: null, idempotencyKey: 'ret-c' })).toMatchObject({ status: 'SUCCEEDED', kind: 'REFUND' });
      expect(await provider.getReturn({ providerPaymentId: providerPaymentId!, providerReturnId: null, kind: null, idempotencyKey: 'never' })).toBeNull();
    });

    it('voids an authorisation that was not settled', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) });
      // As if the payment had been authorised only (settleWithAuth false).
      const payment = paysafe.payments[0]!;
      payment.availableToSettle = payment.amount;
      paysafe.settlements.length = 0;
      expect(await giveBack(providerPaymentId!, 2_500, 'ret-void')).toMatchObject({ status: 'SUCCEEDED', kind: 'VOID' });
      expect(paysafe.returnRequests.map((call) => call.path.replace(providerPaymentId!, '{id}'))).toEqual(['/paymenthub/v1/payments/{id}/voidauths']);
      expect(paysafe.kept).toBe(0);
    });

    it('calls a return unknown on a 500 and refuses one for a payment Paysafe does not know', async () => {
      const { providerPaymentId } = await provider.createPayment({ ...request, token: paysafe.issueHandle(2_500) });
      paysafe.batch();
      paysafe.mode = 'server-error';
      await expect(giveBack(providerPaymentId!, 2_500, 'ret-x')).rejects.toBeInstanceOf(ProviderUnavailableError);
      paysafe.mode = 'normal';
      expect(await giveBack('no-such-payment', 100, 'ret-y')).toMatchObject({ status: 'REFUSED', code: '5269' });
    });
  });
});
