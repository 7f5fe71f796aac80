import type { CardholderAddress } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { type CardProviderSetup, paysafeCheckoutOptions } from '@backroom/core/payments/card-provider-setup';
import { tokenizationFailedMessage } from '@backroom/core/payments/card-payment-messages';
import type { PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import { Alert, AlertTitle, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { newIdempotencyKey } from '../new-idempotency-key';
import type { CardEntry } from './card-entry';
import { type PaymentOutcome, payOrder } from './pay-order';
import { PaysafeCheckoutForm } from './paysafe-checkout-form';
import { SandboxCardForm } from './sandbox-card-form';
import { SquareCardForm } from './square-card-form';
import { useMessages } from '../../../lib/i18n/use-messages';
import { checkoutMessages } from '../checkout.messages';

/** An order waiting for its card payment, and how to take it. */
export interface CardPaymentRequest {
  order: { id: string; token: string };
  /** The order's total in cents, as the server computed it. */
  amount: number;
  environment: PaymentEnvironment;
  setup: Exclude<CardProviderSetup, { provider: null }>;
  cardholder: CardholderAddress;
  productName: string;
}

/** How the card dialog ended. */
export type CardPaymentEnd =
  | PaymentOutcome
  | { kind: 'cancelled'; duringPayment: boolean }
  /** The provider's script or form did not load: '{script} failed to load properly'. */
  | { kind: 'unavailable'; message: string };

type Phase = 'loading' | 'ready' | 'tokenizing' | 'paying';

interface CardPaymentDialogProps {
  request: CardPaymentRequest;
  /** The payment's idempotency key, made and kept in the cart before the first payment request. */
  paymentKey: () => string;
  onEnd: (end: CardPaymentEnd) => void;
}

/**
 * The card dialog: the provider's card form ('Contacting payment processor...' until it is ready),
 * then the token and the payment. Closing it ends the attempt: before the payment, or during it.
 */
export function CardPaymentDialog({ request, paymentKey, onEnd }: CardPaymentDialogProps) {
  const titleId = useId();
  const [entry, setEntry] = useState<CardEntry | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [problem, setProblem] = useState<{ status: string; errors: string[] } | null>(null);
  const ended = useRef(false);
  const payment = useRef<AbortController | null>(null);
  const t = useMessages(checkoutMessages);
  const amount = formatCents(request.amount, t.locale);
  const { setup } = request;

  const end = useCallback(
    (how: CardPaymentEnd) => {
      if (ended.current) return;
      ended.current = true;
      payment.current?.abort();
      onEnd(how);
    },
    [onEnd],
  );

  const pay = useCallback(
    async (ready: CardEntry) => {
      setPhase('tokenizing');
      setProblem(null);
      const card = await ready.tokenize();
      if (ended.current) return;
      if (card.kind === 'cancelled') return end(card);
      if (card.kind === 'failed') {
        setProblem({ status: card.status, errors: card.errors });
        setPhase('ready');
        return;
      }
      setPhase('paying');
      const controller = new AbortController();
      payment.current = controller;
      const body = {
        provider: setup.provider,
        environment: request.environment,
        token: card.token,
        orderId: request.order.id,
        idempotency_key: paymentKey(),
        ...(setup.provider === 'square' ? { locationId: setup.locationId } : {}),
      };
      try {
        const outcome = await payOrder(body, controller.signal);
        ready.finish?.();
        end(outcome);
      } catch {
        // Aborted: the dialog was closed during the payment and has ended already.
      }
    },
    [end, paymentKey, request.environment, request.order.id, setup],
  );

  useEffect(() => {
    if (entry?.startsByItself) void pay(entry);
  }, [entry, pay]);

  const ready = (shown: CardEntry) => {
    setEntry(shown);
    setPhase('ready');
  };
  const events = {
    onReady: ready,
    onLoadFailed: (message: string) => end({ kind: 'unavailable', message }),
    onSubmit: () => {
      if (entry && phase === 'ready') void pay(entry);
    },
    onCancel: () => end({ kind: 'cancelled', duringPayment: true }),
  };
  const cancel = () => end({ kind: 'cancelled', duringPayment: phase === 'paying' });

  const paysafeOptions = useMemo(
    () =>
      setup.provider === 'paysafe'
        ? paysafeCheckoutOptions({
            amount: request.amount,
            cardholder: request.cardholder,
            environment: setup.environment,
            orderEnvironment: request.environment,
            productName: request.productName,
            logoUrl: `${window.location.origin}/logo.svg`,
            merchantRefNum: newIdempotencyKey(),
          })
        : null,
    [request, setup],
  );

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw away a card being typed.
        if (reason !== 'backdropClick') cancel();
      }}
    >
      <DialogTitle id={titleId}>{t('checkout.card.title', { amount })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('checkout.card.order', { id: request.order.id, amount })}
        </Typography>
        {phase === 'loading' && <ProgressLine>{t('checkout.payment.contacting')}</ProgressLine>}
        {setup.provider === 'sandbox' && <SandboxCardForm {...events} />}
        {setup.provider === 'square' && (
          <SquareCardForm
            {...events}
            scriptUrl={setup.scriptUrl}
            applicationId={setup.applicationId}
            locationId={setup.locationId}
            amount={request.amount}
            cardholder={request.cardholder}
          />
        )}
        {setup.provider === 'paysafe' && paysafeOptions && (
          <PaysafeCheckoutForm {...events} scriptUrl={setup.scriptUrl} apiKey={setup.apiKey} options={paysafeOptions} />
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            <AlertTitle>{tokenizationFailedMessage(problem.status, [])}</AlertTitle>
            {problem.errors.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problem.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {phase === 'paying' && <ProgressLine>{t('checkout.card.processing')}</ProgressLine>}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('checkout.card.cancel')}</Button>
        {!entry?.startsByItself && (
          <Button
            variant="contained"
            disabled={phase !== 'ready'}
            onClick={() => entry && void pay(entry)}
            startIcon={phase === 'tokenizing' || phase === 'paying' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('checkout.card.pay', { amount })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ProgressLine({ children }: { children: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 1 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{children}</Typography>
    </Box>
  );
}
