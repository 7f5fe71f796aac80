import type { CardholderAddress } from '@backroom/core/cart';
import { CARD_SCRIPT_NAMES } from '@backroom/core/payments/card-provider-setup';
import { scriptFailedMessage } from '@backroom/core/payments/card-payment-messages';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { loadScript } from '../../../lib/load-script';
import type { CardFormEvents, CardTokenResult } from './card-entry';
import { useLatest } from './use-latest';

/** The parts of Square's Web Payments SDK the storefront uses. */
interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: Array<{ message: string }>;
}
interface SquareCard {
  attach(target: HTMLElement): Promise<void>;
  tokenize(verificationDetails?: SquareVerificationDetails): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}
interface SquareVerificationDetails {
  amount: string;
  currencyCode: 'CAD';
  intent: 'CHARGE';
  customerInitiated: true;
  sellerKeyedIn: false;
  billingContact: { givenName: string; familyName: string; countryCode: string; postalCode: string };
}
interface SquareSdk {
  payments(applicationId: string, locationId: string): { card(): Promise<SquareCard> };
}

interface SquareCardFormProps extends CardFormEvents {
  scriptUrl: string;
  applicationId: string;
  locationId: string;
  /** The order's total in cents, for the card issuer's verification. */
  amount: number;
  cardholder: CardholderAddress;
}

/** Square's card fields (Web Payments SDK), loaded when the card dialog opens and attached in it. */
export function SquareCardForm({ scriptUrl, applicationId, locationId, amount, cardholder, ...props }: SquareCardFormProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const events = useLatest(props);
  const details = useLatest<SquareVerificationDetails>({
    amount: (amount / 100).toFixed(2),
    currencyCode: 'CAD',
    intent: 'CHARGE',
    customerInitiated: true,
    sellerKeyedIn: false,
    billingContact: { givenName: cardholder.firstName, familyName: cardholder.lastName, countryCode: cardholder.country, postalCode: cardholder.postal },
  });

  useEffect(() => {
    let card: SquareCard | null = null;
    let stopped = false;
    const failed = () => {
      if (!stopped) events.current.onLoadFailed(scriptFailedMessage(CARD_SCRIPT_NAMES.square));
    };
    const tokenize = async (): Promise<CardTokenResult> => {
      const result = await card!.tokenize(details.current);
      if (result.status === 'OK' && result.token) return { kind: 'token', token: result.token };
      return { kind: 'failed', status: result.status, errors: (result.errors ?? []).map((error) => error.message) };
    };
    void (async () => {
      try {
        await loadScript(scriptUrl);
        const square = (window as unknown as { Square?: SquareSdk }).Square;
        if (!square) throw new Error('Square is not defined');
        card = await square.payments(applicationId, locationId).card();
        if (stopped) return;
        await card.attach(containerRef.current!);
      } catch {
        failed();
        return;
      }
      if (!stopped) events.current.onReady({ tokenize });
    })();
    return () => {
      stopped = true;
      void card?.destroy();
    };
  }, [scriptUrl, applicationId, locationId, events, details]);

  return <Box ref={containerRef} sx={{ minHeight: 100 }} />;
}
