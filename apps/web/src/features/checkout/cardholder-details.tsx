import type { Cart, CardholderAddress } from '@backroom/core/cart';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { cardholderProblems, cardholderWithDefaults } from '@backroom/core/payments/cardholder';
import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { saveCartField, updateCart } from '../../lib/cart-store';
import { CheckoutFieldset } from './checkout-fieldset';
import { CountryField } from './country-field';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';
import { useProblemText } from './use-problem-text';

type CardholderField = keyof CardholderAddress;

interface CardholderDetailsProps {
  cardholder: CardholderAddress;
  showProblems: boolean;
}

/**
 * 'Cardholder details' (SPEC section 2): names, country and postal or zip code, kept in the cart
 * as they are typed; on opening, what is empty comes from the contact and the delivery address.
 */
export function CardholderDetails({ cardholder, showProblems }: CardholderDetailsProps) {
  const t = useMessages(checkoutMessages);
  const problemText = useProblemText();
  const problems = showProblems ? problemsByPath(cardholderProblems(cardholder).map(problemText)) : {};
  const problemOf = (field: CardholderField) => problems[`cardholderAddress.${field}`];

  useEffect(() => {
    updateCart((cart: Cart) => {
      const defaults = cardholderWithDefaults(cart);
      const changed = (Object.keys(defaults) as CardholderField[]).some((field) => defaults[field] !== cart.cardholderAddress[field]);
      return changed ? { ...cart, cardholderAddress: defaults } : cart;
    });
  }, []);

  const nameField = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <TextField
      label={label}
      required
      fullWidth
      autoComplete={autoComplete}
      value={cardholder[field]}
      onChange={(event) => saveCartField('cardholderAddress', field, event.target.value)}
      error={problemOf(field) !== undefined}
      helperText={problemOf(field) ?? ' '}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );

  return (
    <CheckoutFieldset title={t('checkout.cardholder.title')}>
      {nameField('firstName', t('checkout.contact.firstName'), 'cc-given-name')}
      {nameField('lastName', t('checkout.contact.lastName'), 'cc-family-name')}
      <CountryField value={cardholder.country} onChange={(code) => saveCartField('cardholderAddress', 'country', code)} problem={problemOf('country')} />
      <TextField
        label={t('checkout.cardholder.postal')}
        required
        value={cardholder.postal}
        onChange={(event) => saveCartField('cardholderAddress', 'postal', event.target.value.toUpperCase())}
        error={problemOf('postal') !== undefined}
        helperText={problemOf('postal') ?? ' '}
        autoComplete="billing postal-code"
        slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ maxWidth: { sm: 300 } }}
      />
    </CheckoutFieldset>
  );
}
