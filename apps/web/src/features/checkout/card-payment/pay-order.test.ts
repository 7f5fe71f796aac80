import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type FakeAnswer, stubShopApi } from '../../../testing/fake-shop-api';
import { payOrder } from './pay-order';

afterEach(() => vi.unstubAllGlobals());

const body = { provider: 'sandbox' as const, environment: 'PROD' as const, token: 'sbx_test', orderId: 'ORDER1', idempotency_key: 'key-1234567890' };
const result = (status: 'APPROVED' | 'PENDING'): FakeAnswer => ({
  status: status === 'APPROVED' ? 200 : 202,
  body: { status, paymentId: 'pay1', orderId: 'ORDER1', provider: 'sandbox', amountCents: 5805, currency: 'CAD', providerPaymentId: null },
});

/** POST payment answers these in turn; a thrown error is a dropped connection. */
function paymentAnswers(...answers: Array<FakeAnswer | Error>) {
  return stubShopApi(() => {
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
}

function run(retryDelays = [1_000, 2_000, 4_000]) {
  const waits: number[] = [];
  const outcome = payOrder(body, new AbortController().signal, {
    retryDelays,
    waitFor: async (ms) => {
      waits.push(ms);
    },
  });
  return { outcome, waits };
}

describe('payOrder', () => {
  it('asks again with the same key after a dropped connection, a server error and a PENDING answer, until APPROVED', async () => {
    const requests = paymentAnswers(new TypeError('Failed to fetch'), errorAnswer(503, 'INTERNAL_ERROR', 'down'), result('PENDING'), result('APPROVED'));
    const { outcome, waits } = run();
    expect(await outcome).toMatchObject({ kind: 'paid', result: { status: 'APPROVED' } });
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(requests.map((request) => (request.body as typeof body).idempotency_key)).toEqual(Array(4).fill('key-1234567890'));
  });

  it('ends PENDING when the answer is still not there after every retry: the receipt will tell', async () => {
    paymentAnswers(result('PENDING'), result('PENDING'), result('PENDING'));
    expect(await run([10, 20]).outcome).toEqual({ kind: 'pending' });
  });

  it('ends unreachable when the shop cannot be reached', async () => {
    paymentAnswers(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    expect(await run([10]).outcome).toEqual({ kind: 'unreachable' });
  });

  it("says the spec's words for a decline, the server's for a failure, and does not retry either", async () => {
    const requests = paymentAnswers(errorAnswer(402, 'PAYMENT_DECLINED', 'declined'), errorAnswer(402, 'PAYMENT_FAILED', 'The payment could not be processed.'));
    expect(await run().outcome).toEqual({ kind: 'declined', code: 'PAYMENT_DECLINED', message: 'Payment was declined. Try again with the same or another payment method.' });
    expect(await run().outcome).toEqual({ kind: 'declined', code: 'PAYMENT_FAILED', message: 'The payment could not be processed.' });
    expect(requests).toHaveLength(2);
  });

  it('gives up at once on a refusal that charged nothing', async () => {
    paymentAnswers(errorAnswer(409, 'CONFLICT', 'The order is CANCELLED: it cannot be paid.'));
    expect(await run().outcome).toEqual({ kind: 'refused', code: 'CONFLICT', message: 'The order is CANCELLED: it cannot be paid.' });
  });
});
