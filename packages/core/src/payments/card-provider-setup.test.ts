import { describe, expect, it } from 'vitest';
import { emptyCart } from '../cart.js';
import type { ClientConfig } from '../client-config.js';
import { cardProviderSetup, paysafeCheckoutOptions } from './card-provider-setup.js';

type Providers = ClientConfig['general']['payment_providers'];
const provider = (name: string, dev: boolean, prod: boolean) => ({ name, url: '', dev, prod });

function config(providers: Providers, square = { application_id: 'sandbox-app', location_id: 'LOC1' }) {
  return {
    general: { payment_providers: providers } as ClientConfig['general'],
    paysafe: {
      dev: { username: 'dev-user', password: 'dev-key', environment: 'TEST' },
      prod: { username: 'prod-user', password: 'prod-key', environment: 'LIVE' },
    },
    square,
  };
}

describe('cardProviderSetup', () => {
  it('uses the sandbox wherever it is enabled, as the demo shop does', () => {
    const demo = config([provider('emt', true, true), provider('square', true, true), provider('sandbox', true, true), provider('sezzle', false, false)]);
    expect(cardProviderSetup(demo, 'PROD')).toEqual({ provider: 'sandbox' });
    expect(cardProviderSetup(demo, 'TEST')).toEqual({ provider: 'sandbox' });
  });

  it("loads Square's sandbox script for TEST orders and its production script for PROD", () => {
    const shop = config([provider('emt', true, true), provider('square', true, true), provider('sandbox', true, false)]);
    expect(cardProviderSetup(shop, 'PROD')).toEqual({
      provider: 'square',
      scriptUrl: 'https://web.squarecdn.com/v1/square.js',
      applicationId: 'sandbox-app',
      locationId: 'LOC1',
    });
    expect(cardProviderSetup(config([provider('square', true, true)]), 'TEST')).toMatchObject({
      scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
    });
  });

  it("builds Paysafe's credential from the environment's username and password", () => {
    expect(cardProviderSetup(config([provider('paysafe', true, true)]), 'TEST')).toEqual({
      provider: 'paysafe',
      scriptUrl: 'https://hosted.paysafe.com/checkout/v2/paysafe.checkout.min.js',
      apiKey: btoa('dev-user:dev-key'),
      environment: 'TEST',
    });
    expect(cardProviderSetup(config([provider('paysafe', true, true)]), 'PROD')).toMatchObject({ apiKey: btoa('prod-user:prod-key'), environment: 'LIVE' });
  });

  it('has no provider when none is enabled, the one enabled is unknown, or its public settings are missing', () => {
    expect(cardProviderSetup(config([provider('emt', true, true), provider('sezzle', true, true)]), 'PROD')).toEqual({ provider: null });
    expect(cardProviderSetup(config([provider('square', true, false)]), 'PROD')).toEqual({ provider: null });
    expect(cardProviderSetup(config([provider('moneris', true, true)]), 'PROD')).toEqual({ provider: null });
    expect(cardProviderSetup(config([provider('square', true, true)], { application_id: '', location_id: '' }), 'PROD')).toEqual({ provider: null });
  });
});

describe('paysafeCheckoutOptions', () => {
  const cardholder = { ...emptyCart().cardholderAddress, firstName: ' Ada ', lastName: 'Lovelace', postal: 'B0T 1K0', country: 'CA' };
  const input = { amount: 5805, cardholder, environment: 'TEST', productName: 'The Back Room', logoUrl: 'https://shop.test/logo.svg', merchantRefNum: 'ref-1' };

  it("sets up the holder, billing country and zip, the order's amount in CAD, and the shop's name and logo", () => {
    expect(paysafeCheckoutOptions({ ...input, orderEnvironment: 'PROD' })).toMatchObject({
      amount: 5805,
      currency: 'CAD',
      environment: 'TEST',
      companyName: 'The Back Room',
      holderName: 'Ada Lovelace',
      imageUrl: 'https://shop.test/logo.svg',
      billingAddress: { country: 'CA', zip: 'B0T 1K0' },
      canEditAmount: false,
    });
  });

  it("adds ' TEST' to the company name for a test order", () => {
    expect(paysafeCheckoutOptions({ ...input, orderEnvironment: 'TEST' }).companyName).toBe('The Back Room TEST');
  });
});
