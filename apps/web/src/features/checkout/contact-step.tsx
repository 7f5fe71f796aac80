import type { CustomerAddress } from '@backroom/core/cart';
import { type ContactDetails, contactProblems } from '@backroom/core/orders/checkout-rules';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { Box, TextField } from '@mui/material';
import { saveCartField } from '../../lib/cart-store';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';
import { LeftCartConsent } from './left-cart-consent';
import { useProblemText } from './use-problem-text';

type ContactField = keyof ContactDetails;

const FIELDS: readonly { field: ContactField; label: `checkout.contact.${ContactField}`; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'checkout.contact.firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'checkout.contact.lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'checkout.contact.email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'checkout.contact.phone', type: 'tel', autoComplete: 'tel' },
];

interface ContactStepProps {
  customer: CustomerAddress;
  showProblems: boolean;
}

/** Step 1: who is ordering (SPEC section 2), kept in the cart as it is typed. */
export function ContactStep({ customer, showProblems }: ContactStepProps) {
  const problemText = useProblemText();
  const problems = showProblems ? problemsByPath(contactProblems(customer).map(problemText)) : {};
  const t = useMessages(checkoutMessages);
  const change = (field: ContactField, value: string) => saveCartField('customerAddress', field, value);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
      {FIELDS.map(({ field, label, type, autoComplete }) => (
        <TextField
          key={field}
          label={t(label)}
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
      <LeftCartConsent />
    </Box>
  );
}
