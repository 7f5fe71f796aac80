import type { Address, Cart } from '@backroom/core/cart';
import { type DeliveryDetails, deliveryProblems, postalCodeProblem } from '@backroom/core/orders/checkout-rules';
import { LOCAL_DELIVERY_PROVINCE, problemsByPath } from '@backroom/core/orders/checkout-steps';
import { isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useEffect } from 'react';
import { ProvinceField } from '../../components/province-field';
import { saveCartField, updateCart } from '../../lib/cart-store';
import { useCities } from './api/get-cities';
import { CheckoutFieldset } from './checkout-fieldset';
import { useDraft } from './use-draft';
import { useMessages } from '../../lib/i18n/use-messages';
import { shippingDetailsMessages } from './shipping-details.messages';
import { useProblemText } from './use-problem-text';

type AddressField = keyof Address;

interface DeliveryDetailsFormProps {
  cart: Cart;
  showProblems: boolean;
}

/**
 * 'Delivery details' (SPEC section 4): names filled from the contact on opening; fields saved on
 * leaving them, the province at once and the postal code as soon as it is complete; LOCAL fixes
 * the province to Nova Scotia.
 */
export function DeliveryDetailsForm({ cart, showProblems }: DeliveryDetailsFormProps) {
  const address = cart.deliveryAddress;
  const local = cart.shippingMethod === 'LOCAL';
  const t = useMessages(shippingDetailsMessages);
  const problemText = useProblemText();

  useEffect(() => {
    updateCart((current) => {
      const { deliveryAddress: delivery, customerAddress: customer } = current;
      const firstName = delivery.firstName || customer.firstName;
      const lastName = delivery.lastName || customer.lastName;
      const province = current.shippingMethod === 'LOCAL' ? LOCAL_DELIVERY_PROVINCE : delivery.province;
      if (firstName === delivery.firstName && lastName === delivery.lastName && province === delivery.province) return current;
      return { ...current, deliveryAddress: { ...delivery, firstName, lastName, province } };
    });
  }, [cart.shippingMethod]);

  // A field being typed in is judged by what it holds now, the others by what is saved.
  const problemOf = (field: keyof DeliveryDetails, typed: string | null): string | undefined => {
    if (!showProblems) return undefined;
    const judged = typed === null ? address : { ...address, [field]: typed };
    return problemsByPath(deliveryProblems(cart.shippingMethod, judged).map(problemText))[`deliveryAddress.${field}`];
  };

  return (
    <CheckoutFieldset title={t('shippingDetails.title')}>
      <AddressTextField field="firstName" label={t('shippingDetails.firstName')} autoComplete="shipping given-name" saved={address.firstName} problemOf={problemOf} />
      <AddressTextField field="lastName" label={t('shippingDetails.lastName')} autoComplete="shipping family-name" saved={address.lastName} problemOf={problemOf} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <AddressTextField field="street" label={t('shippingDetails.street')} autoComplete="shipping address-line1" saved={address.street} problemOf={problemOf} />
      </Box>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <AddressTextField
          field="additional"
          label={t('shippingDetails.additional')}
          autoComplete="shipping address-line2"
          saved={address.additional}
          problemOf={problemOf}
          required={false}
        />
      </Box>
      <ProvinceField
        label={t('shippingDetails.province')}
        chooseLabel={t('shippingDetails.chooseProvince')}
        value={local ? LOCAL_DELIVERY_PROVINCE : address.province}
        disabled={local}
        onChange={(province) => saveCartField('deliveryAddress', 'province', province)}
        locale={t.locale}
        problem={problemOf('province', null)}
        helperText={local ? t('shippingDetails.localOnly') : ' '}
      />
      <CityField province={local ? LOCAL_DELIVERY_PROVINCE : address.province} saved={address.city} problemOf={problemOf} />
      <PostalCodeField saved={address.postal} province={local ? LOCAL_DELIVERY_PROVINCE : address.province} problemOf={problemOf} />
    </CheckoutFieldset>
  );
}

type ProblemOf = (field: keyof DeliveryDetails, typed: string | null) => string | undefined;

interface AddressTextFieldProps {
  field: Exclude<AddressField, 'province' | 'city' | 'postal'>;
  label: string;
  autoComplete: string;
  saved: string;
  problemOf: ProblemOf;
  required?: boolean;
}

function AddressTextField({ field, label, autoComplete, saved, problemOf, required = true }: AddressTextFieldProps) {
  const draft = useDraft(saved, (value) => saveCartField('deliveryAddress', field, value));
  const problem = field === 'additional' ? undefined : problemOf(field, draft.typed);
  return (
    <TextField
      label={label}
      required={required}
      fullWidth
      autoComplete={autoComplete}
      value={draft.value}
      onChange={(event) => draft.change(event.target.value)}
      onBlur={draft.commit}
      error={problem !== undefined}
      helperText={problem ?? ' '}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/** City with the province's cities as suggestions; any other town may be typed. */
function CityField({ province, saved, problemOf }: { province: string; saved: string; problemOf: ProblemOf }) {
  const cities = useCities(province);
  const draft = useDraft(saved, (value) => saveCartField('deliveryAddress', 'city', value));
  const problem = problemOf('city', draft.typed);
  const t = useMessages(shippingDetailsMessages);
  return (
    <Autocomplete
      freeSolo
      options={cities}
      value={saved}
      inputValue={draft.value}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') draft.change(value);
      }}
      onChange={(_event, value) => {
        saveCartField('deliveryAddress', 'city', value ?? '');
        draft.change(value ?? '');
      }}
      onBlur={draft.commit}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('shippingDetails.city')}
          required
          autoComplete="shipping address-level2"
          error={problem !== undefined}
          helperText={problem ?? ' '}
        />
      )}
    />
  );
}

/**
 * Upper-cased as typed and saved as soon as it has 6 characters ignoring spaces (SPEC section 4).
 * A complete code that is not Canadian, or not of the province, is told at once: no method will
 * be priced for it, and the shopper need not wait for Next to learn why.
 */
function PostalCodeField({ saved, province, problemOf }: { saved: string; province: string; problemOf: ProblemOf }) {
  const draft = useDraft(saved, (value) => saveCartField('deliveryAddress', 'postal', value));
  const problemText = useProblemText();
  const wrong = postalCodeProblem({ province, postal: draft.value });
  const problem = problemOf('postal', draft.typed) ?? (wrong && wrong.code !== 'delivery.postal.incomplete' ? problemText(wrong).message : undefined);
  const change = (text: string) => {
    const postal = text.toUpperCase();
    draft.change(postal);
    if (isPostalCodeComplete(postal) && postal !== saved) saveCartField('deliveryAddress', 'postal', postal);
  };
  const t = useMessages(shippingDetailsMessages);
  return (
    <TextField
      label={t('shippingDetails.postal')}
      required
      value={draft.value}
      onChange={(event) => change(event.target.value)}
      onBlur={draft.commit}
      error={problem !== undefined}
      helperText={problem ?? (isPostalCodeComplete(draft.value) ? ' ' : t('shippingDetails.postalHint'))}
      autoComplete="shipping postal-code"
      slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
