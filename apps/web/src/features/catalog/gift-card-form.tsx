import type { Item } from '@backroom/core/catalog';
import { addGiftCardLine, MAX_CART_GIFT_CARD_LINES } from '@backroom/core/cart';
import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import type { GiftCardItem } from '@backroom/core/gift-cards/gift-card-contract';
import { MAX_DELIVERY_DAYS_AHEAD } from '@backroom/core/gift-cards/gift-card-rules';
import { displayName } from '@backroom/core/item-display';
import { formatCents, parseDollars } from '@backroom/core/money';
import { isEmailAddress } from '@backroom/core/orders/checkout-rules';
import { shopCalendarDate } from '@backroom/core/orders/business-days';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { readCart, updateCart } from '../../lib/cart-store';
import { useMessages } from '../../lib/i18n/use-messages';
import { giftCardFormMessages } from './gift-card-form.messages';
import { RouterLink } from '../../components/router-link';

const MESSAGE_MAX = 500;
/** The amounts offered at a tap, where the card's limits allow them (dollars). */
const SUGGESTED_DOLLARS = [25, 50, 100, 150];

/** A typed amount in cents: dollars with a point or (as French writes them) a comma. */
function typedCents(text: string): number | null {
  return parseDollars(text.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2'));
}

interface GiftCardFormProps {
  /** The card as chosen (a group's variant, one fixed amount each); null until a variant is chosen. */
  item: Item | null;
  limits: GiftCardItem;
  /** Says what was added (the dialog's toast). */
  onAdded: (message: string) => void;
  disabled?: boolean;
}

type Problems = Partial<Record<'amount' | 'name' | 'email' | 'date', string>>;

/**
 * A gift card item's page below its price: the amount (fixed, or typed within the card's limits),
 * who gets it (the buyer or someone else, by e-mail), a message and the day it is sent (Halifax;
 * empty: once the order is paid). Each card added is its own cart line. No expiry, no fees.
 */
export function GiftCardForm({ item, limits, onAdded, disabled = false }: GiftCardFormProps) {
  const t = useMessages(giftCardFormMessages);
  const money = (cents: number) => formatCents(cents, t.locale);
  const chosenAmount = limits.minAmount !== null && limits.maxAmount !== null;
  const min = limits.minAmount ?? 0;
  const max = limits.maxAmount ?? 0;
  const suggested = SUGGESTED_DOLLARS.map((dollars) => dollars * 100).filter((cents) => cents >= min && cents <= max);
  const [amountText, setAmountText] = useState(() => (suggested[0] !== undefined ? (suggested[0] / 100).toFixed(2) : ''));
  const [toSomeone, setToSomeone] = useState(true);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [deliverOn, setDeliverOn] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [full, setFull] = useState(false);
  const [added, setAdded] = useState(false);
  const recipientId = useId();
  const today = shopCalendarDate(new Date());
  const lastDay = addCalendarDays(today, MAX_DELIVERY_DAYS_AHEAD);

  const typed = typedCents(amountText);
  const amount = chosenAmount ? typed : (item?.price ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item || disabled) return;
    const found: Problems = {};
    if (amount === null || (chosenAmount && (amount < min || amount > max)) || amount <= 0) {
      found.amount = t('giftCardForm.amountProblem', { min: money(min), max: money(max) });
    }
    if (toSomeone && name.trim() === '') found.name = t('giftCardForm.nameProblem');
    if (toSomeone && !isEmailAddress(email)) found.email = t('giftCardForm.emailProblem');
    if (deliverOn !== '' && (deliverOn < today || deliverOn > lastDay)) found.date = t('giftCardForm.dateProblem');
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    if (readCart().giftCardLines.length >= MAX_CART_GIFT_CARD_LINES) return setFull(true);
    updateCart((cart) =>
      addGiftCardLine(cart, {
        key: globalThis.crypto.randomUUID(),
        itemId: item.id,
        name: displayName(item.name),
        amount,
        chosen: chosenAmount,
        recipientName: toSomeone ? name.trim() : '',
        recipientEmail: toSomeone ? email.trim() : '',
        message: message.trim(),
        deliverOn: deliverOn === '' || deliverOn === today ? null : deliverOn,
      }),
    );
    onAdded(t('giftCardForm.added', { amount: money(amount) }));
    setAdded(true);
    // The next card starts with a new recipient; the amount and day often stay.
    setName('');
    setEmail('');
    setMessage('');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={item ? displayName(item.name) : undefined} data-testid="gift-card-form">
      <Stack spacing={2}>
        {chosenAmount ? (
          <Stack spacing={1}>
            {suggested.length > 0 && (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-label={t('giftCardForm.amountChoices')}
                value={typed !== null && suggested.includes(typed) ? typed : null}
                onChange={(_event, cents: number | null) => cents !== null && setAmountText((cents / 100).toFixed(2))}
                sx={{ flexWrap: 'wrap' }}
              >
                {suggested.map((cents) => (
                  <ToggleButton key={cents} value={cents} sx={{ px: 2 }}>
                    {money(cents)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <TextField
              label={t('giftCardForm.otherAmount')}
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={problems.amount !== undefined}
              helperText={problems.amount ?? t('giftCardForm.amountLimits', { min: money(min), max: money(max) })}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
              sx={{ maxWidth: 240 }}
            />
          </Stack>
        ) : (
          <Typography>{item ? t('giftCardForm.fixedAmount', { amount: money(item.price) }) : t('giftCardForm.chooseVariant')}</Typography>
        )}

        <Box>
          <FormLabel id={recipientId}>{t('giftCardForm.recipient')}</FormLabel>
          <RadioGroup row aria-labelledby={recipientId} value={toSomeone ? 'someone' : 'me'} onChange={(event) => setToSomeone(event.target.value === 'someone')}>
            <FormControlLabel value="someone" control={<Radio />} label={t('giftCardForm.toSomeone')} />
            <FormControlLabel value="me" control={<Radio />} label={t('giftCardForm.toMe')} />
          </RadioGroup>
        </Box>
        {toSomeone && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('giftCardForm.recipientName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problems.name !== undefined}
              helperText={problems.name}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={t('giftCardForm.recipientEmail')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problems.email !== undefined}
              helperText={problems.email}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
          </Box>
        )}
        <TextField
          label={t('giftCardForm.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value.slice(0, MESSAGE_MAX))}
          multiline
          minRows={2}
          helperText={t('giftCardForm.messageHelp', { count: message.length, max: MESSAGE_MAX })}
        />
        <TextField
          label={t('giftCardForm.deliverOn')}
          type="date"
          value={deliverOn}
          onChange={(event) => setDeliverOn(event.target.value)}
          error={problems.date !== undefined}
          helperText={problems.date ?? t('giftCardForm.deliverOnHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: lastDay } }}
          sx={{ maxWidth: 240 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('giftCardForm.noExpiry')}
        </Typography>
        {full && <Alert severity="warning">{t('giftCardForm.full', { count: MAX_CART_GIFT_CARD_LINES })}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" startIcon={<AddShoppingCartIcon />} disabled={!item || disabled}>
            {t('giftCardForm.add')}
          </Button>
          {added && (
            <Button component={RouterLink} to="/order/checkout" variant="outlined" size="large">
              {t('giftCardForm.checkout')}
            </Button>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
