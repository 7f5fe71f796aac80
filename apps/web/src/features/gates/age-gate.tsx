import { updateCart } from '../cart/cart-store';
import { GateDialog } from './gate-dialog';

/** Where Cancel sends a visitor who is not of age. */
export const LEAVE_URL = 'https://www.google.ca/';

export function AgeGate({ productName }: { productName: string }) {
  const pass = () =>
    updateCart((cart) => ({ ...cart, customerAddress: { ...cart.customerAddress, ageCheck: true } }));
  return (
    <GateDialog
      id="age-gate"
      title={`Welcome to ${productName}`}
      text="This site has adult material and is intended for people 19 years of age or older. Please confirm that you are 19 or older to continue."
      accept={{ label: 'OK', onClick: pass }}
      cancel={{ label: 'Cancel', onClick: () => window.location.assign(LEAVE_URL) }}
    />
  );
}
