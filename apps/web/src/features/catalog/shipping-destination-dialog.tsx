import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { updateCart, useCart } from '../cart/cart-store';
import { isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { POSTAL_CODE_HINT, ShippingEstimate } from '../shipping/shipping-estimate';

interface ShippingDestinationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the postal code that free shipping and the shipping estimate are worked out for. */
export function ShippingDestinationDialog({ open, onClose }: ShippingDestinationDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Set shipping destination</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          We use your postal code to calculate how much more you need to spend for free shipping and to
          pre-calculate shipping to your address. Shipping is always calculated before you pay.
        </DialogContentText>
        <DialogContentText sx={{ mb: 1.5 }}>
          The closer your purchase price is to the free-shipping threshold, the lower your shipping will be.
          Special-order items may not qualify for free shipping.
        </DialogContentText>
        <PostalCodeField />
        <ShippingEstimate hint={false} sx={{ mt: 1, minHeight: 48 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mounted with each opening, so it starts from the postal code the cart holds then. */
function PostalCodeField() {
  const cart = useCart();
  const [postal, setPostal] = useState(cart.deliveryAddress.postal);
  const complete = isPostalCodeComplete(postal);

  function changePostal(text: string) {
    const next = text.toUpperCase();
    setPostal(next);
    // Saved as soon as it is complete (SPEC section 4), like the checkout's delivery form.
    if (isPostalCodeComplete(next)) {
      updateCart((current) => ({ ...current, deliveryAddress: { ...current.deliveryAddress, postal: next } }));
    }
  }

  return (
    <TextField
      label="Postal Code"
      value={postal}
      onChange={(event) => changePostal(event.target.value)}
      helperText={complete ? ' ' : POSTAL_CODE_HINT}
      autoComplete="postal-code"
      autoFocus
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
