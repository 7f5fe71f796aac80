import type { CardProvider, PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentSettings } from './payment-settings.js';
import { PaysafePaymentProvider } from './paysafe-payment-provider.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { SquarePaymentProvider } from './square-payment-provider.js';

/** Finds the provider that takes a store's payments of one kind in one environment. */
export type CardProviderResolver = (storeId: string, provider: CardProvider, environment: PaymentEnvironment) => Promise<PaymentProvider>;

/** A store's card provider settings; a store without any gets the defaults (sandbox for TEST). */
export async function readPaymentSettings(db: Db, storeId: string): Promise<PaymentSettings> {
  return (await readSettings(db, storeId, 'payments')).settings;
}

/** Whether a store takes payments through a provider in an environment, from its settings. */
export function isProviderEnabled(settings: PaymentSettings, provider: CardProvider, environment: PaymentEnvironment): boolean {
  const key = environment === 'TEST' ? 'test' : 'prod';
  if (provider === 'sandbox') return settings.sandbox[key];
  return settings[provider][key] !== null;
}

/** Builds providers from each store's settings in store_settings, read at every payment. */
export function cardProvidersFromSettings(db: Db): CardProviderResolver {
  return async (storeId, provider, environment) => {
    const settings = await readPaymentSettings(db, storeId);
    const key = environment === 'TEST' ? 'test' : 'prod';
    if (!isProviderEnabled(settings, provider, environment)) {
      throw new AppError(400, 'VALIDATION_FAILED', `Card payments through ${provider} are not available here.`, [
        { path: 'body/provider', message: `${provider} is not set up for ${environment} payments` },
      ]);
    }
    if (provider === 'square') return new SquarePaymentProvider(settings.square[key]!, environment, settings.timeoutMs);
    if (provider === 'paysafe') return new PaysafePaymentProvider(settings.paysafe[key]!, environment, settings.timeoutMs);
    return new SandboxPaymentProvider(db, storeId);
  };
}
