import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './order-contract.js';
import { holdsStock, type OrderForMove, orderMoveProblem, TEST_ORDER_NOT_SHIPPED } from './order-states.js';

const shipped = (state: (typeof ORDER_STATES)[number]): OrderForMove => ({ state, shippingMethod: 'CP.RP', environment: 'PROD' });
const pickup = (state: (typeof ORDER_STATES)[number]): OrderForMove => ({ state, shippingMethod: 'PICKUP', environment: 'PROD' });
const test = (order: OrderForMove): OrderForMove => ({ ...order, environment: 'TEST' });

describe('order states', () => {
  it('go OPEN → PAID → SHIPPED → COMPLETED for a delivered order', () => {
    expect(orderMoveProblem(shipped('OPEN'), 'PAID')).toBeNull();
    expect(orderMoveProblem(shipped('PAID'), 'SHIPPED')).toBeNull();
    expect(orderMoveProblem(shipped('SHIPPED'), 'COMPLETED')).toBeNull();
  });

  it('go OPEN → PAID → READY_FOR_PICKUP → COMPLETED for a pickup order', () => {
    expect(orderMoveProblem(pickup('PAID'), 'READY_FOR_PICKUP')).toBeNull();
    expect(orderMoveProblem(pickup('READY_FOR_PICKUP'), 'COMPLETED')).toBeNull();
    expect(orderMoveProblem(pickup('PAID'), 'SHIPPED')).toBe('A PICKUP order is not shipped: mark it READY_FOR_PICKUP.');
    expect(orderMoveProblem(shipped('PAID'), 'READY_FOR_PICKUP')).toBe('A CP.RP order is not picked up: mark it SHIPPED.');
  });

  it('let open and paid orders be cancelled, nothing after the goods left', () => {
    expect(orderMoveProblem(shipped('OPEN'), 'CANCELLED')).toBeNull();
    expect(orderMoveProblem(shipped('PAID'), 'CANCELLED')).toBeNull();
    expect(orderMoveProblem(shipped('SHIPPED'), 'CANCELLED')).toBe('A SHIPPED order can only become COMPLETED, not CANCELLED.');
    expect(orderMoveProblem(shipped('CANCELLED'), 'OPEN')).toBe('A CANCELLED order cannot change any more.');
    expect(orderMoveProblem(shipped('OPEN'), 'OPEN')).toBe('The order is already OPEN.');
    expect(orderMoveProblem(shipped('OPEN'), 'SHIPPED')).toBe('A OPEN order can only become PAID or CANCELLED, not SHIPPED.');
  });

  it('let a TEST order be paid (sandbox) and cancelled, never shipped nor made ready for pickup', () => {
    expect(orderMoveProblem(test(shipped('OPEN')), 'PAID')).toBeNull();
    expect(orderMoveProblem(test(shipped('OPEN')), 'CANCELLED')).toBeNull();
    expect(orderMoveProblem(test(shipped('PAID')), 'CANCELLED')).toBeNull();
    expect(orderMoveProblem(test(shipped('PAID')), 'SHIPPED')).toBe(TEST_ORDER_NOT_SHIPPED);
    expect(orderMoveProblem(test(pickup('PAID')), 'READY_FOR_PICKUP')).toBe(TEST_ORDER_NOT_SHIPPED);
    expect(TEST_ORDER_NOT_SHIPPED).toContain('Cancel it');
    // The moves no order may make keep their own reason.
    expect(orderMoveProblem(test(shipped('OPEN')), 'SHIPPED')).toBe('A OPEN order can only become PAID or CANCELLED, not SHIPPED.');
    // A TEST order shipped before this rule can still be closed.
    expect(orderMoveProblem(test(shipped('SHIPPED')), 'COMPLETED')).toBeNull();
  });

  it('offer a TEST order only the moves that keep its goods on the shelf', () => {
    const offered = (order: OrderForMove) => ORDER_STATES.filter((to) => orderMoveProblem(order, to) === null);
    expect(offered(shipped('PAID'))).toEqual(['SHIPPED', 'CANCELLED']);
    expect(offered(test(shipped('PAID')))).toEqual(['CANCELLED']);
    expect(offered(test(pickup('PAID')))).toEqual(['CANCELLED']);
    expect(offered(test(shipped('OPEN')))).toEqual(['PAID', 'CANCELLED']);
  });

  it('hold stock only while open or paid', () => {
    expect(ORDER_STATES.filter(holdsStock)).toEqual(['OPEN', 'PAID']);
  });
});
