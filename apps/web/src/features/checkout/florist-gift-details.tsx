import type { Cart } from '@backroom/core/cart';
import { CARD_MESSAGE_MAX, CARD_MESSAGE_MAX_LINES, characterCount, giftProblems, RECIPIENT_NAME_MAX, RECIPIENT_PHONE_MAX } from '@backroom/core/florist/gift-order';
import { problemsByPath } from '@backroom/core/orders/checkout-steps';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { updateCart } from '../../lib/cart-store';
import { useMessages } from '../../lib/i18n/use-messages';
import { floristGiftMessages } from './florist-gift.messages';
import { useDraft } from './use-draft';
import { useProblemText } from './use-problem-text';

interface FloristGiftDetailsProps {
  cart: Cart;
  showProblems: boolean;
}

const setRecipient = (field: 'name' | 'phone', value: string) => updateCart((cart) => ({ ...cart, recipient: { ...cart.recipient, [field]: value } }));

/**
 * A florist order's gift: for the shopper or for someone else (then the recipient's name and a
 * phone for the driver), and the card's message, as typed, within what the card holds. Loaded
 * only for a cart with flowers (its own chunk).
 */
export function FloristGiftDetails({ cart, showProblems }: FloristGiftDetailsProps) {
  const t = useMessages(floristGiftMessages);
  const problemText = useProblemText();
  const labelId = useId();
  const [forSomeoneElse, setForSomeoneElse] = useState(cart.recipient.name !== '' || cart.recipient.phone !== '');
  const name = useDraft(cart.recipient.name, (value) => setRecipient('name', value));
  const phone = useDraft(cart.recipient.phone, (value) => setRecipient('phone', value));
  const card = useDraft(cart.card, (value) => updateCart((current) => ({ ...current, card: value })));
  const problems = problemsByPath(giftProblems({ recipient: cart.recipient, card: cart.card }).map(problemText));
  const nameProblem = showProblems ? problems['recipient.name'] : undefined;
  const phoneProblem = showProblems ? problems['recipient.phone'] : undefined;
  const cardProblem = problems.card;
  const typedCard = card.value;

  const choose = (someoneElse: boolean) => {
    setForSomeoneElse(someoneElse);
    if (!someoneElse) updateCart((current) => ({ ...current, recipient: { name: '', phone: '' } }));
  };

  return (
    <Box component="section" aria-labelledby={labelId} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <FormControl component="fieldset">
        <FormLabel id={labelId} component="legend">
          {t('floristGift.title')}
        </FormLabel>
        <RadioGroup row value={forSomeoneElse ? 'someone-else' : 'me'} onChange={(event) => choose(event.target.value === 'someone-else')}>
          <FormControlLabel value="me" control={<Radio size="small" />} label={t('floristGift.forMe')} />
          <FormControlLabel value="someone-else" control={<Radio size="small" />} label={t('floristGift.forSomeoneElse')} />
        </RadioGroup>
      </FormControl>
      {forSomeoneElse && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('floristGift.recipientName')}
            required
            value={name.value}
            onChange={(event) => name.change(event.target.value)}
            onBlur={name.commit}
            error={nameProblem !== undefined}
            helperText={nameProblem}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: RECIPIENT_NAME_MAX, 'aria-invalid': nameProblem !== undefined } }}
          />
          <TextField
            label={t('floristGift.recipientPhone')}
            required
            type="tel"
            value={phone.value}
            onChange={(event) => phone.change(event.target.value)}
            onBlur={phone.commit}
            error={phoneProblem !== undefined}
            helperText={phoneProblem ?? t('floristGift.recipientPhoneHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: RECIPIENT_PHONE_MAX, inputMode: 'tel', 'aria-invalid': phoneProblem !== undefined } }}
          />
          {cart.shippingMethod === 'LOCAL' && (
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {t('floristGift.deliveryNamesHint')}
            </Typography>
          )}
        </Box>
      )}
      <TextField
        label={t('floristGift.card')}
        multiline
        minRows={3}
        fullWidth
        value={typedCard}
        onChange={(event) => card.change(event.target.value)}
        onBlur={card.commit}
        error={cardProblem !== undefined}
        helperText={cardProblem ?? `${t('floristGift.cardHelp')} ${t('floristGift.cardCount', { count: characterCount(typedCard), max: CARD_MESSAGE_MAX, lines: CARD_MESSAGE_MAX_LINES })}`}
        slotProps={{ htmlInput: { maxLength: CARD_MESSAGE_MAX * 2, 'aria-invalid': cardProblem !== undefined } }}
      />
    </Box>
  );
}
