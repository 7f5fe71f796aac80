import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrderId } from '../orders/order-id.js';
import { type Deposit, depositFingerprint } from './deposit.js';
import { type OpenOrder, depositMatcher, matchDeposits } from './deposit-matching.js';
import { paymentReferenceFor } from './payment-reference.js';

const order = (id: string, totalCents: number, customerName = 'Kim Lee', customerEmail = 'kim@example.com'): OpenOrder => ({
  id,
  totalCents,
  customerName,
  customerEmail,
  createdAt: '2026-11-19T12:00:00Z',
});
const deposit = (amountCents: number, message: string, extra: Partial<Deposit> = {}): Deposit => {
  const sender = extra.sender ?? 'SOMEONE ELSE';
  return {
    source: 'notification',
    sender,
    amountCents,
    receivedAt: '2026-11-20',
    message,
    fingerprint: depositFingerprint({ sender, amountCents, message, datedOn: '2026-11-20' }),
    ...extra,
  };
};

const A = '7KQ2-M9XA-4HRT-0BCE';
const B = '3DFG-8H2K-AAAA-BBBB';
const C = '9ZZZ-1111-2222-3333';
const orders = [order(A, 4520), order(B, 4520, 'Priya Raman', 'priya@example.com'), order(C, 9900)];

describe('matchDeposits', () => {
  it('matches exactly when the message names one order and the amount is its total', () => {
    const [match] = matchDeposits([deposit(4520, 'Order BR-7KQ2M9 thanks!')], orders, new Set());
    expect(match).toMatchObject({ kind: 'exact', orderId: A, reference: 'BR-7KQ2M9' });
  });

  it('lists the right amount without a reference for a person, the sender ranking the candidates', () => {
    const [match] = matchDeposits([deposit(4520, 'plants', { sender: 'PRIYA RAMAN' })], orders, new Set());
    expect(match).toMatchObject({ kind: 'near', reason: 'amount-without-reference' });
    if (match!.kind !== 'near') throw new Error('near expected');
    expect(match!.candidates.map((candidate) => [candidate.orderId, candidate.sender])).toEqual([
      [B, 'name'],
      [A, null],
    ]);
  });

  it('never matches exactly on the sender alone', () => {
    const [match] = matchDeposits([deposit(9900, '', { sender: 'Kim Lee', senderEmail: 'KIM@example.com' })], orders, new Set());
    expect(match).toMatchObject({ kind: 'near', reason: 'amount-without-reference', candidates: [{ orderId: C, sender: 'email' }] });
  });

  it('lists a reference with another amount, and a reference two orders share', () => {
    expect(matchDeposits([deposit(4000, 'BR-7KQ2M9')], orders, new Set())[0]).toMatchObject({
      kind: 'near',
      reason: 'reference-wrong-amount',
      candidates: [{ orderId: A, referenceInMessage: true, amountEqual: false }],
    });
    const twins = [order('7KQ2-M9AA-0000-0000', 1000), order('7KQ2-M9BB-0000-0000', 1000)];
    expect(matchDeposits([deposit(1000, 'BR-7KQ2M9')], twins, new Set())[0]).toMatchObject({ kind: 'near', reason: 'several-candidates' });
    // Writing more of the id tells the twins apart.
    expect(matchDeposits([deposit(1000, 'order 7KQ2-M9BB')], twins, new Set())[0]).toMatchObject({ kind: 'exact', orderId: '7KQ2-M9BB-0000-0000' });
  });

  it('finds nothing for an amount and reference no open order has', () => {
    expect(matchDeposits([deposit(123, 'BR-ZZZZZZ')], orders, new Set())[0]).toMatchObject({ kind: 'none' });
  });

  it('says duplicate for a deposit imported before or twice in one batch', () => {
    const paid = deposit(4520, 'BR-7KQ2M9', { bankReference: 'CA1', fingerprint: 'interac:CA1' });
    expect(matchDeposits([paid], orders, new Set(['interac:CA1']))[0]!.kind).toBe('duplicate');
    expect(matchDeposits([paid, paid], orders, new Set()).map((match) => match.kind)).toEqual(['exact', 'duplicate']);
  });

  it('gives a second payment naming the same order to a person', () => {
    const first = deposit(4520, 'BR-7KQ2M9', { fingerprint: 'interac:CA1' });
    const second = deposit(4520, 'BR-7KQ2M9 again', { fingerprint: 'interac:CA2' });
    expect(matchDeposits([first, second], orders, new Set()).map((match) => (match.kind === 'near' ? match.reason : match.kind))).toEqual(['exact', 'order-already-matched']);
  });
});

