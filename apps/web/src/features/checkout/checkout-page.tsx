import { cartAfterOrder } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { orderEnvironment } from '@backroom/core/orders/checkout-rules';
import { CHECKOUT_STEPS, checkoutNextLabel, firstIncompleteStep, LAST_CHECKOUT_STEP } from '@backroom/core/orders/checkout-steps';
import { Box, Button, CircularProgress, Container, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { readCart, updateCart, useCart } from '../cart/cart-store';
import { useClientConfig } from '../client-config/api/get-client-config';
import { MissingOrderIdError, submitOrder } from './api/submit-order';
import { CheckoutSummary } from './checkout-summary';
import { ContactStep } from './contact-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { useCheckoutTotals } from './use-checkout-totals';

/** A refused Next: which step, and a count so that pressing again focuses the problem again. */
interface RefusedNext {
  step: number;
  count: number;
}

/** A fresh idempotency key; getRandomValues works where randomUUID does not (plain http). */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SPEC section 8: the server's message, 'Error submitting order' without an id, else 'Unknown error submitting order'. */
function submissionError(error: unknown): string {
  if (error instanceof MissingOrderIdError) return error.message;
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return 'Unknown error submitting order';
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
  const cart = useCart();
  const general = useClientConfig().data?.general;
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
    const key = readCart().submissionKey ?? newSubmissionKey();
    updateCart((current) => ({
      ...current,
      submissionKey: key,
      environment: orderEnvironment(current.deliveryAddress.firstName),
      lastError: null,
    }));
    try {
      const order = await submitOrder(readCart(), key);
      updateCart((current) => cartAfterOrder(current, order));
      void navigate(`/order/${encodeURIComponent(order.id)}`);
    } catch (error) {
      updateCart((current) => ({ ...current, lastError: submissionError(error) }));
      setSubmitting(false);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  const next = () => {
    // Leaving the field being typed in saves it, so the check sees what the shopper sees.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const current = readCart();
    const blocked = firstIncompleteStep(current, step);
    if (blocked !== null) {
      if (blocked !== step) goTo(blocked);
      setRefused((previous) => ({ step: blocked, count: (previous?.count ?? 0) + 1 }));
      return;
    }
    setRefused(null);
    if (step < LAST_CHECKOUT_STEP) goTo(step + 1);
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
        return <PaymentStep paymentMethod={cart.paymentMethod} total={checkout.totals.total} billingEmail={general?.email ?? ''} showProblems={showProblems} />;
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Checkout
      </Typography>
      <Stepper activeStep={step} alternativeLabel={narrow} role="group" aria-label="Checkout steps" sx={{ mb: 3 }}>
        {CHECKOUT_STEPS.map((label, index) => (
          <Step key={label}>
            <StepLabel slotProps={{ label: { 'aria-current': index === step ? 'step' : undefined } }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, gap: 3 }}>
        <Box
          component="form"
          noValidate
          aria-label={CHECKOUT_STEPS[step]}
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) next();
          }}
        >
          <Paper variant="outlined" ref={stepRef} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
              {CHECKOUT_STEPS[step]}
            </Typography>
            {stepContent()}
          </Paper>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2 }}>
            <Button type="button" variant="outlined" size="large" disabled={step === 0 || submitting} onClick={() => goTo(Math.max(0, step - 1))}>
              Back
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {submitting ? 'Submitting order...' : checkoutNextLabel(step, cart.paymentMethod, checkout.totals.total)}
            </Button>
          </Box>
        </Box>
        <CheckoutSummary cart={cart} checkout={checkout} storeAddress={general?.address ?? EMPTY_ADDRESS} errorRef={errorRef} />
      </Box>
    </Container>
  );
}

const NO_METHODS: readonly ShippingMethodCode[] = [];
const EMPTY_ADDRESS = { street: '', poBox: '', city: '', province: '', postal: '', country: '' };
