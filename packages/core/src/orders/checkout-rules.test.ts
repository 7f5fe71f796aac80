import { describe, expect, it } from 'vitest';
import { contactProblems, deliveryProblems, orderEnvironment } from './checkout-rules.js';

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902-555-0101' };
const delivery = { firstName: 'Ada', lastName: 'Lovelace', street: '1 Main St', city: 'Liverpool', province: 'NS', postal: 'b0t 1k0' };

describe('checkout rules', () => {
  it('accept a complete contact and name every missing or malformed field', () => {
    expect(contactProblems(contact)).toEqual([]);
    expect(contactProblems({ firstName: ' ', lastName: '', email: 'ada@', phone: '' }).map((problem) => problem.path)).toEqual([
      'customerAddress.firstName',
      'customerAddress.lastName',
      'customerAddress.email',
      'customerAddress.phone',
    ]);
    expect(contactProblems({ ...contact, email: 'not an address' })).toEqual([
      { path: 'customerAddress.email', message: 'Email Address is not a valid e-mail address.' },
    ]);
  });

  it('need a shipping method, nothing more for PICKUP, a full address otherwise', () => {
    expect(deliveryProblems(null, delivery)).toEqual([{ path: 'shippingMethod', message: 'Choose a shipping method.' }]);
    expect(deliveryProblems('PICKUP', { ...delivery, street: '', postal: '' })).toEqual([]);
    expect(deliveryProblems('CP.RP', delivery)).toEqual([]);
    expect(deliveryProblems('CP.RP', { ...delivery, street: '', postal: 'B0T 1K' })).toEqual([
      { path: 'deliveryAddress.street', message: 'Street is required for delivery.' },
      { path: 'deliveryAddress.postal', message: 'Enter valid postal code to see all available delivery options.' },
    ]);
  });

  it('mark orders for TEST by the delivery first name', () => {
    expect(orderEnvironment(' test ')).toBe('TEST');
    expect(orderEnvironment('Tess')).toBe('PROD');
  });
});
