import { CARD_SCRIPT_NAMES, type PaysafeCheckoutOptions } from '@backroom/core/payments/card-provider-setup';
import { scriptFailedMessage } from '@backroom/core/payments/card-payment-messages';
import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { loadScript } from '../../../lib/load-script';
import type { CardFormEvents, CardTokenResult } from './card-entry';
import { useLatest } from './use-latest';
import { useMessages } from '../../../lib/i18n/use-messages';
import { checkoutMessages } from '../checkout.messages';

/** The parts of Paysafe Checkout the storefront uses. */
interface PaysafeInstance {
  close?(): void;
}
interface PaysafeResult {
  paymentHandleToken?: string;
  token?: string;
}
interface PaysafeError {
  code?: string;
  displayMessage?: string;
  detailedMessage?: string;
}
interface PaysafeSdk {
  checkout: {
    setup(
      apiKey: string,
      options: PaysafeCheckoutOptions,
      resultCallback: (instance: PaysafeInstance | null, error: PaysafeError | null, result: PaysafeResult | null) => void,
      closeCallback: (stage: string, expired?: boolean) => void,
    ): void;
  };
}

/** Close stages of Paysafe Checkout after which no payment handle exists yet: nothing was under way. */
const CLOSED_BEFORE_PAYMENT = new Set(['BeforePayment', 'PAYMENT_HANDLE_NOT_CREATED']);

interface PaysafeCheckoutFormProps extends CardFormEvents {
  scriptUrl: string;
  apiKey: string;
  options: PaysafeCheckoutOptions;
}

/**
 * Paysafe Checkout: its script is loaded when the card dialog opens, and its own window (the card
 * dialog for this provider) takes the card as soon as it is ready.
 */
export function PaysafeCheckoutForm({ scriptUrl, apiKey, options, ...props }: PaysafeCheckoutFormProps) {
  const t = useMessages(checkoutMessages);
  const events = useLatest(props);
  const setup = useLatest({ apiKey, options });

  useEffect(() => {
    let stopped = false;
    let instance: PaysafeInstance | null = null;
    const tokenize = () =>
      new Promise<CardTokenResult>((resolve) => {
        let answered = false;
        const answer = (result: CardTokenResult) => {
          if (answered) return;
          answered = true;
          resolve(result);
        };
        const paysafe = (window as unknown as { paysafe?: PaysafeSdk }).paysafe!;
        paysafe.checkout.setup(
          setup.current.apiKey,
          setup.current.options,
          (shown, error, result) => {
            instance = shown;
            const token = result?.paymentHandleToken ?? result?.token;
            if (token) answer({ kind: 'token', token });
            else answer({ kind: 'failed', status: error?.code ?? 'Error', errors: [error?.displayMessage ?? error?.detailedMessage ?? 'The card was not accepted.'] });
          },
          (stage) => {
            if (answered) events.current.onCancel();
            else answer({ kind: 'cancelled', duringPayment: !CLOSED_BEFORE_PAYMENT.has(stage) });
          },
        );
      });
    const finish = () => instance?.close?.();
    void loadScript(scriptUrl).then(
      () => {
        if (stopped) return;
        if ((window as unknown as { paysafe?: PaysafeSdk }).paysafe?.checkout) events.current.onReady({ tokenize, startsByItself: true, finish });
        else events.current.onLoadFailed(scriptFailedMessage(CARD_SCRIPT_NAMES.paysafe));
      },
      () => {
        if (!stopped) events.current.onLoadFailed(scriptFailedMessage(CARD_SCRIPT_NAMES.paysafe));
      },
    );
    return () => {
      stopped = true;
      instance?.close?.();
    };
  }, [scriptUrl, events, setup]);

  return <Typography>{t('checkout.card.paysafeWindow')}</Typography>;
}
