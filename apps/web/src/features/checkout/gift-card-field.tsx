import { addGiftCardCode, type Cart, MAX_CART_GIFT_CARD_CODES, removeGiftCardCode } from '@backroom/core/cart';
import { normalizeGiftCardCode } from '@backroom/core/gift-cards/gift-card-code';
import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { updateCart } from '../../lib/cart-store';
import { giftCardBalanceQuery, giftCardRefusal, type GiftCardRefusal } from '../../lib/gift-card-balance';
import { useMessages } from '../../lib/i18n/use-messages';
import { giftCardCheckoutMessages } from './gift-card-checkout.messages';
import type { GiftCardsApplied } from './use-gift-cards-applied';

const REFUSALS = { unknown: 'giftCardCheckout.unknown', tooMany: 'giftCardCheckout.tooMany', unchecked: 'giftCardCheckout.unchecked' } as const satisfies Record<GiftCardRefusal, string>;

interface GiftCardFieldProps {
  cart: Pick<Cart, 'giftCards'>;
  applied: GiftCardsApplied;
}

/**
 * Gift card codes that pay the order: each checked with the shop (POST gift-cards/balance) before
 * it is kept in the cart, then shown with what it takes and what it keeps, removable. A kept code
 * the shop no longer knows (voided, spent meanwhile) is dropped with a word why.
 */
export function GiftCardField({ cart, applied }: GiftCardFieldProps) {
  const queryClient = useQueryClient();
  const t = useMessages(giftCardCheckoutMessages);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const money = (cents: number) => formatCents(cents, t.locale);

  // A kept code the shop now refuses (voided, or unknown) goes; one that could not be checked stays.
  const refusedCodes = applied.cards.flatMap((card) => (card.status === 'refused' && card.why === 'unknown' ? [card.code] : []));
  const refusedKey = refusedCodes.join(' ');
  useEffect(() => {
    if (refusedKey === '') return;
    const codes = refusedKey.split(' ');
    setMessage(codes.map((code) => t('giftCardCheckout.storedRefused', { last4: code.slice(-4) })).join(' '));
    updateCart((current) => codes.reduce(removeGiftCardCode, current));
  }, [refusedKey, t]);

  const apply = async () => {
    const code = normalizeGiftCardCode(typed);
    if (code === '') return;
    if (cart.giftCards.includes(code)) return setMessage(t('giftCardCheckout.already'));
    if (cart.giftCards.length >= MAX_CART_GIFT_CARD_CODES) return setMessage(t('giftCardCheckout.most', { count: MAX_CART_GIFT_CARD_CODES }));
    setChecking(true);
    setMessage(null);
    try {
      await queryClient.fetchQuery(giftCardBalanceQuery(code));
      updateCart((current) => addGiftCardCode(current, code));
      setTyped('');
    } catch (error) {
      setMessage(t(REFUSALS[giftCardRefusal(error)]));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box component="section" aria-label={t('giftCardCheckout.title')} sx={{ mt: 2, display: 'grid', gap: 1 }}>
      {applied.cards.map((card) => {
        if (card.status !== 'known') {
          if (card.status === 'checking') return <Typography key={card.code} role="status" variant="body2">{t('giftCardCheckout.checking', { code: `•••• ${card.code.slice(-4)}` })}</Typography>;
          return null;
        }
        return (
          <Alert
            key={card.code}
            severity="success"
            data-testid="applied-gift-card"
            action={
              <Button color="inherit" size="small" onClick={() => updateCart((current) => removeGiftCardCode(current, card.code))} aria-label={t('giftCardCheckout.removeLabel', { last4: card.last4 })}>
                {t('giftCardCheckout.remove')}
              </Button>
            }
          >
            {card.amount > 0
              ? t('giftCardCheckout.applied', { last4: card.last4, amount: money(card.amount), left: money(card.left) })
              : t('giftCardCheckout.notNeeded', { last4: card.last4, left: money(card.left) })}
          </Alert>
        );
      })}
      {cart.giftCards.length < MAX_CART_GIFT_CARD_CODES && (
        <Box
          component="form"
          noValidate
          aria-label={t('giftCardCheckout.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('giftCardCheckout.label')}
            size="small"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={message !== null}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={checking || typed.trim() === ''}>
            {t('giftCardCheckout.apply')}
          </Button>
        </Box>
      )}
      {message && (
        <Alert severity="error" role="alert" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
