import { LOCAL_DELIVERY_PROVINCE, POSTAL_CODE_HINT } from '@backroom/core/orders/checkout-steps';
import { formatCents } from '@backroom/core/money';
import { deliveryEstimateText } from '@backroom/core/shipping/shipping-quote';
import { Alert, Box, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { updateCart } from '../cart/cart-store';
import type { ShippingChoice, ShippingChoices } from './use-shipping-choices';

/** The price and delivery estimate of a choice, or why it has none. */
function choiceDetails(choice: ShippingChoice, postalComplete: boolean): string {
  if (!choice.available) return 'Not available to this address';
  if (choice.code === 'PICKUP') return 'Free · pick up at the store';
  if (!choice.quote) return postalComplete ? 'Working out the price...' : 'Enter your postal code for the price';
  const price = choice.quote.price === 0 ? 'Free' : formatCents(choice.quote.price);
  return `${price} · ${deliveryEstimateText(choice.quote)}`;
}

/** Chooses a method; LOCAL only delivers in Nova Scotia, so it sets the province (SPEC section 4). */
export function chooseShippingMethod(code: string): void {
  updateCart((cart) => ({
    ...cart,
    shippingMethod: code,
    deliveryAddress: code === 'LOCAL' ? { ...cart.deliveryAddress, province: LOCAL_DELIVERY_PROVINCE } : cart.deliveryAddress,
  }));
}

interface ShippingMethodOptionsProps {
  shipping: ShippingChoices;
  chosen: string | null;
  problem: string | undefined;
}

/** The store's shipping methods as radio options with prices and estimates. */
export function ShippingMethodOptions({ shipping, chosen, problem }: ShippingMethodOptionsProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={problem !== undefined} required component="fieldset" sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend">
        Shipping method
      </FormLabel>
      {!shipping.postalComplete && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {POSTAL_CODE_HINT}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={problem ? helperId : undefined}
        aria-invalid={problem !== undefined}
        value={chosen ?? ''}
        onChange={(event) => chooseShippingMethod(event.target.value)}
      >
        {shipping.choices.map((choice) => (
          <FormControlLabel
            key={choice.code}
            value={choice.code}
            disabled={!choice.available}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography>{choice.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {choiceDetails(choice, shipping.postalComplete)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {shipping.loading && <LinearProgress aria-label="Loading shipping options" sx={{ my: 1 }} />}
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
      {shipping.error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Shipping options could not be priced: {shipping.error.message}
        </Alert>
      )}
    </FormControl>
  );
}
