import type { CustomerAddress } from '@backroom/core/cart';
import { type ContactDetails, contactProblems } from '@backroom/core/orders/checkout-rules';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { Box, TextField } from '@mui/material';
import { updateCart } from '../cart/cart-store';

type ContactField = keyof ContactDetails;

const FIELDS: readonly { field: ContactField; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

interface ContactStepProps {
  customer: CustomerAddress;
  showProblems: boolean;
}

/** Step 1: who is ordering (SPEC section 2), kept in the cart as it is typed. */
export function ContactStep({ customer, showProblems }: ContactStepProps) {
  const problems = showProblems ? problemsByPath(contactProblems(customer)) : {};
  const change = (field: ContactField, value: string) =>
    updateCart((cart) => ({ ...cart, customerAddress: { ...cart.customerAddress, [field]: value } }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
      {FIELDS.map(({ field, label, type, autoComplete }) => (
        <TextField
          key={field}
          label={label}
          type={type}
          autoComplete={autoComplete}
          required
          value={customer[field]}
          onChange={(event) => change(field, event.target.value)}
          error={problems[`customerAddress.${field}`] !== undefined}
          helperText={problems[`customerAddress.${field}`] ?? ' '}
          slotProps={{ htmlInput: { maxLength: field === 'email' ? 254 : 100 } }}
        />
      ))}
    </Box>
  );
}
