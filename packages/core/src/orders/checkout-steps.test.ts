import { describe, expect, it } from 'vitest';
import { checkoutNextLabel } from './checkout-steps.js';

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
