import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { updateCart, useCart } from '../../lib/cart-store';
import { isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { ShippingEstimate } from '../../components/shipping-estimate';
import { shippingMessages } from '../../lib/shipping/shipping.messages';
import { useMessages } from '../../lib/i18n/use-messages';

interface ShippingDestinationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the postal code that free shipping and the shipping estimate are worked out for. */
export function ShippingDestinationDialog({ open, onClose }: ShippingDestinationDialogProps) {
  const titleId = useId();
  const t = useMessages(shippingMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('shipping.destination.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          {t('shipping.destination.why')}
        </DialogContentText>
        <DialogContentText sx={{ mb: 1.5 }}>
          {t('shipping.destination.threshold')}
        </DialogContentText>
        <PostalCodeField />
        <ShippingEstimate hint={false} sx={{ mt: 1, minHeight: 48 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shipping.destination.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mounted with each opening, so it starts from the postal code the cart holds then. */
function PostalCodeField() {
  const cart = useCart();
  const [postal, setPostal] = useState(cart.deliveryAddress.postal);
  const complete = isPostalCodeComplete(postal);
  const t = useMessages(shippingMessages);

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
      label={t('shipping.destination.postal')}
      value={postal}
      onChange={(event) => changePostal(event.target.value)}
      helperText={complete ? ' ' : t('shipping.postalHint')}
      autoComplete="postal-code"
      autoFocus
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
