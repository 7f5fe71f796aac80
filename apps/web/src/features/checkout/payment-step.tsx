import { formatCents } from '@backroom/core/money';
import { paymentProblems } from '@backroom/core/orders/checkout-steps';
import type { Cart } from '@backroom/core/cart';
import { Alert, Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { updateCart } from '../cart/cart-store';

type PaymentMethod = NonNullable<Cart['paymentMethod']>;

interface PaymentStepProps {
  paymentMethod: Cart['paymentMethod'];
  /** Order total in cents, as the shopper will send it. */
  total: number;
  billingEmail: string;
  showProblems: boolean;
}

/** Step 3: 'Payment Options' (SPEC section 2). Card payment comes with its own issue. */
export function PaymentStep({ paymentMethod, total, billingEmail, showProblems }: PaymentStepProps) {
  const labelId = useId();
  const helperId = useId();
  const problem = showProblems ? paymentProblems(paymentMethod)[0]?.message : undefined;
  const choose = (method: PaymentMethod) => updateCart((cart) => ({ ...cart, paymentMethod: method }));
  return (
    <>
      <FormControl error={problem !== undefined} required component="fieldset" sx={{ width: '100%' }}>
        <FormLabel id={labelId} component="legend">
          Payment Options
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={problem ? helperId : undefined}
          aria-invalid={problem !== undefined}
          value={paymentMethod ?? ''}
          onChange={(event) => choose(event.target.value as PaymentMethod)}
        >
          <FormControlLabel value="emt" control={<Radio />} label="Email Money Transfer (EMT)" />
          <FormControlLabel value="card" control={<Radio />} label="Credit Card" />
          <FormControlLabel
            value="sezzle"
            control={<Radio />}
            disabled
            label={
              <Box>
                <Typography>Sezzle (Coming soon)</Typography>
                <Typography variant="body2" color="text.secondary">
                  Sezzle is not available at this time.
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
          />
        </RadioGroup>
        {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
      </FormControl>
      {paymentMethod === 'emt' && <EmtInstructions total={total} billingEmail={billingEmail} />}
      {paymentMethod === 'card' && !problem && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Currently unsupported
        </Alert>
      )}
    </>
  );
}

function EmtInstructions({ total, billingEmail }: { total: number; billingEmail: string }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Paying by Email Money Transfer
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        <li>
          After you submit your order, send an Interac e-Transfer of <strong>{formatCents(total)}</strong> to{' '}
          <strong>{billingEmail}</strong>.
        </li>
        <li>Auto-deposit is on, so you do not need a security question or passcode.</li>
        <li>We hold your items for 5 business days while we wait for your payment.</li>
        <li>Your order ships once your payment has arrived.</li>
      </Box>
    </Alert>
  );
}
