import type { Cart } from '@backroom/core/cart';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, checkoutCart, checkoutConfig, openCheckout } from '../../testing/checkout-shop';
import { makeClientConfig } from '../../testing/render-with-shop';

afterEach(() => vi.unstubAllGlobals());

/** The checkout's shop, charging tax by destination and registered for BC PST. */
const byDestination = makeClientConfig({ ...checkoutConfig.general, tax_mode: 'by-destination', tax_registrations: ['BC'] });
const vancouver = { firstName: 'Ada', lastName: 'Lovelace', street: '800 Robson St', additional: '', city: 'Vancouver', province: 'BC', postal: 'V6Z 2E7' };
/** The summary's rows once `shown` is among them (the shipping estimate arrives after the first paint). */
const totalsRows = async (shown: string) => {
  const totals = screen.getByRole('table', { name: 'Summary' });
  await within(totals).findByText(shown);
  return within(totals).getAllByRole('row').map((row) => row.textContent);
};
const open = (changes: Partial<Cart>, config = byDestination) => {
  checkoutApi();
  openCheckout(checkoutCart({ checkoutStep: 2, ...changes }), config);
};

describe('checkout summary taxes', () => {
  it('shows GST and PST, each on its own line, for British Columbia where the store is registered', async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: vancouver });
    // $50.48 + $11.95 shipping = $62.43: GST $3.12 (3.1215), PST $4.37 (4.3701); total $69.92.
    expect(await totalsRows('$11.95')).toEqual(['Subtotal$50.48', 'Discount$0.00', 'Shipping (Canada Post Regular Parcel)$11.95', 'GST 5%$3.12', 'PST 7%$4.37', 'Total$69.92']);
  });

  it('charges Nova Scotia HST for PICKUP whatever the address', async () => {
    open({ shippingMethod: 'PICKUP', deliveryAddress: vancouver });
    const rows = await totalsRows('HST 14%');
    // $50.48 at 14 %: $7.07.
    expect(rows).toContain('HST 14%$7.07');
    expect(rows).toContain('Total$57.55');
  });

  it('waits for a province before it shows tax by destination', async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: { ...vancouver, province: '' } });
    expect(await totalsRows('Tax')).toContain('TaxTo be calculated');
  });

  it("keeps 'Tax 15%' for a store that charges the flat tax", async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: vancouver }, checkoutConfig);
    const rows = await totalsRows('$9.36');
    expect(rows).toContain('Tax 15%$9.36');
    expect(rows.some((row) => row?.startsWith('GST'))).toBe(false);
  });
});
