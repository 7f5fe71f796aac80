import { describe, expect, it } from 'vitest';
import { contactProblems, deliveryProblems, orderEnvironment, postalCodeProblem, problemDetail, shippingQuoteProblems } from './checkout-rules.js';

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

  it('turn a problem into an API error detail of path, English message and its code as the closed reason', () => {
    const [problem] = deliveryProblems(null, delivery);
    expect(problemDetail(problem!)).toEqual({ path: 'shippingMethod', message: 'Choose a shipping method.', reason: 'delivery.method.required' });
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

  it('refuse a delivery postal code of 6 characters that is not Canadian, whatever the method but PICKUP', () => {
    for (const postal of ['123 456', '123456', 'ABCDEF', 'D0T 1K0', 'B0T 1KO', 'W1A 1AA']) {
      expect(deliveryProblems('CP.RP', { ...delivery, postal }), postal).toEqual([
        { path: 'deliveryAddress.postal', code: 'delivery.postal.notCanadian', message: 'Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.' },
      ]);
      expect(deliveryProblems('LOCAL', { ...delivery, postal }).map((problem) => problem.code), postal).toEqual(['delivery.postal.notCanadian']);
      expect(deliveryProblems('PICKUP', { ...delivery, postal }), postal).toEqual([]);
    }
    // SPEC section 5's hint stays for a code that is not yet complete.
    expect(deliveryProblems('CP.RP', { ...delivery, postal: '123 45' }).map((problem) => problem.code)).toEqual(['delivery.postal.incomplete']);
  });

  it('refuse a postal code from another province than the one chosen, naming both', () => {
    expect(deliveryProblems('CP.RP', { ...delivery, province: 'ON' })).toEqual([
      {
        path: 'deliveryAddress.postal',
        code: 'delivery.postal.wrongProvince',
        message: 'A postal code starting with B is in Nova Scotia, not Ontario: check the postal code and the province.',
        // Codes: the storefront names them in the page's language.
        values: { letter: 'B', postalProvince: 'NS', province: 'ON' },
      },
    ]);
    expect(postalCodeProblem({ province: 'NU', postal: 'X1A 2P6' })?.values).toEqual({ letter: 'X', postalProvince: 'NT', province: 'NU' });
    expect(postalCodeProblem({ province: 'NU', postal: 'X0A 0H0' })).toBeNull();
    expect(postalCodeProblem({ province: 'qc', postal: 'h3b 2b6' })).toBeNull();
    // Without a province, only the province's own problem is told.
    expect(deliveryProblems('CP.RP', { ...delivery, province: '' }).map((problem) => problem.code)).toEqual(['delivery.province.required']);
  });

  it('let the Shipping step advance only on a price for the chosen method', () => {
    expect(shippingQuoteProblems({ status: 'priced', methodName: 'Canada Post Regular Parcel' })).toEqual([]);
    expect(shippingQuoteProblems({ status: 'not-served', methodName: 'Armour Courier' })).toEqual([
      {
        path: 'shippingMethod',
        code: 'delivery.method.notServed',
        message: 'Armour Courier does not deliver to this address: choose another shipping method.',
        values: { method: 'Armour Courier' },
      },
    ]);
    expect(shippingQuoteProblems({ status: 'pending', methodName: 'Local Delivery' }).map((problem) => problem.code)).toEqual(['delivery.quote.pending']);
    expect(shippingQuoteProblems({ status: 'failed', methodName: 'Local Delivery' }).map((problem) => problem.code)).toEqual(['delivery.quote.failed']);
  });

  it('mark orders for TEST by the delivery first name', () => {
    expect(orderEnvironment(' test ')).toBe('TEST');
    expect(orderEnvironment('Tess')).toBe('PROD');
  });
});
