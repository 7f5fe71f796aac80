import { describe, expect, it } from 'vitest';
import { emptyCart } from '../cart.js';
import { problemsByPath } from '../orders/checkout-steps.js';
import { cardholderProblems, cardholderWithDefaults } from './cardholder.js';

const contact = { ...emptyCart().customerAddress, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100' };
const delivery = { firstName: 'ada', lastName: 'LOVELACE', street: '12 Main St', additional: 'Unit 2', city: 'Liverpool', province: 'NS', postal: 'b0t 1k0' };
const base = { ...emptyCart(), customerAddress: contact, deliveryAddress: delivery, shippingMethod: 'CP.RP' };

describe('cardholderProblems', () => {
  it('needs first and last name, postal or zip code and a country', () => {
    expect(problemsByPath(cardholderProblems({ ...emptyCart().cardholderAddress, firstName: ' ', country: '' }))).toEqual({
      'cardholderAddress.firstName': 'First Name is required.',
      'cardholderAddress.lastName': 'Last Name is required.',
      'cardholderAddress.country': 'Choose a country.',
      'cardholderAddress.postal': 'Postal/Zip Code is required.',
    });
    expect(cardholderProblems({ ...emptyCart().cardholderAddress, firstName: 'Ada', lastName: 'Lovelace', postal: '90210', country: 'US' })).toEqual([]);
  });
});

describe('cardholderWithDefaults', () => {
  it('starts in Canada with the contact names and, when delivery is to the same person, its address', () => {
    expect(cardholderWithDefaults(base)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      street: '12 Main St',
      additional: 'Unit 2',
      city: 'Liverpool',
      province: 'NS',
      postal: 'B0T 1K0',
      country: 'CA',
    });
  });

  it('takes no address from a delivery to somebody else, or from a pickup', () => {
    const gift = cardholderWithDefaults({ ...base, deliveryAddress: { ...delivery, firstName: 'Charles', lastName: 'Babbage' } });
    expect(gift).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', postal: '', street: '', country: 'CA' });
    expect(cardholderWithDefaults({ ...base, shippingMethod: 'PICKUP' })).toMatchObject({ firstName: 'Ada', postal: '' });
  });

  it('never replaces what the shopper typed', () => {
    const typed = { ...emptyCart().cardholderAddress, firstName: 'Charles', postal: '90210', country: 'US' };
    expect(cardholderWithDefaults({ ...base, cardholderAddress: typed })).toEqual({ ...typed, lastName: 'Lovelace' });
  });
});
