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
});
