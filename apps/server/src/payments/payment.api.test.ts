import { randomUUID } from 'node:crypto';
import { PAYMENT_DECLINED_MESSAGE, type PaymentResult } from '@backroom/core/payments/payment-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeCardProviders, squareAccount } from '../testing/fake-card-providers.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { TestPaymentOrders } from '../testing/test-payment-orders.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { cardProvidersFromSettings } from './card-providers.js';
import { PaymentService } from './payment.service.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

const STORE = 'payshop';

describe.each(DIALECTS)('card payments on %s', (dialect) => {
  const { square, paysafe, payThroughFakes } = fakeCardProviders();
  const orders = new TestPaymentOrders();
  const shop = shopUnderTest(dialect, { app: { paymentOrders: orders }, seed: [fixtureCatalogue(STORE)] });
  beforeAll(() => payThroughFakes(shop.shop.db, STORE));
  let orderCount = 0;


  /** A new OPEN order of the store for `amountCents`, known only to the orders port. */
  function newOrder(amountCents: number, options: Parameters<TestPaymentOrders['add']>[3] = {}): string {
    orderCount += 1;
    const id = `ORD-${dialect}-${orderCount}`;
    orders.add(STORE, id, amountCents, options);
    return id;
  }

  async function post(path: string, payload: object) {
    return shop.app.inject({ method: 'POST', url: `/${STORE}/api/v1/${path}`, payload });
  }
  const payBySquare = (orderId: string, token: string, key = randomUUID()) =>
    post('payment', { provider: 'square', locationId: squareAccount.locationId, environment: 'TEST', token, orderId, idempotency_key: key });

  /** A service like the app's whose clock runs `minutes` ahead: stale attempts are due. */
  function serviceLater(minutes: number) {
    return new PaymentService({
      db: shop.shop.db,
      orders,
      providers: cardProvidersFromSettings(shop.shop.db),
      moneyReturns: shop.app.moneyReturns,
      log: shop.app.log,
      now: () => new Date(Date.now() + minutes * 60_000),
    });
  }

  describe('Square', () => {
    it("charges the order's total with the shopper's key at the store's location, and marks the order PAID", async () => {
      const orderId = newOrder(4_321);
      const key = randomUUID();
      const response = await payBySquare(orderId, 'cnon:card-nonce-ok', key);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<PaymentResult>();
      expect(result).toMatchObject({ status: 'APPROVED', orderId, provider: 'square', amountCents: 4_321, currency: 'CAD' });
      expect(result.providerPaymentId).toBe(square.payments[0]!.id);
      expect(square.createRequests).toEqual([
        expect.objectContaining({
          source_id: 'cnon:card-nonce-ok',
          idempotency_key: key,
          amount_money: { amount: 4_321, currency: 'CAD' },
          location_id: squareAccount.locationId,
          reference_id: key,
        }),
      ]);
      expect(square.charges).toBe(1);
      const order = orders.order(STORE, orderId);
      expect(order.state).toBe('PAID');
      expect(order.payments).toEqual([expect.objectContaining({ paymentId: result.paymentId, amountCents: 4_321, provider: 'square' })]);
    });

    it('charges the amount from the order, whatever amount the request carries', async () => {
      const orderId = newOrder(12_500);
      const response = await post('payment', {
        provider: 'square',
        environment: 'TEST',
        token: 'cnon:card-nonce-ok',
        orderId,
        idempotency_key: randomUUID(),
        amount: 1,
        amountCents: 1,
        amount_money: { amount: 1, currency: 'CAD' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PaymentResult>().amountCents).toBe(12_500);
      expect(square.payments.map((payment) => payment.amount_money)).toEqual([{ amount: 12_500, currency: 'CAD' }]);
    });

    it.each([
      ['cnon:card-nonce-declined', 'GENERIC_DECLINE'],
      ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE'],
      ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE'],
      ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION'],
      ['test:insufficient-funds', 'INSUFFICIENT_FUNDS'],
    ])('a declined card (%s) answers 402 with the reason and cancels the order', async (nonce, code) => {
      square.nonces.set('test:insufficient-funds', { category: 'PAYMENT_METHOD_ERROR', code: 'INSUFFICIENT_FUNDS' });
      const orderId = newOrder(2_000);
      const response = await payBySquare(orderId, nonce);
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json<ErrorReply>().error).toEqual({ code: 'PAYMENT_DECLINED', message: PAYMENT_DECLINED_MESSAGE, details: [{ path: 'payment', message: code }] });
      expect(square.charges).toBe(0);
      expect(orders.order(STORE, orderId)).toMatchObject({ state: 'CANCELLED', cancelReasons: [`card payment declined (${code})`] });
    });

    it('a used card token fails the payment and cancels the order', async () => {
      const orderId = newOrder(2_000);
      const response = await payBySquare(orderId, 'cnon:card-nonce-already-used');
      expect(response.statusCode).toBe(402);
      expect(response.json<ErrorReply>().error).toMatchObject({ code: 'PAYMENT_FAILED', details: [{ path: 'payment', message: 'CARD_TOKEN_USED' }] });
      expect(orders.order(STORE, orderId).state).toBe('CANCELLED');
    });

    it('answers a retried request with the first answer and charges once', async () => {
      const orderId = newOrder(3_000);
      const key = randomUUID();
      const first = await payBySquare(orderId, 'cnon:card-nonce-ok', key);
      const again = await payBySquare(orderId, 'cnon:card-nonce-ok', key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(square.createRequests).toHaveLength(1);
      expect(square.charges).toBe(1);

      const declinedOrder = newOrder(3_000);
      const declinedKey = randomUUID();
      await payBySquare(declinedOrder, 'cnon:card-nonce-declined', declinedKey);
      const declinedAgain = await payBySquare(declinedOrder, 'cnon:card-nonce-ok', declinedKey);
      expect(declinedAgain.statusCode).toBe(402);
      expect(square.createRequests).toHaveLength(2);
    });

    it('charges once when the same payment is submitted twice at the same moment', async () => {
      square.delayMs = 300;
      const orderId = newOrder(5_555);
      const key = randomUUID();
      const answers = await Promise.all([payBySquare(orderId, 'cnon:card-nonce-ok', key), payBySquare(orderId, 'cnon:card-nonce-ok', key)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(square.createRequests).toHaveLength(1);
      expect(square.charges).toBe(1);
    });

    it('takes one payment per order when two tabs pay it with different keys at once', async () => {
      square.delayMs = 300;
      const orderId = newOrder(5_000);
      const answers = await Promise.all([payBySquare(orderId, 'cnon:card-nonce-ok'), payBySquare(orderId, 'cnon:card-nonce-ok')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(square.charges).toBe(1);
    });

    it('refuses a key already used for another order', async () => {
      const key = randomUUID();
      await payBySquare(newOrder(1_000), 'cnon:card-nonce-ok', key);
      const response = await payBySquare(newOrder(1_000), 'cnon:card-nonce-ok', key);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorReply>().error.code).toBe('CONFLICT');
      expect(square.charges).toBe(1);
    });

    it('refuses to pay an unknown, cancelled or paid order without asking Square', async () => {
      expect((await payBySquare('NO-SUCH-ORDER', 'cnon:card-nonce-ok')).statusCode).toBe(404);
      const cancelled = await payBySquare(newOrder(1_000, { state: 'CANCELLED' }), 'cnon:card-nonce-ok');
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json<ErrorReply>().error.message).toBe('The order is CANCELLED and cannot be paid.');
      const paidOrder = newOrder(1_000);
      await payBySquare(paidOrder, 'cnon:card-nonce-ok');
      const paidAgain = await payBySquare(paidOrder, 'cnon:card-nonce-ok');
      expect(paidAgain.statusCode).toBe(409);
      expect(square.createRequests).toHaveLength(1);
    });

    it('refuses another environment or location than the order’s and a provider the store has not set up', async () => {
      const orderId = newOrder(1_000);
      const prodRequest = await post('payment', { provider: 'square', environment: 'PROD', token: 'cnon:card-nonce-ok', orderId, idempotency_key: randomUUID() });
      expect(prodRequest.statusCode).toBe(400);
      expect(prodRequest.json<ErrorReply>().error.details).toEqual([{ path: 'body/environment', message: "must be TEST, the order's environment" }]);
      const elsewhere = await post('payment', {
        provider: 'square',
        locationId: 'LSOMEONE-ELSE',
        environment: 'TEST',
        token: 'cnon:card-nonce-ok',
        orderId,
        idempotency_key: randomUUID(),
      });
      expect(elsewhere.statusCode).toBe(400);
      const prodOrder = newOrder(1_000, { environment: 'PROD' });
      const notSetUp = await post('payment', { provider: 'square', environment: 'PROD', token: 'cnon:card-nonce-ok', orderId: prodOrder, idempotency_key: randomUUID() });
      expect(notSetUp.statusCode).toBe(400);
      expect(notSetUp.json<ErrorReply>().error.message).toBe('Card payments through square are not available here.');
      expect(square.createRequests).toHaveLength(0);
      expect(orders.order(STORE, orderId).state).toBe('OPEN');
    });

    it('takes the spec’s payment/process call with a nonce', async () => {
      const orderId = newOrder(7_700);
      const response = await post('payment/process', {
        nonce: 'cnon:card-nonce-ok',
        idempotency_key: randomUUID(),
        location_id: squareAccount.locationId,
        orderId,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PaymentResult>()).toMatchObject({ status: 'APPROVED', amountCents: 7_700, provider: 'square' });
      const withoutOrder = await post('payment/process', { nonce: 'cnon:card-nonce-ok', idempotency_key: randomUUID(), location_id: squareAccount.locationId });
      expect(withoutOrder.statusCode).toBe(400);
      expect(withoutOrder.json<ErrorReply>().error.details).toEqual([expect.objectContaining({ path: 'body/orderId' })]);
    });
  });

  describe('answers lost on the way', () => {
    it('keeps a charge whose answer was lost PENDING, then reconciles it from Square and marks the order PAID', async () => {
      square.mode = 'drop-after-charge';
      const orderId = newOrder(8_800);
      const key = randomUUID();
      const lost = await payBySquare(orderId, 'cnon:card-nonce-ok', key);
      expect(lost.statusCode, lost.body).toBe(202);
      expect(lost.json<PaymentResult>()).toMatchObject({ status: 'PENDING', providerPaymentId: null });
      expect(square.charges).toBe(1);
      expect(orders.order(STORE, orderId).state).toBe('OPEN');

      square.mode = 'normal';
      expect(await shop.app.payments.reconcilePendingAttempts()).toEqual({ settled: 0, stillPending: 0, ordersUpdated: 0 });
      expect(await serviceLater(5).reconcilePendingAttempts()).toMatchObject({ settled: 1, stillPending: 0 });
      expect(orders.order(STORE, orderId).state).toBe('PAID');

      const retried = await payBySquare(orderId, 'cnon:card-nonce-ok', key);
      expect(retried.statusCode).toBe(200);
      expect(retried.json<PaymentResult>()).toMatchObject({ status: 'APPROVED', providerPaymentId: square.payments[0]!.id });
      expect(square.createRequests).toHaveLength(1);
      expect(square.charges).toBe(1);
    });

    it('cancels the order once Square shows no payment for an attempt that got a 500, a timeout or a temporary error', async () => {
      const attempts: Array<[string, () => void]> = [
        ['server-error', () => (square.mode = 'server-error')],
        ['slow', () => (square.mode = 'slow')],
        ['temporary', () => (square.temporaryErrorNext = true)],
      ];
      const orderIds: string[] = [];
      for (const [, breakSquare] of attempts) {
        breakSquare();
        const orderId = newOrder(900);
        orderIds.push(orderId);
        const started = Date.now();
        const response = await payBySquare(orderId, 'cnon:card-nonce-ok');
        expect(response.statusCode, response.body).toBe(202);
        expect(Date.now() - started).toBeLessThan(4_000);
        square.mode = 'normal';
      }
      expect(await serviceLater(5).reconcilePendingAttempts()).toMatchObject({ settled: 3 });
      for (const orderId of orderIds) {
        expect(orders.order(STORE, orderId)).toMatchObject({ state: 'CANCELLED', cancelReasons: ['card payment failed (NOT_CHARGED)'] });
      }
      expect(square.charges).toBe(0);
    });

    it('marks the order PAID later when the process stopped between recording the payment and updating the order', async () => {
      orders.failNextMarkPaid = true;
      const orderId = newOrder(4_000);
      const response = await payBySquare(orderId, 'cnon:card-nonce-ok');
      expect(response.statusCode).toBe(200);
      expect(orders.order(STORE, orderId).state).toBe('OPEN');
      expect(await shop.app.payments.reconcilePendingAttempts()).toMatchObject({ ordersUpdated: 1 });
      expect(orders.order(STORE, orderId).state).toBe('PAID');
      expect(square.charges).toBe(1);
    });
  });

  describe('Paysafe', () => {
    const payByPaysafe = (orderId: string, token: string, key = randomUUID()) =>
      post('payment', { provider: 'paysafe', environment: 'TEST', token, orderId, idempotency_key: key });

    it('completes the payment with the Checkout handle for the order total', async () => {
      const orderId = newOrder(6_150);
      const key = randomUUID();
      const response = await payByPaysafe(orderId, paysafe.issueHandle(6_150), key);
      expect(response.statusCode, response.body).toBe(200);
      expect(paysafe.paymentRequests).toEqual([
        expect.objectContaining({ merchantRefNum: key, amount: 6_150, currencyCode: 'CAD', dupCheck: true, settleWithAuth: true }),
      ]);
      expect(orders.order(STORE, orderId).state).toBe('PAID');
    });

    it('cancels the order when the bank declines', async () => {
      const orderId = newOrder(6_150);
      const response = await payByPaysafe(orderId, paysafe.issueHandle(6_150, 'decline'));
      expect(response.statusCode).toBe(402);
      expect(response.json<ErrorReply>().error).toMatchObject({ code: 'PAYMENT_DECLINED', details: [{ path: 'payment', message: '3009' }] });
      expect(orders.order(STORE, orderId).state).toBe('CANCELLED');
    });

    it('charges nothing when Checkout was opened for another amount than the order total', async () => {
      const orderId = newOrder(6_150);
      const response = await payByPaysafe(orderId, paysafe.issueHandle(150));
      expect(response.statusCode).toBe(402);
      expect(response.json<ErrorReply>().error.code).toBe('PAYMENT_FAILED');
      expect(paysafe.charges).toBe(0);
      expect(orders.order(STORE, orderId).state).toBe('CANCELLED');
    });

    it('finds a payment whose answer was lost by its merchantRefNum', async () => {
      paysafe.mode = 'drop-after-charge';
      const orderId = newOrder(2_500);
      expect((await payByPaysafe(orderId, paysafe.issueHandle(2_500))).statusCode).toBe(202);
      paysafe.mode = 'normal';
      expect(await serviceLater(5).reconcilePendingAttempts()).toMatchObject({ settled: 1 });
      expect(orders.order(STORE, orderId).state).toBe('PAID');
      expect(paysafe.charges).toBe(1);
    });
  });

  describe('sandbox provider', () => {
    async function tokenize(number: string, expiry = '12/39', cvc = '123') {
      return post('payment/sandbox/tokenize', { number, expiry, cvc });
    }
    const payBySandbox = (orderId: string, token: string, key = randomUUID()) =>
      post('payment', { provider: 'sandbox', environment: 'TEST', token, orderId, idempotency_key: key });

    it('pays with a test card token once; the token cannot pay again', async () => {
      const tokenized = await tokenize('4242 4242 4242 4242');
      expect(tokenized.statusCode, tokenized.body).toBe(201);
      const { token, brand, last4 } = tokenized.json<{ token: string; brand: string; last4: string }>();
      expect({ brand, last4 }).toEqual({ brand: 'VISA', last4: '4242' });
      const orderId = newOrder(3_210);
      const paid = await payBySandbox(orderId, token);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<PaymentResult>()).toMatchObject({ status: 'APPROVED', amountCents: 3_210, provider: 'sandbox' });
      expect(orders.order(STORE, orderId).state).toBe('PAID');

      const replayOrder = newOrder(3_210);
      const replay = await payBySandbox(replayOrder, token);
      expect(replay.statusCode).toBe(402);
      expect(replay.json<ErrorReply>().error.details).toEqual([{ path: 'payment', message: 'CARD_TOKEN_USED' }]);
      expect(orders.order(STORE, replayOrder).state).toBe('CANCELLED');
    });

    it('declines 4000 0000 0000 0002 and fails 4000 0000 0000 0119 with a processing error', async () => {
      const declinedOrder = newOrder(1_000);
      const declined = await payBySandbox(declinedOrder, (await tokenize('4000000000000002')).json<{ token: string }>().token);
      expect(declined.statusCode).toBe(402);
      expect(declined.json<ErrorReply>().error).toMatchObject({ code: 'PAYMENT_DECLINED', message: PAYMENT_DECLINED_MESSAGE });
      expect(orders.order(STORE, declinedOrder).state).toBe('CANCELLED');

      const failedOrder = newOrder(1_000);
      const failed = await payBySandbox(failedOrder, (await tokenize('4000 0000 0000 0119')).json<{ token: string }>().token);
      expect(failed.statusCode).toBe(402);
      expect(failed.json<ErrorReply>().error).toMatchObject({ code: 'PAYMENT_FAILED', details: [{ path: 'payment', message: 'PROCESSING_ERROR' }] });
      expect(orders.order(STORE, failedOrder).state).toBe('CANCELLED');
    });

    it('refuses a mistyped number, an expired card, a bad security code and real cards, and never keeps the number', async () => {
      const badLuhn = await tokenize('4242 4242 4242 4241');
      expect(badLuhn.statusCode).toBe(400);
      expect(badLuhn.json<ErrorReply>().error.details).toEqual([{ path: 'body/number', message: 'The card number is not valid.' }]);
      const expired = await tokenize('4242424242424242', '01/20');
      expect(expired.statusCode).toBe(400);
      expect(expired.json<ErrorReply>().error.details).toEqual([{ path: 'body/expiry', message: 'The card has expired.' }]);
      const badCvc = await tokenize('4242424242424242', '12/39', '12');
      expect(badCvc.json<ErrorReply>().error.details).toEqual([{ path: 'body/cvc', message: 'The security code is 3 or 4 digits.' }]);
      const realCard = await tokenize('5105 1051 0510 5100');
      expect(realCard.statusCode).toBe(400);
      expect(realCard.json<ErrorReply>().error.details?.[0]?.message).toMatch(/^The sandbox takes only its test cards/);

      const stored = await shop.shop.db.selectFrom('sandbox_card_tokens').selectAll().execute();
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) expect(JSON.stringify(row)).not.toMatch(/\d{12,}/);
    });

    it('is refused for PROD orders unless the store allows it', async () => {
      const token = (await tokenize('4242424242424242')).json<{ token: string }>().token;
      const orderId = newOrder(1_000, { environment: 'PROD' });
      const response = await post('payment', { provider: 'sandbox', environment: 'PROD', token, orderId, idempotency_key: randomUUID() });
      expect(response.statusCode).toBe(400);
    });
  });
});
