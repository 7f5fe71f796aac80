import { cartSubtotal, emptyCart } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import {
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TimedSnackbar } from '../../components/timed-snackbar';
import { ShippingEstimate } from '../shipping/shipping-estimate';
import { CartLines } from './cart-lines';
import { updateCart, useCart } from './cart-store';

export function CartPage() {
  const cart = useCart();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const empty = Object.keys(cart.items).length === 0;
  const removeAll = () => {
    updateCart((current) => ({ ...current, items: emptyCart().items }));
    setConfirming(false);
  };
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Cart
      </Typography>
      <Paper variant="outlined" sx={{ px: 2 }}>
        <CartLines cart={cart} onChange={setMessage} />
      </Paper>
      {!empty && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Button color="error" onClick={() => setConfirming(true)}>
            Remove All
          </Button>
          <Typography sx={{ flex: 1, textAlign: { sm: 'right' }, fontWeight: 600 }}>
            Subtotal {formatCents(cartSubtotal(cart))}
          </Typography>
          <Button component={RouterLink} to="/order/checkout" variant="contained" size="large">
            Checkout
          </Button>
        </Stack>
      )}
      {!empty && <ShippingEstimate sx={{ mt: 2, textAlign: { sm: 'right' } }} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="remove-all-title">
        <DialogTitle id="remove-all-title">Remove all?</DialogTitle>
        <DialogContent>
          <DialogContentText>This will remove all items from your cart. Are you sure?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>No</Button>
          <Button color="error" onClick={removeAll}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
      <TimedSnackbar open={message !== null} severity="success" onClose={() => setMessage(null)}>
        {message}
      </TimedSnackbar>
    </Container>
  );
}
