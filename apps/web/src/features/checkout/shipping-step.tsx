import type { Cart } from '@backroom/core/cart';
import { FLORIST_SHIPPING_METHODS, floristShippingProblems, hasFloristItem } from '@backroom/core/florist/florist-order';
import { deliveryProblems, type ShippingQuoteState, shippingQuoteProblems } from '@backroom/core/orders/checkout-rules';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { Alert, Box, LinearProgress, TextField, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { lazyScreen } from '../../lib/lazy-screen';
import { readSession } from '../../lib/member-session';
import { updateCart } from '../../lib/cart-store';
import { DeliveryDatePicker } from './delivery-date-picker';
import { useDeliveryDatesIfFlorist } from './api/get-delivery-dates';
import { DeliveryDetailsForm } from './delivery-details-form';
import { ShippingMethodOptions } from './shipping-method-options';
import { useDraft } from './use-draft';
import { useMessages } from '../../lib/i18n/use-messages';
import { shippingDetailsMessages } from './shipping-details.messages';
import { checkoutSummaryMessages } from './checkout-summary.messages';
import { useProblemText } from './use-problem-text';
import type { ShippingChoices } from './use-shipping-choices';

// Only a cart with flowers asks who they are for and what the card says: that form is its own chunk.
const FloristGiftDetails = lazyScreen('florist-gift-details', async () => (await import('./florist-gift-details')).FloristGiftDetails);
// A member's saved addresses: their own chunk, downloaded only when a member reaches this step.
const SavedAddressPicker = lazy(async () => ({ default: (await import('./saved-address-picker')).SavedAddressPicker }));

interface ShippingStepProps {
  cart: Cart;
  shipping: ShippingChoices;
  /** The chosen method's price for the address as it is now. */
  quote: ShippingQuoteState | null;
  /** The name of a method just unselected because it does not reach the address. */
  cleared: string | null;
  giftCard: boolean;
  showProblems: boolean;
}

/** Step 2: how the order travels, where to, and the notes that go with it (SPEC section 2). */
export function ShippingStep({ cart, shipping, quote, cleared, giftCard, showProblems }: ShippingStepProps) {
  const florist = hasFloristItem(cart.items);
  const member = readSession();
  const t = useMessages(shippingDetailsMessages);
  const summaryT = useMessages(checkoutSummaryMessages);
  const problemText = useProblemText();
  const addressProblems = deliveryProblems(cart.shippingMethod, cart.deliveryAddress);
  const windowsOffered = (useDeliveryDatesIfFlorist(florist)?.windows.length ?? 0) > 0;
  const floristList = floristShippingProblems({ ...cart, hasFloristItem: florist, windowsOffered });
  const problems = problemsByPath(addressProblems.map(problemText));
  const floristProblems = problemsByPath(floristList.map(problemText));
  // Once the address is complete, the chosen method must have a price for it.
  const quoteProblems = quote && addressProblems.length === 0 && floristList.length === 0 ? problemsByPath(shippingQuoteProblems(quote).map(problemText)) : {};
  // A florist order outside Queens County is told so by the method, where the choice is made.
  const methodProblem = showProblems
    ? (problems.shippingMethod ?? floristProblems.shippingMethod ?? floristProblems['deliveryAddress.city'] ?? quoteProblems.shippingMethod)
    : undefined;
  // Flowers go only by the florist's own delivery or pickup at the shop.
  const offered = florist ? { ...shipping, choices: shipping.choices.filter((choice) => (FLORIST_SHIPPING_METHODS as readonly string[]).includes(choice.code)) } : shipping;
  const deliveries = offered.choices.filter((choice) => choice.code !== 'PICKUP');
  const noneReach = shipping.settled && shipping.forAddress && deliveries.length > 0 && deliveries.every((choice) => !choice.available);
  const pickup = offered.choices.some((choice) => choice.code === 'PICKUP');
  const notice = noneReach
    ? summaryT(pickup ? 'checkoutSummary.methods.noneReachPickup' : 'checkoutSummary.methods.noneReach')
    : cleared !== null && cart.shippingMethod === null
      ? summaryT('checkoutSummary.methods.cleared', { method: cleared })
      : undefined;
  return (
    <>
      <ContactSummary cart={cart} />
      {florist && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('shippingDetails.floristNote')}
        </Alert>
      )}
      <ShippingMethodOptions shipping={offered} chosen={cart.shippingMethod} problem={methodProblem} notice={notice} />
      {florist && (
        <DeliveryDatePicker
          chosen={cart.deliveryDate}
          pickup={cart.shippingMethod === 'PICKUP'}
          problem={showProblems ? floristProblems.deliveryDate : undefined}
          chosenWindow={cart.deliveryWindow}
          windowProblem={showProblems ? floristProblems.deliveryWindow : undefined}
        />
      )}
      {florist && (
        <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
          <FloristGiftDetails cart={cart} showProblems={showProblems} />
        </Suspense>
      )}
      {cart.shippingMethod !== 'PICKUP' && member && (
        <Suspense fallback={null}>
          <SavedAddressPicker cart={cart} token={member.token} />
        </Suspense>
      )}
      {cart.shippingMethod !== 'PICKUP' && <DeliveryDetailsForm cart={cart} showProblems={showProblems} />}
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <CartNoteField
          label={t(florist ? 'shippingDetails.instructions' : 'shippingDetails.notes')}
          field="notes"
          saved={cart.notes}
          helperText={t(florist ? 'shippingDetails.instructionsHelp' : 'shippingDetails.notesHelp')}
        />
        {/* A florist order's card message is asked with its recipient, above. */}
        {giftCard && !florist && <CartNoteField label={t('shippingDetails.card')} field="card" saved={cart.card} helperText={t('shippingDetails.cardHelp')} />}
      </Box>
    </>
  );
}

function ContactSummary({ cart }: { cart: Cart }) {
  const { firstName, lastName, email, phone } = cart.customerAddress;
  const t = useMessages(shippingDetailsMessages);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {t('shippingDetails.contact')}
      </Typography>
      <Typography>{`${firstName} ${lastName}`.trim()}</Typography>
      <Typography variant="body2">
        {email} · {phone}
      </Typography>
    </Box>
  );
}

function CartNoteField({ label, field, saved, helperText }: { label: string; field: 'notes' | 'card'; saved: string; helperText: string }) {
  const draft = useDraft(saved, (value) => updateCart((cart) => ({ ...cart, [field]: value })));
  return (
    <TextField
      label={label}
      multiline
      rows={2}
      fullWidth
      value={draft.value}
      onChange={(event) => draft.change(event.target.value)}
      onBlur={draft.commit}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
