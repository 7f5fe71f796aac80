import { cartAfterOrder, cartWithNewSubmission } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { orderEnvironment } from '@backroom/core/orders/checkout-rules';
import { checkoutNextAction, firstIncompleteStep, LAST_CHECKOUT_STEP } from '@backroom/core/orders/checkout-steps';
import { formatCents } from '@backroom/core/money';
import { type CardProviderSetup, cardProviderSetup } from '@backroom/core/payments/card-provider-setup';
import { Box, Button, CircularProgress, Container, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readCart, updateCart, useCart } from '../cart/cart-store';
import { useClientConfig } from '../client-config/api/get-client-config';
import { submitOrder } from './api/submit-order';
import { CardPaymentDialog } from './card-payment/card-payment-dialog';
import { useCardCheckout } from './card-payment/use-card-checkout';
import { CheckoutSummary } from './checkout-summary';
import { ContactStep } from './contact-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { newIdempotencyKey } from './new-idempotency-key';
import { cartAfterRefusal } from './submission-error';
import { checkoutProblemMessages } from './checkout-problems.messages';
import { useCheckoutTotals } from './use-checkout-totals';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';

/** A refused Next: which step, and a count so that pressing again focuses the problem again. */
interface RefusedNext {
  step: number;
  count: number;
}

/** Moves focus to the first field that is wrong, or to the notice that says why the step cannot advance. */
function focusFirstProblem(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-step-problem]');
  if (!invalid) return;
  const target = invalid.matches('input, textarea, select, [tabindex]')
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:not([disabled]), textarea, select') ?? invalid);
  target.focus();
}

/** /order/checkout: four steps to an order, the step kept in the cart (SPEC sections 2, 4 and 5). */
export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const problemWords = useMessages(checkoutProblemMessages);
  const cart = useCart();
  const config = useClientConfig().data;
  const general = config?.general;
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const step = cart.checkoutStep;
  const [refused, setRefused] = useState<RefusedNext | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  const checkout = useCheckoutTotals(cart, general?.shipping ?? NO_METHODS);
  const { shipping } = checkout;
  const showProblems = refused?.step === step;
  const environment = orderEnvironment(cart.deliveryAddress.firstName);
  const cardSetup = useMemo<CardProviderSetup>(() => (config ? cardProviderSetup(config, environment) : { provider: null }), [config, environment]);
  const focusError = useCallback(() => requestAnimationFrame(() => errorRef.current?.focus()), []);
  const card = useCardCheckout({ config, onFailed: focusError });
  const working = submitting || card.busy || card.request !== null;

  // SPEC section 4: a method whose quote comes back ERROR is cleared.
  const unavailable = shipping.settled && checkout.chosen !== null && !checkout.chosen.available;
  useEffect(() => {
    if (unavailable) updateCart((current) => ({ ...current, shippingMethod: null }));
  }, [unavailable]);

  useEffect(() => {
    if (refused?.step === step) focusFirstProblem(stepRef.current);
    else if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step, refused]);

  const goTo = (next: number) => updateCart((current) => ({ ...current, checkoutStep: next }));

  const submit = async () => {
    setSubmitting(true);
    if (readCart().submissionKey === null) updateCart((current) => cartWithNewSubmission(current, newIdempotencyKey()));
    updateCart((current) => ({ ...current, environment: orderEnvironment(current.deliveryAddress.firstName), lastError: null }));
    try {
      const submitted = readCart();
      const order = await submitOrder(submitted, submitted.submissionKey!);
      updateCart((current) => cartAfterOrder(current, order));
      void navigate(`/order/${encodeURIComponent(order.id)}`);
    } catch (error) {
      updateCart((current) => cartAfterRefusal(current, error, problemWords));
      setSubmitting(false);
      focusError();
    }
  };

  const next = () => {
    // Leaving the field being typed in saves it, so the check sees what the shopper sees.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const current = readCart();
    const blocked = firstIncompleteStep(current, step, cardSetup.provider !== null);
    if (blocked !== null) {
      if (blocked !== step) goTo(blocked);
      setRefused((previous) => ({ step: blocked, count: (previous?.count ?? 0) + 1 }));
      return;
    }
    setRefused(null);
    if (step < LAST_CHECKOUT_STEP) goTo(step + 1);
    else if (current.paymentMethod === 'card') void card.start();
    else void submit();
  };

  const stepContent = () => {
    switch (step) {
      case 0:
        return <ReviewStep cart={cart} phone={general?.phone ?? ''} showProblems={showProblems} />;
      case 1:
        return <ContactStep customer={cart.customerAddress} showProblems={showProblems} />;
      case 2:
        return <ShippingStep cart={cart} shipping={shipping} giftCard={general?.gift_card ?? false} showProblems={showProblems} />;
      default:
        return <PaymentStep cart={cart} total={checkout.totals.total} billingEmail={general?.email ?? ''} cardSetup={cardSetup} showProblems={showProblems} />;
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('checkout.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel={narrow} role="group" aria-label={t('checkout.steps')} sx={{ mb: 3 }}>
        {STEP_LABELS.map((id, index) => (
          <Step key={id}>
            <StepLabel slotProps={{ label: { 'aria-current': index === step ? 'step' : undefined } }}>{t(id)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: 3 }}>
        <Box
          component="form"
          noValidate
          aria-label={t(STEP_LABELS[step] ?? 'checkout.step.payment')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!working) next();
          }}
        >
          <Paper variant="outlined" ref={stepRef} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
              {t(STEP_LABELS[step] ?? 'checkout.step.payment')}
            </Typography>
            {stepContent()}
          </Paper>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2 }}>
            <Button type="button" variant="outlined" size="large" disabled={step === 0 || working} onClick={() => goTo(Math.max(0, step - 1))}>
              {t('checkout.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={working}
              startIcon={working ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {working ? t('checkout.submitting') : t(NEXT_LABELS[checkoutNextAction(step, cart.paymentMethod)], { amount: formatCents(checkout.totals.total, t.locale) })}
            </Button>
          </Box>
        </Box>
        <CheckoutSummary cart={cart} checkout={checkout} storeAddress={general?.address ?? EMPTY_ADDRESS} errorRef={errorRef} />
      </Box>
      {card.request && <CardPaymentDialog request={card.request} paymentKey={card.paymentKey} onEnd={card.end} />}
    </Container>
  );
}

const NO_METHODS: readonly ShippingMethodCode[] = [];
/** The steps' names (core's CHECKOUT_STEPS, in order) and the Next button's words. */
const STEP_LABELS = ['checkout.step.review', 'checkout.step.contact', 'checkout.step.shipping', 'checkout.step.payment'] as const;
const NEXT_LABELS = { next: 'checkout.next', submit: 'checkout.submit', pay: 'checkout.pay' } as const;
const EMPTY_ADDRESS = { street: '', poBox: '', city: '', province: '', postal: '', country: '' };