describe('depositMatcher', () => {
  it('lets a caller set a deposit aside between the two questions: it takes no order, and its repeat in the batch is still a duplicate', () => {
    const matcher = depositMatcher(orders, new Set());
    const setAside = deposit(4520, 'BR-7KQ2M9', { fingerprint: 'interac:CA1' });
    expect(matcher.isDuplicate(setAside)).toBe(false);
    expect(matcher.isDuplicate(setAside)).toBe(true);
    const paying = deposit(4520, 'BR-7KQ2M9', { fingerprint: 'interac:CA2' });
    expect(matcher.isDuplicate(paying)).toBe(false);
    expect(matcher.match(paying)).toMatchObject({ kind: 'exact', orderId: A });
  });
});

describe('matchDeposits, whatever the deposits and orders', () => {
  const orderIds = fc.uint8Array({ minLength: 10, maxLength: 10 }).map(formatOrderId);
  const amounts = fc.integer({ min: 1, max: 5000 });
  const openOrders = fc.uniqueArray(fc.tuple(orderIds, amounts), { minLength: 1, maxLength: 6, selector: ([id]) => id.slice(0, 7) }).map((list) => list.map(([id, total]) => order(id, total)));
  // Deposits that name one of the orders (or none), with its amount or another; fingerprints may repeat.
  const batch = openOrders.chain((list) =>
    fc.tuple(
      fc.constant(list),
      fc.array(
        fc.tuple(fc.nat({ max: list.length }), fc.boolean(), amounts, fc.nat({ max: 4 })).map(([pick, samePrice, otherAmount, key]) => {
          const named = list[pick];
          const amountCents = named && samePrice ? named.totalCents : otherAmount;
          return deposit(amountCents, named ? `pay ${paymentReferenceFor(named.id)}` : 'thanks', { fingerprint: `k${key}` });
        }),
        { maxLength: 12 },
      ),
    ),
  );

  it('never matches exactly when the amount differs from the order total', () => {
    fc.assert(
      fc.property(batch, ([list, deposits]) => {
        for (const match of matchDeposits(deposits, list, new Set())) {
          if (match.kind === 'exact') expect(match.deposit.amountCents).toBe(list.find((one) => one.id === match.orderId)!.totalCents);
        }
      }),
    );
  });

  it('never matches one order exactly twice in a batch', () => {
    fc.assert(
      fc.property(batch, ([list, deposits]) => {
        const exact = matchDeposits(deposits, list, new Set()).flatMap((match) => (match.kind === 'exact' ? [match.orderId] : []));
        expect(new Set(exact).size).toBe(exact.length);
      }),
    );
  });

  it('calls every deposit a duplicate when the same batch is imported again', () => {
    fc.assert(
      fc.property(batch, ([list, deposits]) => {
        const imported = new Set(deposits.map((one) => one.fingerprint));
        expect(matchDeposits(deposits, list, imported).every((match) => match.kind === 'duplicate')).toBe(true);
        // Within one batch, each fingerprint is matched once and its repeats are duplicates.
        const first = matchDeposits(deposits, list, new Set());
        expect(first.filter((match) => match.kind !== 'duplicate').length).toBe(imported.size);
      }),
    );
  });
});
