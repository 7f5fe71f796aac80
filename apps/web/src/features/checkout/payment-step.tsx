import type { Cart } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { paymentProblems, problemsByPath } from '@backroom/core/orders/checkout-steps';
import { CARD_SCRIPT_NAMES, type CardProviderSetup } from '@backroom/core/payments/card-provider-setup';
import { Alert, Box, CircularProgress, FormControlLabel, Radio, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { loadScript } from '../../lib/load-script';
import { updateCart } from '../../lib/cart-store';
import { hasProviderSdk } from './card-payment/provider-sdk';
import { CardholderDetails } from './cardholder-details';
import { useMessages } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';
import { giftCardCheckoutMessages } from './gift-card-checkout.messages';
import { RichMessage } from '../../lib/i18n/rich-message';
import { useProblemText } from './use-problem-text';
import { ChoiceFieldset } from './choice-fieldset';

type PaymentMethod = NonNullable<Cart['paymentMethod']>;

interface PaymentStepProps {
  cart: Pick<Cart, 'paymentMethod' | 'cardholderAddress'>;
  /** Order total in cents, as the server will ask for it; null while its shipping is not known. */
  total: number | null;
  /** Gift cards pay the whole order: no method to choose. */
  nothingDue?: boolean;
  /** The chosen method's price for the address is on its way. */
  shippingPending: boolean;
  billingEmail: string;
  /** The card provider for this order's environment. */
  cardSetup: CardProviderSetup;
  showProblems: boolean;
}

/** Step 3: 'Payment Options' (SPEC section 2): EMT, a card through the shop's card provider, Sezzle coming soon. */
export function PaymentStep({ cart, total, nothingDue = false, shippingPending, billingEmail, cardSetup, showProblems }: PaymentStepProps) {
  const { paymentMethod } = cart;
  const problemText = useProblemText();
  const g = useMessages(giftCardCheckoutMessages);
  const problem = showProblems ? problemsByPath(paymentProblems(cart, cardSetup.provider !== null).map(problemText)).paymentMethod : undefined;
  const choose = (method: PaymentMethod) => updateCart((current) => ({ ...current, paymentMethod: method }));
  const t = useMessages(checkoutMessages);
  if (nothingDue) {
    return (
      <Alert severity="success" data-testid="nothing-due">
        {g('giftCardCheckout.nothingDue')}
      </Alert>
    );
  }
  return (
    <>
      {total === null && <UnknownTotal pending={shippingPending} />}
      <ChoiceFieldset legend={t('checkout.payment.options')} value={paymentMethod ?? ''} onChange={(value) => choose(value as PaymentMethod)} problem={problem}>
        <FormControlLabel value="emt" control={<Radio />} label={t('checkout.payment.emt')} />
        <FormControlLabel value="card" control={<Radio />} label={t('checkout.payment.card')} />
        <FormControlLabel
          value="sezzle"
          control={<Radio />}
          disabled
          label={
            <Box>
              <Typography>{t('checkout.payment.sezzle')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('checkout.payment.sezzleUnavailable')}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
        />
      </ChoiceFieldset>
      {paymentMethod === 'emt' && <EmtInstructions total={total} billingEmail={billingEmail} />}
      {paymentMethod === 'card' &&
        (cardSetup.provider === null ? (
          !problem && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('checkout.payment.unsupported')}
            </Alert>
          )
        ) : (
          <>
            <CardholderDetails cardholder={cart.cardholderAddress} showProblems={showProblems} />
            <CardProviderStatus setup={cardSetup} total={total} />
          </>
        ))}
    </>
  );
}

type ScriptState = 'loading' | 'ready' | 'failed';

/**
 * Where the card will be taken: 'Contacting payment processor...' while the provider's script
 * loads (it is fetched as soon as the card is chosen, so the card dialog opens at once).
 */
function CardProviderStatus({ setup, total }: { setup: Exclude<CardProviderSetup, { provider: null }>; total: number | null }) {
  const hosted = setup.provider === 'sandbox' ? null : setup.provider;
  const scriptUrl = setup.provider === 'sandbox' ? null : setup.scriptUrl;
  const [loaded, setLoaded] = useState<{ url: string; state: ScriptState } | null>(null);
  useEffect(() => {
    if (scriptUrl === null || hosted === null) return;
    let current = true;
    loadScript(scriptUrl).then(
      () => current && setLoaded({ url: scriptUrl, state: hasProviderSdk(hosted) ? 'ready' : 'failed' }),
      () => current && setLoaded({ url: scriptUrl, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [scriptUrl, hosted]);
  const state: ScriptState = scriptUrl === null ? 'ready' : loaded?.url === scriptUrl ? loaded.state : 'loading';
  const t = useMessages(checkoutMessages);

  if (state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('checkout.payment.contacting')}</Typography>
      </Box>
    );
  }
  if (state === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {t('checkout.payment.scriptFailed', { script: CARD_SCRIPT_NAMES[setup.provider] })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {total === null ? (
        <RichMessage catalogue={checkoutMessages} id="checkout.payment.secureFormUnknown" components={{ 0: <strong /> }} />
      ) : (
        <RichMessage catalogue={checkoutMessages} id="checkout.payment.secureForm" values={{ amount: formatCents(total, t.locale) }} components={{ 0: <strong /> }} />
      )}
      {setup.provider === 'sandbox' && ` ${t('checkout.payment.sandbox')}`}
    </Alert>
  );
}

/** Why no total is shown: its shipping is on its way, or could not be had for the address. */
function UnknownTotal({ pending }: { pending: boolean }) {
  const t = useMessages(checkoutMessages);
  if (pending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('checkout.payment.calculating')}</Typography>
      </Box>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('checkout.payment.shippingUnknown')}
    </Alert>
  );
}

function EmtInstructions({ total, billingEmail }: { total: number | null; billingEmail: string }) {
  const t = useMessages(checkoutMessages);
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('checkout.emt.title')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        <li>
          {total === null ? (
            <RichMessage catalogue={checkoutMessages} id="checkout.emt.sendUnknown" values={{ email: billingEmail }} components={{ 1: <strong /> }} />
          ) : (
            <RichMessage
              catalogue={checkoutMessages}
              id="checkout.emt.send"
              values={{ amount: formatCents(total, t.locale), email: billingEmail }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          )}
        </li>
        <li>
          <RichMessage catalogue={checkoutMessages} id="checkout.emt.reference" components={{ 0: <strong />, 1: <strong /> }} />
        </li>
        <li>{t('checkout.emt.autoDeposit')}</li>
        <li>{t('checkout.emt.hold')}</li>
        <li>{t('checkout.emt.ships')}</li>
      </Box>
    </Alert>
  );
}
