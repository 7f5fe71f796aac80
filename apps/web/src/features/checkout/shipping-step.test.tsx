import { emptyCart } from '@backroom/core/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, checkoutApi, checkoutCart, checkoutConfig, openCheckout, storedCart } from '../../testing/checkout-shop';
import { makeClientConfig } from '../../testing/render-with-shop';

afterEach(() => vi.unstubAllGlobals());

const HINT = 'Enter valid postal code to see all available delivery options.';
const contact = { ...emptyCart().customerAddress, ...ADA };
const address = { ...emptyCart().deliveryAddress };
const liverpool = { ...address, firstName: 'Ada', lastName: 'Lovelace', street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

/** On the shipping step with the contact filled in. */
function openShippingStep(changes: Parameters<typeof checkoutCart>[0] = {}, config = checkoutConfig) {
  return openCheckout(checkoutCart({ checkoutStep: 2, customerAddress: contact, ...changes }), config);
}

const methods = () => screen.getByRole('radiogroup', { name: 'Shipping method' });
/** The methods' fieldset: the radios with their hint, notices and problem. */
const methodsGroup = () => screen.getByRole('group', { name: 'Shipping method' });
const method = (name: RegExp) => within(methods()).getByRole('radio', { name }) as HTMLInputElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Review Order|Contact Information|Shipping Information|Payment/ });
const province = () => screen.getByRole('combobox', { name: /^Province/ }) as HTMLSelectElement;

