import { LOCAL_DELIVERY_PROVINCE } from '@backroom/core/orders/checkout-steps';
import { formatCents } from '@backroom/core/money';
import { deliveryEstimateDays } from '@backroom/core/shipping/delivery-estimate';
import { Alert, Box, FormControlLabel, LinearProgress, Radio, Typography } from '@mui/material';
import { type Translator, useMessages } from '../../lib/i18n/use-messages';
import { updateCart } from '../../lib/cart-store';
import { shippingMessages } from '../../lib/shipping/shipping.messages';
import type { messages as shippingWords } from '../../lib/shipping/shipping.messages.en';
import { checkoutSummaryMessages } from './checkout-summary.messages';
import type { messages as summaryWords } from './checkout-summary.messages.en';
import { useShippingMethodName } from '../../lib/shipping/shipping-method-name';
import type { ShippingChoice, ShippingChoices } from './use-shipping-choices';
import { ChoiceFieldset } from './choice-fieldset';

type ChoiceTranslator = Translator<keyof typeof summaryWords>;

/** The price and delivery estimate of a choice, or why it has none. */
function choiceDetails(choice: ShippingChoice, postalValid: boolean, t: ChoiceTranslator, days: Translator<keyof typeof shippingWords>): string {
  if (!choice.available) return t('checkoutSummary.methods.unavailable');
  if (choice.code === 'PICKUP' && choice.quote) {
    return choice.quote.price === 0 ? t('checkoutSummary.methods.pickupFree') : t('checkoutSummary.methods.pickupPrice', { price: formatCents(choice.quote.price, t.locale) });
  }
  if (!choice.quote) return t(postalValid ? 'checkoutSummary.methods.pricing' : 'checkoutSummary.methods.enterPostal');
  const price = choice.quote.price === 0 ? t('checkoutSummary.methods.free') : formatCents(choice.quote.price, t.locale);
  return t('checkoutSummary.methods.estimate', { price, days: days('shipping.days', deliveryEstimateDays(choice.quote)) });
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
  /** Why the choice changed, or that nothing but pickup reaches the address; shown as soon as it is known. */
  notice?: string | undefined;
}

/** The store's shipping methods as radio options with prices and estimates. */
export function ShippingMethodOptions({ shipping, chosen, problem, notice }: ShippingMethodOptionsProps) {
  const t = useMessages(checkoutSummaryMessages);
  const shippingT = useMessages(shippingMessages);
  const methodName = useShippingMethodName();
  return (
    <ChoiceFieldset
      legend={t('checkoutSummary.methods.label')}
      value={chosen ?? ''}
      onChange={chooseShippingMethod}
      problem={problem}
      intro={
        !shipping.postalValid && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {shippingT('shipping.postalHint')}
          </Typography>
        )
      }
      notes={
        <>
          {shipping.loading && <LinearProgress aria-label={t('checkoutSummary.methods.loading')} sx={{ my: 1 }} />}
          {notice && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {notice}
            </Alert>
          )}
        </>
      }
      after={
        shipping.error && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('checkoutSummary.methods.error', { message: shipping.error.message })}
          </Alert>
        )
      }
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
              <Typography>{methodName(choice.code, choice.name)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {choiceDetails(choice, shipping.postalValid, t, shippingT)}
              </Typography>
            </Box>
          }
        />
      ))}
    </ChoiceFieldset>
  );
}
