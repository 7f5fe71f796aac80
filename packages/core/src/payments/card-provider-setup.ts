import type { CardholderAddress } from '../cart.js';
import type { ClientConfig } from '../client-config.js';
import type { CardProvider, PaymentEnvironment } from './payment-contract.js';

/** Square's Web Payments SDK: its sandbox for TEST orders, production for PROD. */
export const SQUARE_SCRIPT_URLS: Readonly<Record<PaymentEnvironment, string>> = {
  TEST: 'https://sandbox.web.squarecdn.com/v1/square.js',
  PROD: 'https://web.squarecdn.com/v1/square.js',
};

/** Paysafe Checkout: one script; its `environment` option picks the test or live service. */
export const PAYSAFE_SCRIPT_URL = 'https://hosted.paysafe.com/checkout/v2/paysafe.checkout.min.js';

/** How the shopper is told a provider's script did not load (SPEC section 8: 'Square.js failed to load properly'). */
export const CARD_SCRIPT_NAMES: Readonly<Record<CardProvider, string>> = {
  square: 'Square.js',
  paysafe: 'Paysafe Checkout',
  sandbox: 'The sandbox card form',
};

/** What the storefront needs to take a card through the shop's provider in one environment. */
export type CardProviderSetup =
  | { provider: 'sandbox' }
  | { provider: 'square'; scriptUrl: string; applicationId: string; locationId: string }
  | { provider: 'paysafe'; scriptUrl: string; apiKey: string; environment: string }
  /** No provider the storefront can use: 'Currently unsupported' (SPEC section 2). */
  | { provider: null };

/** Payment providers in the configuration that are not card providers. */
const NOT_CARD_PROVIDERS = new Set(['emt', 'sezzle']);

/** Base64 of UTF-8 text, as a Basic credential is written. */
function base64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

function setupOf(name: string, config: Pick<ClientConfig, 'paysafe' | 'square'>, environment: PaymentEnvironment): CardProviderSetup {
  if (name === 'sandbox') return { provider: 'sandbox' };
  if (name === 'square') {
    const { application_id: applicationId, location_id: locationId } = config.square;
    if (applicationId === '' || locationId === '') return { provider: null };
    return { provider: 'square', scriptUrl: SQUARE_SCRIPT_URLS[environment], applicationId, locationId };
  }
  if (name === 'paysafe') {
    const account = environment === 'TEST' ? config.paysafe.dev : config.paysafe.prod;
    if (account.username === '' || account.password === '') return { provider: null };
    return {
      provider: 'paysafe',
      scriptUrl: PAYSAFE_SCRIPT_URL,
      apiKey: base64(`${account.username}:${account.password}`),
      environment: account.environment || (environment === 'TEST' ? 'TEST' : 'LIVE'),
    };
  }
  return { provider: null };
}

/**
 * The card provider for an order's environment, from the configuration's payment_providers (dev
 * for TEST, prod for PROD). The built-in sandbox wins wherever it is enabled, as it takes no real
 * money (a demo or test shop); otherwise the first enabled card provider in the list. One the
 * storefront does not know, or whose public settings are missing, gives no provider.
 */
export function cardProviderSetup(config: Pick<ClientConfig, 'general' | 'paysafe' | 'square'>, environment: PaymentEnvironment): CardProviderSetup {
  const enabled = config.general.payment_providers.filter(
    (provider) => !NOT_CARD_PROVIDERS.has(provider.name) && (environment === 'TEST' ? provider.dev : provider.prod),
  );
  const chosen = enabled.find((provider) => provider.name === 'sandbox') ?? enabled[0];
  return chosen ? setupOf(chosen.name, config, environment) : { provider: null };
}

/** What Paysafe Checkout's setup is given besides the credential (SPEC section 7). */
export interface PaysafeCheckoutOptions {
  amount: number;
  currency: 'CAD';
  environment: string;
  companyName: string;
  holderName: string;
  imageUrl: string;
  billingAddress: { country: string; zip: string };
  customer: { firstName: string; lastName: string };
  merchantRefNum: string;
  canEditAmount: false;
  displayPaymentMethods: ['card'];
  locale: 'en_US';
}

interface PaysafeCheckoutInput {
  /** The order's total in cents, as the server computed it. */
  amount: number;
  cardholder: CardholderAddress;
  /** Paysafe's environment name for the order's: TEST or LIVE. */
  environment: string;
  orderEnvironment: PaymentEnvironment;
  productName: string;
  logoUrl: string;
  /** Paysafe wants a new reference for every payment handle it makes. */
  merchantRefNum: string;
}

/** Paysafe Checkout's options: holder, billing country and zip, the amount in CAD, the shop's name (' TEST' added for a test order) and logo. */
export function paysafeCheckoutOptions(input: PaysafeCheckoutInput): PaysafeCheckoutOptions {
  const { cardholder } = input;
  return {
    amount: input.amount,
    currency: 'CAD',
    environment: input.environment,
    companyName: input.orderEnvironment === 'TEST' ? `${input.productName} TEST` : input.productName,
    holderName: `${cardholder.firstName.trim()} ${cardholder.lastName.trim()}`.trim(),
    imageUrl: input.logoUrl,
    billingAddress: { country: cardholder.country, zip: cardholder.postal.trim() },
    customer: { firstName: cardholder.firstName.trim(), lastName: cardholder.lastName.trim() },
    merchantRefNum: input.merchantRefNum,
    canEditAmount: false,
    displayPaymentMethods: ['card'],
    locale: 'en_US',
  };
}
