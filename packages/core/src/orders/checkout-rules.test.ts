import { describe, expect, it } from 'vitest';
import { contactProblems, deliveryProblems, orderEnvironment, problemDetail } from './checkout-rules.js';

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
      { path: 'customerAddress.email', code: 'contact.email.invalid', message: 'Email Address is not a valid e-mail address.' },
    ]);
  });

  it('give every problem a stable code the storefront words in its own language', () => {
    expect(contactProblems({ firstName: ' ', lastName: '', email: '', phone: '' }).map((problem) => problem.code)).toEqual([
      'contact.firstName.required',
      'contact.lastName.required',
      'contact.email.required',
      'contact.phone.required',
    ]);
    const nothing = { firstName: '', lastName: '', street: '', city: '', province: '', postal: '' };
    expect(deliveryProblems('CP.RP', nothing).map((problem) => [problem.path, problem.code])).toEqual([
      ['deliveryAddress.firstName', 'delivery.firstName.required'],
      ['deliveryAddress.lastName', 'delivery.lastName.required'],
      ['deliveryAddress.street', 'delivery.street.required'],
      ['deliveryAddress.city', 'delivery.city.required'],
      ['deliveryAddress.province', 'delivery.province.required'],
      ['deliveryAddress.postal', 'delivery.postal.incomplete'],
    ]);
  });

  it('turn a problem into an API error detail of path and English message only', () => {
    const [problem] = deliveryProblems(null, delivery);
    expect(problemDetail(problem!)).toEqual({ path: 'shippingMethod', message: 'Choose a shipping method.' });
  });

  it('need a shipping method, nothing more for PICKUP, a full address otherwise', () => {
    expect(deliveryProblems(null, delivery)).toEqual([{ path: 'shippingMethod', code: 'delivery.method.required', message: 'Choose a shipping method.' }]);
    expect(deliveryProblems('PICKUP', { ...delivery, street: '', postal: '' })).toEqual([]);
    expect(deliveryProblems('CP.RP', delivery)).toEqual([]);
    expect(deliveryProblems('CP.RP', { ...delivery, street: '', postal: 'B0T 1K' })).toEqual([
      { path: 'deliveryAddress.street', code: 'delivery.street.required', message: 'Street is required for delivery.' },
      { path: 'deliveryAddress.postal', code: 'delivery.postal.incomplete', message: 'Enter valid postal code to see all available delivery options.' },
    ]);
  });

  it('mark orders for TEST by the delivery first name', () => {
    expect(orderEnvironment(' test ')).toBe('TEST');
    expect(orderEnvironment('Tess')).toBe('PROD');
  });
});
