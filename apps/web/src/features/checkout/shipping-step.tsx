import type { Cart } from '@backroom/core/cart';
import { deliveryProblems } from '@backroom/core/orders/checkout-rules';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { Box, TextField, Typography } from '@mui/material';
import { updateCart } from '../cart/cart-store';
import { DeliveryDetailsForm } from './delivery-details-form';
import { ShippingMethodOptions } from './shipping-method-options';
import { useDraft } from './use-draft';
import type { ShippingChoices } from './use-shipping-choices';

interface ShippingStepProps {
  cart: Cart;
  shipping: ShippingChoices;
  giftCard: boolean;
  showProblems: boolean;
}

/** Step 2: how the order travels, where to, and the notes that go with it (SPEC section 2). */
export function ShippingStep({ cart, shipping, giftCard, showProblems }: ShippingStepProps) {
  const methodProblem = showProblems ? problemsByPath(deliveryProblems(cart.shippingMethod, cart.deliveryAddress)).shippingMethod : undefined;
  return (
    <>
      <ContactSummary cart={cart} />
      <ShippingMethodOptions shipping={shipping} chosen={cart.shippingMethod} problem={methodProblem} />
      {cart.shippingMethod !== 'PICKUP' && <DeliveryDetailsForm cart={cart} showProblems={showProblems} />}
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <CartNoteField label="Delivery notes" field="notes" saved={cart.notes} helperText="Anything we should know to get your order to you." />
        {giftCard && <CartNoteField label="Gift card message" field="card" saved={cart.card} helperText="Written on a card that goes with the order." />}
      </Box>
    </>
  );
}

function ContactSummary({ cart }: { cart: Cart }) {
  const { firstName, lastName, email, phone } = cart.customerAddress;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        Contact
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
