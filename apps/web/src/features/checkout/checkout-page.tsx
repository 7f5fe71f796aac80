import { cartAfterOrder, cartWithNewSubmission } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { deliveryProblems, orderEnvironment } from '@backroom/core/orders/checkout-rules';
import { adjacentCheckoutStep, CHECKOUT_STEPS, checkoutNextAction, checkoutStepShown, firstIncompleteStep, LAST_CHECKOUT_STEP, shownCheckoutStep } from '@backroom/core/orders/checkout-steps';
import { formatCents } from '@backroom/core/money';
import { type CardProviderSetup, cardProviderSetup } from '@backroom/core/payments/card-provider-setup';
import type { Cart } from '@backroom/core/cart';
import { Box, Button, CircularProgress, Container, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { readCart, updateCart, useCart } from '../../lib/cart-store';
import { useFreshCartPrices } from '../../lib/fresh-cart-prices';
import { useClientConfig } from '../../lib/get-client-config';
import { activePromotionsQuery } from '../../lib/promotions/active-promotions';
import { submitOrder } from './api/submit-order';
import { useDeliveryDatesIfFlorist } from './api/get-delivery-dates';
import { hasFloristItem } from '@backroom/core/florist/florist-order';
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
import { giftCardCheckoutMessages } from './gift-card-checkout.messages';

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

/**
 * On a phone the four steps share the width with their labels under them: without the steps' side
 * padding and a little smaller, the longest French labels (Coordonnées, Informations de livraison)
 * fit 360 px without breaking a word or pushing Paiement off the screen.
 */
const STEPPER_SX = {
  mb: 3,
  '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } },
  '& .MuiStepLabel-label': { fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
} as const;

/** /order/checkout: four steps to an order, the step kept in the cart (SPEC sections 2, 4 and 5). */
export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const g = useMessages(giftCardCheckoutMessages);
  const problemWords = useMessages(checkoutProblemMessages);
  const cart = useCart();
  useFreshCartPrices();
  const config = useClientConfig().data;
  const general = config?.general;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  // A cart of gift cards alone passes over the Shipping step (nothing ships).
  const step = shownCheckoutStep(cart.checkoutStep, cart);
  const [refused, setRefused] = useState<RefusedNext | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  const checkout = useCheckoutTotals(cart, general?.shipping ?? NO_METHODS);
  // A florist order must choose one of the store's delivery windows when it sets any.
  const calendar = { windowsOffered: (useDeliveryDatesIfFlorist(hasFloristItem(cart.items))?.windows.length ?? 0) > 0 };
  const { shipping } = checkout;
  // Gift cards pay the whole order: nothing to choose, the order is placed paid.
  const nothingDue = checkout.totalKnown && checkout.giftCardsApplied.total > 0 && checkout.amountDue === 0;
  const showProblems = refused?.step === step;
  const environment = orderEnvironment(cart.deliveryAddress.firstName);
  const cardSetup = useMemo<CardProviderSetup>(() => (config ? cardProviderSetup(config, environment) : { provider: null }), [config, environment]);
  const focusError = useCallback(() => requestAnimationFrame(() => errorRef.current?.focus()), []);
  // The promotions the shopper was shown: the server refuses the order if one no longer applies.
  const shownPromotions = checkout.pricing?.promotions.map((promotion) => promotion.id);
  const card = useCardCheckout({ config, onFailed: focusError, promotions: shownPromotions });
  // Next on the Shipping step while the chosen method is being priced for the address: it goes on
  // (or says why not) once the price is in, so that no later step shows a total without it.
  const [awaitingQuote, setAwaitingQuote] = useState(false);
  const quoteStatus = checkout.quote?.status ?? null;
  const paying = submitting || card.busy || card.request !== null;
  const working = paying || awaitingQuote;

  // SPEC section 4: a method whose quote comes back ERROR is cleared, once the quote is for the
  // whole address (a rural postal code alone does not tell LOCAL delivery; its town does).
  const addressComplete = deliveryProblems(cart.shippingMethod, cart.deliveryAddress).length === 0;
  const unavailable = shipping.settled && shipping.forAddress && addressComplete && checkout.chosen !== null && !checkout.chosen.available;
  const [cleared, setCleared] = useState<string | null>(null);
  const unavailableName = checkout.quote?.methodName ?? null;
  useEffect(() => {
    if (!unavailable) return;
    setCleared(unavailableName);
    updateCart((current) => ({ ...current, shippingMethod: null }));
  }, [unavailable, unavailableName]);
  useEffect(() => {
    if (cart.shippingMethod !== null) setCleared(null);
  }, [cart.shippingMethod]);

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
      // Paid in full by gift cards: the server takes either method and asks for nothing more.
      const order = await submitOrder(nothingDue ? { ...submitted, paymentMethod: 'card' } : submitted, submitted.submissionKey!, { promotions: shownPromotions });
      updateCart((current) => cartAfterOrder(current, order));
      void navigate(`/order/${encodeURIComponent(order.id)}`);
    } catch (error) {
      // A promotion may have ended or run out meanwhile: the summary shows the new total.
      void queryClient.invalidateQueries({ queryKey: activePromotionsQuery.queryKey });
      updateCart((current) => cartAfterRefusal(current, error, problemWords));
      setSubmitting(false);
      focusError();
    }
  };

  const refuse = (blocked: number) => {
    if (blocked !== step) goTo(blocked);
    setRefused((previous) => ({ step: blocked, count: (previous?.count ?? 0) + 1 }));
  };

  const next = ({ afterQuote = false } = {}) => {
    // Leaving the field being typed in saves it, so the check sees what the shopper sees.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const current = readCart();
    const cardPayments = cardSetup.provider !== null;
    // With nothing left to pay, the payment step asks for nothing.
    const checkedUpTo = nothingDue ? Math.min(step, LAST_CHECKOUT_STEP - 1) : step;
    const blocked = firstIncompleteStep(current, checkedUpTo, cardPayments, undefined, calendar);
    if (blocked !== null) return refuse(blocked);
    if (step >= SHIPPING_STEP && checkoutStepShown(SHIPPING_STEP, current)) {
      // What was just saved may ask for a new price: this render's quote is for the old address.
      const stale = shippingInputsChanged(cart, current);
      if (stale || quoteStatus === 'pending') {
        if (step === SHIPPING_STEP) setAwaitingQuote(true);
        return;
      }
      if (quoteStatus === 'failed' && !afterQuote) {
        // A press after a failed answer asks again, and goes on if this time it comes.
        shipping.retry();
        if (step === SHIPPING_STEP) setAwaitingQuote(true);
        return;
      }
      const unpriced = firstIncompleteStep(current, checkedUpTo, cardPayments, checkout.quote ?? undefined, calendar);
      if (unpriced !== null) return refuse(unpriced);
    }
    setRefused(null);
    if (step < LAST_CHECKOUT_STEP) goTo(adjacentCheckoutStep(step, 1, current));
    else if (nothingDue) void submit();
    else if (current.paymentMethod === 'card') void card.start();
    else void submit();
  };

  useEffect(() => {
    if (!awaitingQuote || quoteStatus === 'pending' || shippingInputsChanged(cart, readCart())) return;
    setAwaitingQuote(false);
    next({ afterQuote: true });
  });
  useEffect(() => setAwaitingQuote(false), [step]);

  // On the last step a total still waiting for its shipping is neither shown nor payable.
  const pricing = step === LAST_CHECKOUT_STEP && quoteStatus === 'pending';
  const nextLabel = () => {
    if (awaitingQuote || pricing) return t('checkout.calculating');
    if (working) return t('checkout.submitting');
    if (step === LAST_CHECKOUT_STEP && nothingDue) return g('giftCardCheckout.placeOrder');
    const action = checkoutNextAction(step, cart.paymentMethod);
    if (action === 'pay' && !checkout.totalKnown) return t('checkout.payUnknown');
    return t(NEXT_LABELS[action], { amount: formatCents(checkout.amountDue, t.locale) });
  };

  const stepContent = () => {
    switch (step) {
      case 0:
        return <ReviewStep cart={cart} pricing={checkout.pricing} phone={general?.phone ?? ''} showProblems={showProblems} />;
      case 1:
        return <ContactStep customer={cart.customerAddress} showProblems={showProblems} />;
      case 2:
        return (
          <ShippingStep
            cart={cart}
            shipping={shipping}
            quote={checkout.quote}
            cleared={cleared}
            giftCard={general?.gift_card ?? false}
            showProblems={showProblems}
          />
        );
      default:
        return (
          <PaymentStep
            cart={cart}
            total={checkout.totalKnown ? checkout.amountDue : null}
            nothingDue={nothingDue}
            shippingPending={quoteStatus === 'pending'}
            billingEmail={general?.email ?? ''}
            cardSetup={cardSetup}
            showProblems={showProblems}
          />
        );
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('checkout.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel={narrow} role="group" aria-label={t('checkout.steps')} sx={STEPPER_SX}>
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
            <Button type="button" variant="outlined" size="large" disabled={step === 0 || paying} onClick={() => goTo(adjacentCheckoutStep(step, -1, cart))}>
              {t('checkout.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={working || pricing}
              startIcon={working || pricing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {nextLabel()}
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
const SHIPPING_STEP = CHECKOUT_STEPS.indexOf('Shipping Information');

/** True when what the shipping price depends on differs between two carts (a field saved just now). */
function shippingInputsChanged(shown: Cart, saved: Cart): boolean {
  const [a, b] = [shown.deliveryAddress, saved.deliveryAddress];
  return shown.shippingMethod !== saved.shippingMethod || shown.discountCode !== saved.discountCode || a.postal !== b.postal || a.province !== b.province || a.city !== b.city;
}
/** The steps' names (core's CHECKOUT_STEPS, in order) and the Next button's words. */
const STEP_LABELS = ['checkout.step.review', 'checkout.step.contact', 'checkout.step.shipping', 'checkout.step.payment'] as const;
const NEXT_LABELS = { next: 'checkout.next', submit: 'checkout.submit', pay: 'checkout.pay' } as const;
const EMPTY_ADDRESS = { street: '', poBox: '', city: '', province: '', postal: '', country: '' };
