import { CARD_SCRIPT_NAMES } from '@backroom/core/payments/card-provider-setup';
import { scriptFailedMessage } from '@backroom/core/payments/card-payment-messages';
import { SANDBOX_CARD_MESSAGE_SOURCE, SandboxCardMessage, type SandboxCardRequest } from '@backroom/core/payments/payment-contract';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { activeStore } from '../../../lib/api-client';
import type { CardFormEvents, CardTokenResult } from './card-entry';
import { useLatest } from './use-latest';
import { useMessages } from '../../../lib/i18n/use-messages';
import { checkoutMessages } from '../checkout.messages';

/** How long the frame may take to say it is ready, and to answer a tokenize request. */
const FRAME_TIMEOUT_MS = 20_000;

/**
 * The built-in sandbox provider's card form: a page of our own server in an iframe, which
 * answers a 'tokenize' message with a token (never the card number), all on our own origin.
 */
export function SandboxCardForm(props: CardFormEvents) {
  const t = useMessages(checkoutMessages);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const events = useLatest(props);

  useEffect(() => {
    const origin = window.location.origin;
    let answer: ((result: CardTokenResult) => void) | null = null;
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: CardTokenResult) => {
      clearTimeout(answerTimer);
      answer?.(result);
      answer = null;
    };
    const tokenize = () =>
      new Promise<CardTokenResult>((resolve) => {
        answer = resolve;
        answerTimer = setTimeout(() => settle({ kind: 'failed', status: 'Timeout', errors: ['The card form did not answer.'] }), FRAME_TIMEOUT_MS);
        const request: SandboxCardRequest = { source: SANDBOX_CARD_MESSAGE_SOURCE, type: 'tokenize' };
        frameRef.current?.contentWindow?.postMessage(request, origin);
      });
    const readyTimer = setTimeout(() => events.current.onLoadFailed(scriptFailedMessage(CARD_SCRIPT_NAMES.sandbox)), FRAME_TIMEOUT_MS);

    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const parsed = SandboxCardMessage.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') {
        clearTimeout(readyTimer);
        events.current.onReady({ tokenize });
      } else if (message.type === 'submit') events.current.onSubmit();
      else if (message.type === 'token') settle({ kind: 'token', token: message.token });
      else settle({ kind: 'failed', status: message.status, errors: message.errors.map((error) => error.message) });
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      clearTimeout(readyTimer);
      clearTimeout(answerTimer);
    };
  }, [events]);

  return (
    <Box
      component="iframe"
      ref={frameRef}
      title={t('checkout.card.details')}
      src={`/${activeStore()}/api/v1/payment/sandbox/form`}
      sx={{ display: 'block', width: '100%', height: 300, border: 0 }}
    />
  );
}
