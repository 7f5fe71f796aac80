import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { updateCart } from '../cart/cart-store';

/** Where Cancel sends a visitor who is not of age. */
export const LEAVE_URL = 'https://www.google.ca/';

export function AgeGate({ productName }: { productName: string }) {
  const pass = () =>
    updateCart((cart) => ({ ...cart, customerAddress: { ...cart.customerAddress, ageCheck: true } }));
  return (
    <Dialog open aria-labelledby="age-gate-title" aria-describedby="age-gate-text">
      <DialogTitle id="age-gate-title">Welcome to {productName}</DialogTitle>
      <DialogContent>
        <DialogContentText id="age-gate-text">
          This site has adult material and is intended for people 19 years of age or older. Please confirm that you are
          19 or older to continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.assign(LEAVE_URL)}>Cancel</Button>
        <Button variant="contained" onClick={pass} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
