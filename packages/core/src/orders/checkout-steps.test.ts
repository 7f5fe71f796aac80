import { describe, expect, it } from 'vitest';
import { addToCart, type Cart, emptyCart } from '../cart.js';
import { makeItem } from '../testing/make-item.js';
import { checkoutNextLabel, firstIncompleteStep, paymentProblems, problemsByPath, specialOrderLines, stepProblems } from './checkout-steps.js';

const contact = { ...emptyCart().customerAddress, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100' };
const ready: Cart = {
  ...addToCart(emptyCart(), makeItem({ id: 'plain' }), 1),
  customerAddress: contact,
  shippingMethod: 'PICKUP',
  paymentMethod: 'emt',
};

describe('checkoutNextLabel', () => {
  it("reads 'Submit Order' for EMT and 'Pay $X.YY' for card on the last step", () => {
    expect(checkoutNextLabel(3, 'emt', 12345)).toBe('Submit Order');
    expect(checkoutNextLabel(3, 'card', 12345)).toBe('Pay $123.45');
    expect(checkoutNextLabel(3, null, 12345)).toBe('Next');
  });

  it("reads 'Next' before the last step whatever the payment", () => {
    for (const step of [0, 1, 2]) expect(checkoutNextLabel(step, 'emt', 100)).toBe('Next');
  });
});

describe('step rules', () => {
  it('stops step 0 on an empty cart or a special-order line', () => {
    expect(stepProblems(0, ready)).toEqual([]);
    expect(stepProblems(0, { ...ready, items: {} })).toEqual([{ path: 'items', code: 'cart.empty', message: 'Your shopping cart is empty!' }]);
    const withSpecial = addToCart(ready, makeItem({ id: 'special', special: true }), 2);
    expect(specialOrderLines(withSpecial).map((line) => line.item.id)).toEqual(['special']);
    expect(stepProblems(0, withSpecial)).toEqual([{ path: 'items', code: 'cart.specialOrder', message: 'This item is available by Special Order only' }]);
  });

  it('needs a payment method at step 3; EMT passes; a card needs the cardholder and a provider', () => {
    const holder = emptyCart().cardholderAddress;
    expect(paymentProblems({ paymentMethod: null, cardholderAddress: holder })).toEqual([{ path: 'paymentMethod', code: 'payment.method.required', message: 'Choose a payment option.' }]);
    expect(paymentProblems({ paymentMethod: 'emt', cardholderAddress: holder })).toEqual([]);
    expect(problemsByPath(paymentProblems({ paymentMethod: 'card', cardholderAddress: holder }))).toEqual({
      'cardholderAddress.firstName': 'First Name is required.',
      'cardholderAddress.lastName': 'Last Name is required.',
      'cardholderAddress.postal': 'Postal/Zip Code is required.',
    });
    expect(paymentProblems({ paymentMethod: 'card', cardholderAddress: { ...holder, country: '' } }).map((problem) => problem.code)).toEqual([
      'cardholder.firstName.required',
      'cardholder.lastName.required',
      'cardholder.country.required',
      'cardholder.postal.required',
    ]);
    const named = { ...holder, firstName: 'Ada', lastName: 'Lovelace', postal: 'B0T 1K0' };
    expect(paymentProblems({ paymentMethod: 'card', cardholderAddress: named })).toEqual([]);
    expect(paymentProblems({ paymentMethod: 'card', cardholderAddress: named }, false)).toEqual([{ path: 'paymentMethod', code: 'payment.card.unsupported', message: 'Currently unsupported' }]);
  });

  it('puts each problem beside its field', () => {
    expect(problemsByPath(stepProblems(1, { ...ready, customerAddress: { ...contact, firstName: '', email: 'nope' } }))).toEqual({
      'customerAddress.firstName': 'First Name is required.',
      'customerAddress.email': 'Email Address is not a valid e-mail address.',
    });
  });
});

describe('firstIncompleteStep', () => {
  it('is null when every step up to the one asked about may advance', () => {
    expect(firstIncompleteStep(ready, 3)).toBeNull();
  });

  it('names the earliest step that cannot advance', () => {
    expect(firstIncompleteStep({ ...ready, items: {} }, 3)).toBe(0);
    expect(firstIncompleteStep({ ...ready, customerAddress: { ...contact, email: 'nope' } }, 3)).toBe(1);
    expect(firstIncompleteStep({ ...ready, shippingMethod: 'CP.RP', deliveryAddress: emptyCart().deliveryAddress }, 3)).toBe(2);
    expect(firstIncompleteStep({ ...ready, paymentMethod: null }, 3)).toBe(3);
    expect(firstIncompleteStep({ ...ready, paymentMethod: null }, 2)).toBeNull();
    expect(firstIncompleteStep({ ...ready, paymentMethod: 'card' }, 3)).toBe(3);
  });

  it('stops at the Shipping step while the chosen method has no price for a complete address', () => {
    const courier: Cart = {
      ...ready,
      shippingMethod: 'CP.RP',
      deliveryAddress: { ...emptyCart().deliveryAddress, firstName: 'Ada', lastName: 'Lovelace', street: '1 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
    };
    const methodName = 'Canada Post Regular Parcel';
    expect(firstIncompleteStep(courier, 3, true, { status: 'priced', methodName })).toBeNull();
    for (const status of ['pending', 'failed', 'not-served'] as const) {
      expect(firstIncompleteStep(courier, 3, true, { status, methodName }), status).toBe(2);
      expect(firstIncompleteStep(courier, 1, true, { status, methodName }), status).toBeNull();
    }
    expect(stepProblems(2, courier, true, { status: 'not-served', methodName }).map((problem) => problem.code)).toEqual(['delivery.method.notServed']);
    // The address's own problems come first: its quote is not asked about yet.
    const abroad = { ...courier, deliveryAddress: { ...courier.deliveryAddress, postal: '123 456' } };
    expect(stepProblems(2, abroad, true, { status: 'pending', methodName }).map((problem) => problem.code)).toEqual(['delivery.postal.notCanadian']);
  });
});
