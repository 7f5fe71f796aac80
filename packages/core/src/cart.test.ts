import { describe, expect, it } from 'vitest';
import { addToCart, cartAfterOrder, cartAfterUnpaidOrder, cartBadgeLabel, cartWithNewSubmission, orderAwaitingPayment, cartItemCount, cartSubtotal, type Cart, emptyCart, parseStoredCart, setLineCount } from './cart.js';
import { makeItem } from './testing/make-item.js';

const item = (id: string) => makeItem({ id });

describe('parseStoredCart', () => {
  it('gives an empty cart for nothing, garbage or the wrong shape', () => {
    for (const stored of [null, '', '{', 'null', '[]', '42', '"cart"']) {
      expect(parseStoredCart(stored)).toEqual(emptyCart());
    }
  });

  it('keeps what is valid, drops damaged lines and defaults damaged fields', () => {
    const stored = JSON.stringify({
      items: { a: { item: item('a'), count: 2 }, b: { item: { id: 'b' }, count: 1 }, c: { item: item('x'), count: 1 } },
      customerAddress: { firstName: 'Ada', ageCheck: true, email: 42 },
      checkoutStep: 7,
      distance: 'far',
    });
    const cart = parseStoredCart(stored);
    expect(Object.keys(cart.items)).toEqual(['a']);
    expect(cart.customerAddress).toMatchObject({ firstName: 'Ada', ageCheck: true, email: '' });
    expect(cart.checkoutStep).toBe(0);
    expect(cart.distance).toBe(-1);
  });

  it('reads back exactly what it wrote, and defaults the damaged parts of an item without dropping its line', () => {
    const full = addToCart(emptyCart(), makeItem({ id: 'a', inventory: { store: { count: 3 } }, supplierUrls: ['https://example.ca'] }), 2);
    const written = { ...full, paymentMethod: 'card' as const, paymentKey: 'pay_12345678', environment: 'TEST' as const, checkoutStep: 2 };
    expect(parseStoredCart(JSON.stringify(written))).toEqual(written);

    const damaged = JSON.parse(JSON.stringify(written));
    damaged.items.a.item.inventory = { store: { count: 'three' } };
    damaged.items.a.item.group = 'grouped';
    damaged.items.a.item.supplierUrls = ['https://example.ca', 7];
    damaged.paymentKey = 'no spaces allowed';
    damaged.paymentMethod = 'cash';
    damaged.cardholderAddress = { country: 'Canada', city: 'Liverpool' };
    damaged.extra = 'ignored';
    const cart = parseStoredCart(JSON.stringify(damaged));
    expect(cart.items.a?.count).toBe(2);
    expect(cart.items.a?.item).toMatchObject({ inventory: {}, supplierUrls: [], group: { enabled: false, variantSummary: null } });
    expect(cart).toMatchObject({ paymentKey: null, paymentMethod: null, cardholderAddress: { country: 'CA', city: 'Liverpool' } });
    expect('extra' in cart).toBe(false);
  });
});

describe('cart lines', () => {
  it('adds to a line, counts pieces and removes a line at zero', () => {
    let cart = addToCart(emptyCart(), item('a'), 2);
    cart = addToCart(cart, item('a'), 3);
    cart = addToCart(cart, item('b'), 1);
    expect(cartItemCount(cart)).toBe(6);
    expect(cartSubtotal(cart)).toBe(6 * 1899);
    cart = setLineCount(cart, 'a', 0);
    expect(Object.keys(cart.items)).toEqual(['b']);
    expect(addToCart(emptyCart(), item('a'), 0)).toEqual(emptyCart());
  });

  it('labels the badge: hidden at 0, 99+ above 99', () => {
    expect(cartBadgeLabel(0)).toBeNull();
    expect(cartBadgeLabel(7)).toBe('7');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('cartAfterOrder', () => {
  it('empties the cart as SPEC section 4 lists and remembers the order, keeping the addresses', () => {
    const cart: Cart = {
      ...addToCart(emptyCart(), item('a'), 2),
      deliveryAddress: { ...emptyCart().deliveryAddress, firstName: 'Ada', postal: 'B0T 1K0' },
      shippingMethod: 'CP.RP',
      paymentMethod: 'emt',
      notes: 'Leave at the side door',
      discountCode: 'SPRING',
      discountAmount: 500,
      deliveryDate: '2026-12-01',
      live: true,
      checkoutStep: 3,
      lastError: 'Out of stock',
      submissionKey: 'key-12345678',
      paymentKey: 'pay-12345678',
    };
    const after = cartAfterOrder(cart, { id: 'ORD123', token: 'secret' });
    expect(after).toMatchObject({
      items: {},
      notes: '',
      discountCode: '',
      discountAmount: 0,
      paymentMethod: null,
      deliveryDate: null,
      live: false,
      checkoutStep: 0,
      lastOrderId: 'ORD123',
      lastOrderToken: 'secret',
      lastError: null,
      submissionKey: null,
      paymentKey: null,
      shippingMethod: 'CP.RP',
    });
    expect(after.deliveryAddress).toEqual(cart.deliveryAddress);
  });

  it('reads an older stored cart without a submission key', () => {
    expect(parseStoredCart('{"submissionKey": 7}').submissionKey).toBeNull();
    expect(parseStoredCart('{"paymentKey": "short"}').paymentKey).toBeNull();
  });
});

describe('the order awaiting a card payment', () => {
  const placed: Cart = { ...addToCart(emptyCart(), item('a'), 1), submissionKey: 'key-12345678', lastOrderId: 'ORD1', lastOrderToken: 'secret' };

  it('is the last order while its submission key is kept', () => {
    expect(orderAwaitingPayment(placed)).toEqual({ id: 'ORD1', token: 'secret' });
    expect(orderAwaitingPayment({ ...placed, submissionKey: null })).toBeNull();
  });

  it('is never an earlier order: a new submission forgets the last order and any payment key', () => {
    const started = cartWithNewSubmission({ ...placed, submissionKey: null, paymentKey: 'pay-12345678' }, 'key-87654321');
    expect(started).toMatchObject({ submissionKey: 'key-87654321', paymentKey: null, lastOrderId: null, lastOrderToken: null });
    expect(orderAwaitingPayment(started)).toBeNull();
  });

  it('ends unpaid with the items kept and both keys gone, so the next press makes a new order', () => {
    const after = cartAfterUnpaidOrder({ ...placed, paymentKey: 'pay-12345678' }, 'Declined');
    expect(after).toMatchObject({ submissionKey: null, paymentKey: null, lastError: 'Declined' });
    expect(Object.keys(after.items)).toEqual(['a']);
    expect(orderAwaitingPayment(after)).toBeNull();
  });
});