describe('step 2: Shipping Information', () => {
  it('lists the store’s methods; without a postal code only pickup is priced, with the hint', () => {
    const requests = checkoutApi();
    openShippingStep();
    expect(within(methods()).getAllByRole('radio')).toHaveLength(4);
    expect(within(methods()).getByText('Free · pick up at the store')).toBeTruthy();
    expect(within(methods()).getAllByText('Enter your postal code for the price')).toHaveLength(3);
    expect(screen.getAllByText(HINT).length).toBeGreaterThan(0);
    expect(requests.some((request) => request.path === '/shipping/estimate')).toBe(false);
  });

  it('prices the methods for the postal code from the estimate; those it leaves out are unavailable', async () => {
    const requests = checkoutApi();
    openShippingStep({ deliveryAddress: { ...address, postal: 'B0T 1K0' } });
    expect(await within(methods()).findByText('$11.95 · 3-7 days')).toBeTruthy();
    expect(within(methods()).getByText('$10.00 · 1-4 days')).toBeTruthy();
    expect(method(/Armour Courier/).disabled).toBe(true);
    expect(within(methods()).getByText('Not available to this address')).toBeTruthy();
    const estimate = requests.find((request) => request.path === '/shipping/estimate')!;
    expect(estimate.body).toEqual({ postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: 2 }, 'coco-coir': { count: 1 } } } });
  });

  it('clears a chosen method that does not reach the whole address, and says so', async () => {
    checkoutApi();
    openShippingStep({ shippingMethod: 'ARMOUR', deliveryAddress: liverpool });
    await waitFor(() => expect(storedCart().shippingMethod).toBeNull());
    expect(method(/Armour Courier/).checked).toBe(false);
    expect(within(methodsGroup()).getByText('Armour Courier does not deliver to this address, so it is no longer chosen: choose another shipping method.')).toBeTruthy();
    await userEvent.click(method(/Canada Post Regular Parcel/));
    expect(screen.queryByText(/so it is no longer chosen/)).toBeNull();
  });

  it('keeps a method the postal code alone does not tell, until the address is whole', async () => {
    checkoutApi();
    // A rural postal code without its town: LOCAL may still reach it.
    openShippingStep({ shippingMethod: 'ARMOUR', deliveryAddress: { ...address, postal: 'B0T 1K0' } });
    await within(methods()).findByText('$11.95 · 3-7 days');
    expect(storedCart().shippingMethod).toBe('ARMOUR');
  });

  it('needs a method, then the delivery details, each message beside its field, focusing the first', async () => {
    checkoutApi();
    openShippingStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose a shipping method.')).toBeTruthy();
    expect(document.activeElement).toBe(method(/In-Store Pickup/));

    await userEvent.click(method(/Canada Post Regular Parcel/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of ['Street is required for delivery.', 'City is required for delivery.', 'Province is required for delivery.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field(/^Postal Code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(HINT)).toHaveLength(2);
    expect(document.activeElement).toBe(field(/^Street/));
    expect(stepHeading().textContent).toBe('Shipping Information');

    await userEvent.clear(field(/^First name/));
    expect(screen.getByText('First name is required for delivery.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(field(/^First name/));
  });

  it('fills empty delivery names from the contact on opening, and saves each field on leaving it', async () => {
    checkoutApi();
    openShippingStep({ shippingMethod: 'CP.RP' });
    expect(field(/^First name/).value).toBe('Ada');
    expect(storedCart().deliveryAddress).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    await userEvent.type(field(/^Street/), '12 Main St');
    expect(storedCart().deliveryAddress.street).toBe('');
    await userEvent.tab();
    expect(storedCart().deliveryAddress.street).toBe('12 Main St');

    await userEvent.selectOptions(province(), 'NS');
    expect(storedCart().deliveryAddress.province).toBe('NS');
  });

  it('upper-cases the postal code and saves it as soon as it has 6 characters ignoring spaces', async () => {
    checkoutApi();
    openShippingStep({ shippingMethod: 'CP.RP' });
    const postal = field(/^Postal Code/);
    await userEvent.type(postal, 'b0t 1k');
    expect(postal.value).toBe('B0T 1K');
    expect(storedCart().deliveryAddress.postal).toBe('');
    expect(screen.getAllByText(HINT).length).toBe(2);
    await userEvent.type(postal, '0');
    expect(storedCart().deliveryAddress.postal).toBe('B0T 1K0');
    expect(await within(methods()).findByText('$11.95 · 3-7 days')).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('suggests the province’s cities and takes one', async () => {
    const requests = checkoutApi();
    openShippingStep({ shippingMethod: 'CP.RP', deliveryAddress: { ...address, province: 'NS' } });
    const city = screen.getByRole('combobox', { name: /^City/ });
    await userEvent.type(city, 'Liv');
    await userEvent.click(await screen.findByRole('option', { name: 'Liverpool' }));
    expect(storedCart().deliveryAddress.city).toBe('Liverpool');
    expect(requests.some((request) => request.path === '/shipping/cities/NS')).toBe(true);
  });

  it('forces Nova Scotia for local delivery and disables the province', async () => {
    checkoutApi();
    openShippingStep({ shippingMethod: 'CP.RP', deliveryAddress: { ...address, province: 'ON', postal: 'B0T 1K0' } });
    await userEvent.click(await waitFor(() => {
      const local = method(/Local Delivery/);
      expect(local.disabled).toBe(false);
      return local;
    }));
    expect(province().value).toBe('NS');
    expect(province().disabled).toBe(true);
    expect(storedCart().deliveryAddress.province).toBe('NS');
  });

  it('hides the delivery form for pickup, which needs nothing more', async () => {
    checkoutApi();
    openShippingStep();
    await userEvent.click(method(/In-Store Pickup/));
    expect(screen.queryByRole('group', { name: 'Delivery details' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Street/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading().textContent).toBe('Payment');
  });

  it('has delivery notes of 2 rows, and a gift card message only when the shop offers gift cards', async () => {
    checkoutApi();
    const { unmount } = openShippingStep();
    const notes = field(/^Delivery notes/);
    expect(notes.getAttribute('rows')).toBe('2');
    await userEvent.type(notes, 'Side door');
    await userEvent.tab();
    expect(storedCart().notes).toBe('Side door');
    expect(field(/^Gift card message/)).toBeTruthy();
    unmount();
    openShippingStep({}, makeClientConfig({ shipping: ['PICKUP'], gift_card: false }));
    expect(screen.queryByRole('textbox', { name: /^Gift card message/ })).toBeNull();
  });

  it('shows where the order goes in the shipping summary', async () => {
    checkoutApi();
    openShippingStep({
      shippingMethod: 'CP.RP',
      deliveryDate: '2026-12-04',
      deliveryAddress: { ...address, firstName: 'Ada', lastName: 'Lovelace', street: '12 Main St', additional: 'Unit 3', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
    });
    const summary = screen.getByRole('table', { name: 'Shipping summary' });
    await within(summary).findByText('Canada Post Regular Parcel');
    for (const text of ['Ada Lovelace', '12 Main St, Unit 3', 'Liverpool, Nova Scotia', 'B0T 1K0', '2026-12-04']) {
      expect(within(summary).getByText(text)).toBeTruthy();
    }
    const totals = screen.getByRole('table', { name: 'Summary' });
    // $50.48 + $11.95 shipping = $62.43; tax $9.36; total $71.79.
    expect(await within(totals).findByText('$11.95')).toBeTruthy();
    expect(within(totals).getByText('$9.36')).toBeTruthy();
    expect(within(totals).getByText('$71.79')).toBeTruthy();
  });
});
